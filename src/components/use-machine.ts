/**
 * A machine's actor for the life of a component, and its latest snapshot: what @xstate/react's
 * `useMachine` gives, over Preact's own hooks. @xstate/react needs React's compatibility layer
 * and its external-store shim, about 4 KB gzip that the play page would pay for one hook.
 */
import { useEffect, useState } from 'preact/hooks';
import { createActor, type ActorOptions, type AnyStateMachine, type SnapshotFrom } from 'xstate';

export function useMachine<M extends AnyStateMachine>(machine: M, options: ActorOptions<M>) {
  // Created once, as the first render needs its initial snapshot; started after mount, so its first effects (a computer's move) find the board shown.
  const [actor] = useState(() => createActor(machine, options));
  const [snapshot, setSnapshot] = useState<SnapshotFrom<M>>(() => actor.getSnapshot());
  useEffect(() => {
    const subscription = actor.subscribe({ next: setSnapshot, error: () => setSnapshot(actor.getSnapshot()) });
    actor.start();
    setSnapshot(actor.getSnapshot());
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return [snapshot, actor.send] as const;
}

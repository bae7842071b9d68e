/** The answer to a task (an exercise or a puzzle): right or wrong, why, and a retry; and the two calls on a move. */
import type { ComponentChildren } from 'preact';

interface FeedbackProps {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
  readonly onRetry: () => void;
  readonly children?: ComponentChildren;
}

export function Feedback({ right, title, text, onRetry, children }: FeedbackProps) {
  return (
    <div class={`feedback ${right ? 'right' : 'wrong'}`} role="status">
      <p>
        <strong>{title}</strong> {text}
      </p>
      {children}
      <button type="button" onClick={onRetry}>
        {right ? 'Try it again' : 'Retry'}
      </button>
    </div>
  );
}

export function Calls({ onCall }: { readonly onCall: (stop: boolean) => void }) {
  return (
    <>
      <button type="button" class="stop-call" onClick={() => onCall(true)}>
        Stop!
      </button>
      <button type="button" onClick={() => onCall(false)}>
        Let it go
      </button>
    </>
  );
}

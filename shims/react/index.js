// `react` as @xstate/react and use-sync-external-store use it, on Preact's own hooks: the names
// they read and no more. A re-export of preact/compat here cost every island page ~0.65 KB gzip
// (compat's needs land in the Preact chunks all islands share) for hooks only the game uses.
// Without `useSyncExternalStore`, use-sync-external-store falls back to its own shim on these hooks.
export { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

// Only @xstate/react's createActorContext reads these, and the site does not use it: stubs, so
// that Preact's context code stays out of every page. useDebugValue does nothing outside dev tools.
const noContext = () => {
  throw new Error('React context is not shimmed: use useMachine, useActorRef and useSelector');
};
export const createContext = noContext;
export const createElement = noContext;
export const useContext = noContext;
export const useDebugValue = () => undefined;

// `react` as @xstate/react and use-sync-external-store use it, on Preact's own hooks: the names
// they read and no more. A namespace re-export of preact/compat here cost every island page
// ~0.65 KB gzip (compat's needs landed in the shared Preact chunks) for a hook only the game uses.
// Without `useSyncExternalStore`, use-sync-external-store falls back to its own shim on these hooks.
export { createContext, createElement } from 'preact';
export { useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

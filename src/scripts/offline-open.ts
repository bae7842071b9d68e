/**
 * What every page runs about keeping the site offline as it opens: nothing but wait for a press
 * of an offer, or, once the site is kept (the worker controls the page), load the control to
 * offer removing it and tell of a new version. The control's address comes from the build
 * (scripts/offline.mjs): a plain import() here would bring Vite's preload helper, 0.7 KB gzip on
 * a page without islands, for a module with nothing to preload.
 */
import control from 'virtual:offline-use';

const run = (press?: Element) => import(/* @vite-ignore */ control).then((m: typeof import('./offline-use')) => m.offlineUse(press));
addEventListener('click', (e) => {
  const press = (e.target as Element).closest?.('[data-offline-use]');
  if (press) run(press);
});
if (navigator.serviceWorker?.controller) run();

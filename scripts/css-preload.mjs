// @ts-check
/**
 * A Vite plugin: Vite's helper for dynamic imports (`__vitePreload`), written for what this site asks of it.
 * Vite wraps every dynamic import in that helper, and the helper (0.7 KB gzip) preloads a chunk's scripts and
 * loads its CSS. It is imported by nearly every page even when there is nothing to preload (vitejs/vite#13952,
 * #18551). This one does those two things in fewer bytes, with the same contract: the scripts the chunk imports
 * are asked for beside it (module preloads, so that a board fetched at the first use or for a link comes in one
 * round trip, not one per level of imports), the styles are in the page before the module runs, and a style
 * sheet that fails to load fails the import (where the site says it is offline).
 */
const HELPER = '\0vite/preload-helper.js';

/** @returns {import('vite').Plugin} */
export function cssPreload() {
  let base = '/';
  return {
    name: 'css-preload',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== HELPER) return;
      // (load, deps) as Vite calls it; its deps are addresses from the site's root, the chunk's scripts and style sheets.
      // A script already in the page is not fetched again: the browser's module map has it.
      return `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = ${JSON.stringify(base)} + dep;
      const css = href.endsWith('.css');
      if (href in seen || (css && document.querySelector('link[rel="stylesheet"][href="' + href + '"]'))) return seen[href];
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.href = href;
      document.head.append(link);
      if (!css) return (seen[href] = undefined);
      return (seen[href] = new Promise((done, failed) => {
        link.onload = done;
        link.onerror = () => {
          delete seen[href];
          link.remove();
          failed(new Error('no style sheet ' + href));
        };
      }));
    }),
  ).then(load);`;
    },
  };
}

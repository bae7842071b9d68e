// @ts-check
/**
 * A Vite plugin: Vite's helper for dynamic imports (`__vitePreload`), written for what this site asks of it.
 * Vite wraps every dynamic import in that helper, and the helper (0.7 KB gzip) preloads a chunk's scripts,
 * which `build.modulePreload: false` turns off here, and loads its CSS. It is imported by nearly every page
 * even when there is nothing to preload (vitejs/vite#13952, #18551). This one only loads the CSS, the one
 * thing left for it to do, with the same contract: the styles are in the page before the module runs, and a
 * style sheet that fails to load fails the import (where the site says it is offline).
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
      // (load, deps) as Vite calls it; its deps are addresses from the site's root, scripts included (nothing to preload).
      return `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = ${JSON.stringify(base)} + dep;
      if (!href.endsWith('.css') || seen[href] || document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return seen[href];
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
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

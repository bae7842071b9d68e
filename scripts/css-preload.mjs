// @ts-check
/**
 * A Vite plugin: Vite's helper for dynamic imports (`__vitePreload`), written for what this site asks of it.
 * Vite wraps every dynamic import in that helper, and the helper (0.7 KB gzip) preloads a chunk's scripts and
 * loads its CSS. It is imported by nearly every page even when there is nothing to preload (vitejs/vite#13952,
 * #18551). This one does those two things in fewer bytes, with the same contract: the scripts the chunk imports
 * are asked for beside it (module preloads, so that a board fetched at the first use or for a link comes in one
 * round trip, not one per level of imports), the styles are in the page before the module runs, and a style
 * sheet that fails to load fails the import (where the site says it is offline).
 *
 * A component's catalogs load their language's messages as they run (a top-level await, src/i18n/load.ts), one
 * after another where one file holds several: on a slow phone three more round trips once the component has come.
 * So a component's list also names the language files its catalogs will ask for, and the helper preloads those of
 * the page's language (`<html lang>`) with the rest.
 */
const HELPER = '\0vite/preload-helper.js';

/**
 * The plugin, and the `resolveDependencies` of Vite's `build.modulePreload` that goes with it: a component's
 * scripts (its chunk's name capitalized: a board, a game) and the language files its catalogs load; nothing for
 * a helper fetched on an action (a catalog, the share link's writer), whose list would cost every page bytes.
 * @param {readonly string[]} locales the site's languages, each catalog's language file named after its own
 */
export function cssPreload(locales) {
  let base = '/';
  /** @type {Map<string, string[]>} each chunk's language files: those its scripts import dynamically */
  const languages = new Map();
  /** @type {Map<string, Set<string>>} each chunk's scripts: itself and every chunk it imports, however deep */
  const reached = new Map();
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'css-preload',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite's import analysis writes each dynamic import's list (its generateBundle comes after this one's).
    generateBundle(_, bundle) {
      const chunk = (/** @type {string} */ f) => (bundle[f]?.type === 'chunk' ? /** @type {import('rollup').OutputChunk} */ (bundle[f]) : undefined);
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        /** @type {Set<string>} the chunk and every chunk it imports, however deep */
        const scripts = new Set();
        const visit = (/** @type {string} */ f) => scripts.has(f) || (scripts.add(f), chunk(f)?.imports.forEach(visit));
        visit(c.fileName);
        reached.set(c.fileName, scripts);
        const dynamic = [...scripts].flatMap((f) => chunk(f)?.dynamicImports ?? []);
        languages.set(c.fileName, [...new Set(dynamic)].filter((f) => { const l = chunk(f); return l !== undefined && locales.some((x) => l.name === x || l.name.startsWith(`${x}.`)); }));
      }
    },
    load(id) {
      if (id !== HELPER) return;
      // (load, deps) as Vite calls it; its deps are addresses from the site's root, the chunk's scripts and style sheets.
      // A script already in the page is not fetched again: the browser's module map has it.
      return `const seen = {};
const languageFile = new RegExp('(^|/)(' + ${JSON.stringify(locales.join('|'))} + ')\\.[^/]*\\.js$');
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = ${JSON.stringify(base)} + dep;
      const language = languageFile.exec(dep);
      if (language && language[2] !== document.documentElement.lang) return;
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
  /**
   * The list leaves out what the importing chunk (`hostId`) has already loaded as it ran, its scripts and their language files,
   * which the browser's module map has: the editor's live board, fetched by its island, lists 25 files, 4 of them the island's.
   * @type {(file: string, deps: string[], context?: { hostId: string }) => string[]}
   */
  const resolveDependencies = (file, deps, context) => {
    if (!/^[A-Z]/.test(file.split('/').pop() ?? '')) return [];
    const host = context?.hostId ?? '';
    const had = new Set([...(reached.get(host) ?? []), ...(languages.get(host) ?? [])]);
    return [...deps, ...(languages.get(file) ?? [])].filter((f) => !had.has(f));
  };
  return { plugin, resolveDependencies };
}

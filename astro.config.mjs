// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { offline } from './scripts/offline.mjs';
import { cssPreload } from './scripts/css-preload.mjs';
import { linkPreload } from './scripts/link-preload';
import { linkOpeners, openerWordsChunk } from './scripts/link-openers';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales';

const preloads = cssPreload(LOCALES);

export default defineConfig({
  // The one address of the site, for every absolute address a page gives (canonical, hreflang, link previews):
  // SITE_URL where the site is published (README.md), else the local server's.
  site: process.env.SITE_URL || 'http://localhost:4321',
  // The link's preloads before the offline integration weighs and lists the pages.
  integrations: [preact(), mdx(), linkPreload(), offline()],
  // A static site: no server at run time, no requests to anywhere else.
  output: 'static',
  // English at the root, every other language in its folder (/fr/): each page is written once, under src/pages/[...locale]/.
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  // ES2022 for top-level await: a page loads only its own language's messages before its islands run (src/i18n/load.ts).
  // Vite's helper for dynamic imports is scripts/css-preload.mjs's (0.3 KB, not 0.7): it loads a fetched chunk's style sheets
  // and preloads its scripts (every browser the site supports has module preloads: no polyfill), for a component only: a board or
  // a game fetched at the first use or for a link imports some twenty files, and each level of imports would cost a round trip
  // (on a lesson, 1.7 s from the first touch to the live board on a slow phone, 1.3 s preloaded), and its catalogs' language files
  // with them, the page's only (1.45 s, 1.18 s with them). A helper fetched on an action (its chunk's name lowercase: a catalog,
  // the share link's writer) comes alone: listing its scripts would cost every page bytes.
  vite: {
    // What an address with a link opens with (a table's picture, the editor), each built alone in one file: scripts/link-openers.ts.
    plugins: [preloads.plugin, linkOpeners()],
    build: {
      target: 'es2022',
      // Vite's table of each file's gzip size: `npm run weight` weighs what each page loads, and gzipping some 300 files for a log
      // is build time `npm test` waits for.
      reportCompressedSize: false,
      // Terser, not Vite's default esbuild: measured on this site, 1 to 2 % less gzip on every page (0.5 KB on the editor opened
      // by a link, which had a budget to meet), at no cost in build time here.
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 2 } },
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      rollupOptions: {
        output: {
          // What drawing a table needs (cards, positions, rule sets) in one file, and the reading and checking of the
          // interchange format in another, which pages given their tables at build time never load: split further by
          // which islands import each module, it cost every board page three more files and ~0.3 KB. Likewise the
          // catalog loader and the languages, which the catalogs import for the plural rule and src/share/links.ts for
          // the language folder: split, they cost every page with an island one more file. And Preact with its hooks
          // and JSX runtime, which every island loads together: one file, not three, 0.4 KB less on every such page.
          // (A group whose modules import the engine's door, src/engine/index.ts, takes the whole engine with it.) What a link
          // opens with has its words in one file a language (scripts/link-openers.ts).
          manualChunks: (id) =>
            openerWordsChunk(id) ??
            (/\/node_modules\/preact\/(dist|hooks\/dist|jsx-runtime\/dist)\//.test(id)
              ? 'preact'
              : /\/src\/engine\/(cards|position|variants|result)\.ts$/.test(id)
                ? 'table'
                : /\/src\/engine\/(interchange|validate)\.ts$/.test(id)
                  ? 'interchange'
                  : /\/src\/i18n\/(load|locales)\.ts$/.test(id)
                    ? 'load'
                    : undefined),
        },
      },
    },
  },
});

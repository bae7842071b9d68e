/**
 * Opened by a link, the analysis board, the editor and the replay fetch what draws the link's table at once
 * (src/components/AnalysisOnUse.tsx, EditorOnUse.tsx, ReplayBoard.tsx). Left to the browser, that is
 * three round trips after the page: the island's script, the files it imports, then the board's
 * list (scripts/css-preload.mjs). A few bytes in the page's head, run only when the address carries
 * a link, ask for them all at once as module preloads: on a slow phone, the link's table comes one
 * to two round trips sooner. The list is what page-weight counts for such an address, so the page
 * fetches nothing more than its weight says (tests/e2e/weight.spec.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { linkScripts } from './page-weight';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales';

/** The pages that open a link, as paths ("/fr/analysis/"): each language's. */
const PAGES = LOCALES.flatMap((l) => ['analysis', 'editor', 'replay'].map((name) => `${l === DEFAULT_LOCALE ? '' : `/${l}`}/${name}/`));

/** How many preloads are asked for in one task. */
export const SLICE = 6;

const fail = (why: string): never => {
  throw new Error(`${why} (scripts/link-preload.ts)`);
};

/** `html` with the preloads of what its link fetches at once, for the page at `page` built in `dist`; as it is for a page that opens no link. */
export function withLinkPreload(html: string, page: string, dist: string): string {
  const link = linkScripts(html, page, dist);
  if (!link) return html;
  const names = link.files.map((f) => /^\/_astro\/(.+)\.js$/.exec(f)?.[1] ?? fail(`${page}: a script outside /_astro/, ${f}`));
  // Asked for once the page is first painted: asked for as it opens, they put its first paint off by 0.2 to 0.4 s on a slow phone.
  // And SLICE a task: each preload costs the main thread 1 to 1.5 ms here, 4 times that on a slow phone, and the thirty of the
  // analysis board's in one task blocked the page for 100 to 500 ms (Lighthouse's total blocking time).
  const script = `<script>/[?&]${link.param}=/.test(location.search)&&requestAnimationFrame(()=>{const n=${JSON.stringify(names)},f=()=>{for(const x of n.splice(0,${SLICE}))document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:"/_astro/"+x+".js"}));n.length&&setTimeout(f)};setTimeout(f)})</script>`;
  return html.replace('</head>', () => script + '</head>');
}

export function linkPreload(): AstroIntegration {
  return {
    name: 'link-preload',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const page of PAGES) {
          const path = join(root, page, 'index.html');
          if (!existsSync(path)) continue;
          const html = await readFile(path, 'utf8');
          const preloaded = withLinkPreload(html, page, root);
          if (preloaded === html) fail(`${page}: no place for its link's preloads`);
          await writeFile(path, preloaded);
        }
      },
    },
  };
}

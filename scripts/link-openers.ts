/**
 * What an address with a link opens with, each built alone, in one file. Opened by a link, the
 * analysis board, the editor and the replay draw its table in the browser at once (src/components/AnalysisDrawing.tsx,
 * EditorDrawing.tsx, ReplayDealt.tsx). Split the way the live boards share them, the modules each
 * needs (the link's reader, the engine's tables and checks, the board's markup) came in some
 * fifteen files, and gzip starts over with each: the analysis board's link fetched 14.1 KB of
 * them, which make 8.2 KB in one file. So each of them is built with its own copy of every module
 * of ./src it imports, but the catalogs' loader and the style sheets, which it shares with the
 * page, as it shares Preact, and the catalogs its page has loaded before it. The words of its
 * other catalogs, fetched in the page's language as it starts, come likewise in one file a
 * language (`fr.EditorDrawing`), not one a catalog: the editor's link fetched four of them,
 * 3.2 KB, which make 2.7 KB together. The live editor (EditorBoard.tsx) is built so too: no other
 * board of its page shares its files, and at its first use it fetches 17 KB in three files, not
 * 23 KB in twenty-odd. Nothing crosses from a copy to the page's modules but data: a table, a game's
 * record, a fault's facts. What the analysis board and the replay fetch later (the judge, the
 * game judged move by move) is the page's own, in the files every board shares.
 */
import type { Plugin } from 'vite';
import { LOCALES } from '../src/i18n/locales';

/**
 * The openers, each fetched by a dynamic import: copied, with what it imports. Each with the catalogs its page loads as it
 * opens, before it (src/components/ReplayBoard.tsx, the replay's words): the page's, not copied.
 */
const PAGE_WORDS: Readonly<Record<string, readonly string[]>> = { AnalysisDrawing: [], EditorDrawing: [], EditorBoard: [], ReplayDealt: ['replay'] };
const OPENERS = new RegExp(`/src/components/(${Object.keys(PAGE_WORDS).join('|')})\\.tsx$`);
/** Not copied: what is not the site's own code (./src), the catalogs' loader, a style sheet. */
const SHARED = /\/src\/i18n\/(load|locales)\.ts$|\.css$/;

/** A copy's id is its file's with a query naming its opener: each opener's copies are its own, in its one file. */
const markOf = (id: string | undefined) => /\?opener=(\w+)$/.exec(id ?? '');
const fileOf = (id: string) => id.slice(0, id.length - (markOf(id)?.[0].length ?? 0));
const copied = (id: string, opener: string) =>
  /\/src\//.test(id) && !SHARED.test(id) && !PAGE_WORDS[opener]!.some((domain) => id.endsWith(`/src/i18n/${domain}/index.ts`));
/** A catalog's words in one language (src/i18n/<domain>/<language>.ts), and as an opener's copy. */
const WORDS = `/src/i18n/[^/]+/(${LOCALES.join('|')})\\.ts`;
const LANGUAGE = new RegExp(`${WORDS}$`);
const OPENER_LANGUAGE = new RegExp(`${WORDS}\\?opener=(\\w+)$`);

/**
 * For the build's `manualChunks`: the chunk of an opener's copy of a catalog's words, one a language and opener. Named after its
 * language first, as a catalog's language file is, so that a page fetches only its own language's (src/i18n/load.ts).
 */
export const openerWordsChunk = (id: string): string | undefined => {
  const m = OPENER_LANGUAGE.exec(id);
  return m ? `${m[1]}.${m[2]}` : undefined;
};

export function linkOpeners(): Plugin {
  return {
    name: 'link-openers',
    apply: 'build',
    enforce: 'pre',
    // An opener's own dynamic imports (the live game, the words of a fault) are the page's modules, not copies: fetched only when
    // wanted, they are shared with the live boards. Its catalogs' words, fetched as it starts, are its own (openerWordsChunk).
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null;
      const found = await this.resolve(specifier, fileOf(importer), { skipSelf: true });
      if (!found || found.external) return null;
      const mark = markOf(importer)?.[0];
      if (mark) return LANGUAGE.test(found.id) ? found.id + mark : found.id;
      const opener = OPENERS.exec(found.id);
      return opener ? `${found.id}?opener=${opener[1]}` : null;
    },
    async resolveId(source, importer) {
      const mark = markOf(importer);
      if (!mark || source.startsWith('\0')) return null;
      const found = await this.resolve(source, fileOf(importer!), { skipSelf: true });
      return found && !found.external && copied(found.id, mark[1]!) ? found.id + mark[0] : found;
    },
  };
}

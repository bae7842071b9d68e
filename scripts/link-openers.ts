/**
 * What an address with a link opens with, each built alone, in one file. Opened by a link, the
 * analysis board and the replay draw its table in the browser at once (src/components/AnalysisDrawing.tsx,
 * ReplayDealt.tsx), and the editor comes alive to read it (EditorBoard.tsx). Split the way the
 * live boards share them, the modules each needs (the link's reader, the engine's tables and
 * checks, the board's markup) came in some fifteen files, and gzip starts over with each: the
 * analysis board's link fetched 14.1 KB of them, which make 8.2 KB in one file (29.6 KB in all
 * then, 23.5 now). So each of them is built with its own copy of every module of ./src it imports,
 * but the catalogs' loader (and so their languages) and the style sheets, which it shares with
 * the page, as it shares Preact. Nothing crosses from a copy to the page's modules but data: a
 * table, a game's record, a fault's facts. The live board that comes later (the analysis board's
 * judge, the game judged move by move) is the page's own, in the files every board shares.
 */
import type { Plugin } from 'vite';

/** The openers, each fetched by a dynamic import: copied, with what it imports. */
const OPENERS = /\/src\/components\/(AnalysisDrawing|ReplayDealt|EditorBoard)\.tsx$/;
/** Not copied: what is not the site's own code (./src), the catalogs' loader, a style sheet. */
const SHARED = /\/src\/i18n\/(load|locales)\.ts$|\.css$/;

/** A copy's id is its file's with a query naming its opener: each opener's copies are its own, in its one file. */
const markOf = (id: string | undefined) => /\?opener=\w+$/.exec(id ?? '')?.[0];
const fileOf = (id: string) => id.slice(0, id.length - (markOf(id)?.length ?? 0));
const copied = (id: string) => /\/src\//.test(id) && !SHARED.test(id);

export function linkOpeners(): Plugin {
  return {
    name: 'link-openers',
    apply: 'build',
    enforce: 'pre',
    // An opener's own dynamic imports (a catalog's language, the live game, the words of a fault) are the page's modules, not
    // copies: fetched only when wanted, they are shared with the live boards.
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null;
      const found = await this.resolve(specifier, fileOf(importer), { skipSelf: true });
      if (!found || found.external) return null;
      if (markOf(importer)) return found.id;
      const opener = OPENERS.exec(found.id);
      return opener ? `${found.id}?opener=${opener[1]}` : null;
    },
    async resolveId(source, importer) {
      const mark = markOf(importer);
      if (!mark || source.startsWith('\0')) return null;
      const found = await this.resolve(source, fileOf(importer!), { skipSelf: true });
      return found && !found.external && copied(found.id) ? found.id + mark : found;
    },
  };
}

// /puzzles/<id>.html (and /fr/puzzles/<id>.html): a Stop puzzle's board as its own page draws it
// before any script runs, for the daily page, which knows its puzzle only once the browser knows the
// date: it shows this drawing and fetches the live board at the learner's first use (FirstUse), as a
// puzzle's page does. Only Stop puzzles: the daily pick draws no other kind.
import type { APIRoute, GetStaticPaths } from 'astro';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import PuzzleBoard from '../../../components/PuzzleBoard';
import { LOCALES, type Locale } from '../../../i18n/locales';
import { localeFolder } from '../../../i18n/site';
import { allPuzzles, type TextedPuzzle } from '../../../puzzles/catalogue';
import { boardData } from '../../../puzzles/pages';

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      LOCALES.map(async (locale) =>
        (await allPuzzles(locale)).filter((p) => p.kind === 'stop').map((puzzle) => ({ params: { locale: localeFolder(locale), id: puzzle.id }, props: { puzzle, locale } })),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { puzzle, locale } = props as { puzzle: TextedPuzzle; locale: Locale };
  const html = renderToString(h(PuzzleBoard, { ...(await boardData(puzzle, locale)), lang: locale }));
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

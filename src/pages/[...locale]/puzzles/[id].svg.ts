// /puzzles/<id>.svg (and /fr/puzzles/<id>.svg): a Stop puzzle's table before B's first move,
// drawn at build time in the page's language for the home page's preview of the daily puzzle
// (the daily pick draws only Stop puzzles).
import type { APIRoute, GetStaticPaths } from 'astro';
import { previewSvg } from '../../../components/preview';
import { LOCALES, type Locale } from '../../../i18n/locales';
import { puzzleTexts } from '../../../i18n/puzzles';
import { localeFolder } from '../../../i18n/site';
import { allPuzzles, type TextedPuzzle } from '../../../puzzles/catalogue';
import { startOf } from '../../../puzzles/puzzle';

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      LOCALES.map(async (locale) =>
        (await allPuzzles(locale)).filter((p) => p.kind === 'stop').map((puzzle) => ({ params: { locale: localeFolder(locale), id: puzzle.id }, props: { puzzle, locale } })),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { puzzle, locale } = props as { puzzle: TextedPuzzle; locale: Locale };
  const svg = previewSvg(startOf(puzzle), puzzleTexts(locale).preview.title({ id: puzzle.id, title: puzzle.title }), locale);
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
};

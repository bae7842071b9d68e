// /puzzles/<id>.png (and /fr/puzzles/<id>.png): a puzzle's table as its page's link preview picture, drawn at build
// time in the page's language (the cards' indices and the players' names are words).
import type { APIRoute, GetStaticPaths } from 'astro';
import { boardPicture } from '../../../components/board-picture';
import { LOCALES, type Locale } from '../../../i18n/locales';
import { linkPreviewWords } from '../../../i18n/link-preview';
import { localeFolder } from '../../../i18n/site';
import { allPuzzles, type TextedPuzzle } from '../../../puzzles/catalogue';
import { startOf } from '../../../puzzles/puzzle';

export const getStaticPaths = (async () =>
  (await Promise.all(LOCALES.map(async (locale) => (await allPuzzles(locale)).map((puzzle) => ({ params: { locale: localeFolder(locale), id: puzzle.id }, props: { puzzle, locale } }))))).flat()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { puzzle, locale } = props as { puzzle: TextedPuzzle; locale: Locale };
  return new Response(boardPicture(startOf(puzzle), linkPreviewWords(locale).puzzleAlt(puzzle), locale), { headers: { 'content-type': 'image/png' } });
};

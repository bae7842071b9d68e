// /puzzles/<id>.svg: a Stop puzzle's table before B's first move, drawn at build time for the
// home page's preview of the daily puzzle (the daily pick draws only Stop puzzles).
import type { APIRoute, GetStaticPaths } from 'astro';
import { previewSvg } from '../../components/preview';
import { allPuzzles } from '../../puzzles/catalogue';
import { startOf } from '../../puzzles/puzzle';
import type { TextedPuzzle } from '../../puzzles/catalogue';

export const getStaticPaths = (async () =>
  (await allPuzzles('en')).filter((p) => p.kind === 'stop').map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { puzzle } = props as { puzzle: TextedPuzzle };
  const svg = previewSvg(startOf(puzzle), `Puzzle ${puzzle.id}: ${puzzle.title}. The table before B’s first move.`, 'en');
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
};

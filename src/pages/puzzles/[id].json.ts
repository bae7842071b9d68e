// /puzzles/<id>.json: one puzzle's board data, for the daily page (which carries only the
// pool, never the puzzles). Offline, the service worker answers it from the language's
// /puzzles/kept.json instead, in the same shape.
import type { APIRoute, GetStaticPaths } from 'astro';
import { allPuzzles } from '../../puzzles/catalogue';
import { boardDataInEvery } from '../../puzzles/pages';
import type { Puzzle } from '../../puzzles/schema';

export const getStaticPaths = (async () => (await allPuzzles('en')).map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(JSON.stringify(await boardDataInEvery((props as { puzzle: Puzzle }).puzzle.id)), { headers: { 'content-type': 'application/json' } });

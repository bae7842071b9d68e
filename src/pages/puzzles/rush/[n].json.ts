// /puzzles/rush/<n>.json: the Stop rush's items, shuffled at build time and served in chunks,
// of which a run loads one at random (and the next one if it gets through it).
import type { APIRoute, GetStaticPaths } from 'astro';
import { rushChunks } from '../../../puzzles/pages';
import type { RushItem } from '../../../puzzles/rush';

export const getStaticPaths = (async () => (await rushChunks()).map((items, n) => ({ params: { n: String(n) }, props: { items } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify((props as { items: RushItem[] }).items), { headers: { 'content-type': 'application/json' } });

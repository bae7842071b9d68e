// /puzzles/kept.json (and /fr/…): every puzzle's board data in one language, by id: what the service worker keeps
// offline instead of each puzzle's page and data file, and answers /puzzles/<id>.json from (scripts/service-worker.js).
import type { APIRoute } from 'astro';
import { allPuzzles } from '../../../puzzles/catalogue';
import { boardData } from '../../../puzzles/pages';
import { everyLocale, pageLocale } from '../../../i18n/site';

export const getStaticPaths = everyLocale;

export const GET: APIRoute = async ({ url }) => {
  const locale = pageLocale(url);
  const puzzles = await allPuzzles(locale);
  const data = Object.fromEntries(await Promise.all(puzzles.map(async (p) => [p.id, await boardData(p, locale)] as const)));
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
};

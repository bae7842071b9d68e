// /puzzles/summary.json: every puzzle's kind, rules (standard or not), themes and rating, for the "Next puzzle" choice
// of a puzzle page and the daily pick among them (fetched, so that no page carries the whole collection).
import type { APIRoute } from 'astro';
import { allPuzzles } from '../../puzzles/catalogue';
import { summaryOf } from '../../puzzles/pages';

export const GET: APIRoute = async () => new Response(JSON.stringify((await allPuzzles('en')).map(summaryOf)), { headers: { 'content-type': 'application/json' } });

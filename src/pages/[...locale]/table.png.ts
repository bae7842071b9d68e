// /table.png (and /fr/table.png): a table as the cards are dealt, the link preview picture of every page without a
// board of its own, and of the daily puzzle, whose puzzle changes at midnight UTC in the visitor's browser (docs/link-previews.md).
import type { APIRoute } from 'astro';
import { boardPicture } from '../../components/board-picture';
import { deal } from '../../engine';
import { linkPreviewWords } from '../../i18n/link-preview';
import { everyLocale, pageLocale } from '../../i18n/site';

export const getStaticPaths = everyLocale;

export const GET: APIRoute = ({ url }) => {
  const locale = pageLocale(url);
  return new Response(boardPicture(deal('link preview').position, linkPreviewWords(locale).tableAlt, locale), { headers: { 'content-type': 'image/png' } });
};

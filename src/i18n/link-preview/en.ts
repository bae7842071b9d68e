/** The words of a page's link preview (src/components/LinkPreview.astro): the site's name and its pictures' descriptions. */
export const en = {
  /** This language as Open Graph names it (language_TERRITORY). */
  ogLocale: 'en_US',
  siteName: 'Russian Bank',
  /** The picture of pages without a board of their own (and the daily puzzle's, which changes at midnight). */
  tableAlt: 'A Russian Bank table as the cards are dealt: two players, their reserves and the houses.',
  puzzleAlt: (p: { id: string; title: string }) => `The table of Russian Bank puzzle ${p.id}: ${p.title}.`,
};

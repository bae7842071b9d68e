/**
 * A board's block in view: the move told above the table, the table, and the buttons that answer
 * it, which a phone's screen holds together only once the page is scrolled to them.
 */

/** Scrolls the page the least that shows everything from the top of `first` to the bottom of `last`; `first` wins when they cannot both be seen. */
export function bringIntoView(first: Element | null | undefined, last: Element | null | undefined): void {
  if (!first || !last) return;
  // Whole pixels, past the fractions of the boxes: a scroll is rounded, and must not leave a hairline out of view.
  const top = Math.floor(first.getBoundingClientRect().top);
  const bottom = Math.ceil(last.getBoundingClientRect().bottom);
  const down = Math.max(0, bottom - innerHeight);
  const by = top - down < 0 ? top : down;
  if (by !== 0) scrollBy(0, by);
}

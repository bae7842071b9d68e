/**
 * English left in French text: the words below are frequent in the site's English and are not
 * French words. Words French also writes are left out on purpose (a, an, as, on, or, but, me,
 * us, do, set, content, stock, plus, pile, page, table, position, stop, score, message, type…),
 * so a French sentence never trips the check; proper names (Russian Bank) are not listed either.
 */
const ENGLISH = new Set(
  `the and you your yours with without move moves moved card cards house houses foundation foundations reserve hand waste
  puzzle puzzles lesson lessons play plays played player players opponent rule rules today next previous this that these those
  what which when where who why how is are was were be been being has have had does did not no yes of to in from by it its
  for at will would can could should must may all every each any only more first last turn wrong right see try new board editor
  analysis level streak call called let go goes keep kept here there out up down back undo hint hints share link links settle
  learn step start solve solved answer left game games one two three than then before after again they their we our my
  he she him her found find open closed offline rating skip language yet none days day read thanks`.split(/\s+/),
);

/** Each English word of `text` (as written), with a few words around it so that a failure says where. */
export function englishWordsIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    if (ENGLISH.has(m[0].toLowerCase())) found.push(`${m[0]} in “…${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ')}…”`);
  }
  return found;
}

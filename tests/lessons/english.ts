/**
 * Finding English left in French text: frequent English words that are not French words too
 * (so neither "on", "as", "a", "plus", "points" nor "match"), and the game's English terms.
 * Shared by the lesson checks and the French lesson pages' browser test.
 */
const ENGLISH = new Set(
  `the and you your yours with from this that these those which what when where who why how is are was were be been being have has had it its of to for not but or by at will would can could may might must should shall into only each every other same one two three right left
   they them their then than there here if do does did done so very just also about after before over under out up down no yes
   card cards pile piles house houses hand waste reserve foundation foundations turn turned turns move moves moved play plays played player players rule rules board game games win wins won lesson lessons exercise try again retry well called judge standard let go`.split(/\s+/),
);

/** The words a person reads in a French text: no code, no component tags, no link targets, no card indices. */
function words(text: string): string[] {
  const prose = text
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/(?:10|[2-9AVDR])[♠♥♦♣]/g, ' ');
  return [...prose.toLowerCase().matchAll(/\p{L}+/gu)].map((m) => m[0]);
}

/** The English words in `text`, in order. */
export const englishWords = (text: string): string[] => words(text).filter((w) => ENGLISH.has(w));

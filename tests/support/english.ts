/**
 * English words a person would notice on a French page: none of them is also a French word
 * (so not "table", "position", "score", "on", "or", "as"), and a word only counts standing
 * alone, so "réserve" or "passer" never match "reserve" or "pass".
 */
const WORDS = [
  'the', 'your', 'you', 'card', 'cards', 'house', 'houses', 'foundation', 'reserve', 'waste', 'hand', 'move', 'moves', 'undo', 'new game',
  'turn', 'pass', 'discard', 'share', 'link', 'rules', 'legal', 'play', 'playing', 'next', 'back', 'cancel', 'continue', 'computer', 'settings',
  'open', 'edit', 'remove', 'picked', 'what', 'must', 'now', 'of', 'and', 'is', 'it', 'with', 'here', 'this', 'from', 'stopped', 'called',
  'over', 'win', 'wins', 'deal', 'training', 'speed', 'slow', 'fast', 'off', 'left', 'top', 'out', 'game', 'empty', 'face down', 'face-down',
  'chosen', 'compulsory', 'nothing', 'try', 'retry', 'again', 'let', 'ruling', 'differs',
];
const ENGLISH = new RegExp(`(?<!\\p{L})(${WORDS.join('|')})(?!\\p{L})|Stop!`, 'giu');

/** The English words in `text`, as found. */
export const englishIn = (text: string): string[] => [...text.matchAll(ENGLISH)].map((m) => m[0]);

/** What a person reads or hears of an element: its text and every aria-label, title and alt, less what `skip` selects. */
export function readable(root: Element, skip: readonly string[] = []): string {
  const copy = root.cloneNode(true) as Element;
  for (const sel of skip) for (const el of copy.querySelectorAll(sel)) el.remove();
  const said = [...copy.querySelectorAll('[aria-label], [title], [alt]')].flatMap((el) =>
    ['aria-label', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [...textsOf(copy), ...said].join('\n');
}

/** Each text node on its own, so that the words of two neighbouring elements are not glued into one. */
const textsOf = (node: Node): string[] => (node.nodeType === 3 ? [node.textContent ?? ''] : [...node.childNodes].flatMap(textsOf));

/** Notation a person must never read: move strings, card codes, reason codes and rule option ids. Shared by the browser tests and the lessons' data checks. */
import { REASONS, STANDARD } from '../../src/engine';

const PILE = '(?:R|X|W|oR|oW|o2R|o2W|h[1-9]|f[1-9])';
/** Move strings of the interchange format (`R-f1`, `h3*2-h5`, `X-W`), card codes (`7H`, `TD`), reason codes and option ids. */
const NOTATION = new RegExp(
  [`\\b${PILE}(?:\\*\\d+)?-${PILE}\\b`, '\\b[2-9TJQKA][SHDC]\\b', ...REASONS.map((r) => `\\b${r}\\b`), ...Object.keys(STANDARD).filter((k) => /[A-Z]/.test(k))].join('|'),
);

/** Every piece of notation in a text, with a little context, so a failure says where. */
export const notationIn = (text: string) => [...text.matchAll(new RegExp(NOTATION, 'g'))].map((m) => text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40));

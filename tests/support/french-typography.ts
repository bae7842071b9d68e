/**
 * The slips of French typography and wording a reader notices, found in a text: the spaces of
 * French punctuation (U+202F before ; ! ?, U+00A0 before : and inside « »), an apostrophe left
 * straight, an article not elided or contracted (« le A♣ » for « l’A♣ », « de le 8♠ » for
 * « du 8♠ »), and the words the site rejected for a thing (docs/french-terms.md). Each fault
 * names its rule and shows where it is, the invisible spaces spelled out.
 */

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const CARD = '(?:[2-9]|10|[AVDR])[♠♥♦♣]';

/** The text around `at`, its spaces made visible: "·" a breaking space, "⍽" U+00A0, "‿" U+202F. */
function around(text: string, at: number, length = 1): string {
  const shown = text.slice(Math.max(0, at - 28), at + length + 28).replace(/\s/g, (s) => (s === NBSP ? '⍽' : s === NNBSP ? '‿' : '·'));
  return `“…${shown}…”`;
}

/** A character that ends a word or a number: punctuation glued to it is missing its space. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** The terms the site does not use for a thing, with the one it uses (docs/french-terms.md). */
export const REJECTED_TERMS: readonly (readonly [RegExp, string])[] = [
  [/\brègles? de table\b/giu, 'règles maison'],
  [/\bplateau\b/giu, 'tableau (the eight houses) or table'],
  [/(?<![\p{L}-])cases?(?![\p{L}-])/giu, 'maisons (the tableau’s eight piles)'],
];

/** The elisions and contractions French makes, as a pattern of the wrong form and the right one. */
const ARTICLES: readonly (readonly [RegExp, string])[] = [
  // An ace is « l’as » aloud: « l’A♣ », « de l’A♣ », « d’A♣ »; a player A is « de A » (de A à Z).
  [new RegExp(`(?<![\\p{L}’])(?:[Ll][ea]|[Dd]u) A[♠♥♦♣]`, 'gu'), 'l’A♣ (de l’A♣)'],
  // « que il », « de une », « le as », « ne est »: the vowel after these elides them.
  [/(?<![\p{L}’-])(?:[Ll][ea]|[DdNnJjMmTtSsCc]e|[Qq]ue|[Jj]usque|[Ll]orsque|[Pp]uisque) (?=[aeiouyàâéèêëîïôûœ])/gu, 'the elided form (l’, d’, n’, qu’, c’…)'],
  [/(?<!\p{L})[Ss]i ils?\b/gu, 's’il'],
  // « de le », « à les » before a card, a number or a noun of the game (before a verb, « le » is a pronoun: « avant de le jouer »).
  [
    new RegExp(
      `(?<!\\p{L})(?:[Dd]e|[Àà]) les? (?=${CARD}|\\d|(?:roi|valet|tableau|talon|tour|coup|coups|jeu|joueur|joueurs|dessus|dessous|haut|bas|début|reste|premier|dernier|paquet|problème|problèmes|cartes|maisons|fondations|règles|as)(?!\\p{L}))`,
      'gu',
    ),
    'du, des, au, aux',
  ],
];

/** Every fault of `text`, French text as a reader sees it; [] when it has none. */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  const fault = (rule: string, at: number, length = 1) => faults.push(`${rule} in ${around(text, at, length)}`);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const before = text[i - 1] ?? '';
    const after = text[i + 1] ?? '';
    // "??", the sign of an unknown card, is a symbol after a space, not punctuation.
    if (c === '?' && (after === '?' || before === '?') && /[\s(«]/.test(text[before === '?' ? i - 2 : i - 1] ?? ' ')) continue;
    // Punctuation glued to the next word is not punctuation of a sentence: "?kind=stop", "10:30", "http://".
    const punctuating = !WORDLIKE.test(after) && !(c === ':' && after === '/');
    if (';!?'.includes(c) && punctuating && before !== NNBSP && !'!?'.includes(before)) fault(`U+202F before ${c}`, i);
    if (c === ':' && punctuating && before !== NBSP) fault('U+00A0 before :', i);
    if ((c === NNBSP || c === NBSP) && /\s/.test(before) && /[:;!?»]/.test(after)) fault('a space doubled before a no-break space', i);
    if (c === '«' && after !== NBSP) fault('U+00A0 after «', i);
    if (c === '»' && before !== NBSP) fault('U+00A0 before »', i);
    if (c === "'") fault('’ rather than a straight apostrophe', i);
  }
  for (const [wrong, right] of ARTICLES) for (const m of text.matchAll(wrong)) fault(`${right} rather than “${m[0].trim()}”`, m.index, m[0].length);
  for (const [term, right] of REJECTED_TERMS) for (const m of text.matchAll(term)) fault(`“${right}” rather than “${m[0]}”`, m.index, m[0].length);
  return faults;
}

/** The straight apostrophes of English text as a reader sees it: the site writes ’. */
export function straightApostrophes(text: string): string[] {
  return [...text.matchAll(/'/g)].map((m) => `’ rather than ' in ${around(text, m.index)}`);
}

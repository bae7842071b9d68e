/** The editor's own words: its settings, the card palette, the chosen pile, and whether the table is a position. `pile` is already named ("house 3", "A's reserve"). */
export const en = {
  emptyInstead: (p: { problem: string }) => `${p.problem} You have an empty table instead.`,
  setting: 'Setting the table…',
  rules: 'Rules',
  asShared: (p: { rules: string }) => `as shared: ${p.rules}`,
  toMove: 'To move',
  empty: 'Empty the table',
  undo: 'Undo',
  palette: {
    touch: 'Cards to place: tap one, then tap a pile (or hold it, then drag it there).',
    pointer: 'Cards to place: click one, then click a pile (or drag it there). Arrow keys move between the cards.',
  },
  unknown: 'an unknown face-down card',
  left: (p: { card: string; n: number }) => `${p.card}, ${p.n} left`,
  placing: (p: { card: string }) => `Placing ${p.card}: pick a pile, or press Escape.`,
  noCard: 'No card picked: pick a pile to type its cards below.',
  cancel: 'Cancel',
  legal: 'A legal position.',
  label: 'Position being set up',
  chosen: 'Chosen pile:',
  cardsOf: (p: { pile: string; house: boolean; hand: boolean }) =>
    `Cards of ${p.pile}, ${p.house ? 'innermost' : 'bottom'} first${p.hand ? ' (or a number of face-down cards)' : ''}`,
  set: (p: { pile: string }) => `Set ${p.pile}`,
  removeTop: (p: { pile: string }) => `Remove the top card of ${p.pile}`,
  faceDown: (p: { pile: string }) => `Face-down cards at the bottom of ${p.pile}`,
  out: (p: { pile: string }) => `${p.pile} is out of play`,
  notYet: (p: { fault: string }) => `Not a position the rules allow yet. ${p.fault}`,
  linkOffline: 'This link cannot be read, and the page is offline: why will be said once the connection is back.',
  /** After notYet, offline before the words of why were ever fetched. */
  faultOffline: 'Why will be said once the page is back online.',
  /** A word typed for a pile that is not a card. */
  typed: (p: { word: string }) => `“${p.word}” is not a card: write a rank (A, 2 to 10, J, Q, K) then a suit (♠ ♥ ♦ ♣, or the letters S, H, D, C), or ?? for an unknown card.`,
  /** The joker in a pile's field: one word, which is also how it is typed. */
  joker: 'joker',
  bare: 'An empty table: place cards to set up a position.',
  allowed: 'A position the rules allow.',
  analyse: 'Open in the analysis board',
};

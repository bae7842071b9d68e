/** English names of cards and piles: the board's indices, what screen readers say, and piles as sentences name them. */
export const en = {
  /** Card indices, ace to king, as printed in a card's corner. */
  ranks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  rankWords: ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'],
  /** Spades, hearts, diamonds, clubs: the engine's suit order. */
  suitWords: ['spades', 'hearts', 'diamonds', 'clubs'],
  spoken: (p: { rank: string; suit: string }) => `${p.rank} of ${p.suit}`,
  faceDown: 'a face-down card',
  faceDownSpoken: 'face-down card',
  joker: 'the joker',
  house: (p: { n: number }) => `house ${p.n}`,
  foundation: (p: { n: number }) => `foundation ${p.n}`,
  /** A player's pile: "your reserve" to its owner, "B's reserve" to anyone else. */
  own: (p: { pile: 'reserve' | 'waste' | 'hand' | 'turned'; owner: string; yours: boolean }) =>
    `${p.yours ? 'your' : `${p.owner}’s`} ${{ reserve: 'reserve', waste: 'waste pile', hand: 'hand', turned: 'turned hand card' }[p.pile]}`,
};

/** The words of "what if" on the replay page: another move tried beside the game's; fetched with it. */
export const en = {
  whatIfHelp: (p: { n: number }) => `The table before move ${p.n}: try any move on it, legal or not.`,
  inGame: 'In the game',
  tried: 'Your move',
  nothingForbids: 'No rule forbids it.',
  leads: (p: { who: string; yours: boolean; cards: string }) => `Then ${p.yours ? 'it is your turn' : `it is ${p.who}’s turn`}. Cards still to play: ${p.cards}.`,
  tryAgain: 'Try another move',
  backToGame: 'Back to the game',
};

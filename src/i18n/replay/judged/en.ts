/** The replay page's words for the game judged move by move (./ReplayGame), fetched with it: where the game stands, the moves that could have been stopped, how it ended, and "what if". */
export const en = {
  shown: (p: { n: number; of: number }) => `After move ${p.n} of ${p.of}`,
  shownMove: (p: { n: number; of: number; move: string }) => `After move ${p.n} of ${p.of}: ${p.move}.`,
  // The rule in brackets, as the analysis board cites it: its name has a colon of its own.
  stoppable: (p: { rule: string }) => `Could have been stopped (${p.rule}).`,
  corrected: 'Stop was called and the move corrected.',
  stood: 'Nobody called Stop: the move stood.',
  falseCall: 'Stop was called, but this move broke no rule.',
  prevFault: 'Previous fault',
  nextFault: 'Next fault',
  falseCalls: (p: { n: number }) => (p.n === 1 ? 'Stop was called once on a legal move.' : `Stop was called ${p.n} times on legal moves.`),
  noSuchMove: (p: { n: string; of: number }) => `This link asks for move ${p.n}, which this game of ${p.of} moves does not have: the table is shown as dealt.`,
  noneStoppable: 'No move of this game could have been stopped.',
  stoppableCount: (p: { n: number }) => (p.n === 1 ? 'One move could have been stopped.' : `${p.n} moves could have been stopped.`),
  ended: (p: { result: string }) => `Game over: ${p.result}`,
  won: (p: { who: string; yours: boolean; points: number }) => (p.yours ? `you won, ${p.points} points` : `${p.who} won, ${p.points} points`),
  blocked: (p: { who: string | null; yours: boolean; points: number }) => (p.who === null ? 'nothing more could be played, and nobody scores' : `nothing more could be played; ${p.yours ? 'you score' : `${p.who} scores`} ${p.points} points`),
  drawn: 'drawn, as no progress was made',
  unfinished: 'The record ends before the game did.',
  whatIf: 'What if? Try another move instead',
  whatIfOffline: '“What if” could not be fetched: the page is offline. Try again once the connection is back.',
};

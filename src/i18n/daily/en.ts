/** The daily puzzle's own words (DailyPuzzle), in English. */
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const en = {
  dateLocale: 'en-GB',
  puzzle: (p: { id: string }) => `puzzle ${p.id}`,
  loading: 'Loading today’s puzzle…',
  failed: 'Today’s puzzle could not be loaded: this device may be offline, and has not kept it from an earlier visit. Your streak and history are safe.',
  tryAgain: 'Try again',
  orOpen: 'or open',
  onceOnline: 'once you are back online.',
  streakTitle: 'Your streak',
  noStreak: 'No streak yet: solve today’s puzzle to start one.',
  streak: (p: { days: number }) => `${plural(p.days, 'day')} in a row.`,
  solved: (p: { misses: number }) => `solved${p.misses ? ` after ${plural(p.misses, 'miss', 'misses')}` : ''} ✓`,
  notSolved: (p: { misses: number }) => `not solved (${plural(p.misses, 'miss', 'misses')})`,
};

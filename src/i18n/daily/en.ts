/** The daily puzzle's own words (DailyPuzzle), in English. */
import { plural } from '../locales';

export const en = {
  dateLocale: 'en-GB',
  puzzle: (p: { id: string }) => `puzzle ${p.id}`,
  /** Between a day of the history and its puzzle. */
  colon: ': ',
  loading: 'Loading today’s puzzle…',
  failed: 'Today’s puzzle could not be loaded: this device may be offline, and has not kept it from an earlier visit. Your streak and history are safe.',
  tryAgain: 'Try again',
  orOpen: 'or open',
  onceOnline: 'once you are back online.',
  streakTitle: 'Your streak',
  noStreak: 'No streak yet: solve today’s puzzle to start one.',
  streak: (p: { days: number }) => `${p.days} ${plural('en', p.days, { one: 'day', other: 'days' })} in a row.`,
  solved: (p: { misses: number }) => `solved${p.misses ? ` after ${p.misses} ${plural('en', p.misses, { one: 'miss', other: 'misses' })}` : ''} ✓`,
  notSolved: (p: { misses: number }) => `not solved (${p.misses} ${plural('en', p.misses, { one: 'miss', other: 'misses' })})`,
};

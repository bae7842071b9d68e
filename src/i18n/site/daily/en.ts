/** What the home page's daily card writes in the browser, once it knows the date. */
import { plural } from '../../locales';

export const en = {
  name: (p: { id: string; title: string }) => `Puzzle ${p.id}: ${p.title}`,
  preview: (p: { name: string }) => `Today’s puzzle, ${p.name}: the table before B’s first move.`,
  streak: (p: { days: number }) => `${p.days} ${plural('en', p.days, { one: 'day', other: 'days' })} in a row`,
  none: 'none yet',
};

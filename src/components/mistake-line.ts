/** A mistake told in words, for its line in the review list and above its board: what it was, where and when (never its id or notation). */
import type { Locale } from '../i18n/locales';
import { mistakesWords } from '../i18n/mistakes';
import { addDays } from '../puzzles/daily';
import type { Mistake } from '../records/coach';

/** "An error you let pass, in a puzzle, today." `today` is the UTC date, as the mistake's. */
export function mistakeLine(m: Mistake, today: string, lang: Locale): string {
  const w = mistakesWords(lang);
  const when =
    m.date === today
      ? w.today
      : m.date === addDays(today, -1)
        ? w.yesterday
        : w.on({ date: new Date(`${m.date}T12:00:00Z`).toLocaleDateString(w.dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) });
  return `${w.kind[m.kind]}, ${w.source[m.source]}, ${when}.`;
}

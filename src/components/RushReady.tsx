/**
 * The Stop rush before a run: the best scores, which moves a run deals, and Start. Drawn by the page
 * as it opens (./RushOnUse, without the run's code) and by the run's component while it fetches its
 * first moves (./StopRush), so that the press on Start changes nothing on the screen but its label.
 */
import { rushBests, type RushRecord } from '../records/puzzles';
import { localized, type Locale } from '../i18n/locales';
import { rushWords } from '../i18n/rush';

/** The best scores of the day (UTC), the week and all time, or that there is no run yet. */
export function RushBests({ rush, today, lang }: { readonly rush: RushRecord | null; readonly today: string; readonly lang: Locale }) {
  const w = rushWords(lang);
  const best = rush?.runs ? rushBests(rush, today) : null;
  return <p class="rush-bests">{best ? `${w.bests(best)}.` : w.noRun}</p>;
}

interface Props {
  readonly lang: Locale;
  readonly rush: RushRecord | null;
  readonly today: string;
  /** Whether the learner chose moves under house rules too (the puzzle list's setting). */
  readonly houseRules: boolean;
  /** Start was pressed and the run waits for its code or its first moves. */
  readonly waiting: boolean;
  /** What to do when the moves or the run's code could not be fetched, shown with why; null when nothing failed. */
  readonly retry: (() => void) | null;
  readonly onStart: () => void;
}

export function RushReady({ lang, rush, today, houseRules, waiting, retry, onStart }: Props) {
  const w = rushWords(lang);
  return (
    <div class="rush-start">
      <RushBests rush={rush} today={today} lang={lang} />
      <p class="rush-rules">
        {houseRules ? w.withHouseRules : w.standardOnly} <a href={localized('/puzzles/', lang)}>{w.theList}</a>.
      </p>
      {retry ? (
        <p class="note" role="alert">
          {w.loadFailed} <button type="button" onClick={retry}>{w.tryAgain}</button>
        </p>
      ) : null}
      <button type="button" class="rush-go" onClick={onStart} disabled={waiting && !retry}>
        {waiting && !retry ? w.loading : w.start}
      </button>
    </div>
  );
}

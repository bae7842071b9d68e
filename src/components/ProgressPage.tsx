/**
 * The progress page's island: the rules the learner misses most, each with where to practise
 * it (./rules-missed); what this browser keeps (lessons, puzzles, rating, streak, the Stop
 * rush, a game in play, unreadable saves kept aside), exported to a file and imported from
 * one, merged as merge.ts says, with what the import changed told in words.
 */
import { useState } from 'preact/hooks';
import { loadProgress } from '../records/lessons';
import { loadRecord, streak, type PuzzleRecord } from '../records/puzzles';
import { PLAY_OUTLINE } from '../records/play-outline';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import { load, type Store } from '../storage/versioned';
import { clearKeptAside, keptAside } from '../storage/kept-aside';
import { importFile, readFile, type Imported } from '../records/transfer';
import { storageWords } from '../i18n/storage';
import type { Locale } from '../i18n/locales';
import { saveKeptAsideFile, saveProgressFile } from '../scripts/save-progress';
import { loadCoach, type CoachRecord } from '../records/coach';
import { rulesMissed } from './rules-missed';

interface Kept {
  readonly exercises: number;
  readonly puzzles: PuzzleRecord;
  readonly playing: boolean;
  readonly aside: number;
  readonly coach: CoachRecord;
}

function read(store: Store): Kept {
  const lessons = loadProgress(store);
  const puzzles = loadRecord(store);
  const play = load(store, PLAY_OUTLINE);
  return {
    exercises: Object.values(lessons.progress.exercises).filter((e) => e.solved).length,
    puzzles: puzzles.record,
    playing: play.value.game !== null,
    aside: keptAside(store)?.length ?? 0,
    coach: loadCoach(store).record,
  };
}

export default function ProgressPage({ lang }: { lang: Locale }) {
  const w = storageWords(lang);
  // Drawn in the browser only (progress.astro), so what is kept is read at the first render: nothing is drawn before it to move when it comes.
  const [kept, setKept] = useState<Kept>(() => read(browserStore()));
  const [said, setSaid] = useState('');
  /** Removing the copies kept aside asks first: they are gone for good unless downloaded. */
  const [asking, setAsking] = useState(false);
  const [asideSaid, setAsideSaid] = useState('');

  function removeAside() {
    setAsking(false);
    setAsideSaid(clearKeptAside(browserStore()) ? w.asideRemoved : w.asideNotRemoved);
    setKept(read(browserStore()));
  }

  const changes = (i: Imported): string[] => [
    ...(i.exercises ? [w.importedExercises({ n: i.exercises })] : []),
    ...(i.puzzles ? [w.importedPuzzles({ n: i.puzzles })] : []),
    ...(i.days ? [w.importedDays({ n: i.days })] : []),
    ...(i.rating ? [w.importedRating] : []),
    ...(i.rush ? [w.importedRush] : []),
    ...(i.deck ? [w.importedDeck] : []),
    ...(i.game ? [w.importedGame] : []),
    ...(i.answers ? [w.importedAnswers({ n: i.answers })] : []),
    ...(i.mistakes ? [w.importedMistakes({ n: i.mistakes })] : []),
  ];

  async function choose(e: Event) {
    const input = e.target as HTMLInputElement;
    const chosen = input.files?.[0];
    if (!chosen) return;
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      return setSaid(w.notOpened);
    } finally {
      // The same file may be chosen again.
      input.value = '';
    }
    const file = readFile(text);
    if (!file.ok) return setSaid(w[file.problem]);
    const done = importFile(browserStore(), file.file);
    const list = changes(done);
    setSaid(list.length ? w.imported({ changes: list }) : w.nothingNew);
    setKept(read(browserStore()));
  }

  const today = new Date().toISOString().slice(0, 10);
  /** A line of what is kept, named `name`. */
  const line = (name: string, text: (k: Kept) => string) => <li data-kept={name}>{text(kept)}</li>;
  return (
    <>
      <h2>{w.coachHeading}</h2>
      <RulesMissed coach={kept.coach} lang={lang} />
      <h2>{w.keptHeading}</h2>
      <ul class="kept">
        {line('exercises', (k) => w.exercises({ n: k.exercises }))}
        {line('puzzles', (k) => w.puzzles({ n: Object.values(k.puzzles.puzzles).filter((p) => p.solved).length }))}
        {line('rating', (k) => w.rating({ rating: Math.round(k.puzzles.rating.rating), rated: k.puzzles.rated }))}
        {line('streak', (k) => w.streak({ days: streak(k.puzzles, today) }))}
        {line('rush', (k) => w.rush({ best: k.puzzles.rush.best }))}
        {line('game', (k) => w.game({ playing: k.playing }))}
        {line('aside', (k) => w.keptAside({ n: k.aside }))}
      </ul>
      {kept.aside > 0 ? (
        <div class="aside">
          <p>{w.asideText}</p>
          <p class="transfer">
            <button type="button" onClick={() => saveKeptAsideFile(browserStore())}>
              {w.asideDownload}
            </button>
            {asking ? null : (
              <button type="button" onClick={() => setAsking(true)}>
                {w.asideRemove}
              </button>
            )}
          </p>
          {asking ? (
            <p class="ask" role="group" aria-label={w.asideRemove}>
              {w.asideAsk({ n: kept.aside })}{' '}
              <button type="button" onClick={removeAside}>
                {w.asideRemoveYes}
              </button>{' '}
              <button type="button" onClick={() => setAsking(false)}>
                {w.asideKeep}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      <p class="said" role="status" data-aside>
        {asideSaid}
      </p>
      <h2>{w.moveHeading}</h2>
      <p>{w.moveText}</p>
      <p class="transfer">
        <button type="button" onClick={() => saveProgressFile(browserStore())}>
          {w.export}
        </button>
        {/* The browser's own file field speaks its own language ("Choose File"), not the page's: it is hidden inside a button-like label in the page's words. */}
        <label class="file-button">
          <input type="file" accept=".json,application/json" onChange={choose} aria-describedby="import-hint" />
          {w.import}
        </label>
        <span id="import-hint" class="hint">
          {w.importHint}
        </span>
      </p>
      <p class="said" role="status" data-import>
        {said}
      </p>
    </>
  );
}

/** The rules missed most, each with its figures and where to practise it; a word of what is to come while none is missed. */
function RulesMissed({ coach, lang }: { coach: CoachRecord; lang: Locale }) {
  const w = storageWords(lang);
  const rules = rulesMissed(coach, lang);
  if (!rules.length) return <p>{w.coachNone}</p>;
  return (
    <>
      <p>{w.coachLead}</p>
      <ul class="missed-rules">
        {rules.map((r) => (
          <li key={r.stake} data-rule={r.stake}>
            <strong>{r.name}</strong> — <span class="figures">{r.figures}</span>
            <span class="practise">
              {r.replay ? <a href={r.replay.href}>{w.coachReplay({ n: r.replay.n })}</a> : null}
              <a href={r.puzzles}>{w.coachPuzzles({ legal: r.stake === 'none' })}</a>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

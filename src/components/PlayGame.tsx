/**
 * The play page's island: a game against the computer from a random or chosen deal, under
 * any preset, with Stop training, practice aids, and a match to 300. The turn machine runs
 * the game; the board only shows it and reports attempts. The game is kept in the browser
 * after every change, so a reload goes on where it stopped.
 */
import { useMachine } from './use-machine';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatMove, moveBetween, parseRules, PRESETS, revealUnknown, STANDARD, type PileRef, type Player, type RulesSpec } from '../engine';
import { playMachine, type Phase, type PlayContext, type PlayInput, type Resume } from '../machine/play';
import type { LinkRead } from './play-link';
import { presetAbout, presetName, rulesInWords } from '../i18n/rules';
import { browserStore, loadPlay, resumeOf, savePlay, SPEEDS, type PlaySettings, type Speed } from '../storage/play';
import { attemptWords, availablePiles, compulsoryPiles, legalTargets, movedPiles, moveLine, moveWords, stopPiles } from './aids';
import { beginsWords, explainHint, ruleWords, sequenceWords, stopWords } from '../i18n/engine';
import { Board } from './Board';
import { GameScore } from './GameScore';
import { ShareLink } from './ShareLink';
import type { Locale } from '../i18n/locales';
import { PLAY } from '../i18n/play';

const YOU: Player = 'A';
/** Moves focus to a button as it appears (Preact ignores `autoFocus`), which also scrolls it into view on a phone. Stable, so it runs once per button. */
const focusOnMount = (el: HTMLElement | null) => el?.focus();
/** How often the computer slips, for Stop training: named by `rates` in the play catalog, in this order. */
const RATES = [0, 0.1, 0.25, 0.5, 1];
const newSeed = () => String(Math.floor(Math.random() * 1e9));

function inputOf(s: PlaySettings, delay: number, resume: Resume | undefined): PlayInput {
  const rules = parseRules(s.preset);
  const base = { seed: s.seed, seats: { A: 'human', B: 'computer', C: 'computer' } as const, practice: s.practice, errorRate: s.errorRate, computerDelay: delay, resume };
  if (s.position) return { ...base, rules: s.position.rules, spec: s.position.spec, position: s.position };
  return { ...base, rules: rules.ok ? rules.value : STANDARD, spec: s.preset };
}

/** The parts of the address that choose a game; a reload of the same link goes on with the saved game. */
const GAME_PARAMS = ['rules', 'seed', 'errors', 'practice', 'p', 'position'];

/**
 * Settings from the page's address, so a deal or a position can be linked to:
 * ?seed=…&rules=strict&errors=0.25&practice=0&delay=0, and p=<share code> or position=<JSON>, read by
 * ./play-link when there is one (`carriesPosition`). Anything unreadable is left out and said in `problem`.
 */
function fromAddress(search: string, lang: Locale): { settings: PlaySettings; link: string; delay: number | null; problem: string | null; carriesPosition: boolean } {
  const t = PLAY[lang];
  const q = new URLSearchParams(search);
  const settings: { -readonly [K in keyof PlaySettings]: PlaySettings[K] } = { preset: 'standard', seed: newSeed(), practice: q.get('practice') !== '0', errorRate: 0 };
  let problem: string | null = null;
  const preset = q.get('rules');
  if (preset && PRESETS.some((p) => p.id === preset)) settings.preset = preset;
  else if (preset) problem = t.unknownRules({ rules: preset });
  const seed = q.get('seed');
  if (seed) settings.seed = seed.slice(0, 40);
  const errors = Number(q.get('errors') ?? 0);
  if (errors >= 0 && errors <= 1) settings.errorRate = errors;
  const delay = q.has('delay') ? Math.max(0, Math.min(5000, Number(q.get('delay')) || 0)) : null;
  const link = GAME_PARAMS.flatMap((k) => (q.has(k) ? [`${k}=${q.get(k)}`] : [])).join('&');
  return { settings, link, delay, problem, carriesPosition: q.has('p') || !!q.get('position') };
}

/** What the page starts with: the saved game when there is one and the address asks for no other. */
function startup(lang: Locale) {
  const store = browserStore();
  const address = fromAddress(typeof location === 'undefined' ? '' : location.search, lang);
  const { record } = loadPlay(store);
  const saved = record.game && (address.link === '' || address.link === record.link) ? record.game : null;
  return { store, address, speed: record.speed, settings: saved?.settings ?? address.settings, resume: saved?.resume };
}

/** A rule set in words: the preset's name and what it is about, or each option changed. */
function rulesText(spec: RulesSpec, lang: Locale): string {
  const preset = typeof spec === 'string' ? PRESETS.find((p) => p.id === spec) : undefined;
  return preset ? `${presetName(preset.id, lang)}. ${presetAbout(preset.id, lang)}` : `${rulesInWords(spec, lang)}.`;
}

const sameSettings = (a: PlaySettings, b: PlaySettings) => a.preset === b.preset && a.seed === b.seed && a.practice === b.practice && a.errorRate === b.errorRate;

/** Narrow screens show the board first and fold the settings away. */
const wideScreen = () => typeof matchMedia !== 'undefined' && matchMedia('(min-width: 48rem)').matches;

export default function PlayGame({ delay: defaultDelay, lang }: { delay?: number; lang: Locale }) {
  const t = PLAY[lang];
  const boot = useMemo(() => startup(lang), [lang]);
  const [speed, setSpeed] = useState<Speed>(boot.speed);
  const delay = boot.address.delay ?? defaultDelay ?? SPEEDS[speed];
  const [settings, setSettings] = useState<PlaySettings>(boot.settings);
  const [draft, setDraft] = useState<PlaySettings>({ ...settings, position: undefined });
  const [round, setRound] = useState(0);
  // A link's position is read before its game starts; a saved game of the same link goes on meanwhile.
  const [link, setLink] = useState<LinkRead | 'reading' | 'failed' | null>(boot.address.carriesPosition ? 'reading' : null);
  useEffect(() => {
    if (link !== 'reading') return;
    import('./play-link')
      .then((m) => m.readLink(location.search, lang))
      .then((read) => {
        // A share code's unknown cards are dealt from those missing.
        const position = read.position;
        if (position && !boot.resume) setSettings((s) => ({ ...s, position: read.coded ? revealUnknown(position, s.seed) : position }));
        setLink(read);
      }, () => setLink('failed'));
  }, []);
  const [asking, setAsking] = useState(false);
  const saved = useRef<{ resume: Resume; inProgress: boolean } | null>(null);
  const newGameButton = useRef<HTMLButtonElement>(null);
  const wide = useMemo(wideScreen, []);

  const write = (game = saved.current, s = settings, sp = speed) => {
    savePlay(boot.store, { speed: sp, link: boot.address.link, game: game && { settings: s, resume: game.resume } });
  };
  const startNew = () => {
    setAsking(false);
    setSettings({ ...draft, seed: draft.seed.trim() || newSeed(), position: undefined });
    setRound(round + 1);
  };
  const submit = (e: Event) => {
    e.preventDefault();
    if (saved.current?.inProgress) setAsking(true);
    else startNew();
  };
  const cancel = () => {
    setAsking(false);
    newGameButton.current?.focus();
  };
  const changeSpeed = (next: Speed) => {
    setSpeed(next);
    write(saved.current, settings, next);
  };

  const playing = settings.position ? settings.position.spec : settings.preset;
  const problem = link === 'failed' ? t.linkNotLoaded : link !== null && link !== 'reading' && link.problem ? link.problem : boot.address.problem;
  return (
    <div class="play">
      {problem && round === 0 ? (
        <p class="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {link === 'reading' && !boot.resume ? (
        <p class="reading-link" role="status">
          {t.readingLink}
        </p>
      ) : (
        <GameView
          key={`${round}`}
          input={inputOf(settings, delay, round === 0 ? boot.resume : undefined)}
          delay={delay}
          lang={lang}
          onChange={(resume, inProgress) => {
            saved.current = { resume, inProgress };
            write();
          }}
        />
      )}
      {/* Not drawn while the link is read, so the game arriving above it pushes nothing that was on screen. */}
      {link === 'reading' && !boot.resume ? null : (
        <details class="game-settings" open={wide}>
          <summary>{t.settings}</summary>
          <form class="settings" onSubmit={submit} aria-label={t.newGame}>
            <label>
              {t.rules}{' '}
              <select value={draft.preset} onChange={(e) => setDraft({ ...draft, preset: e.currentTarget.value })}>
                {PRESETS.map((p) => (
                  <option value={p.id} key={p.id}>
                    {presetName(p.id, lang)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.deal} <input value={draft.seed} inputMode="numeric" size={10} onInput={(e) => setDraft({ ...draft, seed: e.currentTarget.value })} />
            </label>
            <label>
              {t.training}{' '}
              <select value={String(draft.errorRate)} onChange={(e) => setDraft({ ...draft, errorRate: Number(e.currentTarget.value) })}>
                {RATES.map((rate, i) => (
                  <option value={String(rate)} key={rate}>
                    {t.rates[i]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input type="checkbox" checked={draft.practice} onChange={(e) => setDraft({ ...draft, practice: e.currentTarget.checked })} /> {t.practice}
            </label>
            <button type="submit" ref={newGameButton}>
              {t.newGame}
            </button>
            <p class="preset-about">
              <strong>{t.rulesOfGame}</strong> {rulesText(playing, lang)}
            </p>
            {!sameSettings(draft, settings) ? (
              <p class="preset-about draft">
                <strong>{t.nextGameOnly}</strong> {t.pressNewGame}{' '}
                {draft.preset !== settings.preset ? rulesText(draft.preset, lang) : t.draftRest}
              </p>
            ) : null}
          </form>
          <label class="speed">
            {t.speed}{' '}
            <select value={speed} onChange={(e) => changeSpeed(e.currentTarget.value as Speed)}>
              {(Object.keys(SPEEDS) as Speed[]).map((k) => (
                <option value={k} key={k}>
                  {t.speeds[k]}
                </option>
              ))}
            </select>
          </label>
        </details>
      )}
      {asking ? (
        <div class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
          <h2 id="confirm-title">{t.askTitle}</h2>
          <p id="confirm-text">{t.askText}</p>
          <button type="button" ref={focusOnMount} onClick={startNew}>
            {t.askYes}
          </button>{' '}
          <button type="button" onClick={cancel}>
            {t.cancel}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The phase a snapshot is saved in. */
const phaseOf = (snap: { matches: (v: 'stopped' | 'gameOver' | 'matchOver') => boolean }): Phase =>
  snap.matches('stopped') ? 'stopped' : snap.matches('gameOver') ? 'gameOver' : snap.matches('matchOver') ? 'matchOver' : 'play';

/** Something would be lost by starting again: a move made, or a game of the match counted. */
const inProgress = (phase: Phase, c: PlayContext) => phase !== 'matchOver' && (c.steps > 0 || c.history.length > 0 || c.match.games.length > 0);

function GameView({ input, delay, lang, onChange }: { input: PlayInput; delay: number; lang: Locale; onChange: (resume: Resume, inProgress: boolean) => void }) {
  const t = PLAY[lang];
  const [snap, send] = useMachine(playMachine, { input });
  const c = snap.context;
  useEffect(() => {
    const phase = phaseOf(snap);
    onChange(resumeOf(phase, c), inProgress(phase, c));
  }, [snap]);
  useEffect(() => {
    if (delay !== c.input.computerDelay) send({ type: 'SET_DELAY', delay });
  }, [delay]);

  const p = c.game.position;
  const review = c.review === null ? null : c.log[c.review] ?? null;
  const stopped = snap.matches('stopped') ? c.stop : null;
  const yourTurn = p.toMove === YOU && snap.matches('turn') && !review;
  const computerTurn = snap.matches({ turn: 'computer' });
  const stopLive = c.callable && snap.matches('turn');
  const aids = input.practice && yourTurn;

  const highlights = useMemo(() => {
    if (review) return {};
    if (stopped) return stopPiles(stopped.before, stopped.move, stopped.verdict.correction);
    if (!aids) return {};
    const hinted = c.hint?.move ? stopPiles(p, c.hint.move, [c.hint.move]) : null;
    return { available: availablePiles(p), compulsory: compulsoryPiles(p), fix: hinted?.fix ?? [] };
  }, [p, stopped, aids, c.hint, review]);

  const attempt = (from: PileRef, to: PileRef | null) => {
    const move = moveBetween(p, from, to);
    if (move) send({ type: 'MOVE', move: formatMove(move) });
  };

  const over = snap.matches('gameOver') || snap.matches('matchOver');
  const announce = stopped
    ? `${t.stop} ${stopWords(stopped.before, stopped.move, YOU, lang)}`
    : c.last
      ? `${moveLine(c.last.before, c.last.move, YOU, lang)}.` + (over ? t.over : '')
      : '';

  // Whose turn it is, in large type: the one thing a player must never have to look for.
  const banner = over
    ? snap.matches('matchOver')
      ? t.matchOver
      : t.gameOver
    : stopped
      ? t.stop
      : snap.matches('handOver')
        ? t.handOver({ next: p.toMove })
        : p.toMove === YOU
          ? t.yourTurn
          : t.playing({ who: p.toMove });
  const phase = review
    ? ''
    : snap.matches({ turn: 'priority' })
      ? t.priority
      : snap.matches({ turn: 'handCard' })
        ? t.handCard
        : snap.matches({ turn: 'free' })
          ? t.free
          : computerTurn && c.callable
            ? t.callable({ who: p.toMove })
            : '';
  const result = c.game.result;
  const scores = Object.entries(c.match.scores).map(([who, n]) => `${who === YOU ? t.you : who} ${n}`).join(' · ') || t.noPoints;
  const lastMove = review ? movedPiles(review.before, review.move) : c.last && !stopped ? movedPiles(c.last.before, c.last.move) : null;

  return (
    <section class="game" aria-label={t.game}>
      <div class="status">
        <p class={`turn-banner ${over ? 'ended' : p.toMove === YOU && !stopped ? 'yours' : 'theirs'}`} role="status">
          {banner}
        </p>
        <p>
          <strong>{t.gameNo({ n: c.gameNo })}</strong>
          {t.matchTo({ target: c.match.target, scores })}
          {input.errorRate > 0 ? t.stats(c.stats) : ''}
        </p>
        {c.why && !c.last ? <p class="why">{beginsWords(c.why, lang)}</p> : null}
        <p class="phase">{phase}</p>
      </div>
      {review ? (
        <div class="looking-back">
          <p>
            <strong>{t.lookingBack}</strong> {t.lookingAt({ n: c.review! + 1, of: c.log.length })}
            {t.tableAfter({ who: review.player, yours: review.player === YOU, move: moveWords(review.before, review.move, YOU, lang), stopped: review.stopped })}{' '}
            {computerTurn ? t.computerWaits : ''}
          </p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'BACK' })}>
            {t.backToGame}
          </button>
        </div>
      ) : null}
      <div class={review ? 'table looking' : 'table'}>
        <Board
          position={review ? review.after : p}
          you={YOU}
          interactive={yourTurn}
          onAttempt={attempt}
          targetsOf={aids ? (from) => legalTargets(p, from) : undefined}
          highlights={highlights}
          announce={announce}
          lastMove={lastMove}
          label={review ? t.lookingLabel({ n: c.review! + 1 }) : undefined}
          lang={lang}
        />
      </div>
      <div class="controls">
        <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'TURN_HAND' })}>
          {t.turnHand}
        </button>
        <button type="button" disabled={!yourTurn || p.A.turned === null} onClick={() => send({ type: 'DISCARD' })}>
          {t.discard}
        </button>
        <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'PASS' })}>
          {t.pass}
        </button>
        {input.errorRate > 0 ? (
          <button type="button" class="stop-call" disabled={!stopLive} onClick={() => send({ type: 'CALL_STOP' })}>
            {t.stop}
          </button>
        ) : null}
        {input.practice ? (
          <>
            <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'HINT' })}>
              {t.hint}
            </button>
            <button type="button" disabled={c.history.length === 0 || over || !!review} onClick={() => send({ type: 'UNDO' })}>
              {t.undo}
            </button>
          </>
        ) : null}
      </div>
      {c.hint && yourTurn ? <p class="hint">{explainHint(c.hint, YOU, lang)}</p> : null}
      {c.falseCall ? (
        <p class="false-call" role="status">
          {t.falseCall({ who: c.falseCall.player, move: moveWords(c.falseCall.before, c.falseCall.move, YOU, lang) })}
        </p>
      ) : null}
      {c.missed && !stopped ? (
        <p class="missed">
          {t.missed({ who: c.missed.player, move: moveWords(c.missed.before, c.missed.move, YOU, lang), why: stopWords(c.missed.before, c.missed.move, YOU, lang) })}
        </p>
      ) : null}
      {stopped ? (
        <div class="stop-panel" role="alertdialog" aria-labelledby="stop-title" aria-describedby="stop-text">
          <h2 id="stop-title">{t.stop}</h2>
          <p class="who-stopped">
            {stopped.calledBy === 'human'
              ? t.wellCalled({ who: stopped.player })
              : t.wasStopped({ who: stopped.player, yours: stopped.player === YOU, attempt: attemptWords(stopped.before, stopped.move, YOU, lang) })}{' '}
            <span class="rule">{ruleWords(stopped.verdict, lang)}</span>
          </p>
          <p id="stop-text">{stopWords(stopped.before, stopped.move, YOU, lang)}</p>
          <p>
            {stopped.verdict.correction.length ? t.corrected({ correction: sequenceWords(stopped.before, stopped.verdict.correction, YOU, lang) }) : t.takenBack}
            {t.nowTurn({ who: p.toMove, yours: stopped.calledBy === 'human' || p.toMove === YOU })}
          </p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'CONTINUE' })}>
            {t.continue}
          </button>
        </div>
      ) : null}
      {result ? (
        <div class="over" role="status">
          <h2>{snap.matches('matchOver') ? t.matchOver : t.gameOver}</h2>
          <GameScore position={p} result={result} you={YOU} lang={lang} />
          {snap.matches('gameOver') ? (
            <button type="button" onClick={() => send({ type: 'NEXT_GAME' })}>
              {t.nextGame}
            </button>
          ) : null}
        </div>
      ) : null}
      <MoveList context={c} lang={lang} onLook={(index) => send({ type: 'LOOK', index })} />
      <ShareLink position={p} lang={lang} />
    </section>
  );
}

/** The moves of this turn and the last, in words; choosing one shows the table as it was after it. */
function MoveList({ context: c, lang, onLook }: { context: PlayContext; lang: Locale; onLook: (index: number) => void }) {
  if (!c.log.length) return null;
  const t = PLAY[lang];
  return (
    <section class="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">{t.movesTitle}</h2>
      <p class="moves-help">{t.movesHelp}</p>
      <ol>
        {c.log.map((e, i) => (
          <li key={i} class={i > 0 && c.log[i - 1]!.player !== e.player ? 'new-turn' : undefined}>
            <button type="button" aria-current={c.review === i ? 'true' : undefined} onClick={() => onLook(i)}>
              {moveLine(e.before, e.move, YOU, lang)}
              {e.stopped ? t.stoppedBack : ''}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

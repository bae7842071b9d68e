/**
 * The play page's island: a game against the computer from a random or chosen deal, under
 * any preset, with Stop training, practice aids, and a match to 300. The turn machine runs
 * the game; the board only shows it and reports attempts. The game is kept in the browser
 * after every change, so a reload goes on where it stopped.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatMove, moveBetween, NO_PROGRESS_TURNS, parsePosition, parseRules, PRESETS, revealUnknown, scoreDetail, STANDARD, type Count, type PileRef, type Player, type RulesSpec, type ScoreDetail } from '../engine';
import { playMachine, type Phase, type PlayContext, type PlayInput, type Resume } from '../machine/play';
import { decodePosition } from '../share/code';
import { faultText, linkText } from '../i18n/faults';
import { presetAbout, presetName, rulesInWords } from '../i18n/rules';
import { browserStore, loadPlay, resumeOf, savePlay, SPEEDS, type PlaySettings, type Speed } from '../storage/play';
import { attemptWords, availablePiles, compulsoryPiles, legalTargets, movedPiles, moveLine, moveWords, stopPiles } from './aids';
import { explainHint, ruleWords, sequenceWords, stopWords } from '../i18n/engine';
import { Board } from './Board';
import { ShareLink } from './ShareLink';
import type { Locale } from '../i18n/locales';

const YOU: Player = 'A';
/** Moves focus to a button as it appears (Preact ignores `autoFocus`), which also scrolls it into view on a phone. Stable, so it runs once per button. */
const focusOnMount = (el: HTMLElement | null) => el?.focus();
const newSeed = () => String(Math.floor(Math.random() * 1e9));
const SPEED_NAMES: Readonly<Record<Speed, string>> = { slow: 'slow', normal: 'normal', fast: 'fast' };

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
 * ?seed=…&rules=strict&errors=0.25&practice=0&delay=0, and p=<share code> or position=<JSON>. Anything unreadable
 * is left out and said in `problem`.
 */
function fromAddress(search: string, lang: Locale): { settings: PlaySettings; link: string; delay: number | null; problem: string | null } {
  const q = new URLSearchParams(search);
  const settings: { -readonly [K in keyof PlaySettings]: PlaySettings[K] } = { preset: 'standard', seed: newSeed(), practice: q.get('practice') !== '0', errorRate: 0 };
  let problem: string | null = null;
  const preset = q.get('rules');
  if (preset && PRESETS.some((p) => p.id === preset)) settings.preset = preset;
  else if (preset) problem = `The rules "${preset}" are not known here; the standard rules are used.`;
  const seed = q.get('seed');
  if (seed) settings.seed = seed.slice(0, 40);
  const errors = Number(q.get('errors') ?? 0);
  if (errors >= 0 && errors <= 1) settings.errorRate = errors;
  // A share code (the analysis board's "Play on from here"); unknown cards are dealt from those missing.
  const code = q.get('p');
  if (code !== null) {
    const d = decodePosition(code);
    if (d.ok) settings.position = revealUnknown(d.position, settings.seed);
    else problem = `${linkText(d, lang)} A new deal was dealt instead.`;
  }
  const text = q.get('position');
  if (text) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const read = json === undefined ? null : parsePosition(json);
    if (read?.ok) settings.position = read.value;
    else problem = `The position in this link could not be read. ${read ? faultText(read.fault, lang) : 'It is not written the way positions are.'} A new deal was dealt instead.`;
  }
  const delay = q.has('delay') ? Math.max(0, Math.min(5000, Number(q.get('delay')) || 0)) : null;
  const link = GAME_PARAMS.flatMap((k) => (q.has(k) ? [`${k}=${q.get(k)}`] : [])).join('&');
  return { settings, link, delay, problem };
}

/** What the page starts with: the saved game when there is one and the address asks for no other. */
function startup(lang: Locale) {
  const store = browserStore();
  const address = fromAddress(typeof location === 'undefined' ? '' : location.search, lang);
  const { record, note } = loadPlay(store);
  const saved = record.game && (address.link === '' || address.link === record.link) ? record.game : null;
  return { store, address, speed: record.speed, note, settings: saved?.settings ?? address.settings, resume: saved?.resume };
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
  const boot = useMemo(() => startup(lang), [lang]);
  const [speed, setSpeed] = useState<Speed>(boot.speed);
  const delay = boot.address.delay ?? defaultDelay ?? SPEEDS[speed];
  const [settings, setSettings] = useState<PlaySettings>(boot.settings);
  const [draft, setDraft] = useState<PlaySettings>({ ...settings, position: undefined });
  const [round, setRound] = useState(0);
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
  return (
    <div class="play">
      {boot.address.problem && round === 0 ? (
        <p class="problem" role="alert">
          {boot.address.problem}
        </p>
      ) : null}
      {boot.note && round === 0 ? (
        <p class="problem" role="alert">
          {boot.note} A new game was dealt.
        </p>
      ) : null}
      <GameView
        lang={lang}
        key={`${round}`}
        input={inputOf(settings, delay, round === 0 ? boot.resume : undefined)}
        delay={delay}
        onChange={(resume, inProgress) => {
          saved.current = { resume, inProgress };
          write();
        }}
      />
      <details class="game-settings" open={wide}>
        <summary>Game settings</summary>
        <form class="settings" onSubmit={submit} aria-label="New game">
          <label>
            Rules{' '}
            <select value={draft.preset} onChange={(e) => setDraft({ ...draft, preset: e.currentTarget.value })}>
              {PRESETS.map((p) => (
                <option value={p.id} key={p.id}>
                  {presetName(p.id, lang)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Deal number <input value={draft.seed} inputMode="numeric" size={10} onInput={(e) => setDraft({ ...draft, seed: e.currentTarget.value })} />
          </label>
          <label>
            Stop training{' '}
            <select value={String(draft.errorRate)} onChange={(e) => setDraft({ ...draft, errorRate: Number(e.currentTarget.value) })}>
              <option value="0">off</option>
              <option value="0.1">1 move in 10 wrong</option>
              <option value="0.25">1 in 4</option>
              <option value="0.5">1 in 2</option>
              <option value="1">every move it can</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={draft.practice} onChange={(e) => setDraft({ ...draft, practice: e.currentTarget.checked })} /> Practice: undo, hints and highlights
          </label>
          <button type="submit" ref={newGameButton}>
            New game
          </button>
          <p class="preset-about">
            <strong>Rules of this game:</strong> {rulesText(playing, lang)}
          </p>
          {!sameSettings(draft, settings) ? (
            <p class="preset-about draft">
              <strong>Applies to the next game</strong> (press New game):{' '}
              {draft.preset !== settings.preset ? rulesText(draft.preset, lang) : 'the deal number, Stop training and practice chosen above.'}
            </p>
          ) : null}
        </form>
        <label class="speed">
          Computer&rsquo;s speed{' '}
          <select value={speed} onChange={(e) => changeSpeed(e.currentTarget.value as Speed)}>
            {(Object.keys(SPEEDS) as Speed[]).map((k) => (
              <option value={k} key={k}>
                {SPEED_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
      </details>
      {asking ? (
        <div class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
          <h2 id="confirm-title">Start a new game?</h2>
          <p id="confirm-text">The game in progress will be lost, and the match score with it.</p>
          <button type="button" ref={focusOnMount} onClick={startNew}>
            Start a new game
          </button>{' '}
          <button type="button" onClick={cancel}>
            Cancel
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

function GameView({ input, delay, onChange, lang }: { input: PlayInput; delay: number; onChange: (resume: Resume, inProgress: boolean) => void; lang: Locale }) {
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
    ? `Stop! ${stopWords(stopped.before, stopped.move, YOU, lang)}`
    : c.last
      ? `${moveLine(c.last.before, c.last.move, YOU, lang)}.` + (over ? ' The game is over.' : '')
      : '';

  // Whose turn it is, in large type: the one thing a player must never have to look for.
  const banner = over
    ? snap.matches('matchOver')
      ? 'Match over'
      : 'Game over'
    : stopped
      ? 'Stop!'
      : snap.matches('handOver')
        ? `Your turn is over: ${p.toMove} plays next`
        : p.toMove === YOU
          ? 'Your turn'
          : `${p.toMove} is playing…`;
  const phase = review
    ? ''
    : snap.matches({ turn: 'priority' })
      ? 'A compulsory move is waiting: the highlighted cards must be played first.'
      : snap.matches({ turn: 'handCard' })
        ? 'Your hand card is turned: play it, or drag it to your waste pile to end your turn.'
        : snap.matches({ turn: 'free' })
          ? 'Nothing is compulsory: build, load, or turn up your hand card.'
          : computerTurn && c.callable
            ? `If ${p.toMove}'s last move broke a rule, call Stop! before its next move.`
            : '';
  const result = c.game.result;
  const scores = Object.entries(c.match.scores).map(([who, n]) => `${who === YOU ? 'You' : who} ${n}`).join(' · ') || 'no points yet';
  const lastMove = review ? movedPiles(review.before, review.move) : c.last && !stopped ? movedPiles(c.last.before, c.last.move) : null;

  return (
    <section class="game" aria-label="Game">
      <div class="status">
        <p class={`turn-banner ${over ? 'ended' : p.toMove === YOU && !stopped ? 'yours' : 'theirs'}`} role="status">
          {banner}
        </p>
        <p>
          <strong>Game {c.gameNo}</strong> · match to {c.match.target}: {scores}
          {input.errorRate > 0 ? ` · Stops caught ${c.stats.caught}, missed ${c.stats.missed}, false calls ${c.stats.falseCalls}` : ''}
        </p>
        {c.why && !c.last ? <p>{c.why}</p> : null}
        <p class="phase">{phase}</p>
      </div>
      {review ? (
        <div class="looking-back">
          <p>
            <strong>Looking back</strong> (move {c.review! + 1} of {c.log.length}): the table after {review.player === YOU ? 'your' : `${review.player}'s`} move, {moveWords(review.before, review.move, YOU, lang)}
            {review.stopped ? ', stopped and taken back' : ''}.{' '}
            {computerTurn ? 'The computer waits.' : ''}
          </p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'BACK' })}>
            Back to the game
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
          label={review ? `Card table, looking back at move ${c.review! + 1}` : 'Card table'}
        />
      </div>
      <div class="controls">
        <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'TURN_HAND' })}>
          Turn hand card
        </button>
        <button type="button" disabled={!yourTurn || p.A.turned === null} onClick={() => send({ type: 'DISCARD' })}>
          Discard
        </button>
        <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'PASS' })}>
          Pass
        </button>
        {input.errorRate > 0 ? (
          <button type="button" class="stop-call" disabled={!stopLive} onClick={() => send({ type: 'CALL_STOP' })}>
            Stop!
          </button>
        ) : null}
        {input.practice ? (
          <>
            <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'HINT' })}>
              What must I do now?
            </button>
            <button type="button" disabled={c.history.length === 0 || over || !!review} onClick={() => send({ type: 'UNDO' })}>
              Undo
            </button>
          </>
        ) : null}
      </div>
      {c.hint && yourTurn ? <p class="hint">{explainHint(c.hint, YOU, lang)}</p> : null}
      {c.falseCall ? (
        <p class="false-call" role="status">
          {c.falseCall.player}'s last move, {moveWords(c.falseCall.before, c.falseCall.move, YOU, lang)}, broke no rule: a false call.
        </p>
      ) : null}
      {c.missed && !stopped ? (
        <p class="missed">
          You could have called Stop on {c.missed.player}'s move, {moveWords(c.missed.before, c.missed.move, YOU, lang)}: {stopWords(c.missed.before, c.missed.move, YOU, lang)}
        </p>
      ) : null}
      {stopped ? (
        <div class="stop-panel" role="alertdialog" aria-labelledby="stop-title" aria-describedby="stop-text">
          <h2 id="stop-title">Stop!</h2>
          <p class="who-stopped">
            {stopped.calledBy === 'human' ? `Well called: ${stopped.player} broke a rule.` : `${stopped.player === YOU ? 'You were' : `${stopped.player} was`} stopped: ${attemptWords(stopped.before, stopped.move, YOU, lang)}.`}{' '}
            <span class="rule">{ruleWords(stopped.verdict, lang)}</span>
          </p>
          <p id="stop-text">{stopWords(stopped.before, stopped.move, YOU, lang)}</p>
          <p>
            {stopped.verdict.correction.length ? `The move was taken back and the correction made: ${sequenceWords(stopped.before, stopped.verdict.correction, YOU, lang)}. ` : 'The move was taken back. '}
            It is now {stopped.calledBy === 'human' ? 'your' : `${p.toMove === YOU ? 'your' : `${p.toMove}'s`}`} turn.
          </p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'CONTINUE' })}>
            Continue
          </button>
        </div>
      ) : null}
      {result ? (
        <div class="over" role="status">
          <h2>{snap.matches('matchOver') ? 'Match over' : 'Game over'}</h2>
          <ScoreBreakdown detail={scoreDetail(p, result)} />
          {snap.matches('gameOver') ? (
            <button type="button" onClick={() => send({ type: 'NEXT_GAME' })}>
              Next game
            </button>
          ) : null}
        </div>
      ) : null}
      <MoveList context={c} onLook={(index) => send({ type: 'LOOK', index })} lang={lang} />
      <ShareLink position={p} />
    </section>
  );
}

/** The moves of this turn and the last, in words; choosing one shows the table as it was after it. */
function MoveList({ context: c, onLook, lang }: { context: PlayContext; onLook: (index: number) => void; lang: Locale }) {
  if (!c.log.length) return null;
  return (
    <section class="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">Moves of this turn and the last</h2>
      <p class="moves-help">Choose a move to see the table as it was after it.</p>
      <ol>
        {c.log.map((e, i) => (
          <li key={i} class={i > 0 && c.log[i - 1]!.player !== e.player ? 'new-turn' : undefined}>
            <button type="button" aria-current={c.review === i ? 'true' : undefined} onClick={() => onLook(i)}>
              {moveLine(e.before, e.move, YOU, lang)}
              {e.stopped ? ' (stopped and taken back)' : ''}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "You" for the seat at the bottom, the letter for the others; `owner` gives "Your" and "B's". */
const nameOf = (who: Player) => (who === YOU ? 'You' : who);
const ownerOf = (who: Player) => (who === YOU ? 'Your' : `${who}'s`);

/** How the game's points were counted, in words, from the engine's score detail. */
function ScoreBreakdown({ detail }: { detail: ScoreDetail }) {
  const { result, bonus, counts } = detail;
  if (result.kind === 'drawn') {
    return (
      <p>
        <strong>Drawn game: nobody scores.</strong> {NO_PROGRESS_TURNS} turns in a row went by with no progress (no card reached a foundation, and no player held
        fewer cards than ever before), so the game ends drawn.
      </p>
    );
  }
  if (result.kind === 'win') {
    const winner = result.winner!;
    const losers = counts.filter((c) => c.player !== winner);
    return (
      <>
        <p>
          <strong>
            {nameOf(winner)} {winner === YOU ? 'win' : 'wins'} {result.points} points
          </strong>
          : {bonus} for going out, plus the cards {losers.length > 1 ? 'each other player has' : losers[0]!.player === YOU ? 'you have' : `${losers[0]!.player} has`} left.
        </p>
        <dl class="score-count">
          <div>
            <dt>Going out</dt>
            <dd>{bonus}</dd>
          </div>
          {losers.map((c) => (
            <div key={c.player}>
              <dt>{ownerOf(c.player)} cards left</dt>
              <dd>
                {c.hand + c.waste} in hand and waste (1 point each) and {c.reserve} in the reserve (2 points each):{' '}
                <span class="sum">
                  {c.hand + c.waste} + {2 * c.reserve} = {c.total}
                </span>
              </dd>
            </div>
          ))}
          <div class="score-total">
            <dt>Total</dt>
            <dd class="sum">
              {[bonus, ...losers.map((c) => c.total)].join(' + ')} = {result.points}
            </dd>
          </div>
        </dl>
      </>
    );
  }
  // A stalemate: the lowest count scores its difference from each other count.
  const winner = result.winner;
  const best = counts.find((c) => c.player === winner);
  const others = counts.filter((c) => c.player !== winner);
  const lower = counts.length > 2 ? 'lowest' : 'lower';
  const differences = others.map((c) => (others.length > 1 ? `(${c.total} − ${best?.total})` : `${c.total} − ${best?.total}`)).join(' + ');
  return (
    <>
      <p>
        <strong>Stalemate: {winner === null ? 'nobody scores' : `${winner === YOU ? 'you score' : `${winner} scores`} ${result.points}`}.</strong> Nothing more can be
        played, so each player counts the cards left: 1 point for each card in hand and waste, 2 for each card in the reserve.
      </p>
      <dl class="score-count">
        {counts.map((c) => (
          <div key={c.player}>
            <dt>{ownerOf(c.player)} count</dt>
            <dd>{countSum(c)}</dd>
          </div>
        ))}
        <div class="score-total">
          <dt>Score</dt>
          <dd>
            {best ? (
              <>
                the {lower} count scores the difference{others.length > 1 ? 's' : ''}: <span class="sum">{`${differences} = ${result.points}`}</span>
              </>
            ) : counts.length > 2
              ? 'the lowest count is shared, so nobody scores'
              : 'the counts are equal, so nobody scores'}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** One player's count written out: hand, waste, reserve twice, and the total, breaking only before a "+". */
const countSum = (c: Count) => (
  <>
    <span class="sum">{c.hand} in hand</span> <span class="sum">+ {c.waste} in the waste</span>{' '}
    <span class="sum">
      + {c.reserve} in the reserve × 2 = {c.total}
    </span>
  </>
);

/**
 * The play page's island: a game against the computer from a random or chosen deal, under
 * any preset, with Stop training, practice aids, and a match to 300. The turn machine runs
 * the game; the board only shows it and reports attempts.
 */
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'preact/hooks';
import { describeSequence, faultWords, formatMove, moveBetween, NO_PROGRESS_TURNS, parsePosition, parseRules, PRESETS, revealUnknown, scoreDetail, STANDARD, type Count, type PileRef, type Player, type Position, type ScoreDetail } from '../engine';
import { playMachine, type PlayInput } from '../machine/play';
import { decodePosition } from '../share/code';
import { attemptWords, availablePiles, compulsoryPiles, legalTargets, stopPiles, tellMove } from './aids';
import { Board } from './Board';
import { ShareLink } from './ShareLink';

interface Settings {
  preset: string;
  seed: string;
  practice: boolean;
  errorRate: number;
  /** A position to play on from, read from the link. */
  position?: Position | undefined;
}

const YOU: Player = 'A';
const newSeed = () => String(Math.floor(Math.random() * 1e9));

function inputOf(s: Settings, delay: number): PlayInput {
  const rules = parseRules(s.preset);
  const base = { seed: s.seed, seats: { A: 'human', B: 'computer', C: 'computer' } as const, practice: s.practice, errorRate: s.errorRate, computerDelay: delay };
  if (s.position) return { ...base, rules: s.position.rules, spec: s.position.spec, position: s.position };
  return { ...base, rules: rules.ok ? rules.value : STANDARD, spec: s.preset };
}

/**
 * Settings from the page's address, so a deal or a position can be linked to:
 * ?seed=…&rules=strict&errors=0.25&practice=0&delay=0, and p=<share code> or position=<JSON>. Anything unreadable
 * is left out and said in `problem`.
 */
function fromAddress(search: string): { settings: Settings; delay: number | null; problem: string | null } {
  const q = new URLSearchParams(search);
  const settings: Settings = { preset: 'standard', seed: newSeed(), practice: q.get('practice') !== '0', errorRate: 0 };
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
    else problem = `${d.message} A new deal was dealt instead.`;
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
    else problem = `The position in this link could not be read. ${read ? faultWords(read.fault) : 'It is not written the way positions are.'} A new deal was dealt instead.`;
  }
  const delay = q.has('delay') ? Math.max(0, Math.min(5000, Number(q.get('delay')) || 0)) : null;
  return { settings, delay, problem };
}

export default function PlayGame({ delay: defaultDelay = 450 }: { delay?: number }) {
  const address = useMemo(() => fromAddress(typeof location === 'undefined' ? '' : location.search), []);
  const delay = address.delay ?? defaultDelay;
  const [settings, setSettings] = useState<Settings>(address.settings);
  const [draft, setDraft] = useState<Settings>({ ...settings, position: undefined });
  const [round, setRound] = useState(0);
  const start = (e: Event) => {
    e.preventDefault();
    setSettings({ ...draft, seed: draft.seed.trim() || newSeed(), position: undefined });
    setRound(round + 1);
  };
  const preset = PRESETS.find((p) => p.id === draft.preset)!;
  return (
    <div class="play">
      <form class="settings" onSubmit={start} aria-label="New game">
        <label>
          Rules{' '}
          <select value={draft.preset} onChange={(e) => setDraft({ ...draft, preset: e.currentTarget.value })}>
            {PRESETS.map((p) => (
              <option value={p.id} key={p.id}>
                {p.name}
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
        <button type="submit">New game</button>
        <p class="preset-about">
          {preset.name}: {preset.about}{' '}
          {Object.keys(preset.options).length ? `Options: ${Object.entries(preset.options).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}.` : ''}
        </p>
      </form>
      {address.problem && round === 0 ? (
        <p class="problem" role="alert">
          {address.problem}
        </p>
      ) : null}
      <GameView key={`${round}`} input={inputOf(settings, delay)} />
    </div>
  );
}

function GameView({ input }: { input: PlayInput }) {
  const [snap, send] = useMachine(playMachine, { input });
  const c = snap.context;
  const p = c.game.position;
  const stopped = snap.matches('stopped') ? c.stop : null;
  const yourTurn = p.toMove === YOU && snap.matches('turn');
  const computerTurn = snap.matches({ turn: 'computer' });
  const stopLive = input.errorRate > 0 && !stopped && !snap.matches('gameOver') && (computerTurn || (c.last !== null && c.last.player !== YOU));
  const aids = input.practice && yourTurn;

  const highlights = useMemo(() => {
    if (stopped) return stopPiles(stopped.before, stopped.move, stopped.verdict.correction);
    if (!aids) return {};
    const hinted = c.hint?.move ? stopPiles(p, c.hint.move, [c.hint.move]) : null;
    return { available: availablePiles(p), compulsory: compulsoryPiles(p), fix: hinted?.fix ?? [] };
  }, [p, stopped, aids, c.hint]);

  const attempt = (from: PileRef, to: PileRef | null) => {
    const move = moveBetween(p, from, to);
    if (move) send({ type: 'MOVE', move: formatMove(move) });
  };

  const announce = stopped
    ? `Stop! ${stopped.verdict.explanation}`
    : c.last
      ? tellMove(c.last.before, c.last.move, YOU) + (snap.matches('gameOver') ? ' The game is over.' : p.toMove === YOU ? ' Your turn.' : '')
      : p.toMove === YOU
        ? 'Your turn.'
        : `${p.toMove} to play.`;

  const phase = snap.matches({ turn: 'priority' })
    ? 'A compulsory move is waiting: the highlighted cards must be played first.'
    : snap.matches({ turn: 'handCard' })
      ? 'Your hand card is turned: play it, or drag it to your waste pile to end your turn.'
      : snap.matches({ turn: 'free' })
        ? 'Nothing is compulsory: build, load, or turn up your hand card.'
        : computerTurn
          ? `${p.toMove} is playing…`
          : '';
  const result = c.game.result;
  const scores = Object.entries(c.match.scores).map(([who, n]) => `${who === YOU ? 'You' : who} ${n}`).join(' · ') || 'no points yet';

  return (
    <section class="game" aria-label="Game">
      <div class="status">
        <p>
          <strong>Game {c.gameNo}</strong> · match to {c.match.target}: {scores}
          {input.errorRate > 0 ? ` · Stops caught ${c.stats.caught}, missed ${c.stats.missed}, false calls ${c.stats.falseCalls}` : ''}
        </p>
        {c.why && c.gameNo >= 1 && !c.last ? <p>{c.why}</p> : null}
        <p class="phase">{phase}</p>
      </div>
      <Board
        position={p}
        you={YOU}
        interactive={yourTurn}
        onAttempt={attempt}
        targetsOf={aids ? (from) => legalTargets(p, from) : undefined}
        highlights={highlights}
        announce={announce}
      />
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
            <button type="button" disabled={c.history.length === 0 || snap.matches('gameOver')} onClick={() => send({ type: 'UNDO' })}>
              Undo
            </button>
          </>
        ) : null}
      </div>
      {c.hint && yourTurn ? <p class="hint">{c.hint.text}</p> : null}
      {c.missedNote && !stopped ? <p class="missed">{c.missedNote}</p> : null}
      {stopped ? (
        <div class="stop-panel" role="alertdialog" aria-labelledby="stop-title" aria-describedby="stop-text">
          <h2 id="stop-title">Stop!</h2>
          <p class="who-stopped">
            {stopped.calledBy === 'human' ? `Well called: ${stopped.player} broke a rule.` : `${stopped.player === YOU ? 'You were' : `${stopped.player} was`} stopped: ${attemptWords(stopped.before, stopped.move, YOU)}.`}{' '}
            <span class="rule">{stopped.verdict.rule}</span>
          </p>
          <p id="stop-text">{stopped.verdict.explanation}</p>
          <p>
            {stopped.verdict.correction.length ? `The move was taken back and the correction made: ${describeSequence(stopped.before, stopped.verdict.correction, YOU)}. ` : 'The move was taken back. '}
            It is now {stopped.calledBy === 'human' ? 'your' : `${p.toMove === YOU ? 'your' : `${p.toMove}'s`}`} turn.
          </p>
          <button type="button" autoFocus onClick={() => send({ type: 'CONTINUE' })}>
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
      <ShareLink position={p} />
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

/**
 * The turn machine: the phases of a turn and the game around them, for any mix of human
 * and computer seats. Every guard and action asks the engine; no rule is written here.
 *
 * Phases of a turn, from the engine's view of the position: `priority` (a compulsory move
 * is outstanding), `handCard` (a turned hand card waits), `free`; a computer's turn runs in
 * `computer`. Around them: `stopped` (a Stop's explanation, its correction already
 * applied), `handOver`, `gameOver` and `matchOver`; a game is dealt on entering `turn`
 * from a new match or the next game.
 */
import { assign, raise, setup } from 'xstate';
import {
  afterStop,
  attempt,
  deal,
  formatMove,
  hint,
  matchWinner,
  newMatch,
  parseMove,
  play,
  priorities,
  recordGame,
  resultAfter,
  rng,
  startGame,
  watch,
  type Game,
  type Hint,
  type Match,
  type Move,
  type Player,
  type Position,
  type RuleSet,
  type RulesSpec,
  type Verdict,
} from '../engine';
import { computerMove, deliberateError, isRearrangement } from '../players/computer';

export type Seat = 'human' | 'computer';

export interface PlayInput {
  readonly seed: string;
  readonly rules: RuleSet;
  readonly spec: RulesSpec;
  readonly seats: Readonly<Partial<Record<Player, Seat>>>;
  /** Undo and hints. */
  readonly practice: boolean;
  /** Stop training: the share of computer moves that are deliberate errors (0 to 1). */
  readonly errorRate: number;
  /** Milliseconds between the computer's moves (0 in tests). */
  readonly computerDelay: number;
  readonly target?: number;
  /** Start from this position instead of a deal (analysis, lessons). */
  readonly position?: Position | undefined;
}

/** A Stop as the board shows it. */
export interface StopShown {
  /** Who was stopped. */
  readonly player: Player;
  /** Who called it: the engine on a human's attempt, or the human on the computer. */
  readonly calledBy: 'computer' | 'human';
  readonly move: Move;
  readonly verdict: Verdict & { legal: false };
  /** The position before the wrong move, to show what was attempted. */
  readonly before: Position;
}

export interface StopStats {
  readonly caught: number;
  readonly missed: number;
  readonly falseCalls: number;
}

export interface PlayContext {
  readonly input: PlayInput;
  readonly gameNo: number;
  readonly starter: Player;
  readonly why: string;
  readonly game: Game;
  /** Games before each human action, for undo. */
  readonly history: readonly Game[];
  readonly rearranged: number;
  readonly steps: number;
  readonly stop: StopShown | null;
  /** The computer's last move when it broke a rule: open to a Stop call until the next move. */
  readonly open: { readonly before: Game; readonly move: Move; readonly verdict: Verdict & { legal: false }; readonly player: Player } | null;
  /** The last error the human let pass, to tell them. */
  readonly missedNote: string | null;
  /** The last attempt at the table, by anyone, to announce it and to know when a Stop call is in time. */
  readonly last: { readonly player: Player; readonly move: Move; readonly before: Position } | null;
  readonly stats: StopStats;
  readonly hint: Hint | null;
  readonly match: Match;
}

export type PlayEvent =
  | { type: 'MOVE'; move: string }
  | { type: 'TURN_HAND' }
  | { type: 'DISCARD' }
  | { type: 'PASS' }
  | { type: 'CALL_STOP' }
  | { type: 'UNDO' }
  | { type: 'HINT' }
  | { type: 'CONTINUE' }
  | { type: 'COMPUTER_STEP' }
  | { type: 'NEXT_GAME' }
  | { type: 'NEW_MATCH' };

/** The move an event asks for: the hand turn, the discard and the pass are moves of the interchange format. */
const TURN_MOVES = { TURN_HAND: 'turn', DISCARD: 'X-W', PASS: 'pass' } as const;
const moveOf = (event: PlayEvent): string | null => (event.type === 'MOVE' ? event.move : event.type in TURN_MOVES ? TURN_MOVES[event.type as keyof typeof TURN_MOVES] : null);

const seatOf = (c: PlayContext, who: Player): Seat => c.input.seats[who] ?? 'human';
const toMove = (c: PlayContext) => c.game.position.toMove;

function dealGame(input: PlayInput, gameNo: number, previous: Player | undefined): Pick<PlayContext, 'game' | 'starter' | 'why'> {
  if (input.position && gameNo === 1) return { game: startGame(input.position), starter: input.position.toMove, why: '' };
  const d = deal(`${input.seed}#${gameNo}`, input.rules, input.spec, previous);
  return { game: startGame(d.position), starter: d.position.toMove, why: d.why };
}

/** Closes the Stop window on the computer's last move; an error left uncalled is counted as missed. */
function closeWindow(c: PlayContext): Pick<PlayContext, 'open' | 'stats' | 'missedNote'> {
  if (!c.open) return { open: null, stats: c.stats, missedNote: c.missedNote };
  return {
    open: null,
    stats: { ...c.stats, missed: c.stats.missed + 1 },
    missedNote: `You could have called Stop on ${c.open.player}'s ${formatMove(c.open.move)}: ${c.open.verdict.explanation}`,
  };
}

export const playMachine = setup({
  types: {
    context: {} as PlayContext,
    events: {} as PlayEvent,
    input: {} as PlayInput,
  },
  guards: {
    gameOver: ({ context }) => context.game.result !== null,
    computerToMove: ({ context }) => seatOf(context, toMove(context)) === 'computer',
    humanToMove: ({ context }) => seatOf(context, toMove(context)) === 'human',
    compulsory: ({ context }) => priorities(context.game.position).forcedBy !== null,
    handCardWaiting: ({ context }) => context.game.position[toMove(context)]!.turned !== null,
    wasStopped: ({ context }) => context.stop !== null,
    turnPassed: ({ context }) => context.history.length > 0 && context.history[context.history.length - 1]!.position.toMove !== toMove(context),
    errorOpen: ({ context }) => context.open !== null,
    canUndo: ({ context }) => context.input.practice && context.history.length > 0,
    practice: ({ context }) => context.input.practice,
    matchWon: ({ context }) => matchWinner(context.match) !== null,
  },
  actions: {
    startMatch: assign(({ context }) => ({ ...dealGame(context.input, 1, undefined), gameNo: 1, match: newMatch(context.input.target), history: [], stop: null, open: null, hint: null, missedNote: null, last: null, stats: { caught: 0, missed: 0, falseCalls: 0 } })),
    nextGame: assign(({ context }) => ({ ...dealGame(context.input, context.gameNo + 1, context.starter), gameNo: context.gameNo + 1, history: [], stop: null, open: null, hint: null, missedNote: null, last: null })),
    humanMove: assign(({ context, event }) => {
      const text = moveOf(event);
      const move = text === null ? null : parseMove(text, context.game.position.rules);
      if (!move?.ok) return {};
      const before = context.game;
      const result = attempt(before, move.value);
      const v = result.verdict;
      return {
        ...closeWindow(context),
        history: [...context.history, before],
        game: result.game,
        hint: null,
        last: { player: before.position.toMove, move: move.value, before: before.position },
        stop: v.legal ? null : { player: before.position.toMove, calledBy: 'computer' as const, move: move.value, verdict: v, before: before.position },
      };
    }),
    computerStep: assign(({ context }) => {
      const closed = closeWindow(context);
      const p = context.game.position;
      const pr = priorities(p);
      const r = rng(`${context.input.seed}#${context.gameNo}#${context.steps}`);
      const slip = context.input.errorRate > 0 && r() < context.input.errorRate ? deliberateError(p, r, pr) : null;
      const base = { ...closed, steps: context.steps + 1, stop: null, hint: null };
      if (slip) {
        // The slip is played out on the table; the human may call Stop before the next move.
        const position = play(p, slip.move);
        const v = attempt(context.game, slip.move, pr).verdict as Verdict & { legal: false };
        const game: Game = { position, watch: watch(context.game.watch, position, position.toMove !== p.toMove), result: null };
        return { ...base, game, open: { before: context.game, move: slip.move, verdict: v, player: p.toMove }, last: { player: p.toMove, move: slip.move, before: p } };
      }
      const move = computerMove(p, context.rearranged, pr);
      const next = attempt(context.game, move, pr).game;
      const passed = next.position.toMove !== p.toMove;
      return { ...base, game: next, last: { player: p.toMove, move, before: p }, rearranged: passed ? 0 : context.rearranged + (isRearrangement(p, move) ? 1 : 0) };
    }),
    acceptStop: assign(({ context }) => {
      const open = context.open!;
      const position = afterStop(open.before.position, open.verdict.correction);
      const w = watch(open.before.watch, position, true);
      return {
        open: null,
        missedNote: null,
        stats: { ...context.stats, caught: context.stats.caught + 1 },
        game: { position, watch: w, result: resultAfter(position, w, true) },
        rearranged: 0,
        stop: { player: open.player, calledBy: 'human' as const, move: open.move, verdict: open.verdict, before: open.before.position },
      };
    }),
    falseCall: assign(({ context }) => ({ stats: { ...context.stats, falseCalls: context.stats.falseCalls + 1 } })),
    undo: assign(({ context }) => ({ game: context.history[context.history.length - 1]!, history: context.history.slice(0, -1), stop: null, open: null, hint: null, last: null })),
    showHint: assign(({ context }) => ({ hint: hint(context.game.position) })),
    clearStop: assign({ stop: null }),
    recordResult: assign(({ context }) => ({ match: recordGame(context.match, context.game.result!) })),
    stepComputer: raise({ type: 'COMPUTER_STEP' }),
  },
  delays: {
    computerDelay: ({ context }) => context.input.computerDelay,
    handOverDelay: ({ context }) => context.input.computerDelay * 2,
  },
}).createMachine({
  id: 'play',
  context: ({ input }) => ({
    input,
    gameNo: 1,
    ...dealGame(input, 1, undefined),
    history: [],
    rearranged: 0,
    steps: 0,
    stop: null,
    open: null,
    missedNote: null,
    last: null,
    stats: { caught: 0, missed: 0, falseCalls: 0 },
    hint: null,
    match: newMatch(input.target),
  }),
  initial: 'turn',
  on: {
    NEW_MATCH: { actions: 'startMatch', target: '.turn' },
  },
  states: {
    turn: {
      initial: 'route',
      on: {
        MOVE: { guard: 'humanToMove', actions: 'humanMove', target: '.moved' },
        TURN_HAND: { guard: 'humanToMove', actions: 'humanMove', target: '.moved' },
        DISCARD: { guard: 'humanToMove', actions: 'humanMove', target: '.moved' },
        PASS: { guard: 'humanToMove', actions: 'humanMove', target: '.moved' },
        CALL_STOP: [{ guard: 'errorOpen', actions: 'acceptStop', target: 'stopped' }, { actions: 'falseCall' }],
        UNDO: { guard: 'canUndo', actions: 'undo', target: '.route' },
        HINT: { guard: 'practice', actions: 'showHint' },
      },
      states: {
        route: {
          always: [
            { guard: 'gameOver', target: '#play.gameOver' },
            { guard: 'computerToMove', target: 'computer' },
            { guard: 'compulsory', target: 'priority' },
            { guard: 'handCardWaiting', target: 'handCard' },
            { target: 'free' },
          ],
        },
        priority: {},
        handCard: {},
        free: {},
        moved: {
          always: [
            { guard: 'wasStopped', target: '#play.stopped' },
            { guard: 'gameOver', target: '#play.gameOver' },
            { guard: 'turnPassed', target: '#play.handOver' },
            { target: 'route' },
          ],
        },
        computer: {
          after: { computerDelay: { actions: 'stepComputer' } },
          on: { COMPUTER_STEP: { actions: 'computerStep', target: 'route', reenter: true } },
        },
      },
    },
    stopped: {
      on: {
        CONTINUE: { actions: 'clearStop', target: 'turn' },
        UNDO: { guard: 'canUndo', actions: 'undo', target: 'turn' },
      },
    },
    handOver: {
      after: { handOverDelay: 'turn' },
      on: { CONTINUE: 'turn' },
    },
    gameOver: {
      entry: 'recordResult',
      on: {
        NEXT_GAME: [{ guard: 'matchWon', target: 'matchOver' }, { actions: 'nextGame', target: 'turn' }],
      },
    },
    matchOver: {},
  },
});

/**
 * The turn machine: the phases of a turn and the game around them, for any mix of human
 * and computer seats. Every guard and action asks the engine; no rule is written here.
 *
 * Phases of a turn, from the engine's view of the position: `priority` (a compulsory move
 * is outstanding), `handCard` (a turned hand card waits), `free`; a computer's turn runs in
 * `computer`. Around them: `stopped` (a Stop's explanation, its correction already
 * applied), `handOver`, `gameOver` and `matchOver`; a game is dealt on entering `turn`
 * from a new match or the next game. A game saved in the browser comes back through
 * `resume`, entering the phase it was saved in without repeating what led there. Under the
 * family rule `noStop` an illegal attempt is refused (`refused`) and the player goes on; a
 * turn owed for a false Stop call is skipped as it comes round (`skipped`). The errors a Stop
 * caught are kept with the game (`caughtErrors`), so the training computer does not make them
 * again; the computer's pace (timed, or step by step: `manual`) may change at any moment.
 * Two people at one table (every seat human): the site referees and calls nothing; each move
 * stands (`standMove`) for the other to call Stop on, and the turn waits in `handOver` while
 * the device is passed. With the tutor on, a human's illegal attempt under the Stop rule is
 * not played, at any table: the table waits in `warned`, telling the rule, until it is taken
 * back (`TAKE_BACK`) or played anyway (`PLAY_ANYWAY`, then as without the tutor); each warning
 * is kept with the game.
 */
import { and, assign, not, raise, setup } from 'xstate';
import {
  attempt,
  canStand,
  deal,
  falseCall,
  owesTurn,
  playersOf,
  skipTurn,
  stopRuleOn,
  hint,
  letStand,
  matchWinner,
  newMatch,
  PASS,
  TURN,
  DISCARD,
  priorities,
  recordGame,
  rng,
  startGame,
  type Game,
  type GameRecord,
  type Hint,
  type Match,
  type Move,
  type Player,
  type Position,
  type RecordedMove,
  type RuleSet,
  type Reason,
  type RulesSpec,
  type Verdict,
  type BeginWhy,
  verdict,
} from '../engine';
import { caughtError, computerMove, deliberateError, departures, isRearrangement, type CaughtError, type Departure } from '../players/computer';
import { strongMove } from '../players/strong';
import { scriptedStep, type Script } from '../players/script';

export type Seat = 'human' | 'computer';

/** How the computer chooses its legal moves: today's plain play, or the strong player's. */
export type Strategy = 'plain' | 'strong';
const STRATEGIES: Readonly<Record<Strategy, typeof computerMove>> = { plain: computerMove, strong: strongMove };

export interface PlayInput {
  readonly seed: string;
  readonly rules: RuleSet;
  readonly spec: RulesSpec;
  readonly seats: Readonly<Partial<Record<Player, Seat>>>;
  /** Undo and hints. */
  readonly practice: boolean;
  /** The tutor: a human's move that breaks a rule is warned about before it stands, and may be taken back. */
  readonly tutor?: boolean | undefined;
  /** Stop training: the share of computer moves that are deliberate errors (0 to 1). */
  readonly errorRate: number;
  /** How the computer plays its legal moves. */
  readonly strategy: Strategy;
  /** Milliseconds between the computer's moves (0 in tests). */
  readonly computerDelay: number;
  readonly target?: number;
  /** Start from this position instead of a deal (analysis, lessons). */
  readonly position?: Position | undefined;
  /** A saved game to go on with instead of dealing one. */
  readonly resume?: Resume | undefined;
  /** The computer's moves, set in advance (a lesson); when they run out the table waits (`waiting`). */
  readonly script?: Script | undefined;
  /** The computer moves only when asked (`COMPUTER_STEP`), one move at a time: a lesson's watched turn, or the play page's step-by-step pace. */
  readonly manual?: boolean | undefined;
}

/**
 * The moment of the game a board names: a turn's phases (compulsory moves, free moves, the
 * turned hand card to play or discard), the computer at work, the table waiting at a script's
 * end, a Stop, the turn passing, the game over.
 */
export type TurnPhase = 'compulsory' | 'free' | 'handCard' | 'computer' | 'waiting' | 'warned' | 'stopped' | 'handOver' | 'over';

/** The phase a machine snapshot is in. */
export function turnPhase(snap: { matches(v: never): boolean }): TurnPhase {
  const is = (v: unknown) => snap.matches(v as never);
  if (is('warned')) return 'warned';
  if (is('stopped')) return 'stopped';
  if (is('handOver')) return 'handOver';
  if (is('gameOver') || is('matchOver')) return 'over';
  if (is({ turn: 'priority' })) return 'compulsory';
  if (is({ turn: 'handCard' })) return 'handCard';
  if (is({ turn: 'waiting' })) return 'waiting';
  if (is({ turn: 'computer' })) return 'computer';
  return 'free';
}

/** Where a saved game stood: `play` is any moment of a turn or a hand-over. */
export type Phase = 'play' | 'warned' | 'stopped' | 'gameOver' | 'matchOver';

/** What a saved game brings back: everything but the input and the passing aids (hint, look back). */
export interface Resume {
  readonly phase: Phase;
  readonly context: Omit<PlayContext, 'input' | 'hint' | 'review'>;
}

/** A move made at the table, for the move list: the positions either side, and whether a Stop took it back. */
export interface LogEntry {
  readonly player: Player;
  readonly move: Move;
  readonly before: Position;
  readonly after: Position;
  readonly stopped: boolean;
}

/** A move as it was made, for the notes about it (a missed Stop, a false call). */
export interface MoveMade {
  readonly player: Player;
  readonly move: Move;
  readonly before: Position;
}

/** A false call as the board shows it: the move called, and who called it. */
export type FalseCallMade = MoveMade & { readonly caller: Player };

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

/** A human's attempt the tutor held back because it breaks a rule: not played until the player chooses. */
export type Warning = MoveMade & { readonly verdict: Verdict & { legal: false } };

/** A warning as the game keeps it: what the player then chose. */
export type Warned = Warning & { readonly takenBack: boolean };

/** Errors caught and missed. */
export interface Tally {
  readonly caught: number;
  readonly missed: number;
}

/** One player's Stop calls: errors caught and missed, and calls on legal moves. */
export interface CallTally extends Tally {
  readonly falseCalls: number;
}

export interface StopStats extends CallTally {
  /** The errors caught and missed, by the rule each broke (the reason of its verdict); saves from before count none. */
  readonly byReason: Readonly<Partial<Record<Reason, Tally>>>;
  /** The same counts by the player whose call it was (or would have been), for two at one table; saves from before count none. */
  readonly byCaller: Readonly<Partial<Record<Player, CallTally>>>;
}

const NO_STATS: StopStats = { caught: 0, missed: 0, falseCalls: 0, byReason: {}, byCaller: {} };
const NO_CALLS: CallTally = { caught: 0, missed: 0, falseCalls: 0 };

/** The stats with one more call of `caller`: an error of this reason caught or missed, or a false call (no reason). */
function tallied(stats: StopStats, caller: Player, how: keyof CallTally, reason: Reason | null): StopStats {
  const mine = stats.byCaller[caller] ?? NO_CALLS;
  const byCaller = { ...stats.byCaller, [caller]: { ...mine, [how]: mine[how] + 1 } };
  if (how === 'falseCalls' || reason === null) return { ...stats, [how]: stats[how] + 1, byCaller };
  const was = stats.byReason[reason] ?? { caught: 0, missed: 0 };
  return { ...stats, [how]: stats[how] + 1, byCaller, byReason: { ...stats.byReason, [reason]: { ...was, [how]: was[how] + 1 } } };
}

export interface PlayContext {
  readonly input: PlayInput;
  readonly gameNo: number;
  readonly starter: Player;
  /** Why the game's first player begins; null for a game opened from a link, or restored from an older save. */
  readonly why: BeginWhy | null;
  readonly game: Game;
  /** Games before each human action, for undo. */
  readonly history: readonly Game[];
  readonly rearranged: number;
  readonly steps: number;
  readonly stop: StopShown | null;
  /** The computer's last move when it broke a rule: open to a Stop call until the next move. */
  readonly open: { readonly before: Game; readonly move: Move; readonly verdict: Verdict & { legal: false }; readonly player: Player } | null;
  /** The last error the human let pass, to tell them what it was. */
  readonly missed: (MoveMade & { readonly verdict: Verdict & { legal: false } }) | null;
  /** The last attempt at the table, by anyone, to announce it. */
  readonly last: MoveMade | null;
  /** A computer's move may be called: from the move until its next move or the human's next action, once. */
  readonly callable: boolean;
  /** The move last called wrongly, to say it broke no rule and what the call cost; cleared by the next move. */
  readonly falseCall: FalseCallMade | null;
  /** The human's last attempt when the Stop rule is off and it broke a rule: refused, nothing moved. */
  readonly refused: (MoveMade & { readonly verdict: Verdict & { legal: false } }) | null;
  /** The player whose turn was just skipped for a false call, to announce it; cleared when the turn passes again. */
  readonly skipped: Player | null;
  /** The moves of the current and the previous turn. */
  readonly log: readonly LogEntry[];
  /** The whole game so far, to share and replay; null for a game restored from a save made before games were recorded. */
  readonly record: GameRecord | null;
  /** The record's length at each entry of `history`, so an undo takes its moves out of the record too. */
  readonly recordAt: readonly number[];
  /** The move list's entry shown instead of the game (the learner looking back), or null. */
  readonly review: number | null;
  readonly stats: StopStats;
  /** The errors of this game a Stop caught, which the computer does not make again. */
  readonly caughtErrors: readonly CaughtError[];
  /** The attempt the tutor holds back, while the player chooses (`warned`). */
  readonly warning: Warning | null;
  /** This game's warnings, taken back or played anyway: a move taken back is in no record, and still counts in the game's report. */
  readonly warnings: readonly Warned[];
  readonly hint: Hint | null;
  readonly match: Match;
}

export type PlayEvent =
  | { type: 'MOVE'; move: Move }
  | { type: 'TURN_HAND' }
  | { type: 'DISCARD' }
  | { type: 'PASS' }
  | { type: 'CALL_STOP' }
  | { type: 'UNDO' }
  | { type: 'HINT' }
  | { type: 'CONTINUE' }
  /** The tutor's warning answered: the attempt withdrawn, the turn going on; or played as it was, and stopped. */
  | { type: 'TAKE_BACK' }
  | { type: 'PLAY_ANYWAY' }
  | { type: 'COMPUTER_STEP' }
  | { type: 'NEXT_GAME' }
  | { type: 'NEW_MATCH' }
  | { type: 'LOOK'; index: number }
  | { type: 'BACK' }
  /** The computer's pace: `manual`, it waits for COMPUTER_STEP after each move; else `delay` ms between moves. */
  | { type: 'SET_PACE'; delay: number; manual: boolean };

/** The move an event asks for: the hand turn, the discard and the pass have buttons of their own. */
const TURN_MOVES = { TURN_HAND: TURN, DISCARD, PASS } as const;
const moveOf = (event: PlayEvent): Move | null => (event.type === 'MOVE' ? event.move : event.type in TURN_MOVES ? TURN_MOVES[event.type as keyof typeof TURN_MOVES] : null);
/** The move a human action plays: the event's, or the warned attempt played anyway. */
const attempted = (c: PlayContext, event: PlayEvent): Move | null => (event.type === 'PLAY_ANYWAY' ? c.warning?.move ?? null : moveOf(event));

/**
 * The tutor's warning on the human's attempt, or null when it stands: the tutor is on, the attempt breaks a rule, and the
 * Stop rule would call it (without the Stop rule an illegal attempt is refused anyway).
 */
export function warningOf(c: PlayContext, move: Move | null): Warning | null {
  if (!c.input.tutor || !move) return null;
  const p = c.game.position;
  const v = verdict(p, move);
  return !v.legal && stopRuleOn(p.rules) ? { player: p.toMove, move, before: p, verdict: v } : null;
}

const seatOf = (c: PlayContext, who: Player): Seat => c.input.seats[who] ?? 'human';
const toMove = (c: PlayContext) => c.game.position.toMove;
/** Who calls Stop: a human seat other than the one that made the move called (on its turn or just after it). */
const callerOf = (c: PlayContext): Player => playersOf(c.game.position).find((who) => who !== c.last?.player && seatOf(c, who) === 'human')!;
/** Two people at one table: every seat is a person's, so the site only referees and leaves the Stop calls to them. */
const twoAtTable = (c: PlayContext): boolean => playersOf(c.game.position).every((who) => c.input.seats[who] === 'human');

function dealGame(input: PlayInput, gameNo: number, previous: Player | undefined): Pick<PlayContext, 'game' | 'starter' | 'why' | 'record' | 'recordAt'> {
  const begin = (start: Position) => ({ game: startGame(start), starter: start.toMove, record: { start, moves: [] }, recordAt: [] });
  if (input.position && gameNo === 1) return { ...begin(input.position), why: null };
  const d = deal(`${input.seed}#${gameNo}`, input.rules, input.spec, previous);
  return { ...begin(d.position), why: d.why };
}

/** The record with one more move. */
const recorded = (r: GameRecord | null, m: RecordedMove): GameRecord | null => r && { start: r.start, moves: [...r.moves, m] };
/** The record with Stop called on its last move: a slip taken back, or a false call on a legal move. */
const calledLast = (r: GameRecord | null): GameRecord | null => r && r.moves.length > 0 ? { start: r.start, moves: [...r.moves.slice(0, -1), { move: r.moves.at(-1)!.move, called: true }] } : r;

/** Closes the Stop window on the computer's last move; an error left uncalled is counted as missed. */
function closeWindow(c: PlayContext): Pick<PlayContext, 'open' | 'stats' | 'missed' | 'callable' | 'falseCall' | 'refused'> {
  const closed = { open: null, callable: false, falseCall: null, refused: null };
  if (!c.open) return { ...closed, stats: c.stats, missed: c.missed };
  const { player, move, before, verdict } = c.open;
  return { ...closed, stats: tallied(c.stats, callerOf(c), 'missed', verdict.reason), missed: { player, move, before: before.position, verdict } };
}

/** The move list with one more move: a new turn starts when the player changes, and only the turn before it is kept. */
export function logged(log: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  const all = [...log, entry];
  let turns = 1;
  for (let i = all.length - 1; i > 0; i--) {
    if (all[i - 1]!.player !== all[i]!.player && ++turns > 2) return all.slice(i);
  }
  return all;
}

/** The move list as it was before the human action that led away from `before`: that action and what followed are dropped. */
function loggedUntil(log: readonly LogEntry[], before: Position): LogEntry[] {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.before === before) return log.slice(0, i);
  return [];
}

/** The cards that left a pile in the turn under way: the log's last moves by the player to move, those taken back by a Stop aside. */
function leftThisTurn(c: PlayContext): Departure[] {
  const left: Departure[] = [];
  for (let i = c.log.length - 1; i >= 0 && c.log[i]!.player === toMove(c); i--) if (!c.log[i]!.stopped) left.push(...departures(c.log[i]!.before, c.log[i]!.move));
  return left;
}

/** The computer's own move: a deliberate error now and then in Stop training, else its best move; neither puts a card back where it came from this turn. */
function ownStep(c: PlayContext, pr: ReturnType<typeof priorities>): { move: Move; game: Game; slip: (Verdict & { legal: false }) | null } {
  const p = c.game.position;
  const r = rng(`${c.input.seed}#${c.gameNo}#${c.steps}`);
  const left = leftThisTurn(c);
  // Stop training needs the Stop rule: with it off the computer makes no deliberate errors and nothing can be called.
  const slip = c.input.errorRate > 0 && stopRuleOn(p.rules) && r() < c.input.errorRate ? deliberateError(p, r, pr, left, c.caughtErrors) : null;
  if (slip) {
    const stands = letStand(c.game, slip.move, pr);
    return { move: slip.move, game: stands.game, slip: stands.verdict as Verdict & { legal: false } };
  }
  const move = STRATEGIES[c.input.strategy](p, c.rearranged, pr, left);
  return { move, game: attempt(c.game, move, pr).game, slip: null };
}

const fresh = { history: [], stop: null, open: null, hint: null, missed: null, last: null, callable: false, falseCall: null, refused: null, skipped: null, log: [], review: null, caughtErrors: [], warning: null, warnings: [] } as const;

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
    reviewing: ({ context }) => context.review !== null,
    callable: ({ context }) => context.callable,
    inLog: ({ context, event }) => event.type === 'LOOK' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.log.length,
    resumedStopped: ({ context }) => context.input.resume?.phase === 'stopped' && context.stop !== null,
    resumedOver: ({ context }) => context.input.resume?.phase === 'gameOver' && context.game.result !== null,
    resumedMatchOver: ({ context }) => context.input.resume?.phase === 'matchOver' && matchWinner(context.match) !== null,
    compulsory: ({ context }) => priorities(context.game.position).forcedBy !== null,
    handCardWaiting: ({ context }) => context.game.position[toMove(context)]!.turned !== null,
    wasStopped: ({ context }) => context.stop !== null,
    wasRefused: ({ context }) => context.refused !== null,
    turnOwed: ({ context }) => owesTurn(context.game),
    turnPassed: ({ context }) => context.history.length > 0 && context.history[context.history.length - 1]!.position.toMove !== toMove(context),
    errorOpen: ({ context }) => context.open !== null,
    canUndo: ({ context }) => context.input.practice && context.history.length > 0,
    practice: ({ context }) => context.input.practice,
    matchWon: ({ context }) => matchWinner(context.match) !== null,
    humanMayAct: and(['humanToMove', not('reviewing')]),
    tutorWarns: ({ context, event }) => warningOf(context, moveOf(event)) !== null,
    resumedWarned: ({ context }) => context.input.resume?.phase === 'warned' && context.warning !== null,
    scriptDone: ({ context }) => context.input.script !== undefined && context.steps >= context.input.script.moves.length,
    manual: ({ context }) => context.input.manual === true,
    twoAtTable: ({ context }) => twoAtTable(context),
    // The referee stopped a move at a table of two people: the device goes from the stopped player to the next, as at a turn's end.
    deviceToPass: ({ context }) => twoAtTable(context) && context.stop?.calledBy === 'computer' && context.stop.player !== toMove(context),
    // Between two people the site calls no Stop: a move is left on the table for the other to call, unless it cannot be carried out there at all (it is then stopped at once).
    leftToCall: ({ context, event }) => {
      const move = attempted(context, event);
      const p = context.game.position;
      return move !== null && twoAtTable(context) && stopRuleOn(p.rules) && (verdict(p, move).legal || canStand(p, move));
    },
  },
  actions: {
    startMatch: assign(({ context }) => ({ ...dealGame(context.input, 1, undefined), ...fresh, gameNo: 1, match: newMatch(context.input.target), stats: NO_STATS })),
    nextGame: assign(({ context }) => ({ ...dealGame(context.input, context.gameNo + 1, context.starter), ...fresh, gameNo: context.gameNo + 1 })),
    /** A move at a table of two people: it stands, legal or not, and the other player may call Stop on it until its mover's next move. */
    standMove: assign(({ context, event }) => {
      const move = attempted(context, event)!;
      const before = context.game;
      const player = before.position.toMove;
      const tried = attempt(before, move);
      const legal = tried.verdict.legal;
      const stands = legal ? tried : letStand(before, move);
      return {
        ...closeWindow(context),
        history: [...context.history, before],
        // Not called yet: a Stop before the mover's next move marks it.
        record: recorded(context.record, { move, called: false }),
        recordAt: [...context.recordAt, context.record?.moves.length ?? 0],
        game: stands.game,
        hint: null,
        skipped: null,
        stop: null,
        last: { player, move, before: before.position },
        log: logged(context.log, { player, move, before: before.position, after: stands.game.position, stopped: false }),
        callable: true,
        open: legal ? null : { before, move, verdict: stands.verdict as Verdict & { legal: false }, player },
      };
    }),
    humanMove: assign(({ context, event }) => {
      const move = attempted(context, event);
      if (!move) return {};
      const before = context.game;
      const result = attempt(before, move);
      const v = result.verdict;
      const player = before.position.toMove;
      // The Stop rule off: nothing moved, nothing to undo or list; the player is told why and goes on.
      if (!v.legal && !stopRuleOn(before.position.rules)) return { ...closeWindow(context), hint: null, skipped: null, refused: { player, move, before: before.position, verdict: v } };
      return {
        ...closeWindow(context),
        history: [...context.history, before],
        // The computer calls a human's wrong move at once.
        record: recorded(context.record, { move, called: !v.legal }),
        recordAt: [...context.recordAt, context.record?.moves.length ?? 0],
        game: result.game,
        hint: null,
        skipped: null,
        last: { player, move, before: before.position },
        log: logged(context.log, { player, move, before: before.position, after: result.game.position, stopped: !v.legal }),
        stop: v.legal ? null : { player: before.position.toMove, calledBy: 'computer' as const, move, verdict: v, before: before.position },
      };
    }),
    warn: assign(({ context, event }) => ({ warning: warningOf(context, moveOf(event)), hint: null })),
    // The warning stays counted whatever the player chooses; `humanMove` plays it first when it stands.
    settleWarning: assign(({ context, event }) => ({ warning: null, warnings: [...context.warnings, { ...context.warning!, takenBack: event.type === 'TAKE_BACK' }] })),
    computerStep: assign(({ context }) => {
      const closed = closeWindow(context);
      const p = context.game.position;
      const pr = priorities(p);
      const base = { ...closed, steps: context.steps + 1, stop: null, hint: null, callable: stopRuleOn(p.rules) };
      const { move, game, slip } = context.input.script ? scriptedStep(context.game, context.input.script, context.steps, context.rearranged)! : ownStep(context, pr);
      const made = {
        last: { player: p.toMove, move, before: p },
        log: logged(context.log, { player: p.toMove, move, before: p, after: game.position, stopped: false }),
        // Not called yet: a Stop before the next move marks it.
        record: recorded(context.record, { move, called: false }),
        game,
      };
      // A slip is played out on the table; the human may call Stop before the next move.
      if (slip) return { ...base, ...made, open: { before: context.game, move, verdict: slip, player: p.toMove } };
      const passed = game.position.toMove !== p.toMove;
      // A false call stays said while the player called on goes on with the turn: on a phone, its words may have been below the
      // screen at the call, and the next move would take them away. A turn skipped for a false call stays announced, with the call
      // that cost it, until the turn passes again.
      const kept = context.skipped !== null || context.falseCall?.player === p.toMove;
      const paying = passed ? { skipped: null } : { skipped: context.skipped, falseCall: kept ? context.falseCall : null };
      return { ...base, ...made, rearranged: passed ? 0 : context.rearranged + (isRearrangement(p, move) ? 1 : 0), ...paying };
    }),
    acceptStop: assign(({ context }) => {
      const open = context.open!;
      // A Stop called late judges the slip on the game before it, as if called at once.
      const game = attempt(open.before, open.move).game;
      const position = game.position;
      const log = context.log.map((e, i) => (i === context.log.length - 1 ? { ...e, after: position, stopped: true } : e));
      return {
        open: null,
        callable: false,
        review: null,
        missed: null,
        log,
        record: calledLast(context.record),
        stats: tallied(context.stats, callerOf(context), 'caught', open.verdict.reason),
        caughtErrors: [...context.caughtErrors, caughtError(open.before.position, open.move, open.verdict.reason)],
        game,
        rearranged: 0,
        stop: { player: open.player, calledBy: 'human' as const, move: open.move, verdict: open.verdict, before: open.before.position },
      };
    }),
    falseCall: assign(({ context }) => {
      const caller = callerOf(context);
      const paid = falseCall(context.game, context.match, caller);
      return {
        callable: false,
        review: null,
        falseCall: context.last && { ...context.last, caller },
        record: calledLast(context.record),
        game: paid.game,
        match: paid.match,
        stats: tallied(context.stats, caller, 'falseCalls', null),
      };
    }),
    skipTurn: assign(({ context }) => ({ skipped: toMove(context), game: skipTurn(context.game), hint: null })),
    undo: assign(({ context }) => {
      const game = context.history[context.history.length - 1]!;
      const kept = context.recordAt[context.recordAt.length - 1];
      const record = context.record && kept !== undefined ? { start: context.record.start, moves: context.record.moves.slice(0, kept) } : null;
      return {
        game,
        history: context.history.slice(0, -1),
        record,
        recordAt: context.recordAt.slice(0, -1),
        log: loggedUntil(context.log, game.position),
        stop: null,
        open: null,
        hint: null,
        last: null,
        callable: false,
        falseCall: null,
        refused: null,
      };
    }),
    look: assign(({ event }) => ({ review: event.type === 'LOOK' ? event.index : null })),
    endReview: assign({ review: null }),
    setPace: assign(({ context, event }) => (event.type === 'SET_PACE' ? { input: { ...context.input, computerDelay: event.delay, manual: event.manual } } : {})),
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
  context: ({ input }) =>
    input.resume
      ? { ...input.resume.context, input, hint: null, review: null }
      : { input, gameNo: 1, ...dealGame(input, 1, undefined), ...fresh, rearranged: 0, steps: 0, stats: NO_STATS, match: newMatch(input.target) },
  initial: 'boot',
  on: {
    NEW_MATCH: { actions: 'startMatch', target: '.turn' },
    LOOK: { guard: 'inLog', actions: 'look' },
    BACK: { actions: 'endReview' },
    SET_PACE: { actions: 'setPace' },
  },
  states: {
    // A saved game goes back to its phase; the game over was already counted in the match.
    boot: {
      always: [{ guard: 'resumedWarned', target: 'warned' }, { guard: 'resumedStopped', target: 'stopped' }, { guard: 'resumedOver', target: 'gameOver' }, { guard: 'resumedMatchOver', target: 'matchOver' }, { target: 'turn' }],
    },
    turn: {
      initial: 'route',
      on: {
        MOVE: [
          { guard: and(['humanMayAct', 'tutorWarns']), actions: 'warn', target: '#play.warned' },
          { guard: and(['humanMayAct', 'leftToCall']), actions: 'standMove', target: '.moved' },
          { guard: 'humanMayAct', actions: 'humanMove', target: '.moved' },
        ],
        TURN_HAND: [
          { guard: and(['humanMayAct', 'tutorWarns']), actions: 'warn', target: '#play.warned' },
          { guard: and(['humanMayAct', 'leftToCall']), actions: 'standMove', target: '.moved' },
          { guard: 'humanMayAct', actions: 'humanMove', target: '.moved' },
        ],
        DISCARD: [
          { guard: and(['humanMayAct', 'tutorWarns']), actions: 'warn', target: '#play.warned' },
          { guard: and(['humanMayAct', 'leftToCall']), actions: 'standMove', target: '.moved' },
          { guard: 'humanMayAct', actions: 'humanMove', target: '.moved' },
        ],
        PASS: [
          { guard: and(['humanMayAct', 'tutorWarns']), actions: 'warn', target: '#play.warned' },
          { guard: and(['humanMayAct', 'leftToCall']), actions: 'standMove', target: '.moved' },
          { guard: 'humanMayAct', actions: 'humanMove', target: '.moved' },
        ],
        // A mistaken call made on the caller's own turn, before they act, may cost that very turn: the route skips it.
        CALL_STOP: [{ guard: 'errorOpen', actions: 'acceptStop', target: 'stopped' }, { guard: 'callable', actions: 'falseCall', target: '.route' }],
        UNDO: { guard: 'canUndo', actions: 'undo', target: '.route' },
        HINT: { guard: 'practice', actions: 'showHint' },
      },
      states: {
        route: {
          always: [
            { guard: 'gameOver', actions: 'recordResult', target: '#play.gameOver' },
            { guard: 'turnOwed', actions: 'skipTurn', target: 'route', reenter: true },
            { guard: and(['computerToMove', 'scriptDone']), target: 'waiting' },
            { guard: 'computerToMove', target: 'computer' },
            { guard: 'compulsory', target: 'priority' },
            { guard: 'handCardWaiting', target: 'handCard' },
            { target: 'free' },
          ],
        },
        priority: {},
        handCard: {},
        free: {},
        // A script's end: the lesson's table stays as it is.
        waiting: {},
        moved: {
          always: [
            { guard: 'wasRefused', target: 'route' },
            { guard: 'wasStopped', target: '#play.stopped' },
            { guard: 'gameOver', actions: 'recordResult', target: '#play.gameOver' },
            { guard: 'turnPassed', target: '#play.handOver' },
            { target: 'route' },
          ],
        },
        // The computer waits while the learner looks back; coming back starts its pause again.
        computer: {
          after: { computerDelay: { guard: and([not('reviewing'), not('manual')]), actions: 'stepComputer' } },
          on: {
            COMPUTER_STEP: { guard: not('reviewing'), actions: 'computerStep', target: 'route', reenter: true },
            BACK: { actions: 'endReview', target: 'computer', reenter: true },
            // A pace changed while the computer waits starts its pause again, under the new pace.
            SET_PACE: { actions: 'setPace', target: 'computer', reenter: true },
          },
        },
      },
    },
    // The tutor holds the human's wrong attempt back: nothing moved, the turn waits for the player's choice.
    warned: {
      on: {
        TAKE_BACK: { actions: 'settleWarning', target: 'turn' },
        PLAY_ANYWAY: [
          { guard: 'leftToCall', actions: ['standMove', 'settleWarning'], target: 'turn.moved' },
          { actions: ['humanMove', 'settleWarning'], target: 'turn.moved' },
        ],
      },
    },
    stopped: {
      on: {
        CONTINUE: [{ guard: 'deviceToPass', actions: 'clearStop', target: 'handOver' }, { actions: 'clearStop', target: 'turn' }],
        UNDO: { guard: 'canUndo', actions: 'undo', target: 'turn' },
      },
    },
    // Two people at one table pass the device: the next player says when they have it.
    handOver: {
      after: { handOverDelay: { guard: not('twoAtTable'), target: 'turn' } },
      on: { CONTINUE: 'turn' },
    },
    gameOver: {
      on: {
        NEXT_GAME: [{ guard: 'matchWon', target: 'matchOver' }, { actions: 'nextGame', target: 'turn' }],
      },
    },
    matchOver: {},
  },
});

/**
 * The game on the play page, kept in the browser after every change so a reload goes on
 * where it stopped: the position, the match, the Stop counts, the settings and the speed.
 * Positions are kept in the interchange format and moves in its notation, so everything
 * read back is checked by the engine; verdicts are not kept but asked again.
 */
import { formatMove, parseMove, parsePosition, positionJSON, PRESETS, REASONS, verdict, type Reason, type Game, type GameResult, type Match, type Move, type Player, type Position, type Verdict, type BeginWhy } from '../engine';
import type { LogEntry, MoveMade, Phase, PlayContext, Resume, Warned } from '../machine/play';
import { isRecord, load, save, type Kept, type Saved, type Store } from '../storage/versioned';
import type { Note } from '../storage/notes';
import { PLAY_KEY, PLAY_VERSION } from '../storage/keys';
import { PLAY_OUTLINE, type PlayOutline } from './play-outline';
import { DEFAULT_SPEED, OPPONENTS, SPEEDS, type Opponent, type Paces, type Speed } from './play-peek';
import { readHouse, type HouseRules } from './play-rules';
import { readLevel, type Level } from './play-levels';

export { PLAY_KEY, PLAY_VERSION, SPEEDS, type Paces, type Speed };
/** Undo after a reload reaches back this many actions: enough to fix a slip, small enough to save at every move. */
const KEPT_HISTORY = 20;

/** What a game was started with. */
export interface PlaySettings {
  readonly preset: string;
  /** House rules on top of the preset, only those that differ from it; saves from before them have none. */
  readonly house?: HouseRules | undefined;
  readonly seed: string;
  readonly practice: boolean;
  /** The tutor warns before a wrong move stands; saves from before it have it off. */
  readonly tutor?: boolean | undefined;
  /** The computer's level; saves from before the levels kept an error rate, read as the nearest level. */
  readonly level: Level;
  /** Who plays B: the computer, or a friend at the same table (the site then referees); saves from before it played the computer. */
  readonly opponent?: Opponent | undefined;
  /** A position played on from, read from a link. */
  readonly position?: Position | undefined;
}

export interface SavedGame {
  readonly settings: PlaySettings;
  readonly resume: Resume;
}

export interface PlayRecord {
  /** The computer's pace in games without Stop training, and with it (DEFAULT_SPEED when none was chosen). */
  readonly speed: Speed;
  readonly trainingSpeed?: Speed | undefined;
  /** The address's deal or position the game came from, so a link to another one starts that one instead. */
  readonly link: string;
  readonly game: SavedGame | null;
}

const EMPTY: PlayRecord = { speed: DEFAULT_SPEED.plain, trainingSpeed: DEFAULT_SPEED.training, link: '', game: null };

// ---- writing ----

const gameJSON = (g: Game) => ({ position: positionJSON(g.position), watch: g.watch, result: g.result, ...(g.owedTurns ? { owedTurns: g.owedTurns } : {}) });
const madeJSON = (m: MoveMade) => ({ player: m.player, move: formatMove(m.move), before: positionJSON(m.before) });

function contextJSON(c: Resume['context']) {
  return {
    gameNo: c.gameNo,
    starter: c.starter,
    why: c.why,
    game: gameJSON(c.game),
    history: c.history.slice(-KEPT_HISTORY).map(gameJSON),
    record: c.record && { start: positionJSON(c.record.start), moves: c.record.moves.map((m) => ({ move: formatMove(m.move), called: m.called })) },
    recordAt: c.recordAt.slice(-KEPT_HISTORY),
    rearranged: c.rearranged,
    steps: c.steps,
    stop: c.stop && { ...madeJSON(c.stop), calledBy: c.stop.calledBy },
    open: c.open && { player: c.open.player, move: formatMove(c.open.move), before: gameJSON(c.open.before) },
    missed: c.missed && madeJSON(c.missed),
    last: c.last && madeJSON(c.last),
    callable: c.callable,
    falseCall: c.falseCall && { ...madeJSON(c.falseCall), caller: c.falseCall.caller },
    refused: c.refused && madeJSON(c.refused),
    skipped: c.skipped,
    log: c.log.map((e) => ({ ...madeJSON(e), after: positionJSON(e.after), stopped: e.stopped })),
    stats: c.stats,
    caughtErrors: c.caughtErrors.map((e) => ({ player: e.player, move: formatMove(e.move), card: e.card, reason: e.reason })),
    warning: c.warning && madeJSON(c.warning),
    warnings: c.warnings.map((w) => ({ ...madeJSON(w), takenBack: w.takenBack })),
    match: c.match,
  };
}

/** The record as it is written: plain JSON. */
export function playJSON(r: PlayRecord): unknown {
  const g = r.game;
  return {
    version: PLAY_VERSION,
    speed: r.speed,
    trainingSpeed: r.trainingSpeed ?? DEFAULT_SPEED.training,
    link: r.link,
    game: g && {
      settings: { ...g.settings, position: g.settings.position && positionJSON(g.settings.position) },
      phase: g.resume.phase,
      context: contextJSON(g.resume.context),
    },
  };
}

// ---- reading: anything out of shape throws, and the whole record counts as unreadable ----

class Unreadable extends Error {}
function need<T>(ok: boolean, value: T): T {
  if (!ok) throw new Unreadable();
  return value;
}
const num = (v: unknown): number => need(typeof v === 'number' && Number.isFinite(v) && v >= 0, v as number);
const int = (v: unknown): number => need(Number.isInteger(v) && (v as number) >= 0, v as number);
const bool = (v: unknown): boolean => need(typeof v === 'boolean', v as boolean);
const str = (v: unknown): string => need(typeof v === 'string', v as string);
const isCard = (c: unknown) => Number.isInteger(c) && (c as number) >= 0 && (c as number) < 52;
/**
 * Why the first player began, as the engine gave it. Older saves are let go, the game kept: one from before the French edition
 * kept a sentence, and one from before the cards compared named their players kept the cards alone.
 */
function beginWhy(v: unknown): BeginWhy | null {
  if (typeof v !== 'object' || v === null || !['A', 'B', 'C'].includes((v as { who?: unknown }).who as string)) return null;
  const w = v as BeginWhy;
  if (w.code !== 'lower' && w.code !== 'higher') return ['tie', 'cut', 'alternate'].includes(w.code) ? w : null;
  const ok = (w.compared === 'reserve' || [0, 1, 2, 3].includes(w.compared)) && isCard(w.card) && Array.isArray(w.others) && w.others.every((o) => isRecord(o) && ['A', 'B', 'C'].includes(o.player as string) && isCard(o.card));
  return ok ? w : null;
}
const obj = (v: unknown): Record<string, unknown> => need(isRecord(v), v as Record<string, unknown>);
const list = (v: unknown): unknown[] => need(Array.isArray(v), v as unknown[]);
const player = (v: unknown): Player => need(v === 'A' || v === 'B' || v === 'C', v as Player);
const oneOf = <T extends string>(v: unknown, options: readonly T[]): T => need(options.includes(v as T), v as T);
const nullable = <T>(v: unknown, read: (v: unknown) => T): T | null => (v === null ? null : read(v));

/** Reads positions, handing back the same object for the same text, so the move list and undo still recognise them. */
function positionReader() {
  const seen = new Map<string, Position>();
  return (v: unknown): Position => {
    const text = JSON.stringify(v);
    const known = seen.get(text);
    if (known) return known;
    const read = parsePosition(v);
    if (!read.ok) throw new Unreadable();
    seen.set(text, read.value);
    return read.value;
  };
}

function readResult(v: unknown): GameResult {
  const r = obj(v);
  return { kind: oneOf(r.kind, ['win', 'stalemate', 'drawn'] as const), winner: nullable(r.winner, player), points: num(r.points) };
}

function readMatch(v: unknown): Match {
  const m = obj(v);
  const scores = obj(m.scores);
  // A score may be below zero: points are taken off for false Stop calls.
  const score = (n: unknown) => need(typeof n === 'number' && Number.isFinite(n), n as number);
  return { target: num(m.target), scores: Object.fromEntries(Object.entries(scores).map(([k, n]) => [player(k), score(n)])), games: list(m.games).map(readResult) };
}

function readContext(v: unknown): Resume['context'] {
  const c = obj(v);
  const position = positionReader();
  const move = (text: unknown, p: Position): Move => {
    const read = parseMove(text, p.rules);
    return need(read.ok, read.ok ? read.value : (undefined as never));
  };
  const game = (v: unknown): Game => {
    const g = obj(v);
    const w = obj(g.watch);
    const lowest = Object.fromEntries(Object.entries(obj(w.lowest)).map(([k, n]) => [player(k), num(n)]));
    // Saves from before a turn with progress stopped counting as quiet have no `progressed`: the turn under way counts as quiet, as it then did.
    const watch = { foundationCards: int(w.foundationCards), lowest, quietTurns: int(w.quietTurns), progressed: w.progressed === undefined ? false : bool(w.progressed) };
    const read: Game = { position: position(g.position), watch, result: nullable(g.result, readResult) };
    // Turns owed for false calls; saves from before the rule owe none.
    return g.owedTurns === undefined ? read : { ...read, owedTurns: Object.fromEntries(Object.entries(obj(g.owedTurns)).map(([k, n]) => [player(k), need(int(n) > 0, n as number)])) };
  };
  const made = (v: unknown): MoveMade => {
    const m = obj(v);
    const before = position(m.before);
    return { player: player(m.player), move: move(m.move, before), before };
  };
  // A Stop's verdict is asked again: the move must still break a rule.
  const wrong = (p: Position, m: Move): Verdict & { legal: false } => {
    const v = verdict(p, m);
    return need(!v.legal, v as Verdict & { legal: false });
  };
  /** A move made that broke a rule: it must still break one. */
  const wrongMade = (v: unknown) => {
    const m = made(v);
    return { ...m, verdict: wrong(m.before, m.move) };
  };
  const stop = nullable(c.stop, (v) => {
    const m = made(v);
    return { ...m, calledBy: oneOf(obj(v).calledBy, ['computer', 'human'] as const), verdict: wrong(m.before, m.move) };
  });
  const open = nullable(c.open, (v) => {
    const o = obj(v);
    const before = game(o.before);
    const m = move(o.move, before.position);
    return { player: player(o.player), before, move: m, verdict: wrong(before.position, m) };
  });
  const missed = nullable(c.missed, wrongMade);
  const log = list(c.log).map((v): LogEntry => ({ ...made(v), after: position(obj(v).after), stopped: bool(obj(v).stopped) }));
  // A game saved before games were recorded has no record: it plays on, and is not offered as a whole game.
  const record = c.record === undefined ? null : nullable(c.record, (v) => {
    const r = obj(v);
    const start = position(r.start);
    return { start, moves: list(r.moves).map((m) => ({ move: move(obj(m).move, start), called: bool(obj(m).called) })) };
  });
  const history = list(c.history).map(game);
  const recordAt = record ? list(c.recordAt).map(int) : [];
  const s = obj(c.stats);
  // Saves from before errors were counted by rule, or before caught errors were kept, have none.
  const tally = (v: unknown) => ({ caught: int(obj(v).caught), missed: int(obj(v).missed) });
  const byReason = s.byReason === undefined ? {} : Object.fromEntries(Object.entries(obj(s.byReason)).map(([k, v]) => [oneOf<Reason>(k, REASONS), tally(v)]));
  const byCaller = s.byCaller === undefined ? {} : Object.fromEntries(Object.entries(obj(s.byCaller)).map(([k, v]) => [player(k), { ...tally(v), falseCalls: int(obj(v).falseCalls) }]));
  const current = game(c.game);
  const caughtErrors = c.caughtErrors === undefined ? [] : list(c.caughtErrors).map((v) => {
    const e = obj(v);
    return { player: player(e.player), move: move(e.move, current.position), card: nullable(e.card, (n) => need(isCard(n), n as number)), reason: oneOf<Reason>(e.reason, REASONS) };
  });
  // Saves from before the tutor have no warning.
  const warning = c.warning === undefined ? null : nullable(c.warning, wrongMade);
  const warnings = c.warnings === undefined ? [] : list(c.warnings).map((v): Warned => ({ ...wrongMade(v), takenBack: bool(obj(v).takenBack) }));
  return {
    gameNo: need(int(c.gameNo) >= 1, c.gameNo as number),
    starter: player(c.starter),
    why: beginWhy(c.why),
    game: current,
    history,
    record,
    // Undo reaches back as far as both lists do.
    recordAt: need(!record || recordAt.length === history.length, recordAt),
    rearranged: int(c.rearranged),
    steps: int(c.steps),
    stop,
    open,
    missed,
    last: nullable(c.last, made),
    callable: bool(c.callable),
    // Saves from before the penalty rule name no caller: the call was the play page's learner's, A.
    falseCall: nullable(c.falseCall, (v) => ({ ...made(v), caller: obj(v).caller === undefined ? 'A' : player(obj(v).caller) })),
    refused: c.refused === undefined ? null : nullable(c.refused, wrongMade),
    skipped: c.skipped === undefined ? null : nullable(c.skipped, player),
    log,
    stats: { caught: int(s.caught), missed: int(s.missed), falseCalls: int(s.falseCalls), byReason, byCaller },
    caughtErrors,
    warning,
    warnings,
    match: readMatch(c.match),
  };
}

function readSettings(v: unknown): PlaySettings {
  const s = obj(v);
  const preset = oneOf(s.preset, PRESETS.map((p) => p.id));
  const house = s.house === undefined ? undefined : need(readHouse(preset, s.house) !== null, s.house as HouseRules);
  const level = readLevel(s.level, s.errorRate);
  if (level === null) throw new Unreadable();
  const start = s.position === undefined ? undefined : parsePosition(s.position);
  if (start && !start.ok) throw new Unreadable();
  const opponent = s.opponent === undefined ? undefined : oneOf(s.opponent, OPPONENTS);
  return { preset, ...(house && { house }), seed: str(s.seed), practice: bool(s.practice), ...(s.tutor !== undefined && { tutor: bool(s.tutor) }), level, ...(opponent && { opponent }), position: start?.value };
}

function readGame(v: unknown): SavedGame {
  const g = obj(v);
  const phase = oneOf<Phase>(g.phase, ['play', 'warned', 'stopped', 'gameOver', 'matchOver']);
  return { settings: readSettings(g.settings), resume: { phase, context: readContext(g.context) } };
}

/** The record from its JSON, or null when any part of it cannot be read. */
export function readPlay(v: unknown): PlayRecord | null {
  try {
    const r = obj(v);
    need(r.version === PLAY_VERSION, null);
    const speeds = Object.keys(SPEEDS) as Speed[];
    const trainingSpeed = r.trainingSpeed === undefined ? DEFAULT_SPEED.training : oneOf(r.trainingSpeed, speeds);
    return { speed: oneOf(r.speed, speeds), trainingSpeed, link: str(r.link), game: nullable(r.game, readGame) };
  } catch (e) {
    if (e instanceof Unreadable) return null;
    throw e;
  }
}

/** Read whole, once per load: reading is the check. */
const PLAY: Kept<PlayRecord> = {
  key: PLAY_KEY,
  version: PLAY_VERSION,
  what: 'game',
  read: readPlay,
  empty: () => EMPTY,
  json: playJSON,
};

/** The saved record, and what the learner is told when it could not be read. */
export function loadPlay(store: Store): { record: PlayRecord; note: Note | null } {
  const { value, note } = load(store, PLAY);
  return { record: value, note };
}

/**
 * Written in outline (play-outline.ts), with when it was saved (ms since 1970), so that an imported game replaces this
 * one only if it was saved later (saves from before have none, and count as oldest; so does a fresh record).
 */
export const savePlay = (store: Store, r: PlayRecord): Saved => save(store, PLAY_OUTLINE, { ...(playJSON(r) as PlayOutline), savedAt: Date.now() });

/** What a context keeps when saved: everything but the input and the passing aids. */
export const resumeOf = (phase: Phase, c: PlayContext): Resume => {
  const { input: _input, hint: _hint, review: _review, ...context } = c;
  return { phase, context };
};

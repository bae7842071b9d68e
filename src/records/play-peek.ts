/**
 * The play page's first look at the game kept in this browser, before it loads the game: which
 * game of the match it is, the score and what it was started with, read without the engine.
 * The record is read in full (./play) when the game is started; a record of another version is
 * set aside here as it would be there.
 */
import { isRecord, load, type Store } from '../storage/versioned';
import { PLAY_OUTLINE } from './play-outline';
import { DEFAULT_LEVEL, readLevel, type Level } from './play-levels';

/** The computer's pace: step by step (it waits for the player after each move), or a move every so many ms. */
export type Speed = 'step' | 'slow' | 'normal' | 'fast';
/** Milliseconds between the computer's moves; step by step, only the pause as the turn passes. */
export const SPEEDS: Readonly<Record<Speed, number>> = { step: 900, slow: 1600, normal: 900, fast: 400 };
/** The pace a game starts at when none was chosen: step by step in Stop training, so each move can be judged before the next. */
export const DEFAULT_SPEED = { plain: 'normal', training: 'step' } as const satisfies Record<string, Speed>;

/** Who plays B: the computer, or a friend at the same table, the site refereeing. */
export type Opponent = 'computer' | 'friend';
export const OPPONENTS: readonly Opponent[] = ['computer', 'friend'];

/** The pace of games without Stop training (`plain`) and with it, each kept as chosen. */
export interface Paces {
  readonly plain: Speed;
  readonly training: Speed;
}

/** A saved game as the start card tells it. */
export interface GameSummary {
  readonly gameNo: number;
  readonly scores: Readonly<Record<string, number>>;
  readonly target: number;
  readonly preset: string;
  /** The house rules as saved, checked when the page reads them with the engine. */
  readonly house: unknown;
  readonly seed: string;
  readonly practice: boolean;
  /** Saves from before the tutor have it off. */
  readonly tutor: boolean;
  readonly level: Level;
  /** A friend at the same table plays B (saves from before played the computer). */
  readonly friend: boolean;
  /** Played on from a link's position, under that position's rules. */
  readonly fromPosition: boolean;
}

export interface PlayPeek {
  /** The pace of games without Stop training. */
  readonly speed: Speed;
  /** The pace of games with Stop training; saves from before it was kept apart have none. */
  readonly trainingSpeed: Speed;
  /** The address the saved game came from. */
  readonly link: string;
  readonly game: GameSummary | null;
}

const field = <T>(v: unknown, ok: (v: unknown) => boolean, fallback: T): T => (ok(v) ? (v as T) : fallback);
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function summary(g: unknown): GameSummary | null {
  if (!isRecord(g) || !isRecord(g.context) || !isRecord(g.settings)) return null;
  const c = g.context;
  const s = g.settings;
  const match = isRecord(c.match) ? c.match : {};
  // A score may be below zero (points taken off for false Stop calls).
  const scores = isRecord(match.scores) ? Object.fromEntries(Object.entries(match.scores).filter(([, n]) => typeof n === 'number' && Number.isFinite(n))) : {};
  return {
    gameNo: field(c.gameNo, (v) => Number.isInteger(v) && (v as number) >= 1, 1),
    scores: scores as Record<string, number>,
    target: field(match.target, isNumber, 300),
    preset: field(s.preset, (v) => typeof v === 'string', 'standard'),
    house: s.house,
    seed: field(s.seed, (v) => typeof v === 'string', ''),
    practice: field(s.practice, (v) => typeof v === 'boolean', true),
    tutor: field(s.tutor, (v) => typeof v === 'boolean', false),
    level: readLevel(s.level, s.errorRate) ?? DEFAULT_LEVEL,
    friend: s.opponent === 'friend',
    fromPosition: s.position !== undefined,
  };
}

/** The record in brief; what could not be read is told to the learner by the store (storage/page-store.ts). */
export function peekPlay(store: Store): PlayPeek {
  const r = load(store, PLAY_OUTLINE).value;
  const isSpeed = (v: unknown) => typeof v === 'string' && v in SPEEDS;
  return { speed: field<Speed>(r.speed, isSpeed, DEFAULT_SPEED.plain), trainingSpeed: field<Speed>(r.trainingSpeed, isSpeed, DEFAULT_SPEED.training), link: r.link, game: summary(r.game) };
}

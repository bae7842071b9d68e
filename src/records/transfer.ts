/**
 * All the learner's progress as one file, to take to another device: the lessons, the
 * puzzles (with the daily puzzles, the rating and the Stop rush), the game in play and the
 * coach's record (a file made before it has none: it reads as an empty one). The
 * file says what it is (`kind`) and in which version; a file read back is checked whole
 * before anything is merged (merge.ts), and what the import changed is counted for the learner.
 */
import { loadProgress, PROGRESS, saveProgress, type Progress } from './lessons';
import { loadRecord, RECORD, saveRecord, type PuzzleRecord } from './puzzles';
import { PLAY_OUTLINE, type PlayOutline } from './play-outline';
import { mergeCoach, mergePlay, mergeProgress, mergePuzzles } from './merge';
import { COACH, emptyCoach, loadCoach, saveCoach, type CoachRecord } from './coach';
import { isRecord, load, save, type Saved, type Store } from '../storage/versioned';

export const FILE_KIND = 'russian-bank-progress';
export const FILE_VERSION = 1;

export interface ProgressFile {
  readonly kind: typeof FILE_KIND;
  readonly version: typeof FILE_VERSION;
  /** When the file was made (ISO date). */
  readonly exportedAt: string;
  readonly lessons: Progress;
  readonly puzzles: PuzzleRecord;
  /** The play page's record, as it is kept (in outline: play-outline.ts). */
  readonly game: PlayOutline;
  /** The answers to Stop questions and the mistakes kept (coach.ts). */
  readonly coach: CoachRecord;
}

/** The file of everything this browser (and this page's memory) holds. */
export function exportFile(store: Store, now: Date): string {
  const file: ProgressFile = {
    kind: FILE_KIND,
    version: FILE_VERSION,
    exportedAt: now.toISOString(),
    lessons: loadProgress(store).progress,
    puzzles: loadRecord(store).record,
    game: load(store, PLAY_OUTLINE).value,
    coach: loadCoach(store).record,
  };
  return JSON.stringify(file);
}

export const fileName = (now: Date): string => `russian-bank-progress-${now.toISOString().slice(0, 10)}.json`;

/** Why a file cannot be imported: not one of ours, damaged, or made by a newer version of the site. */
export type FileProblem = 'wrongFile' | 'damaged' | 'newer';

export function readFile(text: string): { ok: true; file: ProgressFile } | { ok: false; problem: FileProblem } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { ok: false, problem: text.includes(FILE_KIND) ? 'damaged' : 'wrongFile' };
  }
  if (!isRecord(v) || v.kind !== FILE_KIND) return { ok: false, problem: 'wrongFile' };
  if (typeof v.version === 'number' && v.version > FILE_VERSION) return { ok: false, problem: 'newer' };
  const lessons = PROGRESS.read(v.lessons);
  const puzzles = RECORD.read(v.puzzles);
  const game = PLAY_OUTLINE.read(v.game);
  const coach = v.coach === undefined ? emptyCoach() : COACH.read(v.coach);
  if (v.version !== FILE_VERSION || typeof v.exportedAt !== 'string' || !lessons || !puzzles || !game || !coach) return { ok: false, problem: 'damaged' };
  return { ok: true, file: { kind: FILE_KIND, version: FILE_VERSION, exportedAt: v.exportedAt, lessons, puzzles, game, coach } };
}

/** What an import changed on this device, and whether the browser kept it. */
export interface Imported {
  readonly exercises: number;
  readonly puzzles: number;
  readonly days: number;
  readonly rating: boolean;
  readonly rush: boolean;
  readonly deck: boolean;
  readonly game: boolean;
  /** Stop answers and mistakes to replay new to this device. */
  readonly answers: number;
  readonly mistakes: number;
  /** 'saved' when every changed record was kept by the browser; else why not. */
  readonly saved: Saved;
}

export function importFile(store: Store, file: ProgressFile): Imported {
  const lessons = mergeProgress(loadProgress(store).progress, file.lessons);
  const puzzles = mergePuzzles(loadRecord(store).record, file.puzzles);
  const play = mergePlay(load(store, PLAY_OUTLINE).value, file.game);
  const coach = mergeCoach(loadCoach(store).record, file.coach);
  const saves: Saved[] = [
    lessons.exercises ? saveProgress(store, lessons.value) : 'saved',
    puzzles.puzzles || puzzles.days || puzzles.rating || puzzles.rush || puzzles.deck ? saveRecord(store, puzzles.value) : 'saved',
    play.game ? save(store, PLAY_OUTLINE, play.value) : 'saved',
    coach.answers || coach.mistakes ? saveCoach(store, coach.value) : 'saved',
  ];
  return {
    exercises: lessons.exercises,
    puzzles: puzzles.puzzles,
    days: puzzles.days,
    rating: puzzles.rating,
    rush: puzzles.rush,
    deck: puzzles.deck,
    game: play.game,
    answers: coach.answers,
    mistakes: coach.mistakes,
    saved: saves.find((s) => s !== 'saved') ?? 'saved',
  };
}

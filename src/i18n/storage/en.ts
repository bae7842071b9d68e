/** The progress page's words (ProgressPage), in English: what this browser keeps, and taking it to another device. */
import { plural } from '../locales';

/** A count and its noun: "1 puzzle", "3 puzzles". */
const many = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;

export const en = {
  coachHeading: 'The rules you miss most',
  coachLead: 'Every Stop question you answer, in Stop training games, puzzles and the Stop rush, counted rule by rule, the most missed first.',
  coachNone: 'Nothing missed yet. As you answer Stop questions in games, puzzles and the Stop rush, the rules you miss will be listed here, each with a way to practise it.',
  /** The rule at stake when Stop is called on a move that broke none. */
  coachFalseCalls: 'Calling Stop on a legal move',
  coachMissed: (p: { wrong: number; of: number }) => `missed ${p.wrong} of ${p.of}`,
  coachCalled: (p: { wrong: number; of: number }) => `${many(p.wrong, 'false call', 'false calls')} in ${many(p.of, 'legal move', 'legal moves')}`,
  coachReplay: (p: { n: number }) => (p.n === 1 ? 'Replay your mistake' : `Replay your ${p.n} mistakes`),
  coachPuzzles: (p: { legal: boolean }) => (p.legal ? 'Puzzles of legal moves that look wrong' : 'Puzzles on this rule'),
  keptHeading: 'What this browser keeps',
  exercises: (p: { n: number }) => `Lessons: ${many(p.n, 'exercise solved', 'exercises solved')}`,
  puzzles: (p: { n: number }) => `Puzzles: ${many(p.n, 'puzzle solved', 'puzzles solved')}`,
  rating: (p: { rating: number; rated: number }) => (p.rated === 0 ? 'Puzzle rating: not rated yet' : `Puzzle rating: ${p.rating}, from ${many(p.rated, 'rated answer', 'rated answers')}`),
  streak: (p: { days: number }) => `Daily puzzle streak: ${many(p.days, 'day', 'days')}`,
  rush: (p: { best: number }) => `Best Stop rush score: ${p.best}`,
  game: (p: { playing: boolean }) => (p.playing ? 'Play: a game in progress' : 'Play: no game in progress'),
  keptAside: (p: { n: number }) => `Unreadable saves kept aside: ${p.n}`,
  asideText: 'These are saves this browser could not read, kept as they were found. Download them to keep them (or to send them to us), then remove them to make room: only 5 can be kept.',
  asideDownload: 'Download the copies kept aside',
  asideRemove: 'Remove the copies kept aside',
  asideAsk: (p: { n: number }) => `Remove ${p.n === 1 ? 'the copy' : `the ${p.n} copies`} for good? Download ${p.n === 1 ? 'it' : 'them'} first if you may want ${p.n === 1 ? 'it' : 'them'}.`,
  asideRemoveYes: 'Remove',
  asideKeep: 'Keep them',
  asideRemoved: 'The copies kept aside were removed.',
  asideNotRemoved: 'This browser refused to remove the copies kept aside; they are still there.',
  moveHeading: 'Take your progress to another device',
  moveText:
    'Export your progress to a file, then open this page on the other device and import the file there. Nothing the other device has is lost: for each exercise and puzzle the better record stays, and the game saved last is the one kept.',
  export: 'Export progress',
  import: 'Import progress',
  importHint: 'A file saved with “Export progress”.',
  wrongFile: 'This is not a Russian Bank progress file. Nothing was changed.',
  damaged: 'This progress file is damaged and cannot be read. Nothing was changed.',
  newer: 'This file was made by a newer version of this site, which this page cannot read. Nothing was changed.',
  notOpened: 'The file could not be opened. Nothing was changed.',
  nothingNew: 'The file holds nothing newer than this browser has. Nothing was changed.',
  imported: (p: { changes: string[] }) => `Imported: ${p.changes.join(', ')}.`,
  importedExercises: (p: { n: number }) => many(p.n, 'lesson exercise', 'lesson exercises'),
  importedPuzzles: (p: { n: number }) => many(p.n, 'puzzle', 'puzzles'),
  importedDays: (p: { n: number }) => many(p.n, 'day of daily puzzles', 'days of daily puzzles'),
  importedRating: 'the puzzle rating',
  importedRush: 'the Stop rush record',
  importedDeck: 'the “Is there a Stop?” rating',
  importedGame: 'the game in progress',
  importedAnswers: (p: { n: number }) => many(p.n, 'Stop answer', 'Stop answers'),
  importedMistakes: (p: { n: number }) => many(p.n, 'mistake to replay', 'mistakes to replay'),
};

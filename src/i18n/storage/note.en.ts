/**
 * What a page says when the browser does not keep the learner's progress, in English. Fetched
 * only when there is something to say (scripts/storage-note.ts), hence the file's name: not a page's
 * catalog (`en.ts`), which every page of its language loads as it opens.
 */

export const en = {
  what: { lessons: 'lesson progress', puzzles: 'puzzle history', game: 'game', coach: 'list of mistakes to review', offline: 'choice about keeping the site offline' },
  off: 'This browser is not keeping your progress: its storage is turned off. You can go on; what you do is kept until you close this page.',
  full: 'This browser is not keeping your progress: its storage is full. You can go on; what you do is kept until you close this page.',
  keptAside: (p: { what: string }) => `Your saved ${p.what} could not be read. A copy of it is kept aside, and a fresh start has been made.`,
  notKept: (p: { what: string }) =>
    `Your saved ${p.what} could not be read, and there was no room to keep a copy aside, so it is left as it was. What you do now is kept until you close this page.`,
  newer: (p: { what: string }) => `Your ${p.what} was saved by a newer version of this site. A copy of it is kept aside, and a fresh start has been made.`,
  newerNotKept: (p: { what: string }) =>
    `Your ${p.what} was saved by a newer version of this site, and there was no room to keep a copy aside, so it is left as it was. What you do now is kept until you close this page.`,
  download: 'Save your progress to a file',
  downloadFailed: 'The file could not be made. Try again.',
  see: 'See your progress',
  /** The progress page in this language (its address is written here, so the note needs no other code). */
  close: 'Close',
  label: 'About saving your progress',
  progressPage: '/progress/',
};

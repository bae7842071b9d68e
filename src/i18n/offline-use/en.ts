/** Keeping the site for use offline, by the visitor's consent, and installing it (scripts/offline.mjs, src/scripts/offline-use.ts), in English. */
export const en = {
  /** `{size}` is what keeping costs, measured at build time (scripts/offline.mjs), already written out (`1.2 MB`). */
  offer: (p: { size: string }) => `Keep this site for offline use (about ${p.size})`,
  homeLead: 'Lessons, puzzles and games without a network: on the train, on a plane, anywhere.',
  noThanks: 'No thanks',
  megabytes: (p: { mb: number }) => `${p.mb.toFixed(1)} MB`,
  keeping: (p: { percent: number }) => `Keeping the site for offline use: ${p.percent}%…`,
  kept: 'This site is kept for offline use.',
  remove: 'Remove it (frees the space)',
  removed: 'The offline copy is removed.',
  failed: 'The site could not be kept for offline use (the connection dropped or the device is full). Nothing was kept.',
  tryAgain: 'Try again',
  unsupported: 'This browser cannot keep the site for offline use.',
  notSaved: 'Your choice could not be saved: this browser keeps nothing for this site, so it will be asked again next time.',
  update: 'A new version of the site is ready.',
  reload: 'Reload',
  /** The installed app (the web manifest). */
  appName: 'Russian Bank: learn and play',
  appShortName: 'Russian Bank',
  appDescription: 'Learn Russian Bank (Crapette) step by step: lessons, puzzles and games against the computer, also offline.',
  /** The one page that draws any puzzle offline (src/pages/[...locale]/puzzles/shell.astro). */
  shellTitle: 'Puzzle — Russian Bank',
  shellDescription: 'A Russian Bank puzzle, drawn from the puzzles kept on this device.',
  puzzleTitle: (p: { id: string; title: string }) => `Puzzle ${p.id}: ${p.title} — Russian Bank`,
  shellHeading: (p: { id: string; title: string }) => `Puzzle ${p.id}: ${p.title}`,
  pager: 'Other puzzles',
  previous: (p: { id: string }) => `← Puzzle ${p.id}`,
  next: (p: { id: string }) => `Puzzle ${p.id} →`,
  today: 'Today’s puzzle',
  shellLoading: 'Loading the puzzle…',
  shellMissing: 'This puzzle is not kept on this device.',
  shellList: 'All puzzles',
};

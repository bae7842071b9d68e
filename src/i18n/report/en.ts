/** The report at the end of a game on the play page: every fault of both sides, each opening its move in the replay, and the player's rate of faults. */
import { plural } from '../locales';

export const en = {
  title: 'The faults of this game',
  help: 'Each fault opens the replay at its move.',
  /** `percent`: whole percent; `under`: below one percent, but not none. */
  rate: (p: { faults: number; free: number; percent: number; under: boolean }) =>
    `Your faults: ${p.faults} in ${p.free} free ${plural('en', p.free, { one: 'decision', other: 'decisions' })}, ${p.under ? 'under 1' : p.percent}%.`,
  forced: 'Forced moves, where only one move was allowed, are not counted.',
  noFree: 'Every move you made was the only one allowed: there was nothing to choose.',
  none: 'No fault in this game: no move broke a rule, and no Stop was called on a legal move.',
  line: (p: { n: number; what: string; move: string }) => `Move ${p.n} · ${p.what}: ${p.move}.`,
  /** Each line from the player's seat: `who` is the other player, the mover or the caller. */
  stopped: (p: { who: string; yours: boolean }) => (p.yours ? 'You were stopped' : `You called Stop on ${p.who}`),
  missed: (p: { who: string; yours: boolean }) => (p.yours ? 'Nobody called Stop on your move' : `You missed a Stop on ${p.who}`),
  refused: (p: { who: string; yours: boolean }) => (p.yours ? 'Your move was refused' : `${p.who}’s move was refused`),
  falseCall: (p: { who: string; yours: boolean }) => (p.yours ? `Your false call on ${p.who}` : `${p.who}’s false call on your move`),
  /** At a table of two people, each line names both: `who` made the move, `caller` called Stop or could have. */
  named: {
    stopped: (p: { who: string; caller: string }) => `${p.caller} called Stop on ${p.who}`,
    missed: (p: { who: string; caller: string }) => `${p.caller} missed a Stop on ${p.who}`,
    refused: (p: { who: string; caller: string }) => `${p.who}’s move was refused`,
    falseCall: (p: { who: string; caller: string }) => `${p.caller}’s false call on ${p.who}`,
    warned: (p: { who: string; attempt: string; rule: string; takenBack: boolean }) => `${p.who}: ${p.attempt} (${p.rule}): ${p.takenBack ? 'taken back' : 'played anyway'}.`,
  },
  /** A player's rate of faults, at a table of two people. */
  rateOf: (p: { who: string; faults: number; free: number; percent: number; under: boolean }) =>
    `${p.who}’s faults: ${p.faults} in ${p.free} free ${plural('en', p.free, { one: 'decision', other: 'decisions' })}, ${p.under ? 'under 1' : p.percent}%.`,
  noFreeOf: (p: { who: string }) => `Every move ${p.who} made was the only one allowed: there was nothing to choose.`,
  legal: 'The move broke no rule.',
  /** The tutor's warnings: attempts that broke a rule, held back before they stood. */
  warnedTitle: (p: { n: number }) => `Moves the tutor warned you about: ${p.n}`,
  warnedTitleNamed: (p: { n: number }) => `Moves the tutor warned about: ${p.n}`,
  warned: (p: { attempt: string; rule: string; takenBack: boolean }) => `${p.attempt} (${p.rule}): ${p.takenBack ? 'taken back' : 'played anyway, and stopped'}.`,
  withdrawn: 'A move taken back after a warning counts as a fault.',
  ownTitle: 'Your own errors, by rule:',
  own: (p: { rule: string; n: number }) => `${p.rule}: ${p.n}`,
  offline: 'The links to the replay will come once the connection is back: the page is offline.',
};

import { plural } from '../locales';

/** The analysis board's own words once it judges: the verdict on a move tried, the house-rules table and the legal moves (its frame is ../shared-position). */
export const en = {
  legal: 'Legal',
  stop: 'Stop!',
  /** A move the rules do not allow, under rules without the Stop: refused, nobody calls Stop. */
  refused: 'Refused',
  /** Between a rule's name and what it says: a sentence of its own, the name having a colon of its own. */
  afterRule: '. ',
  // The rule in brackets after the moves: its name has a colon of its own.
  compulsory: (p: { rule: string; moves: string }) => `Compulsory: ${p.moves} (${p.rule})`,
  orMove: '; or ',
  free: (p: { n: number }) => `Nothing compulsory (${p.n} legal ${plural('en', p.n, { one: 'move', other: 'moves' })})`,
  notApplicable: (p: { why: string }) => `Does not apply. ${p.why}`,
  linkOffline: 'This link cannot be read, and the page is offline: why it cannot be read will be said once the connection is back.',
  setUp: 'Set up a position in the editor',
  forbidsNothing: 'No rule of this game forbids it.',
  another: 'Try another move',
  underEach: (p: { move: string }) => `“${p.move}” under each house rule`,
  rules: 'Rules',
  ruling: 'Ruling',
  differs: ' ≠ differs',
  /** The house-rules table in a few lines: what the position's own rules say, and which rule sets say otherwise. */
  said: {
    legal: 'the move is legal',
    stop: (p: { rule: string }) => `Stop! (${p.rule})`,
    refused: (p: { rule: string }) => `refused, with no Stop (${p.rule})`,
    compulsory: (p: { rule: string; moves: string }) => `compulsory: ${p.moves} (${p.rule})`,
    // Two rule sets that leave every move free differ only in how many moves they allow: the count says how.
    free: (p: { n: number }) => `nothing is compulsory, and ${p.n === 0 ? 'no move is legal' : p.n === 1 ? 'one move is legal' : `${p.n} moves are legal`}`,
  },
  agree: (p: { ruling: string }) => `Under these rules, ${p.ruling}. Every other rule set agrees.`,
  agreeExcept: (p: { ruling: string }) => `Under these rules, ${p.ruling}. Every other rule set agrees, except:`,
  cannotJudge: (p: { n: number }) => `${p.n === 1 ? 'One rule set cannot' : `${p.n} rule sets cannot`} judge this table (the full table says why).`,
  fullTable: 'Every rule set, one by one',
  legalMoves: (p: { n: number }) => `Legal moves (${p.n})`,
  compulsoryTag: ' (compulsory)',
  /** Under the legal moves' heading, when the rules make some of them compulsory. */
  forcedFirst: (p: { n: number; rule: string }) => `${p.n === 1 ? 'The move marked compulsory comes' : 'The moves marked compulsory come'} before any other (${p.rule}).`,
  edit: 'Edit this position',
  playOn: 'Play on from here against the computer',
  /** The house-rules table's rows: their names, what each changes, why one cannot judge the table. */
  table: {
    ownName: 'These rules',
    ownAbout: 'The rules the position was shared with.',
    optionRow: (p: { option: string; on: boolean }) => `${p.option}: ${p.on ? 'on' : 'off'}`,
    /** The same row named among others, where "Strict spaces: on" would read as one name with the one before. */
    optionListed: (p: { option: string; on: boolean }) => `these rules ${p.on ? 'with' : 'without'} ${p.option.toLowerCase()}`,
    optionAbout: (p: { option: string; on: boolean }) =>
      p.on ? `The position’s rules with ${p.option.toLowerCase()} added.` : `The position’s rules without ${p.option.toLowerCase()}.`,
    implied: (p: { option: string; implied: readonly string[] }) =>
      `${p.option} brings ${p.implied.map((o) => o.toLowerCase()).join(', ')} with it: it cannot be switched off alone.`,
    cannotLie: 'The cards on this table could not lie this way under these rules.',
    tableWords: (p: { single: boolean; players: number; houses: number }) => `${p.single ? 'one pack' : 'two packs'}, ${p.players} players, ${p.houses} houses`,
    otherTable: (p: { theirs: string; ours: string }) => `It is played on another table (${p.theirs}); this position is on ${p.ours}.`,
    dealName: 'Reserve size, who begins',
    dealAbout: 'How many cards each reserve is dealt, and who plays first.',
    dealOnly: 'These only decide the deal; once the cards are out they change no ruling.',
  },
};

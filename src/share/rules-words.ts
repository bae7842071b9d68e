/**
 * A rule set in words, apart from the house-rules table so that a page which only names its
 * rules (a puzzle board) does not load the table.
 */
import { PRESETS, type RuleSet, type RulesSpec } from '../engine';

/** The rule options that are on or off. */
type Bool = { [K in keyof RuleSet]: RuleSet[K] extends boolean ? K : never }[keyof RuleSet];
export const OPTIONS: readonly { key: Bool; name: string }[] = [
  { key: 'wasteAvailable', name: 'Own waste in play' },
  { key: 'strictRelease', name: 'Strict release' },
  { key: 'fewestMovesRelease', name: 'Release in the fewest moves' },
  { key: 'strictLoad', name: 'Strict loading' },
  { key: 'strictSpaces', name: 'Strict spaces' },
  { key: 'faceDownTableau', name: 'Face-down tableau' },
  { key: 'earlyHandTurn', name: 'Early hand turn' },
  { key: 'faceDownReserve', name: 'Face-down reserve' },
  { key: 'groupMoves', name: 'Group moves' },
];

/** A rule set as a person would say it: "Strict", or "Standard, with strict loading on, reserve of 11". */
export function rulesInWords(spec: RulesSpec): string {
  if (typeof spec === 'string') return PRESETS.find((p) => p.id === spec)?.name ?? spec;
  const parts = Object.entries(spec).map(([key, value]) => {
    const option = OPTIONS.find((o) => o.key === key);
    if (option) return `${option.name.toLowerCase()} ${value ? 'on' : 'off'}`;
    if (key === 'reserveSize') return `reserve of ${String(value)}`;
    if (key === 'pack') return value === 'single' ? 'one pack' : 'two packs';
    if (key === 'players') return `${String(value)} players`;
    return `first player: ${String(value)}`;
  });
  return parts.length ? `Standard, with ${parts.join(', ')}` : 'Standard';
}

/** How the rush page looks up an item's line of rules, written at build time for each rule set it deals (the island ships no rules catalog). */
import type { RulesSpec } from '../engine';

export const rulesKey = (spec: RulesSpec): string => JSON.stringify(spec);

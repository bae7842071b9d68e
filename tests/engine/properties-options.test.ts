// Random games under each rule option on its own keep every invariant (tests/support/invariants.ts).
import { describe, test } from 'vitest';
import { parseRules, RULE_OPTIONS, type RuleOption } from '../../src/engine';
import { sized } from '../support/depth';
import { randomGamesKeepInvariants } from '../support/invariants';

/** Every value of every option other than its standard one, alone, where the engine accepts it alone (a reserve of 4 needs one pack). */
const OPTIONS = (RULE_OPTIONS as readonly RuleOption[]).flatMap((o) =>
  (o.values as readonly unknown[]).filter((v) => v !== o.standard && parseRules({ [o.id]: v }).ok).map((v) => ({ [o.id]: v })),
);
/** Family rules with the strict rules they change (docs/rules-decisions.md, "Family rules"). */
const WITH_STRICT = [
  { acesAndReserveCompulsory: true, strictRelease: true, strictLoad: true, strictSpaces: true },
  { acesAndReserveCompulsory: true, faceDownTableau: true, loneCardStays: true },
  { equalRankLoad: true, alternateColourLoad: true, strictLoad: true },
];

describe('random games keep every invariant under each option', () => {
  test.each([...OPTIONS, ...WITH_STRICT].map((o) => [JSON.stringify(o), o] as const))('%s', (_, option) => randomGamesKeepInvariants(option, sized(1, 20)));
});

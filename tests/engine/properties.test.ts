// Invariants over random seeded deals played to the end with random moves, legal and not.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  deal,
  everyMove,
  formatMove,
  judge,
  legalMoves,
  parsePosition,
  parseRules,
  positionJSON,
  rng,
  validatePosition,
  verdict,
  type Move,
  type Position,
} from '../../src/engine';
import { playRandomGame } from '../../src/players/random';

const ANY = everyMove();

/** Each of the 52 cards twice: nothing lost, nothing made up. */
function cardCensus(p: Position): string | null {
  const json = positionJSON(p);
  const all = [json.A, json.B].flatMap((s) => [...s.reserve, ...(s.hand as string[]), ...s.waste, ...(s.turned ? [s.turned] : [])]);
  all.push(...json.houses.flatMap((h) => h ?? []), ...json.foundations.flat());
  if (all.length !== 104) return `${all.length} cards`;
  const counts = new Map<string, number>();
  for (const c of all) counts.set(c, (counts.get(c) ?? 0) + 1);
  const odd = [...counts].find(([, n]) => n !== 2);
  return odd ? `${odd[0]} appears ${odd[1]} times` : null;
}

function stepFault(before: Position, move: Move, wasLegal: boolean, after: Position, step: number): string | null {
  const census = cardCensus(after);
  if (census) return `census: ${census}`;
  const invalid = validatePosition(after);
  if (invalid) return `invalid position: ${invalid}`;
  const json = JSON.stringify(positionJSON(after));
  const reread = parsePosition(JSON.parse(json));
  if (!reread.ok || JSON.stringify(positionJSON(reread.value)) !== json) return 'the position does not round-trip through JSON';
  if (!wasLegal && after.toMove === before.toMove) return 'a Stop did not hand the turn over';
  // Every move string against `legal`, and the judge's output twice: costly, so every tenth step.
  if (step % 10 !== 0) return null;
  const legal = new Set(legalMoves(before).map(formatMove));
  for (const m of ANY) if (verdict(before, m).legal !== legal.has(formatMove(m))) return `${formatMove(m)}: verdict and legal list disagree`;
  const input = JSON.stringify({ position: positionJSON(before), move: formatMove(move) });
  const once = JSON.stringify(judge(JSON.parse(input)));
  if (JSON.stringify(judge(JSON.parse(input))) !== once) return 'the same input gave different output';
  if (JSON.stringify(JSON.parse(once).after) !== json) return "the judge's after differs from the game's";
  return null;
}

const RULE_SETS = ['standard', { wasteAvailable: true }, { strictLoad: true }, { wasteAvailable: true, strictLoad: true, reserveSize: 11 }] as const;

describe('random games keep every invariant', () => {
  test.each(RULE_SETS.map((spec) => [JSON.stringify(spec), spec] as const))('%s', (_, spec) => {
    const rules = parseRules(spec);
    if (!rules.ok) throw new Error(rules.error);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0, 0.05, 0.3), (seed, illegalRate) => {
        const start = deal(seed, rules.value, spec).position;
        let step = 0;
        // Plain checks, not expect(), inside the loop: a game has hundreds of steps.
        const { game } = playRandomGame(start, rng(`moves ${seed}`), illegalRate, ({ before, move, verdict: v, after }) => {
          const fault = stepFault(before, move, v.legal, after, ++step);
          if (fault) throw new Error(`seed ${seed}, step ${step}, ${formatMove(move)}: ${fault}`);
        });
        expect(game.result).not.toBeNull();
        expect(cardCensus(game.position)).toBeNull();
      }),
      { numRuns: 10 },
    );
  });
});

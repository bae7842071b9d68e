/**
 * Invariants over random seeded deals played to the end with random moves, legal and not,
 * under one rule set. Plain checks inside the loop, not expect(): a game has hundreds of steps.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  contractMessage,
  deal,
  everyMove,
  formatMove,
  layoutOf,
  legalMoves,
  parsePosition,
  parseRules,
  positionJSON,
  priorities,
  rng,
  stopRuleOn,
  validatePosition,
  verdict,
  type Move,
  type Position,
} from '../../src/engine';
import { judgeRequest } from '../../src/telling/judge';
import { playRandomGame } from '../../src/players/random';

/** Every card dealt is somewhere, as often as the packs hold it; only the joker may have been set aside. */
function cardCensus(p: Position): string | null {
  const json = positionJSON(p);
  const layout = layoutOf(p.rules);
  const sides = (['A', 'B', 'C'] as const).flatMap((w) => (json[w] ? [json[w]!] : []));
  const all = sides.flatMap((s) => [...s.reserve, ...(s.hand as string[]), ...s.waste, ...(s.turned ? [s.turned] : [])]);
  all.push(...json.houses.flatMap((h) => h ?? []), ...json.foundations.flat());
  const expected = layout.cardsEach * layout.players - (layout.players === 3 && !all.includes('JK') ? 1 : 0);
  if (all.length !== expected) return `${all.length} cards, expected ${expected}`;
  const copies = p.rules.pack === 'single' ? 1 : 2;
  const counts = new Map<string, number>();
  for (const c of all) counts.set(c, (counts.get(c) ?? 0) + 1);
  const odd = [...counts].find(([c, n]) => c !== 'JK' && n !== copies);
  return odd ? `${odd[0]} appears ${odd[1]} times` : null;
}

function stepFault(before: Position, move: Move, wasLegal: boolean, after: Position, step: number): string | null {
  const census = cardCensus(after);
  if (census) return `census: ${census}`;
  const invalid = validatePosition(after);
  if (invalid) return `invalid position: ${invalid}`;
  const json = JSON.stringify(positionJSON(after));
  const reread = parsePosition(JSON.parse(json));
  if (!reread.ok) return `the position does not read back: ${contractMessage(reread.fault)}`;
  if (JSON.stringify(positionJSON(reread.value)) !== json) return 'the position does not round-trip through JSON';
  if (!wasLegal && stopRuleOn(before.rules) && after.toMove === before.toMove) return 'a Stop did not hand the turn over';
  // With the Stop rule off a wrong move is refused: the table stays as it was.
  if (!wasLegal && !stopRuleOn(before.rules) && json !== JSON.stringify(positionJSON(before))) return 'a refused move changed the table';
  // Every move string against `legal`, and the judge's output twice: costly, so every tenth step.
  if (step % 10 !== 0) return null;
  const pr = priorities(before);
  const legal = new Set(legalMoves(before, pr).map(formatMove));
  for (const m of everyMove(before.rules)) if (verdict(before, m, pr).legal !== legal.has(formatMove(m))) return `${formatMove(m)}: verdict and legal list disagree`;
  for (const m of legalMoves(before, pr)) if (!verdict(before, m, pr).legal) return `${formatMove(m)} is in legal but judged a Stop`;
  const input = JSON.stringify({ position: positionJSON(before), move: formatMove(move) });
  const once = JSON.stringify(judgeRequest(JSON.parse(input)));
  if (JSON.stringify(judgeRequest(JSON.parse(input))) !== once) return 'the same input gave different output';
  if (JSON.stringify(JSON.parse(once).after) !== json) return "the judge's after differs from the game's";
  return null;
}

export function randomGamesKeepInvariants(spec: unknown, numRuns: number): void {
  const rules = parseRules(spec);
  if (!rules.ok) throw new Error(rules.error);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0, 0.05, 0.3), (seed, illegalRate) => {
      const start = deal(seed, rules.value, spec as never).position;
      const first = cardCensus(start) ?? validatePosition(start);
      if (first) throw new Error(`seed ${seed}, the deal: ${first}`);
      let step = 0;
      const { game } = playRandomGame(start, rng(`moves ${seed}`), illegalRate, ({ before, move, verdict: v, after }) => {
        const fault = stepFault(before, move, v.legal, after, ++step);
        if (fault) throw new Error(`seed ${seed}, step ${step}, ${formatMove(move)}: ${fault}`);
      });
      expect(game.result).not.toBeNull();
    }),
    { numRuns },
  );
}

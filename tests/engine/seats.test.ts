// The same table seen from another seat: a Stop puzzle written from a learner's own move shows it made by B.
import { describe, expect, test } from 'vitest';
import { formatMove, legalMoves, positionJSON, seatedAt, verdict } from '../../src/engine';
import { moveOf, positionOf } from '../support/positions';

describe('a table turned round the seats', () => {
  test("two players: A's move is B's, judged the same, and each side's cards go with it", () => {
    const p = positionOf({ A: { reserve: ['3H'], hand: ['9C'] }, B: { reserve: ['QS'], waste: ['4D'] }, foundations: { 1: ['AH', '2H'] } });
    const q = seatedAt(p, 'B');
    const [a, b] = [positionJSON(p), positionJSON(q)];
    expect({ toMove: b.toMove, A: b.A, B: b.B }).toEqual({ toMove: 'B', A: a.B, B: a.A });
    expect({ houses: b.houses, foundations: b.foundations }).toEqual({ houses: a.houses, foundations: a.foundations });
    for (const text of ['R-f1', 'R-f2', 'turn', 'R-oW']) {
      const [was, now] = [verdict(p, moveOf(text)), verdict(q, moveOf(text))];
      expect(now.legal ? 'legal' : now.reason, text).toBe(was.legal ? 'legal' : was.reason);
    }
    expect(legalMoves(q).map(formatMove)).toEqual(legalMoves(p).map(formatMove));
    expect(positionJSON(seatedAt(q, 'A'))).toEqual(a);
  });

  test('three players: the sides move round in the order of play', () => {
    const p = positionOf({ rules: 'three-players', toMove: 'C', A: { reserve: ['3H'] }, B: { reserve: ['QS'] }, C: { reserve: ['7D'] }, houses: { 9: ['QD'] } });
    const q = positionJSON(seatedAt(p, 'B'));
    const a = positionJSON(p);
    expect({ toMove: q.toMove, A: q.A, B: q.B, C: q.C }).toEqual({ toMove: 'B', A: a.B, B: a.C, C: a.A });
  });
});

import { describe, expect, it } from 'vitest';
import { clearMistake, emptyCoach, noteAnswer, type Answer, type MistakeKind } from '../../src/records/coach';
import { replayAsked, replayList, reviewGroups, solvedOnReview, withoutMistake } from '../../src/records/review';
import type { Reason } from '../../src/engine';

const made = (id: string, reason: Reason | null, kind: MistakeKind = reason ? 'missed' : 'falseCall'): Answer => ({
  source: 'puzzle',
  stake: reason ?? 'none',
  right: false,
  mistake: { id, kind, reason, puzzle: { id } },
});

// Oldest first: b1, f1, b2, a1 (availability), x1 (a false call), b3.
const record = [made('b1', 'does-not-fit'), made('f1', 'foundation-first'), made('b2', 'does-not-fit'), made('a1', 'bad-target'), made('x1', null), made('b3', 'does-not-fit')].reduce(
  (r, a) => noteAnswer(r, a, '2026-11-26'),
  emptyCoach(),
);

describe('the review of the learner’s mistakes', () => {
  it('groups the open mistakes by the theme of their rule, false calls apart, the biggest theme first, then the newest; newest first within', () => {
    expect(reviewGroups(record).map((g) => [g.theme, g.mistakes.map((m) => m.id)])).toEqual([
      ['building', ['b3', 'b2', 'b1']],
      ['decoy', ['x1']],
      ['availability', ['a1']],
      ['foundation-first', ['f1']],
    ]);
  });

  it('leaves a solved mistake out of its theme, and lists it as solved on review', () => {
    const r = clearMistake(clearMistake(record, 'x1'), 'b2');
    expect(reviewGroups(r).map((g) => [g.theme, g.mistakes.length])).toEqual([
      ['building', 2],
      ['availability', 1],
      ['foundation-first', 1],
    ]);
    expect(solvedOnReview(r).map((m) => m.id)).toEqual(['x1', 'b2']);
  });

  it('replays one theme, or every theme in the list’s order', () => {
    expect(replayList(record, 'building').map((m) => m.id)).toEqual(['b3', 'b2', 'b1']);
    expect(replayList(record, 'all').map((m) => m.id)).toEqual(['b3', 'b2', 'b1', 'x1', 'a1', 'f1']);
    expect(replayList(record, 'loading')).toEqual([]);
  });

  it('reads what to replay from the address, and nothing from a theme the site does not have', () => {
    expect(replayAsked('?theme=building')).toBe('building');
    expect(replayAsked('?theme=all')).toBe('all');
    expect(replayAsked('?theme=nonsense')).toBeNull();
    expect(replayAsked('')).toBeNull();
  });

  it('removes a mistake that can no longer be played', () => {
    expect(withoutMistake(record, 'a1').mistakes.map((m) => m.id)).toEqual(['b1', 'f1', 'b2', 'x1', 'b3']);
  });
});

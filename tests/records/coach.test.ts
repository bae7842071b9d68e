import { describe, expect, it } from 'vitest';
import { clearMistake, COACH, emptyCoach, loadCoach, MAX_MISTAKES, missedMost, noteAnswer, openMistakes, saveCoach, type Answer } from '../../src/records/coach';
import { MemoryStore } from '../support/memory-store';

const DAY = '2026-11-26';
const miss = (id: string, source: Answer['source'] = 'puzzle'): Answer => ({ source, stake: 'does-not-fit', right: false, mistake: { id, kind: 'missed', reason: 'does-not-fit', puzzle: { id } } });

describe('the coach record', () => {
  it('counts answers by source and rule, and keeps each wrong one as a mistake once', () => {
    let r = emptyCoach();
    r = noteAnswer(r, miss('017'), DAY);
    r = noteAnswer(r, { source: 'rush', stake: 'does-not-fit', right: true }, DAY);
    r = noteAnswer(r, { source: 'deck', stake: 'none', right: false, mistake: { id: 'd1', kind: 'falseCall', reason: null, puzzle: { id: 'd1' } } }, DAY);
    r = noteAnswer(r, miss('017'), '2026-11-27');
    expect(r.tallies).toEqual({ puzzle: { 'does-not-fit': { right: 0, wrong: 2 } }, rush: { 'does-not-fit': { right: 1, wrong: 0 } }, deck: { none: { right: 0, wrong: 1 } } });
    expect(openMistakes(r).map((m) => [m.id, m.date])).toEqual([['017', '2026-11-27'], ['d1', DAY]]);
  });

  it('ranks the rules missed most over every source', () => {
    let r = emptyCoach();
    for (const a of [miss('1'), miss('2', 'game'), { source: 'game', stake: 'foundation-first', right: false } as Answer, { source: 'rush', stake: 'foundation-first', right: true } as Answer, { source: 'puzzle', stake: 'fill-spaces-first', right: true } as Answer])
      r = noteAnswer(r, a, DAY);
    expect(missedMost(r)).toEqual([
      { stake: 'does-not-fit', right: 0, wrong: 2 },
      { stake: 'foundation-first', right: 1, wrong: 1 },
    ]);
  });

  it('keeps a solved mistake listed as solved until it is made again, and drops the oldest solved first when full', () => {
    let r = emptyCoach();
    for (let i = 0; i < MAX_MISTAKES; i++) r = noteAnswer(r, miss(String(i)), DAY);
    r = clearMistake(r, '5');
    expect(openMistakes(r)).toHaveLength(MAX_MISTAKES - 1);
    r = noteAnswer(r, miss('new'), DAY);
    expect(r.mistakes).toHaveLength(MAX_MISTAKES);
    expect(r.mistakes.some((m) => m.id === '5')).toBe(false);
    r = noteAnswer(r, miss('0'), DAY);
    expect(r.mistakes.at(-1)).toMatchObject({ id: '0', cleared: false });
  });

  it('saves and reads back, and refuses what is not a coach record', () => {
    const store = new MemoryStore();
    const r = noteAnswer(emptyCoach(), miss('017'), DAY);
    expect(saveCoach(store, r)).toBe('saved');
    expect(loadCoach(store).record).toEqual(r);
    expect(COACH.read({ version: 1, tallies: { nowhere: {} }, mistakes: [] })).toBeNull();
    expect(COACH.read({ version: 1, tallies: {}, mistakes: [{ id: 'x' }] })).toBeNull();
  });
});

// The computer's levels on the play page: one table of error rates, the level kept with the saved
// game, and saves from before the levels (an error rate) read as the nearest level.
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { playMachine } from '../../src/machine/play';
import { loadPlay, PLAY_KEY, playJSON, readPlay, resumeOf, savePlay, type PlayRecord } from '../../src/records/play';
import { DEFAULT_LEVEL, errs, LEVEL_PLAY, LEVELS, nearestLevel, readLevel } from '../../src/records/play-levels';
import { peekPlay } from '../../src/records/play-peek';
import { MemoryStore } from '../support/memory-store';
import { playInput } from '../support/play-input';

const resume = resumeOf('play', createActor(playMachine, { input: playInput('levels') }).start().getSnapshot().context);
/** A save whose settings are written as given, as an older version of the page wrote them. */
const savedWith = (settings: object) => {
  const json = playJSON({ speed: 'normal', link: '', game: { settings: { preset: 'standard', seed: '7', practice: true, level: 'never' }, resume } }) as { game: { settings: object } };
  json.game.settings = { preset: 'standard', seed: '7', practice: true, ...settings };
  return JSON.parse(JSON.stringify(json)) as unknown;
};

describe('the computer levels', () => {
  test('from often to never, each errs less than the one before; the erring levels play the plain game, the one that never errs the strong one', () => {
    expect(LEVELS).toEqual(['often', 'sometimes', 'rarely', 'never']);
    const rates = LEVELS.map((l) => LEVEL_PLAY[l].errorRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(LEVELS.map((l) => [errs(l), LEVEL_PLAY[l].strategy])).toEqual([[true, 'plain'], [true, 'plain'], [true, 'plain'], [false, 'strong']]);
    expect(DEFAULT_LEVEL).toBe('never');
  });

  test.each([
    [0, 'never'],
    [0.1, 'rarely'],
    [0.25, 'sometimes'],
    [0.3, 'sometimes'],
    [0.5, 'often'],
    [1, 'often'],
  ] as const)('an old error rate of %s reads as the level %s', (rate, level) => {
    expect(nearestLevel(rate)).toBe(level);
    expect(readLevel(undefined, rate)).toBe(level);
  });

  test('a level that is not one, or a rate out of range, reads as nothing', () => {
    expect(readLevel('expert', 0)).toBeNull();
    expect(readLevel(undefined, 2)).toBeNull();
    expect(readLevel(undefined, Number.NaN)).toBeNull();
    expect(readLevel(undefined, '0.5')).toBeNull();
  });

  test('the level is kept with the saved game, read back by the start card and by "Continue your game"', () => {
    const store = new MemoryStore();
    const record: PlayRecord = { speed: 'normal', link: '', game: { settings: { preset: 'standard', seed: '7', practice: true, level: 'rarely' }, resume } };
    savePlay(store, record);
    expect(loadPlay(store).record.game!.settings.level).toBe('rarely');
    expect(peekPlay(store).game!.level).toBe('rarely');
  });

  test('a save from before the levels (its error rate) reads as the nearest level; a save with a level that is not one does not read', () => {
    expect(readPlay(savedWith({ errorRate: 0.25 }))!.game!.settings.level).toBe('sometimes');
    expect(readPlay(savedWith({ errorRate: 0 }))!.game!.settings.level).toBe('never');
    expect(readPlay(savedWith({ level: 'expert' }))).toBeNull();
    // The start card reads the old save too.
    const store = new MemoryStore();
    savePlay(store, { speed: 'normal', link: '', game: { settings: { preset: 'standard', seed: '7', practice: true, level: 'never' }, resume } });
    store.setItem(PLAY_KEY, store.getItem(PLAY_KEY)!.replace('"level":"never"', '"errorRate":0.1'));
    expect(peekPlay(store).game!.level).toBe('rarely');
    expect(loadPlay(store).record.game!.settings.level).toBe('rarely');
  });
});

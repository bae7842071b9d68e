// The play page's house rules: kept with the game's settings, read back by the start card and by
// "Continue your game", older saves (a preset only) still read, and the address's house rules.
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { parseRules } from '../../src/engine';
import { playMachine } from '../../src/machine/play';
import { loadPlay, playJSON, readPlay, resumeOf, savePlay, type PlaySettings } from '../../src/records/play';
import { peekPlay } from '../../src/records/play-peek';
import { houseFor, houseFromAddress, playRules } from '../../src/records/play-rules';
import { MemoryStore } from '../support/memory-store';
import { playInput } from '../support/play-input';

const resume = () => resumeOf('play', createActor(playMachine, { input: playInput('house') }).start().getSnapshot().context);
const saved = (settings: PlaySettings) => ({ speed: 'normal' as const, link: '', game: { settings, resume: resume() } });

describe('house rules in the saved settings', () => {
  test('written and read back whole: the game goes on under the preset and the house rules, and the start card sees them', () => {
    const store = new MemoryStore();
    const settings: PlaySettings = { preset: 'crapette-solver', house: { loneCardStays: true, falseStopPenalty: 'points' }, seed: '7', practice: true, level: 'never' };
    savePlay(store, saved(settings));
    expect(loadPlay(store).record.game!.settings).toEqual(settings);
    expect(peekPlay(store).game).toMatchObject({ preset: 'crapette-solver', house: { loneCardStays: true, falseStopPenalty: 'points' } });
    const rules = parseRules(playRules(settings.preset, settings.house));
    expect(rules.ok && rules.value).toMatchObject({ equalRankLoad: true, loneCardStays: true, falseStopPenalty: 'points', noStop: false });
  });

  test('a save from before house rules (a preset only) reads as that preset, with none', () => {
    const record = readPlay(JSON.parse(JSON.stringify(playJSON(saved({ preset: 'bobcrapette', seed: '7', practice: false, level: 'sometimes' })))))!;
    expect(record.game!.settings.house).toBeUndefined();
    expect(playRules(record.game!.settings.preset, record.game!.settings.house)).toBe('bobcrapette');
  });

  test.each([
    ['an option that is not a family rule', { strictLoad: true }],
    ['a value the option does not take', { falseStopPenalty: 'twoTurns' }],
    ['not an object', 'loneCardStays'],
  ])('house rules that cannot be read make the record unreadable, as any bad part does: %s', (_, house) => {
    const json = playJSON(saved({ preset: 'standard', seed: '7', practice: true, level: 'never' })) as { game: { settings: object } };
    json.game.settings = { ...json.game.settings, house };
    expect(readPlay(JSON.parse(JSON.stringify(json)))).toBeNull();
  });

  test('implied options stay implied under a preset that implies them', () => {
    const rules = parseRules(playRules('face-down-tableau', { loneCardStays: true }));
    expect(rules.ok && rules.value).toMatchObject({ faceDownTableau: true, strictRelease: true, strictLoad: true, strictSpaces: true, loneCardStays: true });
  });

  test('only house rules that differ from the preset are kept', () => {
    expect(houseFor('bobcrapette', { loneCardStays: true, noStop: true })).toEqual({ noStop: true });
    expect(houseFor('bobcrapette', { loneCardStays: false })).toEqual({ loneCardStays: false });
    expect(houseFor('standard', { loneCardStays: false, falseStopPenalty: 'none' })).toBeUndefined();
  });
});

describe('house rules in the address', () => {
  const read = (query: string) => houseFromAddress(new URLSearchParams(query), new URLSearchParams(query).get('rules') ?? 'standard');

  test('flags turned on (or off with -), and a choice by its option', () => {
    expect(read('rules=standard&house=equalRankLoad,loneCardStays&falseStopPenalty=points')).toEqual({ house: { equalRankLoad: true, loneCardStays: true, falseStopPenalty: 'points' } });
    expect(read('rules=bobcrapette&house=-loneCardStays')).toEqual({ house: { loneCardStays: false } });
    expect(read('rules=knock')).toEqual({ house: undefined });
  });

  test('what cannot be read is named, for the "unknown rules" message', () => {
    expect(read('house=loneCardStays,strictLoad')).toEqual({ bad: 'strictLoad' });
    expect(read('house=sideways')).toEqual({ bad: 'sideways' });
    expect(read('falseStopPenalty=twoTurns')).toEqual({ bad: 'falseStopPenalty=twoTurns' });
  });
});

/**
 * The islands' French catalogs are written, not copied: every French message differs from
 * its English model, with the same parameters, except the few words both languages share.
 */
import { describe, expect, test } from 'vitest';
import { analysisWords } from '../../src/i18n/analysis';
import { sharedPositionWords } from '../../src/i18n/shared-position';
import { boardWords } from '../../src/i18n/board';
import { editorWords } from '../../src/i18n/editor';
import { playWords } from '../../src/i18n/play';
import { startWords } from '../../src/i18n/play/start';
import { turnWords } from '../../src/i18n/turn';
import { turnStepWords } from '../../src/i18n/turn-step';
import { lessonWords } from '../../src/i18n/lessons';
import { reportWords } from '../../src/i18n/report';

/** The same on purpose: words both languages spell alike (the joker too), a turned card's label, which is only a pile and a card, and the full stop between a rule's name and what it says. */
const SAME = new Set(['play.total', 'play.score', 'board.turned', 'analysis.afterRule', 'editor.joker']);

/** Parameters that fit any message: 2 for a count or a name, true for a flag, and a word for an option's name, which messages write in lower case. */
const ANY = new Proxy({}, { get: (_, key) => (key === 'yours' || key === 'house' || key === 'hand' ? true : key === 'option' ? 'Option' : key === 'implied' ? ['Option'] : 2) });

/** Every message of a catalog as text, by its path: functions called with ANY, lists by index. */
function texts(catalog: object, path: string): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] => {
    const at = `${path}.${key}`;
    if (typeof value === 'function') return [[at, value(ANY)]];
    if (typeof value === 'string') return [[at, value]];
    return texts(value, at);
  });
}

describe.each([
  ['board', boardWords],
  ['play', playWords],
  ['play-start', startWords],
  ['turn', turnWords],
  ['turn-step', turnStepWords],
  ['lessons', lessonWords],
  ['analysis', analysisWords],
  ['shared-position', sharedPositionWords],
  ['editor', editorWords],
  ['report', reportWords],
] as const)('the %s catalog', (name, words) => {
  const en = texts(words('en'), name);
  const fr = new Map(texts(words('fr'), name));
  test('has a French message for every English one', () => {
    expect([...fr.keys()]).toEqual(en.map(([key]) => key));
  });
  test.each(en)('%s is written in French', (key, english) => {
    if (SAME.has(key)) expect(fr.get(key)).toBe(english);
    else expect(fr.get(key)).not.toBe(english);
  });
});

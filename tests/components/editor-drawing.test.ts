// @vitest-environment happy-dom
/**
 * The editor opened by a link shows a picture of it first (src/components/EditorDrawing.tsx), and the live editor replaces it
 * at the first use, where a press on the picture is carried over to the element at the same place (src/components/FirstUse.tsx):
 * the picture must be the live editor's first drawing, element for element and word for word, in each language.
 */
import { h } from 'preact';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import EditorBoard from '../../src/components/EditorBoard';
import EditorDrawing, { linked } from '../../src/components/EditorDrawing';
import { deal, parseRules, type Position } from '../../src/engine';
import { encodePosition } from '../../src/share/code';
import type { Locale } from '../../src/i18n/locales';
import { positionOf } from '../support/positions';

afterEach(cleanup);

/** Every element in document order, with its attributes but for style (the live board's hold time is a style of its own) and its own text. */
const shape = (root: Element) =>
  [...root.querySelectorAll('*')].map((e) => {
    const attributes = [...e.attributes].filter((a) => a.name !== 'style').map((a) => `${a.name}=${a.value}`);
    const text = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
    return `${e.tagName} ${attributes.join(' ')} ${text}`;
  });

const dealt = (preset: string) => {
  const rules = parseRules(preset);
  if (!rules.ok) throw new Error(rules.error);
  return deal('editor-drawing', rules.value, preset).position;
};

const tables: [string, Position][] = [
  ['a dealt table', dealt('standard')],
  ['a three-player table', dealt('three-players')],
  ['a face-down tableau', dealt('face-down-tableau')],
  ['house rules of its own', positionOf({ rules: { strictLoad: false, reserveSize: 11 }, A: { reserve: ['QH'], hand: ['4C'] }, B: { reserve: ['5H'], hand: 3 } })],
];

for (const lang of ['en', 'fr'] as Locale[])
  for (const [what, position] of tables)
    test(`${what}, in ${lang}: the picture a link opens with is the live editor's first drawing`, () => {
      history.replaceState(null, '', `/editor/?p=${encodePosition(position)}`);
      const read = linked();
      expect(read).toEqual(position);
      const picture = render(h(EditorDrawing, { position: read!, lang })).container.querySelector('.drawing > .editor')!;
      const live = render(h(EditorBoard, { lang })).container.querySelector(':scope > .editor')!;
      expect(live.querySelector('.board')).not.toBeNull();
      expect(shape(picture)).toEqual(shape(live));
    });

test('an address without a link, or with one that cannot be read, has no picture: the live editor says why', () => {
  history.replaceState(null, '', '/editor/');
  expect(linked()).toBeNull();
  history.replaceState(null, '', `/editor/?p=${encodePosition(positionOf({})).slice(0, 12)}`);
  expect(linked()).toBeNull();
});

// The site is read on phones and on computers alike: a catalog tells the player to tap or to
// click only in the sentences worded for one kind of screen (DeviceWords: `touch` may say tap,
// `pointer` may say click, and the page shows the one that fits). Everywhere else "pick",
// "choose" and « choisissez » fit both, in English and in French.
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const folders = readdirSync('src/i18n', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const TAP = /\b(?:tap|taps|tapped|tapping|touchez)\b/i;
const CLICK = /\b(?:click\w*|cliqu\w*)\b/i;

type Device = 'touch' | 'pointer' | null;

/** Every message of a catalog, with the screen it is worded for (null: any); a function's source holds all its wordings. */
function messages(catalog: object, path: string, device: Device = null): [string, string, Device][] {
  const shaped = Object.keys(catalog).sort().join() === 'pointer,touch';
  return Object.entries(catalog).flatMap(([key, value]): [string, string, Device][] => {
    const at = `${path}.${key}`;
    const here = shaped ? (key as Device) : device;
    if (typeof value === 'string' || typeof value === 'function') return [[at, String(value), here]];
    return messages(value as object, at, here);
  });
}

const catalogs = await Promise.all(
  folders.flatMap((f) => (['en', 'fr'] as const).map(async (l) => [`${f}/${l}`, (await import(`../../src/i18n/${f}/${l}.ts`))[l] as object] as const)),
);
const all = catalogs.flatMap(([name, catalog]) => messages(catalog, name));

describe('a catalog speaks of tapping only to a finger, and of clicking only to a mouse', () => {
  test.each(catalogs.map(([name]) => name))('%s', (name) => {
    const wrong = all
      .filter(([path]) => path.startsWith(`${name}.`))
      .filter(([, text, device]) => (device !== 'touch' && TAP.test(text)) || (device !== 'pointer' && CLICK.test(text)))
      .map(([path, text]) => `${path}: ${text}`);
    expect(wrong).toEqual([]);
  });
});

test('the sentences worded for a screen are read as such', () => {
  const worded = all.filter(([, , device]) => device).map(([path]) => path);
  expect(worded).toEqual(expect.arrayContaining(['site/en.play.lead.touch', 'site/fr.play.lead.pointer', 'editor/en.palette.touch', 'play/fr.handCard.pointer']));
  expect(all.find(([path]) => path === 'puzzle-board/fr.compulsoryTask.touch')?.[1]).toMatch(/touchez/);
});

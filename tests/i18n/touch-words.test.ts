// The site is used by finger more than by mouse: no message of any catalog tells the player to
// click (or tap), in English or in French; "pick", "choose" and « choisissez » fit both.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const folders = readdirSync('src/i18n', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('no catalog speaks of clicking or tapping', () => {
  test.each(folders.flatMap((f) => ['en', 'fr'].map((l) => `src/i18n/${f}/${l}.ts`)))('%s', (file) => {
    const text = readFileSync(file, 'utf8').replace(/^\s*(?:\/\/|\/?\*).*$/gm, '');
    expect(text).not.toMatch(/\b(?:click\w*|tap|taps|tapped|tapping|cliqu\w*|touchez)\b/i);
  });
});

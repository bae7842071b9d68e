// The not-found page holds every language and hides all but its address's one with a rule per language
// in the site's style sheet: a language added to LOCALES without its rule would show two 404 texts at once.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';

test('the style sheet hides each language of the not-found page unless the page is in it', () => {
  const css = readFileSync('src/styles/global.css', 'utf8');
  for (const l of LOCALES) expect(css, l).toContain(`html:not([lang='${l}']) [data-only='${l}']`);
});

// The scripts every page's head carries inline: written at build time, minified, and never able to end their element.
import { describe, expect, test } from 'vitest';
import { headScript } from '../../src/scripts/head-script';

describe('a head script', () => {
  test('is the function called with the values given, minified, and runs as written', () => {
    const said: string[] = [];
    const text = headScript((say: (s: string) => void, { word }: { word: string }) => say(`the word is ${word}`), 'say', JSON.stringify({ word: 'Crapette' }));
    expect(text).not.toMatch(/\n/);
    new Function('say', text)((s: string) => said.push(s));
    expect(said).toEqual(['the word is Crapette']);
  });

  test('never ends its script element: a closing tag is escaped, and any other text the page could read as markup stops the build', () => {
    expect(headScript((title: string) => alert(title), JSON.stringify('</script><script>alert(1)'))).toContain('<\\/script>');
    expect(() => headScript((title: string) => alert(title), JSON.stringify('<!--<script>'))).toThrow(/would end its element/);
  });
});

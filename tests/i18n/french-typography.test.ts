// French as the French read it: U+202F before ; ! ?, U+00A0 before : and inside « », the
// typographic apostrophe, « l’A♣ » and « du 8♠ », and one word for each thing
// (docs/french-terms.md), in every French catalog (every string, every function for sample
// arguments) and every French text of the content. The built pages are checked in the browser
// stage (tests/e2e/french-typography.spec.ts), where the site is built. English, for its part,
// writes the typographic apostrophe too.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { readExercises } from '../../src/lessons/exercise-files';
import { everythingSaid } from '../support/catalog-samples';
import { frenchTypographyFaults, straightApostrophes } from '../support/french-typography';

const french = await everythingSaid('fr');
const english = await everythingSaid('en');

/** Every string under a key `fr`, however deep, in parsed YAML. */
function frenchOf(value: unknown, inFrench = false): string[] {
  if (typeof value === 'string') return inFrench ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => frenchOf(v, inFrench));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => frenchOf(v, inFrench || k === 'fr'));
  return [];
}

/** The prose of an MDX page: its front matter's values and its text, without imports, components and link targets. */
function prose(mdx: string): string[] {
  const [, front = '', body = mdx] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(mdx) ?? [];
  const values = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(values) : v && typeof v === 'object' ? Object.values(v).flatMap(values) : []);
  const text = body
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  return [...values(load(front)), text];
}

const faultsOf = (texts: readonly string[]) => texts.flatMap((t) => frenchTypographyFaults(t));

describe('the check itself', () => {
  test('finds each slip', () => {
    const rules = (text: string) => frenchTypographyFaults(text).map((f) => f.split(' in “')[0]);
    expect(rules('Leçon : les maisons')).toEqual(['U+00A0 before :']);
    expect(rules('Stop! Vraiment ? Oui\u00a0;')).toEqual(['U+202F before !', 'U+202F before ?', 'U+202F before ;']);
    expect(rules('« Réglages de la partie\u00a0»')).toEqual(['U+00A0 after «']);
    expect(rules('«\u00a0Stop\u202f! »')).toEqual(['U+00A0 before »']);
    expect(frenchTypographyFaults('Le A♣ va sur la fondation')).toHaveLength(1);
    expect(frenchTypographyFaults('jouer de le 8♠, puis de une carte, c\'est fini')).toHaveLength(3);
    expect(frenchTypographyFaults('les règles de table, sur le plateau, dans les cases')).toHaveLength(3);
  });

  test('passes French written right', () => {
    const right = [
      'Leçon\u00a0: L’A♣ va sur la fondation 2\u202f; «\u00a0Stop\u202f!\u00a0» Vraiment\u202f?!',
      'Jouez le 8♦ ou le D♥ du tableau, avant de le jouer. Vous n’avez qu’une maison vide, à 10:30 (https://exemple.fr/?kind=stop).',
      'La réserve de A, le huit, les règles maison.',
    ];
    expect(faultsOf(right)).toEqual([]);
  });
});

describe('every French catalog', () => {
  test.each([...french.keys()])('%s', (folder) => {
    const said = french.get(folder)!;
    expect(said.length).toBeGreaterThan(0);
    expect(said.flatMap(({ at, text }) => frenchTypographyFaults(text).map((f) => `${at}: ${f}`))).toEqual([]);
  });
});

describe('the French content', () => {
  test.each(readdirSync('content/lessons/fr'))('lesson %s', (file) => {
    expect(faultsOf(prose(readFileSync(`content/lessons/fr/${file}`, 'utf8')))).toEqual([]);
  });

  test('the rules summary', () => {
    expect(faultsOf(prose(readFileSync('content/reference/fr/rules.mdx', 'utf8')))).toEqual([]);
  });

  test('the glossary', () => {
    const texts = frenchOf(load(readFileSync('content/reference/glossary.yaml', 'utf8')));
    expect(texts.length).toBeGreaterThan(20);
    expect(faultsOf(texts)).toEqual([]);
  });

  test('the exercises', () => {
    const texts = readExercises().flatMap((e) => frenchOf(e));
    expect(texts.length).toBeGreaterThan(50);
    expect(faultsOf(texts)).toEqual([]);
  });
});

describe('every English catalog writes ’, never a straight apostrophe', () => {
  test.each([...english.keys()])('%s', (folder) => {
    expect(english.get(folder)!.flatMap(({ at, text }) => straightApostrophes(text).map((f) => `${at}: ${f}`))).toEqual([]);
  });
});

// The French lessons: every English lesson has its French twin (and the reverse) teaching with
// the same boards in the same places, a French reader meets no English word in the lessons, the
// exercises or the lessons' island words, and cards are named with French indices.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { lessonWords } from '../../src/i18n/lessons';
import { turnStepWords } from '../../src/i18n/turn-step';
import { lessonSchema, type Exercise } from '../../src/lessons/schema';
import { englishWords } from './english';

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const files = (l: string) => readdirSync(`content/lessons/${l}`).filter((f) => f.endsWith('.mdx')).sort();
const read = (l: string, f: string) => readFileSync(`content/lessons/${l}/${f}`, 'utf8');
const split = (text: string) => {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  return { data: lessonSchema.parse(load(front!)), body: body! };
};
/** The components a lesson places, in order, with their attributes but not the language: what its twin must place too. */
const placed = (body: string) => [...body.matchAll(/<(\w+)([^>]*?)\s*\/>/g)].map((m) => `${m[1]}${m[2]!.replace(/\s*lang="[a-z]+"/, '')}`);


describe('every lesson has its twin in the other language', () => {
  test('the same files in English and in French', () => {
    expect(files('fr')).toEqual(files('en'));
    expect(files('en').length).toBe(12);
  });

  test.each(files('en'))('%s: same order, same boards and pictures in the same places, a recap of the same length, and written anew', (f) => {
    const en = split(read('en', f));
    const fr = split(read('fr', f));
    expect(fr.data.order).toBe(en.data.order);
    expect(fr.data.recap.length).toBe(en.data.recap.length);
    expect(placed(fr.body)).toEqual(placed(en.body));
    expect(fr.data.title).not.toBe(en.data.title);
    // Each picture speaks its page's language.
    for (const [l, body] of [['en', en.body], ['fr', fr.body]] as const)
      for (const m of body.matchAll(/<LayoutPicture[^>]*>/g)) expect(m[0]).toContain(`lang="${l}"`);
  });
});

describe('a French reader meets no English word', () => {
  test.each(files('fr'))('%s: title, summary, recap and text', (f) => {
    const { data, body } = split(read('fr', f));
    expect(englishWords([data.title, data.summary, ...data.recap, body].join('\n'))).toEqual([]);
  });

  test.each(exercises.map((e) => [e.id, e] as const))('%s: its French texts are French, with French card indices', (_, e) => {
    const texts = [e.prompt.fr, ...(e.kind === 'judge' ? [] : [e.success.fr]), ...(e.kind === 'choose' ? e.choices.map((c) => c.text.fr) : [])];
    for (const t of texts) {
      expect(englishWords(t), t).toEqual([]);
      expect(t).not.toMatch(/(?:^|[^\p{L}])[JQK][♠♥♦♣]/u);
    }
    expect(e.prompt.fr).not.toBe(e.prompt.en);
  });

  test('the lessons’ island words', () => {
    const fr = { ...lessonWords('fr'), ...turnStepWords('fr') };
    const facts = { prompt: '', who: 'B', move: '', pile: '', why: '', rule: '', text: '', standard: false, done: 1, total: 3, n: 2, of: 9, lesson: '' };
    const said = Object.values(fr).flatMap((m) =>
      typeof m === 'string' ? [m] : typeof m === 'function' ? [(m as (p: Record<string, unknown>) => string)(facts)] : Object.values(m as Record<string, string>),
    );
    said.push(fr.under({ standard: true }), fr.judgedUnder({ standard: true }));
    for (const s of said) expect(englishWords(s), s).toEqual([]);
  });

  test('the check itself finds English left in French prose', () => {
    expect(englishWords('Posez la carte sur the house 3 avec R♥.')).toEqual(['the', 'house']);
    expect(englishWords('On joue l’as sur la maison <Exercise id="stop-take" /> [page](/play/)')).toEqual([]);
  });
});

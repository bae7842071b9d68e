// Every exercise of every lesson, checked against the rules engine: the position is valid
// and the task has the answer the lesson claims.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { load } from 'js-yaml';
import { LOCALES } from '../../src/i18n/locales';
import { notationIn } from '../support/notation';
import { exerciseFault, verdictOn } from '../../src/lessons/check';
import { lessonSchema, type Exercise } from '../../src/lessons/schema';

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const lessons = readdirSync('content/lessons/en').filter((f) => f.endsWith('.mdx'));
const slugs = lessons.map((f) => f.replace(/^\d+-/, '').replace(/\.mdx$/, ''));

describe('exercises', () => {
  test.each(exercises.map((e) => [e.id, e] as const))('%s: valid, and the answer is the rules’ answer', (_, e) => {
    expect(exerciseFault(e)).toBeNull();
  });

  test('ids are unique, every exercise belongs to a lesson, and every lesson has two or more', () => {
    expect(new Set(exercises.map((e) => e.id)).size).toBe(exercises.length);
    for (const e of exercises) expect(slugs).toContain(e.lesson);
    for (const s of slugs) expect(exercises.filter((e) => e.lesson === s).length).toBeGreaterThanOrEqual(2);
  });

  test.each(LOCALES)('every step is placed in its lesson’s text in %s, once, in its list’s order', (l) => {
    for (const file of lessons) {
      const text = readFileSync(`content/lessons/${l}/${file}`, 'utf8');
      const placed = [...text.matchAll(/<Exercise id="([^"]+)"/g)].map((m) => m[1]);
      const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
      // In the order of the lesson's list, which numbers the steps.
      expect(placed).toEqual(exercises.filter((e) => e.lesson === slug).map((e) => e.id));
    }
  });

  test('judge exercises cover both answers, and the Stops name a rule', () => {
    const judged = exercises.filter((e): e is Exercise & { kind: 'judge' } => e.kind === 'judge');
    expect(new Set(judged.map((e) => e.expect))).toEqual(new Set(['stop', 'legal']));
    for (const e of judged.filter((j) => j.expect === 'stop')) expect(verdictOn(e).explanation).toMatch(/\w/);
  });

  test.each(LOCALES)('lesson front matter in %s follows the schema, in order from 1', (l) => {
    const orders = lessons.map((f) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`content/lessons/${l}/${f}`, 'utf8'))![1]!;
      return lessonSchema.parse(load(front)).order;
    });
    expect(orders.sort((a, b) => a - b)).toEqual(lessons.map((_, i) => i + 1));
  });
});

describe('the words of the course fit every screen', () => {
  // A phone is touched and a computer clicked, and a phone draws the houses otherwise than a wide screen.
  const unfit = /\b(?:click\w*|taps?|tapp\w+|cliqu\w*|touchez|columns?|rows?|colonnes?|rangées?)\b/i;
  test.each(LOCALES)('in %s, no lesson or step says click or tap, columns or rows', (l) => {
    for (const f of lessons) expect(readFileSync(`content/lessons/${l}/${f}`, 'utf8'), f).not.toMatch(unfit);
    for (const e of exercises) expect([e.prompt[l], 'success' in e ? e.success[l] : ''].join(' '), e.id).not.toMatch(unfit);
  });
});

describe('the course speaks in words', () => {
  test.each(LOCALES)('in %s, no lesson text and no step shows notation (a move string, a card code, a reason or option id)', (l) => {
    for (const f of lessons) expect(notationIn(readFileSync(`content/lessons/${l}/${f}`, 'utf8').replace(/<[^>]*>|^import .*$/gm, '')), f).toEqual([]);
    for (const e of exercises) {
      const texts = [e.prompt[l], 'success' in e ? e.success[l] : '', ...(e.kind === 'choose' ? e.choices.map((c) => c.text[l]) : [])];
      expect(notationIn(texts.join('\n')), e.id).toEqual([]);
    }
  });
});

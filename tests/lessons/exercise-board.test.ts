// @vitest-environment happy-dom
// A French learner's exercise board: the task, the feedback after a wrong answer and the
// move a judge exercise shows are framed in French, and the pile named back is a French pile.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { h } from 'preact';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import ExerciseBoard from '../../src/components/ExerciseBoard';
import { lessonWords } from '../../src/i18n/lessons';
import { exerciseSchema, type Exercise } from '../../src/lessons/schema';

const exercises: Exercise[] = (load(readFileSync('content/exercises.yaml', 'utf8')) as unknown[]).map((e) => exerciseSchema.parse(e));
const exercise = (id: string) => exercises.find((e) => e.id === id)!;
const fr = lessonWords('fr');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function board(id: string) {
  const { container } = render(h(ExerciseBoard, { exercise: exercise(id), lang: 'fr' }));
  const pile = (key: string) => container.querySelector<HTMLElement>(`[data-pile="${key}"]`)!;
  const feedback = () => container.querySelector('.feedback')?.textContent ?? '';
  return { container, pile, feedback };
}

describe('an exercise board in French', () => {
  test('the task is the French prompt', () => {
    const { container } = board('layout-reserve');
    expect(container.querySelector('.task')!.textContent).toBe(`${fr.exercise} ${exercise('layout-reserve').prompt.fr}`);
  });

  test('pointing at the wrong pile: the feedback says so in French and names the pile in French', () => {
    const { pile, feedback } = board('layout-reserve');
    fireEvent.click(pile('handA'));
    expect(feedback()).toContain(fr.notThatOne);
    expect(feedback()).toContain('Vous avez désigné votre main. Essayez encore.');
  });

  test('pointing at the right pile: the French success text', () => {
    const { pile, feedback } = board('layout-reserve');
    const e = exercise('layout-reserve');
    fireEvent.click(pile('reserveA'));
    expect(e.kind).toBe('point');
    expect(feedback()).toContain(`${fr.right} ${e.kind === 'point' ? e.success.fr : ''}`);
  });

  test('a move the rules stop: the feedback is headed « Stop ! »', () => {
    const { pile, feedback } = board('priorities-reserve');
    // The D♦ of house 1 onto the 8♠ of house 8 breaks the building rules (and the reserve's 2♠ had to go up first).
    fireEvent.click(pile('house0'));
    fireEvent.click(pile('house7'));
    expect(feedback()).toMatch(/^Stop\u00a0!/);
  });

  test('a legal move that is not the answer is told in French', () => {
    const { pile, feedback } = board('hand-turn');
    fireEvent.click(pile('reserveA'));
    fireEvent.click(pile('house1'));
    expect(feedback()).toContain(fr.legalNotAnswer);
    expect(feedback()).toContain(fr.legalNotAnswerText);
  });

  test('a judge exercise shows B’s move from the learner’s seat, and letting a wrong move go is corrected in French', () => {
    const { container, feedback } = board('available-waste');
    expect(container.querySelector('.proposed')!.textContent).toMatch(/^B\u00a0: /);
    const [, letGo] = container.querySelectorAll<HTMLButtonElement>('.calls button');
    fireEvent.click(letGo!);
    expect(feedback()).toContain(fr.shouldHaveCalled);
  });
});

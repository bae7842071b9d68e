// @vitest-environment happy-dom
// A French learner's exercise board: the task, the feedback after a wrong answer and the
// move a judge exercise shows are framed in French, and the pile named back is a French pile.
import { h } from 'preact';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import ExerciseBoard from '../../src/components/ExerciseBoard';
import { lessonWords } from '../../src/i18n/lessons';
import { type Exercise } from '../../src/lessons/schema';

import { readExercises } from '../../src/lessons/exercise-files';
import { positionOf } from '../../src/lessons/exercise';
const exercises: Exercise[] = readExercises();
const exercise = (id: string) => exercises.find((e) => e.id === id)!;
const fr = lessonWords('fr');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function board(id: string) {
  const { container } = render(h(ExerciseBoard, { exercise: exercise(id), step: { n: 1, of: 9 }, position: positionOf(exercise(id).position), lang: 'fr' }));
  const pile = (key: string) => container.querySelector<HTMLElement>(`[data-pile="${key}"]`)!;
  const feedback = () => container.querySelector('.feedback')?.textContent ?? '';
  // The feedback comes once the explanations' words are fetched (on the first answer): waited for, not assumed.
  const answered = () => waitFor(() => expect(container.querySelector('.feedback')).not.toBeNull());
  return { container, pile, feedback, answered };
}

describe('an exercise board in French', () => {
  test('the task is the French prompt', () => {
    const { container } = board('layout-reserve');
    expect(container.querySelector('.task')!.textContent).toBe(`${fr.step({ n: 1, of: 9 })} ${exercise("layout-reserve").prompt.fr}`);
  });

  test('pointing at the wrong pile: the feedback says so in French and names the pile in French', async () => {
    const { pile, feedback, answered } = board('layout-reserve');
    fireEvent.click(pile('handA'));
    await answered();
    expect(feedback()).toContain(fr.notThatOne);
    expect(feedback()).toContain('Vous avez désigné votre main. Essayez encore.');
  });

  test('pointing at the right pile: the French success text', async () => {
    const { pile, feedback, answered } = board('layout-reserve');
    const e = exercise('layout-reserve');
    fireEvent.click(pile('reserveA'));
    expect(e.kind).toBe('point');
    await answered();
    expect(feedback()).toContain(`${fr.right} ${e.kind === 'point' ? e.success.fr : ''}`);
  });

  test('a move the rules stop: the feedback is headed « Stop ! »', async () => {
    const { pile, feedback, answered } = board('priorities-reserve');
    // The D♦ of house 1 onto the 8♠ of house 8 breaks the building rules (and the reserve's 2♠ had to go up first).
    fireEvent.click(pile('house0'));
    fireEvent.click(pile('house7'));
    await answered();
    expect(feedback()).toMatch(/^Stop\u202f!/);
  });

  test('a legal move that is not the answer is told in French', async () => {
    const { pile, feedback, answered } = board('hand-turn');
    fireEvent.click(pile('reserveA'));
    fireEvent.click(pile('house1'));
    await answered();
    expect(feedback()).toContain(fr.legalNotAnswer);
    expect(feedback()).toContain(fr.legalNotAnswerText);
  });

  test('a judge exercise shows B’s move from the learner’s seat, and letting a wrong move go is corrected in French', async () => {
    const { container, feedback, answered } = board('available-waste');
    expect(container.querySelector('.proposed')!.textContent).toMatch(/^B\u00a0: /);
    const [, letGo] = container.querySelectorAll<HTMLButtonElement>('.calls button');
    fireEvent.click(letGo!);
    await answered();
    expect(feedback()).toContain(fr.shouldHaveCalled);
  });

  test('a judge exercise of a hand turn says B turns up its hand card now, and marks that hand, as the moves of cards are marked where they start', () => {
    const { container, pile } = board('priorities-space');
    expect(container.querySelector('.proposed')!.textContent).toBe('B retourne la carte de sa main.');
    expect(pile('handB').className).toContain('culprit');
    expect(lessonWords('en').turned({ who: 'B' })).toBe('B turns up a hand card');
  });
});

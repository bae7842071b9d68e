// @vitest-environment happy-dom
// The lessons index in French: links stay in the French lessons, and progress is counted in French.
import { h } from 'preact';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import LessonProgress from '../../src/components/LessonProgress';
import { PROGRESS_KEY } from '../../src/records/lessons';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const lessons = [
  { slug: 'layout', title: 'La mise en place des cartes', summary: '…', order: 1, exercises: ['layout-reserve', 'layout-hand'] },
  { slug: 'available', title: 'Les cartes disponibles', summary: '…', order: 2, exercises: ['available-reserve', 'available-waste', 'available-house'] },
];

test('French links, a French count, and a finished lesson marked in French', () => {
  localStorage.setItem(PROGRESS_KEY, JSON.stringify({ version: 1, exercises: { 'layout-reserve': { solved: true, misses: 0 }, 'layout-hand': { solved: true, misses: 1 }, 'available-waste': { solved: true, misses: 0 } } }));
  const { container } = render(h(LessonProgress, { lessons, lang: 'fr' }));
  const items = [...container.querySelectorAll('li')];
  expect(items.map((li) => li.querySelector('a')!.getAttribute('href'))).toEqual(['/fr/lessons/layout/', '/fr/lessons/available/']);
  expect(items.map((li) => li.querySelector('.progress')!.textContent)).toEqual(['Terminée ✓', '1 étape sur 3']);
});

test('in English, the same list stays at the root', () => {
  const { container } = render(h(LessonProgress, { lessons, lang: 'en' }));
  expect(container.querySelector('a')!.getAttribute('href')).toBe('/lessons/layout/');
  expect(container.querySelector('.progress')!.textContent).toBe('0 of 2 steps');
});

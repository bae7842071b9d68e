// @vitest-environment happy-dom
// The play page's address chooses the computer's level: `level=`, or from links made before the
// levels, `errors=` read as the nearest level; with neither, the computer that never errs.
import { h } from 'preact';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test } from 'vitest';
import PlayGame from '../../src/components/PlayGame';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

test.each([
  ['/?seed=3', 'never errs'],
  ['/?seed=3&level=rarely', 'errs rarely'],
  ['/?seed=3&level=expert', 'never errs'],
  ['/?seed=3&errors=0.25', 'errs sometimes'],
  ['/?seed=3&errors=1', 'errs often'],
  ['/?seed=3&errors=0', 'never errs'],
])('%s opens with the computer that %s', (address, level) => {
  history.replaceState(null, '', address);
  render(h(PlayGame, { lang: 'en', delay: 60_000 }));
  const select = screen.getByRole('combobox', { name: 'Computer' }) as HTMLSelectElement;
  expect(select.selectedOptions[0]!.textContent).toBe(level);
});

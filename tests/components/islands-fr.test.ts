// @vitest-environment happy-dom
/**
 * The play, analysis and editor pages' islands in French: what a person reads or hears has no
 * English word. Left out are the parts other catalogs write, each named with its owner, for
 * the check to take in once those speak French too.
 */
import { h } from 'preact';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import AnalysisBoard from '../../src/components/AnalysisBoard';
import EditorBoard from '../../src/components/EditorBoard';
import PlayGame from '../../src/components/PlayGame';
import { englishIn, readable } from '../support/english';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the play page in French', () => {
  // Deal 3 opens with A to move, so the turn banner, the phase line and every control show.
  test('a new game: banner, score line, controls and settings', async () => {
    history.replaceState(null, '', '/?seed=3&level=sometimes');
    const { container } = render(h(PlayGame, { lang: 'fr', delay: 60_000 }));
    // The table before the game: its card and the settings, then the game it deals.
    expect(englishIn(readable(container))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Distribuer cette donne' }));
    await waitFor(() => expect(container.querySelector('.turn-banner')?.textContent).toBe('À vous de jouer'), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Retourner une carte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop\u202f!' })).toBeTruthy();
    expect(container.querySelector('.preset-about strong')?.textContent).toBe('Règles de cette partie\u00a0:');
    // Whole island: the reason the game starts with A, the presets, every control.
    expect(englishIn(readable(container))).toEqual([]);
  });

  test('asks before a game in progress is lost', async () => {
    history.replaceState(null, '', '/?seed=3');
    const { container } = render(h(PlayGame, { lang: 'fr', delay: 60_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Distribuer cette donne' }));
    await waitFor(() => expect(container.querySelector('.turn-banner')?.textContent).toBe('À vous de jouer'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Retourner une carte' }));
    // The move is on the table: then there is a game to lose.
    await screen.findByRole('button', { name: 'Vous avez retourné une carte de la main' });
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Commencer une nouvelle partie\u202f?');
    expect(englishIn(readable(dialog))).toEqual([]);
  });
});

describe('the analysis board in French', () => {
  test('the example position, its frame and its links', async () => {
    const { container } = render(h(AnalysisBoard, { lang: 'fr' }));
    await screen.findByRole('group', { name: 'Position partagée, à vous de jouer' });
    expect(screen.getByRole('link', { name: 'Modifier cette position' }).getAttribute('href')).toMatch(/^\/fr\/editor\/\?p=/);
    expect(screen.getByRole('link', { name: 'Continuer la partie contre l’ordinateur' }).getAttribute('href')).toMatch(/^\/fr\/play\/\?p=/);
    expect(englishIn(readable(container))).toEqual([]);
  });
});

describe('the editor in French', () => {
  test('the empty table, its palette and the chosen pile', async () => {
    const { container } = render(h(EditorBoard, { lang: 'fr' }));
    await screen.findByRole('group', { name: 'Position en cours de composition' });
    expect(screen.getByRole('button', { name: 'dame de cœur, encore 2' }).textContent).toBe('D♥×2');
    fireEvent.click(screen.getByRole('button', { name: 'roi de pique, encore 2' }));
    expect(container.querySelector('.placing')?.textContent).toContain('Carte à poser\u00a0: R♠.');
    expect(englishIn(readable(container))).toEqual([]);
  });
});

test('the check finds English where there is some', async () => {
  const { container } = render(h(EditorBoard, { lang: 'en' }));
  await screen.findByRole('group', { name: 'Position being set up' });
  expect(englishIn(readable(container))).toEqual(expect.arrayContaining(['Empty', 'the', 'Undo']));
});

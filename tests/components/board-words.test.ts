// @vitest-environment happy-dom
/** The table in French: French indices in the corners, French pile names beside the piles and in what screen readers hear. */
import { h } from 'preact';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Board } from '../../src/components/Board';
import { Calls, Feedback } from '../../src/components/Feedback';
import { ShareLink } from '../../src/components/ShareLink';
import type { Locale } from '../../src/i18n/locales';
import { englishIn, readable } from '../support/english';
import { positionOf } from '../support/positions';

afterEach(cleanup);

// Kings, queens and jacks on the table, a run of two on house 1, and a waste card for B.
const p = positionOf({ houses: { 1: ['KS', 'QH'], 2: ['JD'], 3: ['TC'] }, B: { waste: ['2D', '9S'] } });
const table = (lang: Locale) => render(h(Board, { position: p, you: 'A', interactive: true, onAttempt: () => {}, announce: '', lang }));
const corners = (root: Element) => [...root.querySelectorAll('.corner')].map((c) => c.textContent);

describe('the French table', () => {
  test('prints R, D and V in the corners, and keeps the suits’ symbols', () => {
    const { container } = table('fr');
    expect(corners(container)).toEqual(expect.arrayContaining(['R♠', 'D♥', 'V♦', '10♣', '9♠', '5♠']));
    expect(corners(container).filter((c) => /[KQJ]/.test(c ?? ''))).toEqual([]);
    expect(container.querySelector('[data-pile="house0"] .card')?.getAttribute('title')).toBe('roi de pique');
  });

  test('names every pile in French for screen readers, "your" piles as the viewer’s', () => {
    table('fr');
    expect(screen.getByRole('group', { name: 'Table de jeu' })).toBeTruthy();
    for (const name of [
      'la maison 1, dame de cœur au bout de la rangée, 2 cartes',
      'la maison 2, valet de carreau au bout de la rangée, 1 carte',
      'votre réserve, cinq de pique sur le dessus, 1 carte',
      'votre main, 10 cartes face cachée',
      'votre défausse, vide',
      'la défausse de B, neuf de pique sur le dessus, 2 cartes',
      'la réserve de B, cinq de cœur sur le dessus, 1 carte',
      'la fondation 1, vide',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  test('shows French pile names and "Vous" beside the piles, and no English word anywhere', () => {
    const { container } = table('fr');
    const names = [...container.querySelectorAll('.name')].map((n) => n.textContent);
    expect(names).toEqual(expect.arrayContaining(['maison 1', 'fondation 8', 'réserve', 'défausse', 'main']));
    expect(container.querySelector('.side.bottom .who')?.textContent).toBe('Vous (A)');
    expect(englishIn(readable(container))).toEqual([]);
  });

  test('tells a run picked from a house in French', () => {
    const { container } = table('fr');
    // A press on the covered king takes it and the queen on it.
    fireEvent.click(container.querySelector('[data-pile="house0"] .card')!);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('2 cartes prises dans la maison 1, du R♠ au D♥');
  });
});

describe('the English table keeps its words', () => {
  test('indices, pile labels and a picked run', () => {
    const { container } = table('en');
    expect(corners(container)).toEqual(expect.arrayContaining(['K♠', 'Q♥', 'J♦']));
    expect(screen.getByRole('button', { name: 'house 1, queen of hearts, outermost, 2 cards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "B’s waste pile, nine of spades on top, 2 cards" })).toBeTruthy();
    fireEvent.click(container.querySelector('[data-pile="house0"] .card')!);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('2 cards picked from house 1: K♠ to Q♥');
  });
});

describe('the answer, the calls and the share link in French', () => {
  test('say « Stop ! », « Laisser passer », « Réessayer » and offer the link in French', async () => {
    const { container } = render(
      h('div', null, [
        h(Calls, { onCall: () => {}, lang: 'fr' }),
        h(Feedback, { right: false, title: 'Non.', text: '', onRetry: () => {}, lang: 'fr' }),
        h(ShareLink, { position: p, lang: 'fr' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Stop\u202f!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Laisser passer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Partager cette position' }));
    // The link carries no language: it opens in the language of whoever follows it.
    expect(((await screen.findByRole('textbox')) as HTMLInputElement).value).toMatch(/^http:\/\/[^/]+\/analysis\/\?p=/);
    expect(screen.getByRole('link', { name: 'L’ouvrir' })).toBeTruthy();
    expect(englishIn(readable(container))).toEqual([]);
  });
});

// @vitest-environment happy-dom
/** Any seat at the bottom of the table: its reserve, waste and hand below, its houses in the right column, named as the viewer's. */
import { h } from 'preact';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Board } from '../../src/components/Board';
import type { Player } from '../../src/engine';
import { positionOf } from '../support/positions';

afterEach(cleanup);

const table = (layout: Parameters<typeof positionOf>[0], you: Player | null, seat?: Player) =>
  render(h(Board, { position: positionOf(layout), you, ...(seat && { seat }), interactive: true, onAttempt: () => {}, announce: '', lang: 'en' })).container;
const keys = (root: Element, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].map((el) => el.dataset.pile);
const label = (root: Element, key: string) => root.querySelector(`[data-pile="${key}"]`)?.getAttribute('aria-label');

describe('the seat at the bottom', () => {
  test("is the viewer’s: B’s reserve, waste and hand below, named as yours, A’s above", () => {
    const board = table({ A: { reserve: ['9C'] }, B: { reserve: ['4D'], waste: ['JS'] } }, 'B');
    expect(keys(board, '.side.bottom [data-pile]')).toEqual(['handB', 'wasteB', 'reserveB']);
    expect(keys(board, '.side.top [data-pile]')).toEqual(['reserveA', 'wasteA', 'handA']);
    expect(board.querySelector('.side.bottom .who')?.textContent).toBe('You (B)');
    expect(board.querySelector('.side.top .who')?.textContent).toBe('A');
    expect(label(board, 'reserveB')).toBe('your reserve, four of diamonds on top, 1 card');
    expect(label(board, 'wasteB')).toBe('your waste pile, jack of spades on top, 1 card');
    expect(label(board, 'reserveA')).toBe("A’s reserve, nine of clubs on top, 1 card");
    // B's houses (5 to 8) down the right column, the first nearest B's reserve; A's on the left.
    expect(keys(board, '.tableau .house.east')).toEqual(['house7', 'house6', 'house5', 'house4']);
    expect(keys(board, '.tableau .house.west')).toEqual(['house0', 'house1', 'house2', 'house3']);
    const row = (key: string) => board.querySelector<HTMLElement>(`[data-pile="${key}"]`)!.style.getPropertyValue('--wr');
    expect(['house4', 'house5', 'house6', 'house7'].map(row)).toEqual(['4', '3', '2', '1']);
    // The keyboard starts on the bottom seat's hand.
    expect(board.querySelector('[tabindex="0"]')?.getAttribute('data-pile')).toBe('handB');
  });

  test('may be set on a neutral view, and the other seats sit at the top in seat order', () => {
    const board = table({ rules: 'three-players', houses: { 9: ['QS'] } }, null, 'B');
    expect(keys(board, '.side.bottom [data-pile]')).toEqual(['handB', 'wasteB', 'reserveB']);
    expect([...board.querySelectorAll('.side.top .who')].map((w) => w.textContent)).toEqual(['A', 'C']);
    expect(board.querySelector('.side.bottom .who')?.textContent).toBe('B');
    expect(label(board, 'reserveB')).toBe("B’s reserve, five of hearts on top, 1 card");
    expect(keys(board, '.tableau .house.east')).toEqual(['house5', 'house4', 'house3']);
    expect(keys(board, '.tableau .house.west')).toEqual(['house0', 'house1', 'house2', 'house6', 'house7', 'house8']);
  });

  test('is A by default on a neutral view, as the editor shows it', () => {
    const board = table({}, null);
    expect(keys(board, '.side.bottom [data-pile]')).toEqual(['handA', 'wasteA', 'reserveA']);
    expect(keys(board, '.tableau .house.east')).toEqual(['house3', 'house2', 'house1', 'house0']);
  });
});

/** The table's own words (Board, Card, Feedback, ShareLink): pile labels, picks, calls and the share link. */
import { plural } from '../locales';

export const en = {
  table: 'Card table',
  /** The short names printed beside the piles; a numbered pile's kind may give way to its number on a narrow table. */
  shown: { house: 'house', foundation: 'foundation', reserve: 'reserve', waste: 'waste', hand: 'hand', turned: 'hand card' },
  /** A card already on its pile, shown before a move that brings another (a hand turn): printed on it, and said after the pile's label. */
  waiting: 'waiting',
  waitingSaid: ', still waiting: not the new card',
  you: (p: { seat: string }) => `You (${p.seat})`,
  /** What a screen reader hears of a pile; `pile` is already named for the viewer ("your reserve", "house 3"). */
  cards: (p: { n: number }) => `${p.n} ${plural('en', p.n, { one: 'card', other: 'cards' })}`,
  faceDown: 'face down',
  outOfPlay: (p: { pile: string }) => `${p.pile}, out of play`,
  empty: (p: { pile: string }) => `${p.pile}, empty`,
  hand: (p: { pile: string; cards: string }) => `${p.pile}, ${p.cards} face down`,
  house: (p: { pile: string; card: string; cards: string }) => `${p.pile}, ${p.card}, outermost, ${p.cards}`,
  onTop: (p: { pile: string; card: string; cards: string }) => `${p.pile}, ${p.card} on top, ${p.cards}`,
  turned: (p: { pile: string; card: string }) => `${p.pile}, ${p.card}`,
  /** A run picked from a house, told in words: "2 cards picked from house 2: 3♥ to 2♠". */
  picked: (p: { n: number; pile: string; first: string; last: string }) =>
    `${p.n} ${plural('en', p.n, { one: 'card', other: 'cards' })} picked from ${p.pile}: ${p.n > 1 ? `${p.first} to ${p.last}` : p.first}`,
  tryAgain: 'Try it again',
  retry: 'Retry',
  stop: 'Stop!',
  /** A move tried that the rules allow. */
  legal: 'Legal.',
  letGo: 'Let it go',
  /** Said on a lesson’s or a puzzle’s board when its live code could not be fetched at the first touch (FirstUse’s `unreachable`). */
  unreachable: { text: 'This board could not be loaded: check the connection and try again.', retry: 'Try again' },
  /** Said instead of why a move is stopped when that explanation could not be fetched (offline before it ever was). */
  noExplanation: 'The explanation could not be loaded: check the connection and try again.',
  share: 'Share this position',
  preparing: ' Preparing the link…',
  notReady: ' The link could not be prepared: check the connection and press again.',
  copied: ' Link copied.',
  shared: ' Link shared.',
  failed: ' The share sheet could not open: copy the link below.',
  theLink: 'The link: ',
  copyThis: 'Copy this link: ',
  openIt: 'Open it',
};

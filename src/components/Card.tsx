/** One card, drawn with CSS and text: rank and suit symbol, or a back when face down. */
import { isRed, JOKER, UNKNOWN, type Card as CardValue } from '../engine';
import type { Locale } from '../i18n/locales';
import { cardSpoken, rankIndex, suitSymbol } from '../telling/words';

interface Props {
  card: CardValue;
  faceDown?: boolean;
  className?: string;
  /** The corner's indices follow the page's language: R, D, V on a French table. */
  lang: Locale;
}

export function Card({ card, faceDown = false, className = '', lang }: Props) {
  if (faceDown || card === UNKNOWN) return <span class={`card back ${className}`} aria-hidden="true" />;
  // The joker of a three-player game has neither rank nor suit: a blank face, named in its title.
  const rank = card === JOKER ? '' : rankIndex(card, lang);
  const suit = card === JOKER ? '' : suitSymbol(card);
  // The index (rank and suit) is what shows of a covered card, so the board places it where the cards above leave it bare.
  return (
    <span class={`card ${isRed(card) ? 'red' : 'black'} ${className}`} aria-hidden="true" title={cardSpoken(card, lang)}>
      <span class="corner">
        <span class={rank.length > 1 ? 'rank wide' : 'rank'}>{rank}</span>
        <span class="suit">{suit}</span>
      </span>
      <span class="pip">{suit}</span>
    </span>
  );
}

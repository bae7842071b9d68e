/** One card, drawn with CSS and text: rank and suit symbol, or a back when face down. */
import { cardWords, isRed, rankOf, suitOf, UNKNOWN, type Card as CardValue } from '../engine';

const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT = ['♠', '♥', '♦', '♣'];

interface Props {
  card: CardValue;
  faceDown?: boolean;
  className?: string;
}

export function Card({ card, faceDown = false, className = '' }: Props) {
  if (faceDown || card === UNKNOWN) return <span class={`card back ${className}`} aria-hidden="true" />;
  const rank = RANK[rankOf(card)]!;
  const suit = SUIT[suitOf(card)];
  // The index (rank and suit) is what shows of a covered card, so the board places it where the cards above leave it bare.
  return (
    <span class={`card ${isRed(card) ? 'red' : 'black'} ${className}`} aria-hidden="true" title={cardWords(card)}>
      <span class="corner">
        <span class={rank.length > 1 ? 'rank wide' : 'rank'}>{rank}</span>
        <span class="suit">{suit}</span>
      </span>
      <span class="pip">{suit}</span>
    </span>
  );
}

/**
 * A shared position's analysis board before its first use: the link's table drawn in the browser (./BoardView, the live
 * board's markup without its gestures), with the turn and the hint, and the rulings' heading. The judging (the engine's
 * verdicts under every house rule, the legal moves) is the live board's (./AnalysisBoard), fetched at the first use of the
 * table, at the first scroll or once the rulings are in view (./AnalysisOnUse), which with a full table on a phone or a
 * laptop they are only after a scroll: the link opens with the table's code, not the judge's.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Position } from '../engine';
import { linkedTable } from '../share/links';
import { AnalysisTurn, SEAT, tableLabel } from './AnalysisTurn';
import { BoardView } from './BoardView';
import { sharedPositionWords } from '../i18n/shared-position';
import type { Locale } from '../i18n/locales';

/** The position the page's address carries; null without one, or for one that cannot be read (the live page says why). */
export const linked = () => linkedTable(location.search);

/** `seen`: the reader goes on to the rulings, and the live board that judges is wanted. */
export default function AnalysisDrawing({ position, lang, seen }: { position: Position; lang: Locale; seen: () => void }) {
  const t = sharedPositionWords(lang);
  const rulings = useRef<HTMLElement>(null);
  useEffect(() => {
    // At the reader's first scroll, or the rulings in view (a tall screen): in before the rulings are reached, at most times.
    const wanted = () => {
      watch.disconnect();
      removeEventListener('scroll', scrolled);
      seen();
    };
    const watch = new IntersectionObserver((seenNow) => seenNow.some((e) => e.isIntersecting) && wanted());
    watch.observe(rulings.current!);
    // A scroll that moves the page: the browser tells of one, not moved, as the page settles.
    const from = scrollY;
    const scrolled = () => scrollY !== from && wanted();
    addEventListener('scroll', scrolled, { passive: true });
    return () => {
      watch.disconnect();
      removeEventListener('scroll', scrolled);
    };
  }, []);
  return (
    // The mark ./FirstUse knows a drawing by: a press on it is carried over to the live board.
    <div class="drawing" style="display: contents">
      <div class="analysis">
        <AnalysisTurn position={position} lang={lang} />
        <BoardView position={position} you={SEAT} seat={SEAT} announce="" label={tableLabel(position, lang)} lang={lang} />
        <p class="hint">{t.tryAny}</p>
        <section class="rulings-coming" aria-labelledby="house-rules" ref={rulings}>
          <h2 id="house-rules">{t.whatIsCompulsory}</h2>
          <p class="analysis-judging" role="status">
            {t.judging}
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * A shared position's analysis board before its first use: the link's table drawn in the browser, with the turn and the hint,
 * and the rulings' heading. The judging (the engine's verdicts under every house rule, the legal moves) is the live board's
 * (./AnalysisBoard), fetched at the first use of the table or once the rulings come into view (./AnalysisOnUse), as they do
 * only after a scroll on a phone or a laptop: the link opens with the table's code, not the judge's.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Position } from '../engine';
import { linkedPosition } from '../share/links';
import { AnalysisTable } from './AnalysisTable';
import { analysisWords } from '../i18n/analysis';
import type { Locale } from '../i18n/locales';

/** The position the page's address carries, or why it cannot be read; null without one. */
export const linked = () => linkedPosition(location.search);

/** `seen`: the rulings have come into view, and the live board that judges is wanted. */
export default function AnalysisDrawing({ position, lang, seen }: { position: Position; lang: Locale; seen: () => void }) {
  const t = analysisWords(lang);
  const rulings = useRef<HTMLElement>(null);
  useEffect(() => {
    const watch = new IntersectionObserver((seenNow) => {
      if (!seenNow.some((e) => e.isIntersecting)) return;
      watch.disconnect();
      seen();
    });
    watch.observe(rulings.current!);
    return () => watch.disconnect();
  }, []);
  return (
    // The mark ./FirstUse knows a drawing by: a press on it is carried over to the live board.
    <div class="drawing" style="display: contents">
      <div class="analysis">
        <AnalysisTable position={position} lang={lang}>
          <p class="hint">{t.tryAny}</p>
        </AnalysisTable>
        <section aria-labelledby="house-rules" ref={rulings}>
          <h2 id="house-rules">{t.whatIsCompulsory}</h2>
          <p class="analysis-judging" role="status">
            {t.judging}
          </p>
        </section>
      </div>
    </div>
  );
}

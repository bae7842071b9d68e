/**
 * The shared position's turn line and its table's name, as the analysis board says them: live (./AnalysisBoard) and in its
 * drawing before the first use (./AnalysisDrawing), which must read the same.
 */
import type { Player, Position } from '../engine';
import { rulesInWords } from '../telling/rules';
import { sharedPositionWords } from '../i18n/shared-position';
import type { Locale } from '../i18n/locales';
import './analysis.css';

/** The learner sits as A, at the bottom, whoever is to move: every sentence says "you" of A and names B. */
export const SEAT: Player = 'A';

/** The table's name for screen readers: whose turn it is. */
export const tableLabel = (p: Position, lang: Locale): string => sharedPositionWords(lang).label({ who: p.toMove, yours: p.toMove === SEAT });

export function AnalysisTurn({ position: p, lang }: { position: Position; lang: Locale }) {
  const t = sharedPositionWords(lang);
  return (
    <p class="analysis-turn">
      {t.turn({ who: p.toMove, yours: p.toMove === SEAT })}
      {t.seat({ seat: SEAT, rules: rulesInWords(p.spec, lang) })}
    </p>
  );
}

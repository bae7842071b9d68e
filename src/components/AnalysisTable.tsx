/**
 * The shared position's turn line and table, as the analysis board draws them: live (./AnalysisBoard, with the table moves are
 * tried on) and in its drawing before the first use (./AnalysisDrawing, the table alone). One markup for both, so that a press on
 * the drawing lands on the same pile of the live board (./FirstUse).
 */
import type { ComponentChildren } from 'preact';
import type { Player, Position } from '../engine';
import { rulesInWords } from '../telling/rules';
import { TableHost } from './TableHost';
import type { Table } from './use-table';
import { analysisWords } from '../i18n/analysis';
import type { Locale } from '../i18n/locales';
import './analysis.css';

/** The learner sits as A, at the bottom, whoever is to move: every sentence says "you" of A and names B. */
export const SEAT: Player = 'A';

/** `children`: below the table, the answer to a move tried, or the hint to try one. */
export function AnalysisTable({ position: p, table, lang, children }: { position: Position; table?: Table | undefined; lang: Locale; children: ComponentChildren }) {
  const t = analysisWords(lang);
  const yours = p.toMove === SEAT;
  return (
    <>
      <p class="analysis-turn">
        {t.turn({ who: p.toMove, yours })}
        {t.seat({ seat: SEAT, rules: rulesInWords(p.spec, lang) })}
      </p>
      <TableHost {...(table ? { table } : { position: p })} seat={SEAT} lang={lang} interactive label={t.label({ who: p.toMove, yours })}>
        {children}
      </TableHost>
    </>
  );
}

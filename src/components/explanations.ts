/**
 * Why a move is stopped (src/i18n/explain) is fetched when a board first needs it, not as the
 * page opens: most visits never see a Stop explained. Boards start the fetch on the first press
 * or key, so the sentence is there by the time the move is judged.
 */
import type { Player, Stop } from '../engine';
import { boardWords } from '../i18n/board';
import { ruleWords } from '../telling/moves';
import type { Locale } from '../i18n/locales';

type Explain = typeof import('../telling/explain');

let fetching: Promise<Explain> | null = null;

/** The explanations' module; a fetch that failed (offline) is tried again at the next need. */
function explanations(): Promise<Explain> {
  fetching ??= import('../telling/explain').catch((e: unknown) => {
    fetching = null;
    throw e;
  });
  return fetching;
}

/** Fetches ahead of need; a failure is told when an explanation is asked for. */
export const prefetchExplanations = (): void => void explanations().catch(() => undefined);

/** Why a Stop stopped its move, told to one reader: with the rule it enforces, unless `withRule` is false (where the rule is named beside it). */
export type StopTeller = (v: Pick<Stop, 'why' | 'reason'>, withRule?: boolean) => string;

/** The explanation of a Stop to `viewer`, once fetched; when it cannot be, a sentence saying so instead. */
export async function stopTeller(viewer: Player, lang: Locale): Promise<StopTeller> {
  try {
    const { explainStop, explainWithRule } = await explanations();
    return (v, withRule = true) => (withRule ? explainWithRule(v, viewer, lang) : explainStop(v, viewer, lang));
  } catch {
    // The rule's name comes with the page: the reader still learns which rule stopped the move.
    return (v, withRule = true) => (withRule ? `${boardWords(lang).noExplanation} (${ruleWords(v, lang)})` : boardWords(lang).noExplanation);
  }
}

/**
 * The judge request (shared/position-format.md) with a Stop's explanation in the input's "lang":
 * for the command line, the build's checks and the tests. Apart from the explanations, so that a
 * page fetching them does not fetch the judge too.
 */
import { judge, type JudgeOutput, type Player, type Stop } from '../engine';
import { LOCALES } from '../i18n/locales';
import { explainStop } from './explain';

/** How the judge writes a Stop's explanation in each language (all loaded where there is no page): to the mover. */
const EXPLAINERS = Object.fromEntries(LOCALES.map((l) => [l, (v: Stop, mover: Player) => explainStop(v, mover, l)]));

/** The judge request (shared/position-format.md), its explanation in the input's "lang". */
export const judgeRequest = (input: unknown): JudgeOutput => judge(input, EXPLAINERS);

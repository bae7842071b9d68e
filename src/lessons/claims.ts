/**
 * A choice's claim about the board, checked by the engine: the right answer to a question step
 * is whichever claim is true, so no author can get it wrong (see `claim` in ./schema).
 */
import { compulsoryPiles, parseMove, samePile, verdict, type Position } from '../engine';
import { pileRef } from './exercise';

export function claimHolds(claim: string, p: Position): boolean {
  const [what, arg = ''] = claim.split(' ');
  if (what === 'nothing-compulsory') return compulsoryPiles(p).length === 0;
  if (what === 'compulsory') return compulsoryPiles(p).some((ref) => samePile(ref, pileRef(arg)));
  const m = parseMove(arg, p.rules);
  if (!m.ok) throw new Error(`claim "${claim}": ${m.error}`);
  return verdict(p, m.value).legal === (what === 'legal');
}

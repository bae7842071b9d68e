import type { Player } from './position';

/** Sentences built from pile names ("house 3") start with a capital letter. */
export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A player as `viewer` reads them: the viewer is "you", anyone else is named ("B").
 * Sentences are written for the person looking at the board, who may not be the mover.
 */
export const subject = (who: Player, viewer: Player): string => (who === viewer ? 'you' : who);
/** "your" or "B's". */
export const whose = (who: Player, viewer: Player): string => (who === viewer ? 'your' : `${who}'s`);
/** A verb agreeing with `subject`: "you have" / "B has" from ('have', 'has'). */
export const agree = (who: Player, viewer: Player, you: string, other: string): string => (who === viewer ? you : other);
/** What the mover has to do: an order to the viewer ("play it"), a duty of another ("B must play it"); prefix of the verb. */
export const must = (who: Player, viewer: Player): string => (who === viewer ? '' : `${who} must `);

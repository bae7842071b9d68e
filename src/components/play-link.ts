/**
 * The position a play link carries (p=<share code> or position=<JSON>), read when the page's
 * address has one: most games are dealt, so the page fetches the share-code reader only for
 * links, and the fault messages only for a link that cannot be read.
 */
import { parsePosition, type Position } from '../engine';
import { linkedPosition } from '../share/links';
import type { Locale } from '../i18n/locales';
import { startWords } from '../i18n/play/start';

/** `coded`: the position came as a share code, whose unknown cards are still to deal. */
export type LinkRead = { readonly position: Position; readonly coded: boolean; readonly problem: null } | { readonly position: null; readonly problem: string };

/** The link's position (a share code's unknown cards still to deal: the analysis board's "Play on from here"), or why it cannot be played. */
export async function readLink(search: string, lang: Locale): Promise<LinkRead> {
  const t = startWords(lang);
  const q = new URLSearchParams(search);
  // `position` wins over `p` when both are given, as it always has.
  const text = q.get('position');
  if (text) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const read = json === undefined ? null : parsePosition(json);
    if (read?.ok) return { position: read.value, coded: false, problem: null };
    if (!read) return { position: null, problem: t.badPosition({ problem: t.notAPosition }) };
    const { faultText } = await import('../telling/faults');
    return { position: null, problem: t.badPosition({ problem: faultText(read.fault, lang) }) };
  }
  // Called only for an address with a position: without `position`, `p` is there.
  const d = linkedPosition(search) ?? ({ ok: false, code: 'empty' } as const);
  if (d.ok) return { position: d.position, coded: true, problem: null };
  const { linkText } = await import('../telling/faults');
  return { position: null, problem: t.badCode({ problem: linkText(d, lang) }) };
}

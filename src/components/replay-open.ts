/**
 * A game to replay from what the learner brings: a game link (the address's `?g=`, or pasted
 * whole), or a plain-text record, pasted or from a file. What cannot be read is told in words,
 * naming the move or the line; the record reader and the fault words are fetched only when needed.
 */
import type { GameRecord } from '../engine';
import { decodeGame, type GameLinkFault } from '../share/game-code';
import type { RecordFault } from '../share/game-text';
import type { Locale } from '../i18n/locales';
import { replayWords } from '../i18n/replay';
import type { en as RecordWords } from '../i18n/replay/record/en';

/** A game link's fault in words: the position link's faults are worded by src/i18n/faults, fetched only for a broken link. */
export async function linkFaultText(f: GameLinkFault, lang: Locale, framed = true): Promise<string> {
  const t = replayWords(lang);
  const frame = (problem: string) => (framed ? t.badLink({ problem }) : problem);
  if (f.code === 'bad-move') return frame(t.badMove({ n: f.at + 1 }));
  if (f.code === 'after-end') return frame(t.afterEnd({ n: f.at + 1 }));
  if (f.code === 'empty') return frame(t.emptyLink);
  try {
    const { linkText } = await import('../telling/faults');
    return frame(linkText(f, lang));
  } catch {
    return frame(t.offline);
  }
}

/** The game in a pasted text or a file's: the record, or why it cannot be read. */
export async function openRecord(text: string, lang: Locale): Promise<GameRecord | string> {
  const t = replayWords(lang);
  const trimmed = text.trim();
  if (!trimmed) return t.empty;
  // A whole-game link pasted instead of a record.
  const link = /^\S*[?&]g=([^&#\s]+)\S*$/.exec(trimmed);
  if (link) {
    const d = decodeGame(link[1]);
    return d.ok ? d.record : linkFaultText(d, lang);
  }
  let read;
  try {
    read = (await import('../share/game-text')).readRecord(text);
  } catch {
    return t.offline;
  }
  if (read.ok) return read.record;
  try {
    const { recordWords } = await import('../i18n/replay/record');
    return t.badRecord({ line: read.line, problem: await recordFaultText(read, recordWords(lang), lang) });
  } catch {
    return t.offline;
  }
}

/** Why a record cannot be read, in words (its line is said with it). */
async function recordFaultText(f: RecordFault, w: typeof RecordWords, lang: Locale): Promise<string> {
  switch (f.code) {
    case 'empty':
      return w.empty;
    case 'bad-line':
      return w.badLine;
    case 'bad-header': {
      const name = f.facts.name ?? '';
      return f.facts.why === 'form' ? w.headerForm : f.facts.why === 'unknown' ? w.headerUnknown({ name }) : f.facts.why === 'repeated' ? w.headerRepeated({ name }) : w.headerAfterMoves({ name });
    }
    case 'no-start':
      return w.noStart;
    case 'bad-start':
      return w.badStart({ problem: await linkFaultText(f.facts.fault, lang, false) });
    case 'bad-rules':
      return w.badRules;
    case 'rules-mismatch':
      return w.rulesMismatch;
    case 'bad-result':
      return w.badResult({ value: f.facts.value });
    case 'bad-number':
      return w.badNumber(f.facts);
    case 'bad-move':
      return w.badMove({ move: f.facts.move });
    case 'wrong-player':
      return w.wrongPlayer(f.facts);
    case 'after-end':
      return w.afterEnd;
    case 'wrong-result':
      return w.wrongResult;
  }
}

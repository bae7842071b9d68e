/**
 * The rows of the puzzle list, drawn on the server only (no island): the list is the same for
 * everyone, so it shows before any script runs and the browser never hydrates hundreds of rows.
 * PuzzleIndex keeps them to the filters, links them with the filters and marks what this
 * browser solved (with the same `rowMeta`); it relies on one row per entry, in their order.
 * Rows under house rules are drawn hidden, as the list starts without them (records/puzzles.ts, houseRules).
 */
import type { Summary } from '../puzzles/next';
import type { PuzzleRecord } from '../records/puzzles';
import { localized, type Locale } from '../i18n/locales';
import { puzzleListWords } from '../i18n/puzzle-list';

export interface Entry extends Summary {
  readonly title: string;
}

/** A row's words after its title: kind and level, then what this browser did with it, if anything. */
export function rowMeta(e: Summary, kind: string, lang: Locale, done?: PuzzleRecord['puzzles'][string]): string {
  const w = puzzleListWords(lang);
  return `${kind} · ${w.level({ n: e.level })}${done?.solved ? w.solvedMark : done?.misses ? w.missed({ n: done.misses }) : ''}`;
}

interface Props {
  readonly lang: Locale;
  readonly entries: readonly Entry[];
  /** Each kind's name, in `lang` (kindNames). */
  readonly kinds: Readonly<Record<string, string>>;
}

export default function PuzzleRows({ lang, entries, kinds }: Props) {
  return (
    <ol class="puzzles">
      {entries.map((e) => (
        // Rows under house rules are drawn hidden: a newcomer's list leaves them out until they are included.
        <li data-puzzle={e.id} data-level={e.level} hidden={!e.standard}>
          {/* One text node each: fewer nodes for the browser to lay out in each of hundreds of rows. */}
          <a href={localized(`/puzzles/${e.id}/`, lang)}>{`${e.id}. ${e.title}`}</a> <span class="meta">{rowMeta(e, kinds[e.kind]!, lang)}</span>
        </li>
      ))}
    </ol>
  );
}

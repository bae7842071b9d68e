/** The puzzle list, filtered by kind and theme (kept in the address, so a filtered list can be shared), with what this browser has solved. */
import { useEffect, useState } from 'preact/hooks';
import { emptyRecord, loadRecord, type PuzzleRecord } from '../puzzles/record';

export interface Entry {
  readonly id: string;
  readonly title: string;
  readonly kind: 'compulsory' | 'stop';
  readonly themes: readonly string[];
  readonly difficulty: number;
}

interface Props {
  readonly entries: readonly Entry[];
  readonly kinds: Readonly<Record<string, string>>;
  readonly themes: Readonly<Record<string, string>>;
}

export default function PuzzleIndex({ entries, kinds, themes }: Props) {
  const [kind, setKind] = useState('');
  const [theme, setTheme] = useState('');
  const [record, setRecord] = useState<PuzzleRecord>(emptyRecord());
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    // Only known values: the address is not trusted.
    setKind(q.get('kind') && q.get('kind')! in kinds ? q.get('kind')! : '');
    setTheme(q.get('theme') && q.get('theme')! in themes ? q.get('theme')! : '');
    const loaded = loadRecord();
    setRecord(loaded.record);
    setNote(loaded.note);
  }, []);

  function choose(k: string, t: string) {
    setKind(k);
    setTheme(t);
    const q = new URLSearchParams();
    if (k) q.set('kind', k);
    if (t) q.set('theme', t);
    const search = q.toString();
    history.replaceState(null, '', search ? `${location.pathname}?${search}` : location.pathname);
  }

  const shown = entries.filter((e) => (!kind || e.kind === kind) && (!theme || e.themes.includes(theme)));
  const solved = entries.filter((e) => record.puzzles[e.id]?.solved).length;
  return (
    <>
      {note ? <p class="note">{note}</p> : null}
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the puzzles">
        <label>
          Kind{' '}
          <select value={kind} onChange={(e) => choose((e.target as HTMLSelectElement).value, theme)}>
            <option value="">Both kinds</option>
            {Object.entries(kinds).map(([k, label]) => (
              <option value={k}>{label}</option>
            ))}
          </select>
        </label>
        <label>
          Rule{' '}
          <select value={theme} onChange={(e) => choose(kind, (e.target as HTMLSelectElement).value)}>
            <option value="">Every rule</option>
            {Object.entries(themes).map(([t, label]) => (
              <option value={t}>{label}</option>
            ))}
          </select>
        </label>
      </form>
      <p class="count" aria-live="polite">
        {shown.length} of {entries.length} puzzles shown · {solved} solved in this browser
      </p>
      <ol class="puzzles">
        {shown.map((e) => {
          const r = record.puzzles[e.id];
          return (
            <li key={e.id} data-puzzle={e.id} class={r?.solved ? 'solved' : ''}>
              <a href={`/puzzles/${e.id}/`}>
                {e.id}. {e.title}
              </a>{' '}
              <span class="meta">
                {kinds[e.kind]} · difficulty {e.difficulty}
                {r?.solved ? ' · solved ✓' : r?.misses ? ` · ${r.misses} missed` : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * The report under a game's result: every fault of both sides in words, with why and its rule,
 * each opening its move on the replay page, and the player's rate of faults over the decisions
 * that were theirs to make. The code that writes the links (the game's code) is fetched as the
 * game ends; until it comes, or if it cannot (offline before it was ever fetched), the faults
 * are listed without links.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { gameFaults, stopRuleOn, type Decisions, type GameRecord, type Player } from '../engine';
import type { Locale } from '../i18n/locales';
import { reportWords } from '../i18n/report';
import { faultLine, rateWords } from '../telling/report';
import './report.css';

type Links = ((move: number) => string) | 'loading' | 'failed';

/** `you`: the seat the report speaks to; null at a table of two people, where both are named. */
export function GameReport({ record, you, lang }: { readonly record: GameRecord | null; readonly you: Player | null; readonly lang: Locale }) {
  const t = reportWords(lang);
  const faults = useMemo(() => (record ? gameFaults(record) : null), [record]);
  const [href, setHref] = useState<Links>('loading');
  useEffect(() => {
    if (!record) return;
    import('./game-url').then(
      (m) => setHref(() => m.moveHref(record, lang, you === null)),
      () => setHref('failed'),
    );
  }, [record]);
  // No record (a game saved before games were recorded) is said by WholeGame; a game played here always replays.
  // Without the Stop rule a wrong move is refused before it is recorded: there is nothing to report.
  if (!record || !faults?.ok || !stopRuleOn(record.start.rules)) return null;
  const lines = faults.faults.map((f) => faultLine(f, you, lang));
  const mine = you && faults.decisions[you];
  // At a table of two people, each player's rate, named.
  const rates = you === null ? (Object.entries(faults.decisions) as [Player, Decisions][]).map(([who, d]) => rateWords(d, lang, who)) : mine ? [rateWords(mine, lang)] : [];
  return (
    <section class="game-report" aria-labelledby="report-title">
      <h2 id="report-title">{t.title}</h2>
      {rates.length ? (
        <p class="report-rate">
          {rates.map((r) => (
            <strong key={r}>{r} </strong>
          ))}
          {t.forced}
        </p>
      ) : null}
      {lines.length ? (
        <>
          <p>{t.help}</p>
          <ol>
            {lines.map((l) => (
              <li key={l.n}>
                {typeof href === 'function' ? <a href={href(l.n)}>{l.head}</a> : <span class="report-head">{l.head}</span>} {l.why}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{t.none}</p>
      )}
      {href === 'failed' ? <p>{t.offline}</p> : null}
    </section>
  );
}

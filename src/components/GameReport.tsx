/**
 * The report under a game's result: every fault of both sides in words, with why and its rule,
 * each opening its move on the replay page, and the player's rate of faults over the decisions
 * that were theirs to make. The code that writes the links (the game's code) is fetched as the
 * game ends; until it comes, or if it cannot (offline before it was ever fetched), the faults
 * are listed without links. The tutor's warnings are in no record: they are listed apart, and
 * a move taken back after one counts as the player's fault, in the rate and by rule.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { gameFaults, ownFaultsByReason, stopRuleOn, withWithdrawn, type Decisions, type GameRecord, type Player, type Reason } from '../engine';
import type { Locale } from '../i18n/locales';
import { reportWords } from '../i18n/report';
import { ruleName } from '../telling/moves';
import { faultLine, rateWords, warningLine, type WarnedAttempt } from '../telling/report';
import './report.css';

type Links = ((move: number) => string) | 'loading' | 'failed';

/** `you`: the seat the report speaks to; null at a table of two people, where both are named. */
export function GameReport({ record, warnings = [], you, lang }: { readonly record: GameRecord | null; readonly warnings?: readonly WarnedAttempt[]; readonly you: Player | null; readonly lang: Locale }) {
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
  // The moves taken back after the tutor's warning: in no record, each is still its player's fault, in the rate and by rule.
  const withdrawn = (who: Player) => warnings.filter((w) => w.takenBack && w.player === who);
  const rateOf = (who: Player, d: Decisions) => withWithdrawn(d, withdrawn(who).length);
  const mine = you && faults.decisions[you];
  // At a table of two people, each player's rate, named.
  const rates = you === null ? (Object.entries(faults.decisions) as [Player, Decisions][]).map(([who, d]) => rateWords(rateOf(who, d), lang, who)) : mine ? [rateWords(rateOf(you, mine), lang)] : [];
  const own = you === null ? [] : (Object.entries(ownFaultsByReason(faults.faults, you, withdrawn(you).map((w) => w.verdict))) as [Reason, number][]);
  return (
    <section class="game-report" aria-labelledby="report-title">
      <h2 id="report-title">{t.title}</h2>
      {rates.length ? (
        <p class="report-rate">
          {rates.map((r) => (
            <strong key={r}>{r} </strong>
          ))}
          {t.forced}
          {warnings.some((w) => w.takenBack) ? ` ${t.withdrawn}` : ''}
        </p>
      ) : null}
      {own.length ? (
        <div class="report-own">
          <p>{t.ownTitle}</p>
          <ul>
            {own.map(([reason, n]) => (
              <li key={reason}>{t.own({ rule: ruleName(reason, lang), n })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length ? (
        <div class="report-warned">
          <p>{you === null ? t.warnedTitleNamed({ n: warnings.length }) : t.warnedTitle({ n: warnings.length })}</p>
          <ul>
            {warnings.map((w, i) => (
              <li key={i}>{warningLine(w, you, lang)}</li>
            ))}
          </ul>
        </div>
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
      ) : warnings.length ? null : (
        <p>{t.none}</p>
      )}
      {href === 'failed' ? <p>{t.offline}</p> : null}
    </section>
  );
}

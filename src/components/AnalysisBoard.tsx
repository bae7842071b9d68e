/**
 * The analysis board of a shared position: the table, every legal move (the compulsory
 * ones marked), any move tried with its verdict, and the house-rules table that judges the
 * same thing under every preset and each option, to settle an argument at the card table:
 * told first in a few lines (which rule sets rule otherwise, and how), the table itself folded.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatMove, legalMoves, priorities, stopRuleOn, type Position } from '../engine';
import { decodePosition, type Decoded } from '../share/code';
import { linkedPosition, positionHref } from '../share/links';
import { houseRules, summaryOf, type Ruling } from '../share/house-rules';
import { notApplicableWords, rowWords, summaryWords } from './house-rules-words';
import { attemptWords, moveLine } from './aids';
import { ruleName, stepsWords } from '../telling/moves';
import { prefetchExplanations, type StopTeller } from './explanations';
import { AnalysisTurn, SEAT, tableLabel } from './AnalysisTurn';
import { TableHost } from './TableHost';
import { useTable } from './use-table';
import { ShareLink } from './ShareLink';
import { analysisWords } from '../i18n/analysis';
import { sharedPositionWords } from '../i18n/shared-position';
import { boardWords } from '../i18n/board';
import { localized, type Locale } from '../i18n/locales';

/**
 * Opened without a link: the table of puzzle 017, where the turned 3♥ must go to a foundation rather than be discarded (priority rule 2).
 * Decoded the same on the server, which draws it into the page, and in the browser, which hydrates it as it is. Our own code, so it
 * decodes: were it to stop, drawing it would fail the build.
 */
const EXAMPLE = decodePosition('2gAAsVFC-rVWbideoKPIutg8BAgQyxDCDIJjipSTSRmlngEuPpoBwvutmMLMXYZWIAxnxAMlW4BcAcwFkBQAoRgJOyKRZIw5gAd6S') as Extract<Decoded, { ok: true }>;

/** A ruling (a Stop only for a move tried, whose `tell` says why); the explanation only where it is news (the position's own rules, and rows that differ), so the differences stand out. */
function RulingText({ r, full, tell, lang }: { r: Ruling; full: boolean; tell: StopTeller | undefined; lang: Locale }) {
  const t = analysisWords(lang);
  switch (r.kind) {
    case 'legal':
      return <>{t.legal}</>;
    case 'stop':
    case 'refused':
      return (
        <>
          <strong>{r.kind === 'stop' ? t.stop : t.refused}</strong> {ruleName(r.rule, lang)}
          {full && tell ? `${t.afterRule}${tell(r, false)}` : ''}
        </>
      );
    case 'compulsory':
      return <>{t.compulsory({ rule: ruleName(r.reason, lang), moves: r.moves.map((s) => stepsWords([s], SEAT, lang)).join(t.orMove) })}</>;
    case 'free':
      return <>{t.free({ n: r.moves })}</>;
    case 'not-applicable':
      return <>{t.notApplicable({ why: notApplicableWords(r.why, lang) })}</>;
  }
}

/** The position the page's address carries, or why it cannot be read; null without one, and on the server, which reads no address. */
const linked = (): Decoded | null => (typeof location === 'undefined' ? null : linkedPosition(location.search));

export default function AnalysisBoard({ lang }: { readonly lang: Locale }) {
  const t = analysisWords(lang);
  const editor = localized('/editor/', lang);
  // A link's position, or why it cannot be read; null without a link, or until a broken link's words come, while the example is drawn.
  // Read as the board is first drawn: a link's table is drawn and judged once, not after the example's.
  const [read, setRead] = useState<Position | string | null>(() => {
    const d = linked();
    return d?.ok ? d.position : null;
  });
  useEffect(() => {
    const d = linked();
    // Why a link is broken is fetched only for a broken link: most links open.
    if (d && !d.ok)
      import('../telling/faults').then(
        ({ linkText }) => setRead(linkText(d, lang)),
        () => setRead(t.linkOffline),
      );
  }, [lang]);

  const p = read === null ? EXAMPLE.position : typeof read === 'string' ? null : read;
  /** The move tried, told with why the rules stop it. */
  const table = useTable({ position: p ?? EXAMPLE.position, seat: SEAT, lang });
  const tried = table.trial;
  const legal = useMemo(() => (p ? legalMoves(p) : []), [p]);
  const rows = useMemo(() => (p ? houseRules(p, tried?.move ?? null) : []), [p, tried]);
  if (!p)
    return (
      <div class="link-error" role="alert">
        <p>{read}</p>
        <p>
          <a href={editor}>{t.setUp}</a>
        </p>
      </div>
    );

  const pr = priorities(p);
  const summary = summaryWords(summaryOf(rows), SEAT, lang);
  const forced = pr.forcedBy;
  const move = tried?.move ?? null;
  return (
    // The example's note is the page's (analysis.astro): marked here only so that the page can hide the example when there is a link.
    <div class="analysis" data-example={read === null ? '' : undefined} onPointerDownCapture={prefetchExplanations} onKeyDownCapture={prefetchExplanations}>
      <AnalysisTurn position={p} lang={lang} />
      <TableHost table={table} seat={SEAT} lang={lang} interactive label={tableLabel(p, lang)}>
        {tried ? (
          <div class={`feedback ${tried.verdict.legal ? 'right' : 'wrong'}`} role="status">
            <p>
              <strong>{tried.verdict.legal ? boardWords(lang).legal : stopRuleOn(p.rules) ? t.stop : t.refused}</strong> {moveLine(p, tried.move, SEAT, lang)}. {tried.verdict.legal ? t.forbidsNothing : tried.tell(tried.verdict)}
            </p>
            <button type="button" onClick={table.takeBack}>
              {t.another}
            </button>
          </div>
        ) : (
          <p class="hint">{sharedPositionWords(lang).tryAny}</p>
        )}
      </TableHost>
      <section aria-labelledby="house-rules">
        <h2 id="house-rules">{move ? t.underEach({ move: attemptWords(p, move, SEAT, lang) }) : sharedPositionWords(lang).whatIsCompulsory}</h2>
        <div class="house-summary">
          <p>{summary.intro}</p>
          {summary.differences.length ? (
            <ul>
              {summary.differences.map((d) => (
                <li key={d.names}>
                  <strong>{d.names}</strong> <span>{d.ruling}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {summary.cannotJudge ? <p>{summary.cannotJudge}</p> : null}
        </div>
        <details class="house-fold">
          <summary>{t.fullTable}</summary>
          <table class="house-rules">
            <thead>
              <tr>
                <th scope="col">{t.rules}</th>
                <th scope="col">{t.ruling}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const { name, about } = rowWords(r.rules, lang);
                return (
                  <tr key={name} class={r.differs ? 'differs' : r.ruling.kind === 'not-applicable' ? 'na' : ''}>
                    <th scope="row">
                      {name}
                      {r.differs ? <span class="tag">{t.differs}</span> : null}
                      <span class="about">{about}</span>
                    </th>
                    <td>
                      <RulingText r={r.ruling} full={i === 0 || r.differs} tell={tried?.tell} lang={lang} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </details>
      </section>
      <section aria-labelledby="legal-moves">
        <h2 id="legal-moves">{t.legalMoves({ n: legal.length })}</h2>
        {forced ? <p>{t.forcedFirst({ n: pr.forced.length, rule: ruleName(forced, lang) })}</p> : null}
        <ul class="moves">
          {legal.map((m) => (
            <li key={formatMove(m)}>
              <button type="button" onClick={() => table.tryMove(m)} aria-pressed={move === m}>
                {attemptWords(p, m, SEAT, lang)}
                {pr.forced.includes(m) ? t.compulsoryTag : ''}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div class="actions">
        <ShareLink position={p} lang={lang} />
        <a href={positionHref('editor', p, lang)}>{t.edit}</a>
        <a href={positionHref('play', p, lang)}>{t.playOn}</a>
      </div>
    </div>
  );
}

/**
 * How a game's points were counted, in words, from the engine's score detail: fetched when a
 * game ends (./GameScore), as most of a visit is spent playing.
 */
import type { Player, ScoreDetail } from '../engine';
import type { Locale } from '../i18n/locales';
import { playWords } from '../i18n/play';

/** How the game's points were counted, in words, from the engine's score detail. */
/** `turns`: the engine's NO_PROGRESS_TURNS, given by the caller so that this chunk holds no engine code. */
export default function ScoreBreakdown({ detail, turns, you: YOU, lang }: { detail: ScoreDetail; turns: number; you: Player | null; lang: Locale }) {
  const t = playWords(lang);
  const { result, bonus, counts } = detail;
  if (result.kind === 'drawn') {
    return (
      <p>
        <strong>{t.drawnTitle}</strong> {t.drawn({ turns })}
      </p>
    );
  }
  if (result.kind === 'win') {
    const winner = result.winner!;
    const losers = counts.filter((c) => c.player !== winner);
    const left = losers.length > 1 ? 'each' : losers[0]!.player === YOU ? 'you' : 'other';
    return (
      <>
        <p>
          <strong>{t.wins({ who: winner, yours: winner === YOU, points: result.points })}</strong>
          {t.winWhy({ bonus, left, who: losers[0]!.player })}
        </p>
        <dl class="score-count">
          <div>
            <dt>{t.goingOut}</dt>
            <dd>{bonus}</dd>
          </div>
          {losers.map((c) => (
            <div key={c.player}>
              <dt>{t.cardsLeft({ who: c.player, yours: c.player === YOU })}</dt>
              <dd>
                {t.leftDetail({ loose: c.hand + c.waste, reserve: c.reserve })}{' '}
                <span class="sum">
                  {c.hand + c.waste} + {2 * c.reserve} = {c.total}
                </span>
              </dd>
            </div>
          ))}
          <div class="score-total">
            <dt>{t.total}</dt>
            <dd class="sum">
              {[bonus, ...losers.map((c) => c.total)].join(' + ')} = {result.points}
            </dd>
          </div>
        </dl>
      </>
    );
  }
  // A stalemate: the lowest count scores its difference from each other count.
  const winner = result.winner;
  const best = counts.find((c) => c.player === winner);
  const others = counts.filter((c) => c.player !== winner);
  const differences = others.map((c) => (others.length > 1 ? `(${c.total} − ${best?.total})` : `${c.total} − ${best?.total}`)).join(' + ');
  return (
    <>
      <p>
        <strong>{t.stalemateTitle({ who: winner, yours: winner === YOU, points: result.points })}</strong> {t.stalemate}
      </p>
      <dl class="score-count">
        {counts.map((c) => (
          <div key={c.player}>
            <dt>{t.count({ who: c.player, yours: c.player === YOU })}</dt>
            <dd>
              <span class="sum">{t.inHand({ n: c.hand })}</span> <span class="sum">{t.inWaste({ n: c.waste })}</span>{' '}
              <span class="sum">{t.inReserve({ n: c.reserve, total: c.total })}</span>
            </dd>
          </div>
        ))}
        <div class="score-total">
          <dt>{t.score}</dt>
          <dd>
            {best ? (
              <>
                {t.difference({ lowest: counts.length > 2, many: others.length > 1 })} <span class="sum">{`${differences} = ${result.points}`}</span>
              </>
            ) : counts.length > 2 ? (
              t.sharedLowest
            ) : (
              t.equal
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}

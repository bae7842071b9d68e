/**
 * The end of a game's points, counted: the breakdown's code is fetched as the game ends, with a
 * line to read while it comes, and the points alone if it cannot come (offline before it was ever fetched).
 */
import { useEffect, useState } from 'preact/hooks';
import { NO_PROGRESS_TURNS, scoreDetail, type GameResult, type Player, type Position } from '../engine';
import type { Locale } from '../i18n/locales';
import { playWords } from '../i18n/play';

type Breakdown = (typeof import('./ScoreBreakdown'))['default'];

/** `you`: the seat spoken to; null names every player. */
export function GameScore({ position, result, you, lang }: { position: Position; result: GameResult; you: Player | null; lang: Locale }) {
  const t = playWords(lang);
  const [view, setView] = useState<Breakdown | 'loading' | 'failed'>('loading');
  useEffect(() => {
    import('./ScoreBreakdown').then(
      (m) => setView(() => m.default),
      () => setView('failed'),
    );
  }, []);
  if (view === 'loading') return <p>{t.counting}</p>;
  if (view === 'failed') return <p>{t.pointsOnly({ points: result.points })}</p>;
  const Shown = view;
  return <Shown detail={scoreDetail(position, result)} turns={NO_PROGRESS_TURNS} you={you} lang={lang} />;
}

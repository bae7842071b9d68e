/**
 * "What if" on the replay page: another move tried on the table before the game's move, and the
 * two side by side. Fetched when the learner first asks for it, not as the page opens.
 */
import { useEffect, useState } from 'preact/hooks';
import { attempt, cardsHeld, playersOf, type Move, type Position, type ReplayStep } from '../engine';
import { ruleWords } from '../telling/moves';
import type { Locale } from '../i18n/locales';
import { whatIfWords } from '../i18n/replay/what-if';
import { boardWords } from '../i18n/board';
import type { Player } from '../engine';
import { moveLine } from './aids';
import { stopTeller, type StopTeller } from './explanations';
import { TableHost } from './TableHost';
import { useTable } from './use-table';


/** Another move tried on the table before the game's move, and the two side by side: each move, its verdict, and where it leaves the game. */
/** Where a move leaves the game: whose turn, and each player's cards still to play. */
function leadsText(p: Position, seat: Player, lang: Locale): string {
  const cards = playersOf(p)
    .map((who) => `${who} ${cardsHeld(p[who]!)}`)
    .join(', ');
  return whatIfWords(lang).leads({ who: p.toMove, yours: p.toMove === seat, cards });
}

export default function WhatIf({ step, n, seat: SEAT, lang, onBack }: { step: ReplayStep; n: number; seat: Player; lang: Locale; onBack: () => void }) {
  const t = whatIfWords(lang);
  const before = step.before.position;
  const table = useTable({ position: before, seat: SEAT, lang });
  const tried = table.trial;
  const [game, setGame] = useState<StopTeller | null>(null);
  useEffect(() => void stopTeller(SEAT, lang).then((tell) => setGame(() => tell)), [lang]);
  // Where the move tried leaves the game (whose turn, after a Stop's correction): the game's rules, not the table's alone.
  const result = tried ? attempt(step.before, tried.move) : null;
  const judged = (move: Move, v: typeof step.verdict, after: Position, tell: StopTeller | null) => (
    <>
      <p>
        <strong>{v.legal ? boardWords(lang).legal : boardWords(lang).stop}</strong> {moveLine(before, move, SEAT, lang)}. {v.legal ? t.nothingForbids : tell ? tell(v) : ruleWords(v, lang)}
      </p>
      <p>{leadsText(after, SEAT, lang)}</p>
    </>
  );
  return (
    <div class="what-if">
      <p>{t.whatIfHelp({ n })}</p>
      <TableHost table={table} seat={SEAT} lang={lang} interactive label={t.whatIfHelp({ n })} />
      <div class="compare">
        <div>
          <h3>{t.inGame}</h3>
          {judged(step.move, step.verdict, step.after.position, game)}
        </div>
        <div role="status">
          <h3>{t.tried}</h3>
          {tried && result ? judged(tried.move, result.verdict, result.game.position, tried.tell) : null}
        </div>
      </div>
      <p class="replay-actions">
        {tried ? (
          <button type="button" onClick={table.takeBack}>
            {t.tryAgain}
          </button>
        ) : null}
        <button type="button" onClick={onBack}>
          {t.backToGame}
        </button>
      </p>
    </div>
  );
}

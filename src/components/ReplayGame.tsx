/**
 * The replay page's game, fetched at the learner's first action (./ReplayDealt draws the table as
 * dealt without it): every move judged again by the engine, stepped through on the board, its moves
 * in words with those the opponent could have stopped marked, each position sent on to the other
 * tools, and "what if": another move tried where the game's was made, compared with it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { faultOf, replay, type GameRecord, type GameResult, type Player, type ReplayStep } from '../engine';
import { encodePosition } from '../share/code';
import { ruleWords } from '../telling/moves';
import type { Locale } from '../i18n/locales';
import { replayWords } from '../i18n/replay';
import { judgedWords } from '../i18n/replay/judged';
import { movedPiles, moveLine, stopPiles } from './aids';
import { PositionLinks } from './PositionLinks';
import { TableHost } from './TableHost';
import { SEAT, type FirstAction } from './replay-start';

/** `reader`: the seat told "you" (A), or null for a game two people played at one table, where both are named. */
function resultText(r: GameResult, reader: Player | null, lang: Locale): string {
  const j = judgedWords(lang);
  const who = { who: r.winner ?? '', yours: r.winner === reader, points: r.points };
  return r.kind === 'win' ? j.won(who) : r.kind === 'stalemate' ? j.blocked({ ...who, who: r.winner }) : j.drawn;
}

/** The marks of a move in the list and the announcement: could it have been stopped, and was Stop called. */
function marksOf(s: ReplayStep, lang: Locale): string {
  const j = judgedWords(lang);
  if (s.verdict.legal) return s.called ? j.falseCall : '';
  return `${j.stoppable({ rule: ruleWords(s.verdict, lang) })} ${s.called ? j.corrected : j.stood}`;
}

const stoppable = (s: ReplayStep) => !s.verdict.legal;
type WhatIfView = typeof import('./ReplayWhatIf').default;

/** The move a link asks for, from 1, if the game has it. */
const movePlace = (asked: string, n: number): number | null => (/^\d+$/.test(asked) && Number(asked) >= 1 && Number(asked) <= n ? Number(asked) : null);

/**
 * The game itself: the board at the move shown (at first the one the link asked for, or the one the learner's first action,
 * taken on the table as dealt while this was fetched, went to), the controls, the move list and what if.
 */
export default function ReplayGame({ record, move, first, reader, lang }: { record: GameRecord; move: string | null; first: FirstAction | null; reader: Player | null; lang: Locale }) {
  const t = replayWords(lang);
  const j = judgedWords(lang);
  const played = useMemo(() => replay(record), [record]);
  const steps = played.steps;
  const n = steps.length;
  const asked = move === null ? null : movePlace(move, n);
  /** Moves shown: 0 is the table as dealt, k the table after move k. */
  const [at, setAt] = useState(() => (first === 'nextFault' ? (steps.findIndex((s) => faultOf(s)) + 1 || 0) : first !== null ? Math.max(0, Math.min(n, first)) : (asked ?? 0)));
  const [whatIf, setWhatIf] = useState(false);
  /** "What if" is fetched at the first press; offline, the press says why nothing opens. A move the game does not have is said here too. */
  const [WhatIf, setWhatIfView] = useState<WhatIfView | null>(null);
  const [note, setNote] = useState(move !== null && asked === null ? j.noSuchMove({ n: move, of: n }) : '');
  const openWhatIf = () => {
    import('./ReplayWhatIf').then(
      (m) => {
        setWhatIfView(() => m.default);
        setNote('');
        setWhatIf(true);
      },
      () => setNote(j.whatIfOffline),
    );
  };
  const go = (k: number) => {
    setAt(Math.max(0, Math.min(n, k)));
    setWhatIf(false);
  };
  const step = at > 0 ? steps[at - 1]! : null;
  const position = step ? step.after.position : record.start;
  const stops = steps.filter(stoppable).length;
  /** The moves shown at each fault (a move that could have been stopped, or a Stop called on a legal move), in order. */
  const faults = useMemo(() => steps.flatMap((s, i) => (faultOf(s) ? [i + 1] : [])), [steps]);
  const falseCalls = steps.filter((s) => faultOf(s) === 'false-call').length;
  const prevFault = faults.filter((k) => k < at).at(-1);
  const nextFault = faults.find((k) => k > at);
  const end = played.end.result;
  const where = step ? `${j.shownMove({ n: at, of: n, move: moveLine(step.before.position, step.move, reader, lang) })} ${marksOf(step, lang)}` : `${t.start({ of: n })}.`;

  const keys = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    // The slider steps by itself, the text box is typed in, and the board of "what if" takes its own keys.
    if (target.matches('input, textarea, select') || (whatIf && target.closest('.board'))) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: n, PageUp: prevFault, PageDown: nextFault }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  const highlights = step && !step.verdict.legal && step.called ? stopPiles(step.before.position, step.move, step.verdict.correction) : {};
  const lastMove = step && (step.verdict.legal || !step.called) ? movedPiles(step.before.position, step.move) : null;
  const code = encodePosition(position);
  // The move shown stays in sight in the list, which scrolls on its own (the page does not move).
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const ol = list.current;
    const li = ol?.children[at - 1] as HTMLElement | undefined;
    if (!ol || !li) return;
    if (li.offsetTop < ol.scrollTop) ol.scrollTop = li.offsetTop;
    else if (li.offsetTop + li.offsetHeight > ol.scrollTop + ol.clientHeight) ol.scrollTop = li.offsetTop + li.offsetHeight - ol.clientHeight;
  }, [at]);

  return (
    <section class="replay" aria-label={t.region} onKeyDown={keys}>
      <p class="replay-seat">{reader ? t.seat : t.seatFriends}</p>
      <p class="replay-where" role="status">
        {where}
      </p>
      {whatIf && step && WhatIf ? (
        <WhatIf step={step} n={at} seat={SEAT} lang={lang} onBack={() => setWhatIf(false)} />
      ) : (
        <TableHost position={position} seat={SEAT} interactive={false} highlights={highlights} lastMove={lastMove} announce="" label={t.board({ shown: step ? j.shown({ n: at, of: n }) : t.start({ of: n }) })} lang={lang} />
      )}
      <div class="replay-controls">
        <button type="button" aria-label={t.first} title={t.first} disabled={at === 0} onClick={() => go(0)}>
          |◀
        </button>
        <button type="button" aria-label={t.back} title={t.back} disabled={at === 0} onClick={() => go(at - 1)}>
          ◀
        </button>
        <input type="range" min={0} max={n} value={at} aria-label={t.slider} aria-valuetext={step ? j.shown({ n: at, of: n }) : t.start({ of: n })} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        <button type="button" aria-label={t.forward} title={t.forward} disabled={at === n} onClick={() => go(at + 1)}>
          ▶
        </button>
        <button type="button" aria-label={t.last} title={t.last} disabled={at === n} onClick={() => go(n)}>
          ▶|
        </button>
      </div>
      {/* A phone has no keys to tell of. */}
      <p class="replay-keys for-pointer">{t.keys}</p>
      <p class="replay-stops">
        {stops ? j.stoppableCount({ n: stops }) : j.noneStoppable}
        {falseCalls ? ` ${j.falseCalls({ n: falseCalls })}` : ''}{' '}
        {faults.length ? (
          <>
            <button type="button" disabled={prevFault === undefined} onClick={() => go(prevFault!)}>
              {j.prevFault}
            </button>
            <button type="button" disabled={nextFault === undefined} onClick={() => go(nextFault!)}>
              {j.nextFault}
            </button>
          </>
        ) : null}
      </p>
      <p class="replay-end">{end ? j.ended({ result: resultText(end, reader, lang) }) : played.ok ? j.unfinished : t.afterEnd({ n: played.at + 1 })}</p>
      <p class="replay-note" role="status">
        {note}
      </p>
      <div class="replay-actions">
        {step && !whatIf ? (
          <button type="button" onClick={openWhatIf}>
            {j.whatIf}
          </button>
        ) : null}
        <PositionLinks code={code} lang={lang} />
      </div>
      <section class="replay-moves" aria-labelledby="replay-moves-title">
        <h2 id="replay-moves-title">{t.movesTitle}</h2>
        <ol ref={list}>
          {steps.map((s, i) => (
            <li key={i} class={[!s.verdict.legal ? 'stoppable' : '', s.called && s.verdict.legal ? 'false-call' : ''].join(' ').trim() || undefined}>
              <button type="button" aria-current={at === i + 1 ? 'step' : undefined} onClick={() => go(i + 1)}>
                {moveLine(s.before.position, s.move, reader, lang)}
              </button>
              {marksOf(s, lang) ? <span class="mark"> {marksOf(s, lang)}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}

/**
 * A lesson's board played on the turn machine (the one /play/ uses, through @xstate/react), with
 * the play page's controls: a whole turn to play towards a goal, a turn of B's to watch and
 * call, or the guided first game. The machine judges every move; a Stop on the learner's move
 * is explained at once and can be taken back. In the guided game the tutor is on: a wrong move is
 * warned about before it stands. Loaded by ./TurnStep when the step is on screen.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { PASS, verdict, type Position } from '../engine';
import { playMachine, turnPhase, type PlayContext, type PlayInput, type TurnPhase } from '../machine/play';
import { LEARNER, movesOf } from '../lessons/exercise';
import { goalReached } from '../lessons/goals';
import { computerMove } from '../players/computer';
import type { Exercise } from '../lessons/schema';
import { explainHint, explainStop } from '../telling/explain';
import { ruleWords, sequenceWords } from '../telling/moves';
import type { Locale } from '../i18n/locales';
import { localized } from '../i18n/locales';
import { lessonWords } from '../i18n/lessons';
import { turnStepWords } from '../i18n/turn-step';
import { playWords } from '../i18n/play';
import { moveLine, moveWords, movedPiles, stopPiles } from './aids';
import { GameScore } from './GameScore';
import { bringIntoView } from './in-view';
import { TableHost } from './TableHost';
import { PhaseLine, TurnButtons, WatchButtons } from './TurnControls';
import { useTable } from './use-table';
import { TutorWarning, warningAnnounce } from './TutorWarning';

export type TurnExercise = Exercise & { kind: 'turn' | 'watch' | 'game' };
type Words = ReturnType<typeof turnStepWords>;

/** The guided game's computer moves at a pace a learner can follow; `?delay=` on the address changes it, as on the play page. */
const GAME_DELAY = 900;
const addressDelay = (): number | null => {
  const d = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('delay');
  return d === null ? null : Math.max(0, Math.min(5000, Number(d) || 0));
};

function inputOf(e: TurnExercise, start: Position): PlayInput {
  return {
    seed: e.id,
    rules: start.rules,
    spec: start.spec,
    seats: { A: 'human', B: 'computer' },
    practice: true,
    tutor: e.kind === 'game',
    errorRate: 0,
    // The script plays the computer's moves (at its end the table waits): no strategy is asked for one.
    strategy: 'plain',
    computerDelay: e.kind === 'game' ? addressDelay() ?? GAME_DELAY : 0,
    position: start,
    script: { moves: e.kind === 'turn' ? [] : movesOf(e.script, start), slips: e.kind === 'watch' },
    manual: e.kind === 'watch',
  };
}

/** How the step stands: solved, failed (and why), or still going (null). */
export interface TurnOutcome {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
}

function outcomeOf(e: TurnExercise, start: Position, c: PlayContext, phase: TurnPhase, w: Words, lang: Locale): TurnOutcome | null {
  const p = c.game.position;
  if (e.kind === 'watch') {
    if (c.stop?.calledBy === 'human') return { right: true, title: w.caught, text: e.success[lang] };
    if (c.missed) return { right: false, title: w.missedIt, text: w.missedText({ why: explainStop(c.missed.verdict, LEARNER, lang) }) };
    if (c.falseCall) return { right: false, title: w.falseCallTitle, text: w.falseCallText };
    return null;
  }
  if (phase === 'stopped' || phase === 'warned') return null;
  if (e.kind === 'game') return c.game.result ? (c.game.result.winner === LEARNER ? { right: true, title: w.won, text: w.wonText } : { right: false, title: w.lost, text: w.lostText }) : null;
  if (goalReached(e.goal, start, p)) return { right: true, title: w.goalReached, text: e.success[lang] };
  if (p.toMove !== LEARNER || c.game.result) return { right: false, title: w.turnPassed, text: w.turnPassedText };
  return null;
}

export function TurnBoard({ exercise: e, start, lang, onAnswer, onRestart }: { exercise: TurnExercise; start: Position; lang: Locale; onAnswer: (right: boolean) => void; onRestart: () => void }) {
  const t = playWords(lang);
  const w = turnStepWords(lang);
  const [snap, send] = useMachine(playMachine, { input: useMemo(() => inputOf(e, start), [e, start]) });
  const c = snap.context;
  const p = c.game.position;
  const phase = turnPhase(snap);
  const outcome = outcomeOf(e, start, c, phase, w, lang);
  const stopped = phase === 'stopped' && c.stop?.calledBy === 'computer' ? c.stop : null;
  const warned = phase === 'warned' ? c.warning : null;
  // A watched turn is B's: the learner only watches and calls.
  const yours = e.kind !== 'watch' && p.toMove === LEARNER && snap.matches('turn') && !outcome;
  const watching = e.kind === 'watch' && !outcome;

  // Each answer is kept once: a Stop or a warning on the learner's move counts as a miss, a reached goal or a caught error as solved.
  useEffect(() => {
    if (stopped || warned) onAnswer(false);
  }, [stopped, warned]);
  useEffect(() => {
    if (outcome) onAnswer(outcome.right);
  }, [outcome?.title]);

  const table = useTable({ position: p, seat: LEARNER, lang, play: (move) => send({ type: 'MOVE', move }) });
  const shownStop = stopped ?? (e.kind === 'watch' && c.stop ? c.stop : null);
  const highlights = shownStop
    ? stopPiles(shownStop.before, shownStop.move, shownStop.verdict.correction)
    : warned
      ? stopPiles(warned.before, warned.move, [])
      : c.hint?.move && yours
        ? stopPiles(p, c.hint.move, [c.hint.move])
        : {};
  const last = c.last && !shownStop && !warned ? c.last : null;
  const said = last ? `${moveLine(last.before, last.move, LEARNER, lang)}.` : '';
  // In the guided game the coach speaks at each phase; its move is the computer player's own choice, and following it wins (src/lessons/check.ts plays it through).
  const coach = yours ? `${w.coach[phase]} ${w.suggest({ move: moveWords(p, computerMove(p, c.rearranged), LEARNER, lang) })}` : w.coach[phase];
  const help = phase === 'compulsory' || phase === 'handCard' || phase === 'free' ? w.phaseHelp[phase] : '';
  const phaseText = e.kind === 'watch' ? (watching ? (c.last ? `${said} ${w.watchNext}` : w.watchStart) : '') : e.kind === 'game' ? coach : help;

  // Marks the board live once it runs in the page (the same board is first drawn as HTML when the site is built).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // A watched move is told above the table and answered below it: both in view as it is made.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (watching && c.last) bringIntoView(root.current?.querySelector('.phase'), root.current?.querySelector('.controls'));
  }, [c.last]);

  return (
    <div class="turn-board" data-phase={phase} data-live={live || undefined} ref={root}>
      {/* While B's turn is watched, its badge stays B's: after B's last move the table is A's turn, but the words are still about B's move. */}
      <PhaseLine phase={watching && (phase === 'compulsory' || phase === 'handCard' || phase === 'free') ? 'computer' : phase} text={phaseText} lang={lang} />
      <TableHost
        table={table}
        seat={LEARNER}
        lang={lang}
        position={p}
        interactive={yours}
        highlights={highlights}
        announce={shownStop ? `${t.stop} ${explainStop(shownStop.verdict, LEARNER, lang)}` : warned ? warningAnnounce(warned, LEARNER, lang) : said}
        lastMove={warned ? movedPiles(warned.before, warned.move) : last ? movedPiles(last.before, last.move) : null}
        label={lessonWords(lang).boardLabel({ prompt: e.prompt[lang] })}
      />
      {e.kind === 'watch' ? (
        <WatchButtons next={watching && phase === 'computer'} call={watching && c.callable} onNext={() => send({ type: 'COMPUTER_STEP' })} onCall={() => send({ type: 'CALL_STOP' })} lang={lang} />
      ) : (
        <TurnButtons live={yours} turned={p[LEARNER]!.turned !== null} pass={p.toMove === LEARNER && verdict(p, PASS).legal} onAction={(type) => send({ type })} lang={lang}>
          <button type="button" disabled={!yours} onClick={() => send({ type: 'HINT' })}>
            {t.hint}
          </button>
        </TurnButtons>
      )}
      {c.hint && yours ? <p class="hint">{explainHint(c.hint, LEARNER, lang)}</p> : null}
      {warned ? <TutorWarning warning={warned} you={LEARNER} id={`${e.id}-warn`} lang={lang} onTakeBack={() => send({ type: 'TAKE_BACK' })} onPlayAnyway={() => send({ type: 'PLAY_ANYWAY' })} /> : null}
      {stopped ? (
        <div class="stop-panel" role="alertdialog" aria-labelledby={`${e.id}-stop`}>
          <h2 id={`${e.id}-stop`}>{t.stop}</h2>
          <p>
            {t.wasStopped({ who: stopped.player, yours: true, attempt: moveWords(stopped.before, stopped.move, LEARNER, lang) })} <span class="rule">{ruleWords(stopped.verdict, lang)}</span>
          </p>
          {stopped.verdict.correction.length ? <p>{w.corrected({ n: stopped.verdict.correction.length, moves: sequenceWords(stopped.before, stopped.verdict.correction, LEARNER, lang) })}</p> : null}
          <p>{w.stoppedYou({ why: explainStop(stopped.verdict, LEARNER, lang) })}</p>
          <button type="button" ref={(el) => el?.focus()} onClick={() => send({ type: 'UNDO' })}>
            {w.takeBack}
          </button>
        </div>
      ) : null}
      {outcome ? (
        <div class={`feedback ${outcome.right ? 'right' : 'wrong'}`} role="status">
          <p>
            <strong>{outcome.title}</strong> {outcome.text}
          </p>
          {e.kind === 'game' && c.game.result ? <GameScore position={p} result={c.game.result} you={LEARNER} lang={lang} /> : null}
          {e.kind === 'game' && outcome.right ? (
            <p>
              <a class="to-play" href={localized('/play/', lang)}>
                {w.toPlay}
              </a>
            </p>
          ) : null}
          <button type="button" onClick={onRestart}>
            {w.restart}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The game on the play page, loaded when the player starts it: the turn machine (XState), the
 * computer player, the board and the controls. It is kept in the browser after every change,
 * so a reload goes on where it stopped. The page opens on ./PlayGame, which holds the settings.
 */
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { callerOf, compulsoryPiles, falseCallCost, playersOf, parseRules, PASS, playablePiles, targetsOf, revealUnknown, STANDARD, stopRuleOn, verdict, type Player, type Reason } from '../engine';
import { playMachine, turnPhase, type Phase, type PlayContext, type PlayInput, type Resume } from '../machine/play';
import type { ActorRefFrom } from 'xstate';
import { loadPlay, resumeOf, savePlay, type Paces, type PlaySettings } from '../records/play';
import { LEVEL_PLAY, type Level } from '../records/play-levels';
import { playRules } from '../records/play-rules';
import type { Store } from '../storage/versioned';
import { attemptWords, movedPiles, moveLine, moveWords, stopPiles } from './aids';
import { bringIntoView } from './in-view';
import { TableHost } from './TableHost';
import { PhaseLine, TurnButtons } from './TurnControls';
import { ForDevice } from './ForDevice';
import { useTable } from './use-table';
import { ruleName, ruleWords, sequenceWords } from '../telling/moves';
import { beginsWords, explainHint, explainStop } from '../telling/explain';
import { GameScore } from './GameScore';
import { GameReport } from './GameReport';
import { ShareLink } from './ShareLink';
import { WholeGame } from './WholeGame';
import { TutorWarning, warningAnnounce } from './TutorWarning';
import type { Locale } from '../i18n/locales';
import { playWords } from '../i18n/play';
import { scoresText, startWords } from '../i18n/play/start';
import { keepGameAnswers } from './game-answers';

const YOU: Player = 'A';
/** Two people at one table: every seat a person's, each seeing their side of the table on their turn. */
const FRIENDS = { A: 'human', B: 'human' } as const;
const AGAINST_COMPUTER = { A: 'human', B: 'computer', C: 'computer' } as const;
/** Moves focus to a button as it appears (Preact ignores `autoFocus`), which also scrolls it into view on a phone. Stable, so it runs once per button. */
const focusOnMount = (el: HTMLElement | null) => el?.focus();

function inputOf(s: PlaySettings, delay: number, manual: boolean, resume: Resume | undefined): PlayInput {
  const spec = playRules(s.preset, s.house);
  const rules = parseRules(spec);
  const played = s.position ? s.position.rules : rules.ok ? rules.value : STANDARD;
  // A friend plays the two-player game only: under rules for three, the computer sits at B and C.
  const seats = s.opponent === 'friend' && played.players === 2 ? FRIENDS : AGAINST_COMPUTER;
  const base = { seed: s.seed, seats, practice: s.practice, tutor: s.tutor === true, ...LEVEL_PLAY[s.level], computerDelay: delay, manual, resume };
  if (s.position) return { ...base, rules: s.position.rules, spec: s.position.spec, position: s.position };
  return { ...base, rules: played, spec };
}

/** The game asked for: a new one from settings, or the saved one (`resume`), read in full here. */
export interface Wanted {
  readonly settings: PlaySettings;
  readonly resume: boolean;
  /** A share code's unknown cards are still to deal, from those missing with the game's seed. */
  readonly coded: boolean;
  readonly round: number;
}

/**
 * The game to play: the one kept in this browser for the address's `link` when it is asked for and reads in full, or a new one.
 * A kept game that cannot be read is told to the learner by the store (storage/page-store.ts), which keeps it aside.
 */
function gameOf(w: Wanted, store: Store, link: string): { settings: PlaySettings; resume: Resume | undefined } {
  if (w.resume) {
    const { record } = loadPlay(store);
    if (record.game && (link === '' || link === record.link)) return record.game;
  }
  const position = w.settings.position;
  return { settings: position && w.coded ? { ...w.settings, position: revealUnknown(position, w.settings.seed) } : w.settings, resume: undefined };
}

/**
 * The game the player started, saved after every change with the computer's paces and the
 * address it came from (`link`); `manual`: the computer waits for "Let it go" after each move.
 * Focus goes to it, as the player asked for it, unless something in it (a Stop's panel, Let it
 * go) has taken focus already.
 */
export function PlayedGame({ wanted, paces, delay, manual, link, store, lang, onProgress }: { wanted: Wanted; paces: Paces; delay: number; manual: boolean; link: string; store: Store; lang: Locale; onProgress: (inProgress: boolean) => void }) {
  const [start] = useState(() => gameOf(wanted, store, link));
  const saved = useRef<Resume | null>(null);
  const write = () => savePlay(store, { speed: paces.plain, trainingSpeed: paces.training, link, game: saved.current && { settings: start.settings, resume: saved.current } });
  // Written before the page can be left: a pace chosen just before a reload is kept.
  useLayoutEffect(() => {
    if (saved.current) write();
  }, [paces]);
  const input = useMemo(() => inputOf(start.settings, delay, manual, start.resume), []);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const s = section.current;
    if (!s || s.contains(document.activeElement)) return;
    // The game opens on the move, the table and the buttons, together in view on a phone.
    s.focus({ preventScroll: true });
    bringIntoView(s.querySelector('.last-line'), s.querySelector('.controls'));
  }, []);
  return (
    <>
      <GameView
        input={input}
        level={start.settings.level}
        delay={delay}
        manual={manual}
        lang={lang}
        section={section}
        store={store}
        onChange={(resume, inProgress) => {
          saved.current = resume;
          write();
          onProgress(inProgress);
        }}
      />
    </>
  );
}

/** The phase a snapshot is saved in. */
const phaseOf = (snap: { matches: (v: 'warned' | 'stopped' | 'gameOver' | 'matchOver') => boolean }): Phase =>
  snap.matches('warned') ? 'warned' : snap.matches('stopped') ? 'stopped' : snap.matches('gameOver') ? 'gameOver' : snap.matches('matchOver') ? 'matchOver' : 'play';

/** Something would be lost by starting again: a move made, or a game of the match counted. */
const inProgress = (phase: Phase, c: PlayContext) => phase !== 'matchOver' && (c.steps > 0 || c.history.length > 0 || c.match.games.length > 0);

function GameView({ input, level, delay, manual, lang, section, store, onChange }: { input: PlayInput; level: Level; delay: number; manual: boolean; lang: Locale; section: { current: HTMLElement | null }; store: Store; onChange: (resume: Resume, inProgress: boolean) => void }) {
  const t = playWords(lang);
  const matchWords = startWords(lang);
  const [snap, send, actor] = useMachine(playMachine, { input });
  const c = snap.context;
  // Kept as the table is drawn, not a frame later: a New game pressed at once still knows a move was made.
  useLayoutEffect(() => {
    const phase = phaseOf(snap);
    onChange(resumeOf(phase, c), inProgress(phase, c));
  }, [snap]);
  // The learner's answers to the game's Stop questions, kept for the coach (the progress page).
  const was = useRef(c);
  useEffect(() => {
    keepGameAnswers(store, was.current, c);
    was.current = c;
  }, [c]);
  useEffect(() => {
    if (delay !== c.input.computerDelay || manual !== (c.input.manual === true)) send({ type: 'SET_PACE', delay, manual });
  }, [delay, manual]);

  const p = c.game.position;
  const review = c.review === null ? null : c.log[c.review] ?? null;
  const stopped = snap.matches('stopped') ? c.stop : null;
  const warned = snap.matches('warned') ? c.warning : null;
  // Two at one table: the table turns to the player to move (`mover`), and sentences name A and B, as neither is "you" (`me` is null).
  const friends = input.seats.B === 'human';
  // The table stays with the player whose turn just ended until the device passes: through the hand-over, and a Stop by the referee.
  const passing = snap.matches('handOver') ? c.last?.player : stopped?.calledBy === 'computer' ? stopped.player : undefined;
  const mover = friends ? (passing ?? p.toMove) : YOU;
  const me = friends ? null : YOU;
  const yourTurn = p.toMove === mover && snap.matches('turn') && !review;
  const computerTurn = snap.matches({ turn: 'computer' });
  const stopLive = c.callable && snap.matches('turn');
  // Stop! is there whenever the Stop rule is: a computer playing well can still be called, wrongly.
  const stopRule = stopRuleOn(p.rules);
  // Why Stop! cannot be pressed during a turn: nothing of the computer's since the player's last action, or its last move was called.
  const stopIdle = stopRule && !stopLive && snap.matches('turn') && !review ? (c.last && (friends || c.last.player !== YOU) ? t.stopIdle.called : t.stopIdle.none) : null;
  // Stop training needs the Stop rule: under the family rule that refuses illegal moves there is nothing to call.
  const training = input.errorRate > 0 && stopRule && !friends;
  // Who may call Stop now: the other player than the last move's (at a table of two people, the button says who).
  const caller = callerOf(p, c.last?.player ?? p.toMove);
  // Step by step, the computer waits for "Let it go" after each move.
  const stepping = c.input.manual === true;
  const canStep = stepping && computerTurn && !review;
  const letGo = useRef<HTMLButtonElement>(null);
  // Focus goes to "Let it go" when the computer's turn comes, so a keyboard player steps with Enter; not away from the settings or another control of the page.
  useEffect(() => {
    const at = document.activeElement;
    if (canStep && (at === null || at === document.body || section.current?.contains(at))) letGo.current?.focus();
  }, [canStep]);
  const refused = c.refused && !review ? `${t.refused({ attempt: attemptWords(c.refused.before, c.refused.move, mover, lang), rule: ruleWords(c.refused.verdict, lang) })} ${explainStop(c.refused.verdict, mover, lang)} ${t.refusedOn}` : null;
  const cost = c.falseCall ? falseCallCost(c.falseCall.before.rules) : null;
  const aids = input.practice && yourTurn;

  const highlights = useMemo(() => {
    if (review) return {};
    if (stopped) return stopPiles(stopped.before, stopped.move, stopped.verdict.correction);
    if (warned) return stopPiles(warned.before, warned.move, []);
    if (!aids) return {};
    const hinted = c.hint?.move ? stopPiles(p, c.hint.move, [c.hint.move]) : null;
    return { available: playablePiles(p), compulsory: compulsoryPiles(p), fix: hinted?.fix ?? [] };
  }, [p, stopped, warned, aids, c.hint, review]);

  // A table that grows as moves are made keeps the move, itself and the buttons in view, while the player watches it.
  useLayoutEffect(() => {
    const line = section.current?.querySelector('.last-line');
    const top = line?.getBoundingClientRect().top ?? -1;
    if (top >= 0 && top < innerHeight) bringIntoView(line, section.current?.querySelector('.controls'));
  }, [p]);
  // A false call's verdict comes below the buttons: on a phone it is brought into view with the move it names.
  useLayoutEffect(() => {
    if (c.falseCall) bringIntoView(section.current?.querySelector('.last-line'), section.current?.querySelector('.false-call'));
  }, [c.falseCall]);

  // The machine judges each move and plays it, or has it taken back by a Stop.
  const table = useTable({ position: p, seat: mover, lang, play: (move) => send({ type: 'MOVE', move }) });

  const over = snap.matches('gameOver') || snap.matches('matchOver');
  // The last move in words, shown just above the table so that a watcher reads it with the table and the buttons in view.
  const lastLine = c.last ? `${moveLine(c.last.before, c.last.move, me, lang)}.` : '';
  const announce = stopped
    ? `${t.stop} ${explainStop(stopped.verdict, me, lang)}`
    : warned
      ? warningAnnounce(warned, mover, lang)
      : refused
      ? refused
      : c.last
      ? lastLine + (over ? t.over : '')
      : '';

  // Whose turn it is, in large type: the one thing a player must never have to look for.
  const banner = over
    ? snap.matches('matchOver')
      ? t.matchOver
      : t.gameOver
    : stopped
      ? t.stop
      : warned
        ? t.warnBanner
        : snap.matches('handOver')
          ? friends
            ? t.passDevice({ who: callerOf(p, p.toMove), next: p.toMove })
            : t.handOver({ next: p.toMove })
          : friends
            ? t.turnOf({ who: p.toMove })
            : p.toMove === YOU
              ? t.yourTurn
              : t.playing({ who: p.toMove });
  const phase = review ? null : turnPhase(snap);
  // What the controls allow: the Stop is mentioned only when it can be pressed.
  const computerText = stepping ? (stopLive ? t.stepNext({ who: p.toMove }) : t.stepFirst({ who: p.toMove })) : stopLive ? t.callable({ who: p.toMove }) : '';
  const phaseText = phase === 'compulsory' ? t.priority : phase === 'handCard' ? <ForDevice words={t.handCard} /> : phase === 'free' ? t.free : phase === 'computer' ? computerText : '';
  const result = c.game.result;
  const scores = scoresText(c.match.scores, lang, me);
  // A warned attempt is shown as if made, from where it would take its cards to where it would put them.
  const lastMove = review ? movedPiles(review.before, review.move) : warned ? movedPiles(warned.before, warned.move) : c.last && !stopped ? movedPiles(c.last.before, c.last.move) : null;

  return (
    <section class="game" aria-label={t.game} tabIndex={-1} ref={section}>
      <div class="status">
        <p class={`turn-banner ${over ? 'ended' : p.toMove === mover && !stopped ? 'yours' : 'theirs'}`} role="status">
          {banner}
        </p>
        <p>
          <strong>{matchWords.gameNo({ n: c.gameNo })}</strong>
          {matchWords.matchTo({ target: c.match.target, scores })}
          {matchWords.level({ level: matchWords.levels[level] })}
          {training ? t.stats(c.stats) : ''}
        </p>
        {c.why && !c.last ? <p class="why">{beginsWords(c.why, me, lang)}</p> : null}
        <PhaseLine phase={phase} text={phaseText} lang={lang} />
      </div>
      {review ? (
        <div class="looking-back">
          <p>
            <strong>{t.lookingBack}</strong> {t.lookingAt({ n: c.review! + 1, of: c.log.length })}
            {t.tableAfter({ who: review.player, yours: review.player === me, move: moveWords(review.before, review.move, me, lang), stopped: review.stopped })}{' '}
            {computerTurn ? t.computerWaits : ''}
          </p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'BACK' })}>
            {t.backToGame}
          </button>
        </div>
      ) : null}
      {/* Screen readers hear the move from the board's own live line. */}
      <p class="last-line" aria-hidden="true">
        {review || stopped || warned ? '' : lastLine}
      </p>
      <div class={review ? 'table looking' : 'table'}>
        <TableHost
          table={table}
          seat={mover}
          position={review ? review.after : p}
          interactive={yourTurn}
          targetsOf={aids ? (from) => targetsOf(p, from) : undefined}
          highlights={highlights}
          announce={announce}
          lastMove={lastMove}
          label={review ? t.lookingLabel({ n: c.review! + 1 }) : undefined}
          lang={lang}
        />
      </div>
      <TurnButtons live={yourTurn} turned={p[mover]!.turned !== null} pass={p.toMove === mover && verdict(p, PASS).legal} onAction={(type) => send({ type })} lang={lang}>
        {stepping ? (
          <button type="button" class="let-go" ref={letGo} disabled={!canStep} onClick={() => send({ type: 'COMPUTER_STEP' })}>
            {t.letGo}
          </button>
        ) : null}
        {stopRule ? (
          <button type="button" class="stop-call" disabled={!stopLive} aria-describedby={stopIdle ? 'stop-idle' : undefined} onClick={() => send({ type: 'CALL_STOP' })}>
            {friends ? t.callStop({ who: caller }) : t.stop}
          </button>
        ) : null}
        {stopIdle ? (
          <span class="stop-idle" id="stop-idle">
            {stopIdle}
          </span>
        ) : null}
        {input.practice ? (
          <>
            <button type="button" disabled={!yourTurn} onClick={() => send({ type: 'HINT' })}>
              {t.hint}
            </button>
            <button type="button" disabled={c.history.length === 0 || over || !!review || !!warned} onClick={() => send({ type: 'UNDO' })}>
              {t.undo}
            </button>
          </>
        ) : null}
      </TurnButtons>
      {friends && stopLive && c.last && !over ? <p class="may-call">{t.mayCall({ who: c.last.player, caller })}</p> : null}
      {friends && snap.matches('handOver') ? (
        <div class="pass-device">
          <p>{t.passDeviceText({ next: p.toMove })}</p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'CONTINUE' })}>
            {t.takeDevice({ next: p.toMove })}
          </button>
        </div>
      ) : null}
      {c.hint && yourTurn ? <p class="hint">{explainHint(c.hint, mover, lang)}</p> : null}
      {refused ? <p class="refused">{refused}</p> : null}
      {c.falseCall ? (
        <p class="false-call" role="status">
          {t.falseCall({ who: c.falseCall.player, move: moveWords(c.falseCall.before, c.falseCall.move, me, lang) })}
          {cost && cost.kind !== 'none'
            ? ` ${t.falseCallCost({ who: c.falseCall.caller, yours: c.falseCall.caller === me, cost: cost.kind, points: cost.kind === 'points' ? cost.points : 0 })}`
            : friends
              ? ` ${t.falseCallFree({ who: c.falseCall.caller })}`
              : ''}
        </p>
      ) : null}
      {c.skipped && !over ? (
        <p class="skipped" role="status">
          {t.skipped({ who: c.skipped, yours: c.skipped === me, next: p.toMove, nextYours: p.toMove === me })}
        </p>
      ) : null}
      {c.missed && !stopped ? (
        <p class="missed">
          {(friends ? t.missedBy : t.missed)({ caller: callerOf(c.missed.before, c.missed.player), who: c.missed.player, move: moveWords(c.missed.before, c.missed.move, me, lang), why: explainStop(c.missed.verdict, me, lang) })}
        </p>
      ) : null}
      {warned ? <TutorWarning warning={warned} you={mover} friends={friends} id="warn" lang={lang} onTakeBack={() => send({ type: 'TAKE_BACK' })} onPlayAnyway={() => send({ type: 'PLAY_ANYWAY' })} /> : null}
      {stopped ? (
        <div class="stop-panel" role="alertdialog" aria-labelledby="stop-title" aria-describedby="stop-text">
          <h2 id="stop-title">{t.stop}</h2>
          <p class="who-stopped">
            {stopped.calledBy === 'human'
              ? friends
                ? t.rightCall({ caller: callerOf(stopped.before, stopped.player), who: stopped.player, move: moveWords(stopped.before, stopped.move, me, lang) })
                : t.wellCalled({ who: stopped.player })
              : (friends ? t.refereeStopped : t.wasStopped)({ who: stopped.player, yours: stopped.player === me, attempt: moveWords(stopped.before, stopped.move, me, lang) })}{' '}
            <span class="rule">{ruleWords(stopped.verdict, lang)}</span>
          </p>
          <p id="stop-text">{explainStop(stopped.verdict, me, lang)}</p>
          <p>
            {stopped.verdict.correction.length ? t.corrected({ correction: sequenceWords(stopped.before, stopped.verdict.correction, me, lang) }) : t.takenBack}
            {t.nowTurn({ who: p.toMove, yours: !friends && (stopped.calledBy === 'human' || p.toMove === YOU) })}
          </p>
          <button type="button" ref={focusOnMount} onClick={() => send({ type: 'CONTINUE' })}>
            {t.continue}
          </button>
        </div>
      ) : null}
      {result ? (
        <div class="over" role="status">
          <h2>{snap.matches('matchOver') ? t.matchOver : t.gameOver}</h2>
          <GameScore position={p} result={result} you={me} lang={lang} />
          {training ? <ByRule stats={c.stats.byReason} lang={lang} /> : null}
          {friends && stopRule ? <ByCaller stats={c.stats.byCaller} players={playersOf(p)} lang={lang} /> : null}
          {snap.matches('gameOver') ? (
            <button type="button" onClick={() => send({ type: 'NEXT_GAME' })}>
              {t.nextGame}
            </button>
          ) : null}
        </div>
      ) : null}
      {result ? <GameReport record={c.record} warnings={c.warnings} you={me} lang={lang} /> : null}
      <MoveList actor={actor} reader={me} lang={lang} />
      <ShareLink position={p} lang={lang} />
      <WholeGame record={c.record} seats={input.seats} level={level} lang={lang} />
    </section>
  );
}

/** The errors caught and missed, rule by rule, in the rules' own names. */
function ByRule({ stats, lang }: { stats: PlayContext['stats']['byReason']; lang: Locale }) {
  const rows = (Object.entries(stats) as [Reason, { caught: number; missed: number }][]).filter(([, n]) => n.caught + n.missed > 0);
  if (!rows.length) return null;
  const t = playWords(lang);
  return (
    <div class="by-rule">
      <p>{t.byRuleTitle}</p>
      <ul>
        {rows.map(([reason, n]) => (
          <li key={reason}>{t.byRule({ rule: ruleName(reason, lang), caught: n.caught, missed: n.missed })}</li>
        ))}
      </ul>
    </div>
  );
}

/** Each player's Stop calls at a table of two people: errors caught and missed, and calls on legal moves. */
function ByCaller({ stats, players, lang }: { stats: PlayContext['stats']['byCaller']; players: readonly Player[]; lang: Locale }) {
  const t = playWords(lang);
  return (
    <div class="by-rule by-caller">
      <p>{t.callsTitle}</p>
      <ul>
        {players.map((who) => (
          <li key={who}>{t.callsOf({ who, caught: 0, missed: 0, falseCalls: 0, ...stats[who] })}</li>
        ))}
      </ul>
    </div>
  );
}

/** The moves of this turn and the last, in words (`reader` is "you"; null names every side); choosing one shows the table as it was after it. */
function MoveList({ actor, reader, lang }: { actor: ActorRefFrom<typeof playMachine>; reader: Player | null; lang: Locale }) {
  const log = useSelector(actor, (s) => s.context.log);
  const review = useSelector(actor, (s) => s.context.review);
  if (!log.length) return null;
  const t = playWords(lang);
  return (
    <section class="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">{t.movesTitle}</h2>
      <p class="moves-help">{t.movesHelp}</p>
      <ol>
        {log.map((e, i) => (
          <li key={i} class={i > 0 && log[i - 1]!.player !== e.player ? 'new-turn' : undefined}>
            <button type="button" aria-current={review === i ? 'true' : undefined} onClick={() => actor.send({ type: 'LOOK', index: i })}>
              {moveLine(e.before, e.move, reader, lang)}
              {e.stopped ? t.stoppedBack : ''}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * What every board played on the turn machine shows around the table, on the play page and in
 * the lessons: the phase of the turn named, and the turn's own buttons (turn up the hand card,
 * discard it, pass when that is a move), with room for a board's others (Stop!, a hint, undo).
 */
import type { ComponentChildren } from 'preact';
import type { TurnPhase } from '../machine/play';
import type { Locale } from '../i18n/locales';
import { boardWords } from '../i18n/board';
import { turnWords } from '../i18n/turn';
import './turn.css';

/** The phase's name, and what it asks of the player ("" when nothing). */
export function PhaseLine({ phase, text, lang }: { phase: TurnPhase | null; text: ComponentChildren; lang: Locale }) {
  return (
    <p class="phase" data-phase={phase ?? ''}>
      {phase ? <strong class="phase-name">{turnWords(lang).phases[phase]}</strong> : null}
      {text}
    </p>
  );
}

export type TurnAction = 'TURN_HAND' | 'DISCARD' | 'PASS';

/** The turn's buttons; Pass only when passing is a move (`pass`: the engine's verdict), so it is never pressed by mistake. */
export function TurnButtons({ live, turned, pass, onAction, lang, children }: { live: boolean; turned: boolean; pass: boolean; onAction: (a: TurnAction) => void; lang: Locale; children?: ComponentChildren }) {
  const t = turnWords(lang);
  return (
    <div class="controls">
      <button type="button" disabled={!live} onClick={() => onAction('TURN_HAND')}>
        {t.turnHand}
      </button>
      <button type="button" disabled={!live || !turned} onClick={() => onAction('DISCARD')}>
        {t.discard}
      </button>
      {pass ? (
        <button type="button" disabled={!live} onClick={() => onAction('PASS')}>
          {t.pass}
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** A watched turn's buttons: see the opponent's next move, or call Stop on the last. */
export function WatchButtons({ next, call, onNext, onCall, lang }: { next: boolean; call: boolean; onNext: () => void; onCall: () => void; lang: Locale }) {
  return (
    <div class="controls">
      <button type="button" disabled={!next} onClick={onNext}>
        {turnWords(lang).nextMove}
      </button>
      <button type="button" class="stop-call" disabled={!call} onClick={onCall}>
        {boardWords(lang).stop}
      </button>
    </div>
  );
}

/**
 * The tutor's warning, on the play page and in the course's guided game: the player's attempt
 * breaks a rule and has not been played. It says the rule and why, and offers to take the move
 * back (focused, the choice a learner should make) or to play it anyway: then the computer stops
 * it, or at a table of two people (`friends`) it stands open to the other player's call.
 */
import type { Player } from '../engine';
import type { Warning } from '../machine/play';
import type { Locale } from '../i18n/locales';
import { playWords } from '../i18n/play';
import { explainStop } from '../telling/explain';
import { attemptWords, ruleWords } from '../telling/moves';

/** Focus goes to "Take it back" as the warning appears (Preact ignores `autoFocus`); stable, so it runs once. */
const focusOnMount = (el: HTMLElement | null) => el?.focus();

export function TutorWarning({ warning: w, you, friends = false, id, lang, onTakeBack, onPlayAnyway }: {
  warning: Warning;
  you: Player;
  friends?: boolean;
  id: string;
  lang: Locale;
  onTakeBack: () => void;
  onPlayAnyway: () => void;
}) {
  const t = playWords(lang);
  return (
    <div class="stop-panel warn-panel" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h2 id={`${id}-title`}>{t.warnTitle}</h2>
      <p>{t.warnAttempt({ attempt: attemptWords(w.before, w.move, you, lang), rule: ruleWords(w.verdict, lang) })}</p>
      <p id={`${id}-text`}>
        {explainStop(w.verdict, you, lang)} {friends ? t.warnChoiceFriend : t.warnChoice}
      </p>
      <p class="choices">
        <button type="button" ref={focusOnMount} onClick={onTakeBack}>
          {t.takeBack}
        </button>
        <button type="button" onClick={onPlayAnyway}>
          {t.playAnyway}
        </button>
      </p>
    </div>
  );
}

/** The warning as the table's live region reads it: the rule, and why. */
export const warningAnnounce = (w: Warning, you: Player, lang: Locale): string => playWords(lang).warnAnnounce({ rule: ruleWords(w.verdict, lang), why: explainStop(w.verdict, you, lang) });

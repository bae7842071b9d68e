/** The rules a variant board is played under, marked as a house rule, and the switch that judges the same board under the standard rules. */
import type { lessonWords } from '../i18n/lessons';

type Words = ReturnType<typeof lessonWords>;

interface RulesBarProps {
  readonly w: Words;
  readonly id: string;
  /** The exercise's rules in words: "Standard, with strict loading on". */
  readonly house: string;
  readonly standard: boolean;
  /** Why the switch is not offered, or null when it is. */
  readonly why: string | null;
  readonly onSwitch: () => void;
}

/** The rules a variant board is played under, marked as a house rule, and the switch to the standard rules. */
export function RulesBar({ w, id, house, standard, why, onSwitch }: RulesBarProps) {
  const said = (std: boolean) =>
    std ? (
      <>
        <span class="rules-tag">{w.standardTag}</span> {w.rulesHere} <strong>{w.standardName}</strong>. {w.houseOff}
      </>
    ) : (
      <>
        <span class="rules-tag">{w.houseTag}</span> {w.rulesHere} <strong>{house}</strong>
        {w.houseAdded}
      </>
    );
  return (
    <div class={`rules-bar ${standard ? 'standard' : 'house'}`}>
      {/* The other wording stays in place, unseen, so that the board below never moves when the switch is pressed. */}
      <p class="rules-now">
        <span id={`${id}-rules`}>{said(standard)}</span>
        {why === null ? (
          <span class="spare" aria-hidden="true">
            {said(!standard)}
          </span>
        ) : null}
      </p>
      {why === null ? (
        <button type="button" role="switch" class="rules-switch" aria-checked={standard} aria-describedby={`${id}-rules`} onClick={onSwitch}>
          <span class="track" aria-hidden="true">
            <span class="knob" />
          </span>
          {w.switchLabel}
        </button>
      ) : (
        <p class="rules-why">{w.noSwitch({ why })}</p>
      )}
    </div>
  );
}

/**
 * A question about the board with choices ("Is anything compulsory?"): the board shows the
 * table, each answer is a claim the engine checks (src/lessons/claims.ts), and a wrong answer
 * leaves the others to try.
 */
import { useEffect, useState } from 'preact/hooks';
import { claimHolds } from '../lessons/claims';
import { LEARNER } from '../lessons/exercise';
import type { Exercise } from '../lessons/schema';
import { keepAnswer, loadProgress, solved } from '../records/lessons';
import { browserStore } from '../storage/page-store';
import '../scripts/storage-note-listener';
import type { Locale } from '../i18n/locales';
import { lessonWords } from '../i18n/lessons';
import type { HouseRule, StepNo, StepTables } from './ExerciseBoard';
import { RulesBar } from './RulesBar';
import { TableHost } from './TableHost';
import './exercise.css';

export default function ChoiceStep({ exercise: e, step, house = null, position: own, standardPosition = null, lang }: { exercise: Exercise & { kind: 'choose' }; step: StepNo; house?: HouseRule | null; lang: Locale } & StepTables) {
  const w = lessonWords(lang);
  // On a house-rule board the switch asks the same question under the standard rules; an answer then is a comparison, not kept.
  const [standard, setStandard] = useState(false);
  const start = standard && standardPosition ? standardPosition : own;
  const [chosen, setChosen] = useState<number | null>(null);
  const [wrong, setWrong] = useState<readonly number[]>([]);
  const [done, setDone] = useState(false);
  useEffect(() => setDone(solved(loadProgress(browserStore()).progress, e.id)), [e.id]);
  const right = chosen !== null && claimHolds(e.choices[chosen]!.claim, start);

  function choose(i: number) {
    const holds = claimHolds(e.choices[i]!.claim, start);
    if (!standard) keepAnswer(browserStore(), e.id, holds);
    setChosen(i);
    if (holds && !standard) setDone(true);
    if (!holds) setWrong([...wrong, i]);
  }

  return (
    <section class={`exercise choose ${done ? 'done' : ''}`} aria-labelledby={`${e.id}-task`} data-exercise={e.id}>
      <p class="task" id={`${e.id}-task`}>
        <span class="badge">{done ? `${w.step(step)} · ${w.solved}` : w.step(step)}</span> {e.prompt[lang]}
      </p>
      {house ? (
        <RulesBar
          w={w}
          id={e.id}
          house={house.name}
          standard={standard}
          why={house.why}
          onSwitch={() => {
            setStandard(!standard);
            setChosen(null);
            setWrong([]);
          }}
        />
      ) : null}
      <TableHost seat={LEARNER} lang={lang} position={start} interactive={false} label={w.boardLabel({ prompt: e.prompt[lang] })} />
      <div class="choices" role="group" aria-label={w.choicesLabel}>
        {e.choices.map((c, i) => (
          <button key={i} type="button" disabled={right || wrong.includes(i)} aria-pressed={chosen === i} class={chosen === i ? (right ? 'chosen right' : 'chosen wrong') : wrong.includes(i) ? 'wrong' : ''} onClick={() => choose(i)}>
            {c.text[lang]}
          </button>
        ))}
      </div>
      {chosen !== null ? (
        <div class={`feedback ${right ? 'right' : 'wrong'}`} role="status">
          <p>
            <strong>{right ? w.right : w.notQuite}</strong> {right ? (standard ? w.underStandard({ text: w.rightNoText }) : e.success[lang]) : w.notThis}
          </p>
        </div>
      ) : null}
    </section>
  );
}

// The switch on a house-rule board: every such exercise is judged one way under its own rules
// and the other way under the standard rules (else the switch would teach nothing), its table
// is one the standard rules allow, and the variants lesson names each board's rule and the switch
// as the page shows them.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { faceDownIn, isStandard, positionJSON } from '../../src/engine';
import { claimHolds } from '../../src/lessons/claims';
import { exerciseFault } from '../../src/lessons/check';
import { positionOf } from '../../src/lessons/exercise';
import { standardPositionOf, verdictUnder } from '../../src/lessons/standard-table';
import { sketchSchema, type Exercise } from '../../src/lessons/schema';
import { faultText } from '../../src/telling/faults';
import { rulesInWords } from '../../src/telling/rules';
import { lessonWords } from '../../src/i18n/lessons';

import { readExercises } from '../../src/lessons/exercise-files';
const exercises: Exercise[] = readExercises();
const variants = exercises.filter((e) => !isStandard(e.position.rules));
const lesson = readFileSync('content/lessons/en/11-variants.mdx', 'utf8');
const lessonFr = readFileSync('content/lessons/fr/11-variants.mdx', 'utf8');
/** The paragraph of the lesson just before an exercise's board. */
const before = (text: string, id: string) => {
  const at = text.indexOf(`<Exercise id="${id}"`);
  return text.slice(text.lastIndexOf('/>', at) + 1, at);
};

/** Every card on the table, face up or down, as codes, sorted: what the switch must leave where it is. */
const cardsOf = (json: ReturnType<typeof positionJSON>) => JSON.stringify([json.A, json.B, json.houses, json.foundations]);

describe('the switch to the standard rules', () => {
  test('every exercise played under house rules is in the variants lesson, and there is one for each house rule the lesson shows', () => {
    expect(variants.map((e) => e.lesson)).toEqual(variants.map(() => 'variants'));
    expect(variants.map((e) => e.id).sort()).toEqual(exercises.filter((e) => e.lesson === 'variants').map((e) => e.id).sort());
    expect(variants.length).toBe(10);
  });

  test.each(variants.map((e) => [e.id, e] as const))('%s: its table is one the standard rules allow, with the same cards where they lie', (_, e) => {
    const std = standardPositionOf(e.position);
    if (!std.ok) throw new Error(faultText(std.fault, 'en'));
    const own = positionOf(e.position);
    expect(cardsOf(positionJSON(std.value))).toEqual(cardsOf(positionJSON(own)));
    expect(std.value.rules.faceDownTableau).toBe(false);
    expect(std.value.toMove).toBe(own.toMove);
  });

  test.each(variants.map((e) => [e.id, e] as const))('%s: the engine answers one way under the house rule and the other way under the standard rules', (_, e) => {
    if (e.kind === 'choose') {
      // The claim that holds under the house rule does not under the standard rules.
      const right = e.choices.find((c) => claimHolds(c.claim, positionOf(e.position)))!;
      const std = standardPositionOf(e.position);
      expect(std.ok && claimHolds(right.claim, std.value)).toBe(false);
      return;
    }
    const house = verdictUnder(e, false);
    const standard = verdictUnder(e, true);
    expect(house).not.toBeNull();
    expect(standard).not.toBeNull();
    expect(standard!.legal).toBe(!house!.legal);
    // The house rule's verdict is the exercise's answer.
    if (e.kind === 'judge') expect(house!.legal).toBe(e.expect === 'legal');
    if (e.kind === 'play') expect(house!.legal).toBe(true);
    expect(exerciseFault(e)).toBeNull();
  });

  test('a face-down tableau is shown face up under the standard rules', () => {
    const e = variants.find((x) => x.position.faceDown)!;
    const own = positionOf(e.position);
    expect(own.houses.some((_, h) => faceDownIn(own, h) > 0)).toBe(true);
    const std = standardPositionOf(e.position);
    expect(std.ok && std.value.faceDown).toBeNull();
  });

  test('a table the standard rules could not produce is refused in words, so the switch is not offered', () => {
    const base = { A: { reserve: ['8C'], hand: 30 }, B: { reserve: ['QS'], hand: 31 }, foundations: [[], [], [], [], [], [], [], []] };
    const houses = [['5D', '8S'], ['7S'], ['JH'], ['5D'], ['9H'], ['KD'], ['3C'], ['8S']];
    const outOfOrder = sketchSchema.parse({ ...base, rules: { faceDownTableau: true }, houses, faceDown: [1, 0, 0, 0, 0, 0, 0, 0] });
    expect(positionOf(outOfOrder).faceDown).not.toBeNull();
    const refused = standardPositionOf(outOfOrder);
    expect(refused.ok ? '' : faultText(refused.fault, 'en')).toBe('In house 1, the 8♠ cannot lie on the 5♦: only a black 4 can.');
    const unknown = sketchSchema.parse({ ...base, rules: { faceDownTableau: true }, houses: [['??', '8S'], ...houses.slice(1)], faceDown: [1, 0, 0, 0, 0, 0, 0, 0] });
    const hidden = standardPositionOf(unknown);
    expect(hidden.ok).toBe(false);
    expect(hidden.ok ? '' : faultText(hidden.fault, 'en')).toMatch(/^House 1 shows a face-down card/);
  });

});

describe('the variants lesson says what the boards do', () => {
  test('each house-rule board follows a paragraph that names its rule as the board’s bar does', () => {
    for (const e of variants) {
      // "Standard, with strict loading on" names the rule "strict loading".
      const name = /^Standard, with (.+) on$/.exec(rulesInWords(e.position.rules, 'en'))![1]!;
      expect(before(lesson, e.id).toLowerCase(), e.id).toContain(`**${name.toLowerCase()}.**`);
    }
  });

  test('in French, each house-rule board follows a paragraph naming its rule as the board’s task does', () => {
    for (const e of variants) {
      const name = /\*\*(.+)\.\*\*/.exec(before(lessonFr, e.id))?.[1];
      expect(name, e.id).toBeDefined();
      expect(e.prompt.fr.toLowerCase(), e.id).toContain(name!.toLowerCase());
    }
  });

  test('the lesson names the switch as the board labels it, and tells what pressing it does', () => {
    expect(lessonWords('en').switchLabel).toBe('Judge under the standard rules');
    expect(lesson).toContain(`**${lessonWords('en').switchLabel}**`);
    expect(lesson).toMatch(/press the switch again/i);
    expect(lesson).not.toMatch(/switch it off/);
    expect(lessonFr).toContain(`**${lessonWords('fr').switchLabel}**`);
    expect(lessonFr).toMatch(/appuyez de nouveau sur l’interrupteur/i);
  });

});

// The engine's codes told in French: the judge's explanations, rule names, hints and moves.
import { describe, expect, test } from 'vitest';
import { FOUNDATION, HOUSE, moveTo, parseMove, priorities, REASONS, RESERVE, ruleOf, verdict, type Player } from '../../src/engine';
import { en } from '../../src/i18n/explain/en';
import { fr } from '../../src/i18n/explain/fr';
import { moveLine, ruleName, sequenceWords } from '../../src/telling/moves';
import { explainStop } from '../../src/telling/explain';
import { hintWords } from '../../src/telling/hint';
import { judgeRequest } from '../../src/telling/judge';
import { layout, positionOf, type Layout } from '../support/positions';

/** Words only English sentences use: none may appear in what a French reader is shown. */
const ENGLISH = /\b(the|your|you|of|and|card|cards|house|houses|foundation|foundations|waste|hand|must|fits|rule|priority|turn|turned|move|only|cannot|can|with|empty|pile)\b/i;
/** English card indices (jack, queen, king): a French card says V, D, R. */
const ENGLISH_INDEX = /(^|[^0-9])[JQK][♠♥♦♣]/;

const stops: { layout: Layout; move: string; fr: string }[] = [
  { layout: { A: { turned: '9H' } }, move: 'turn', fr: 'Votre carte retournée, le 9♥, attend encore : jouez-la ou posez-la sur votre défausse avant d’en retourner une autre.' },
  { layout: { A: { hand: 0 } }, move: 'turn', fr: 'Vous n’avez plus ni main ni défausse : il n’y a aucune carte à retourner.' },
  { layout: {}, move: 'X-h1', fr: 'Vous n’avez aucune carte retournée à jouer : retournez d’abord la première carte de votre main.' },
  { layout: { B: { reserve: ['QH'] }, houses: { 1: ['KS'] } }, move: 'oR-h1', fr: 'La réserve de B appartient à votre adversaire : vous pouvez la charger, jamais y prendre une carte.' },
  { layout: { A: { waste: ['QH'] } }, move: 'W-h1', fr: 'Votre défausse est hors jeu pour vous : ses cartes ne reviennent que lorsqu’elle est retournée pour former votre nouvelle main.' },
  {
    layout: { houses: { 1: ['7S', '6D', '5S'], 5: ['8H'], 2: [] } },
    move: 'h1*3-h5',
    fr: 'Déplacer 3 cartes de la maison 1 une à une demande 2 maisons vides pour les poser en chemin, et il n’y en a qu’une : déplacez la dernière carte seule.',
  },
  { layout: { houses: { 1: ['4S'] } }, move: 'h1-R', fr: 'Vous ne pouvez jamais poser de carte sur votre propre réserve.' },
  { layout: { A: { reserve: [] }, houses: { 1: ['4S'] } }, move: 'h1-W', fr: 'Seule votre carte retournée peut aller sur votre défausse : c’est cette défausse qui termine votre tour.' },
  {
    layout: { A: { reserve: [] } },
    move: 'pass',
    fr: 'Vous avez encore des cartes à retourner : votre tour se termine quand vous défaussez une carte retournée, et seul un joueur sans main ni défausse peut passer.',
  },
  {
    layout: { A: { reserve: [] }, B: { waste: ['9D'] }, houses: { 1: ['9C'] } },
    move: 'h1-oW',
    fr: 'Vous ne pouvez charger la défausse de B qu’avec une carte de la même enseigne, d’un rang au-dessus ou au-dessous de sa carte du dessus, le 9♦ (8♦ ou 10♦), pas le 9♣.',
  },
  { layout: { A: { reserve: [] }, houses: { 1: ['9C'] } }, move: 'h1-oW', fr: 'La défausse de B est vide, et vous ne pouvez charger que sur une carte visible.' },
  {
    layout: { A: { reserve: [] }, houses: { 1: ['JC'], 5: ['KS'] } },
    move: 'h1-h5',
    fr: 'Sur la maison 5, seule une dame rouge peut aller sur le R♠ (un rang plus bas, rouge sur noir ou noir sur rouge), pas le V♣.',
  },
  { layout: { A: { reserve: [] }, houses: { 1: ['QD'] } }, move: 'h1-f3', fr: 'La fondation 3 est vide et seul un as peut commencer une fondation : la D♦ ne peut pas y aller.' },
  {
    layout: { A: { reserve: ['3H'] }, houses: { 1: ['2C'], 2: ['QC'] }, foundations: { 1: ['AH', '2H'], 2: ['AC'] } },
    move: 'turn',
    fr: 'Le 3♥ de votre réserve peut aller sur la fondation 1, et une carte de réserve qui peut monter sur une fondation doit y être jouée avant toute autre chose (règle de priorité 1).',
  },
  {
    layout: { A: { reserve: ['9S'], turned: '4D' }, houses: { 1: ['2C'], 2: ['QC'] }, foundations: { 2: ['AC'], 3: ['AD', '2D', '3D'] } },
    move: 'X-W',
    fr: 'Votre carte retournée (4♦) peut aller sur la fondation 3 : il faut l’y jouer au lieu de la défausser (règle de priorité 2).',
  },
  {
    layout: { A: { reserve: ['9S'] }, houses: { 3: [], 6: ['QC'] } },
    move: 'turn',
    fr: 'La maison 3 est vide et votre réserve a encore des cartes : comblez les maisons vides avec votre réserve avant de retourner une carte de la main (règle de priorité 3).',
  },
  {
    layout: { rules: { strictLoad: true }, A: { reserve: ['9S'] }, B: { waste: ['TS'] } },
    move: 'turn',
    fr: 'Avec la règle stricte du chargement, quand aucune carte ne peut monter sur une fondation, vous devez charger un adversaire dès que possible : le 9♠ de votre réserve peut aller sur la défausse de B.',
  },
  {
    layout: {
      rules: { fewestMovesRelease: true },
      A: { reserve: ['9S'] },
      houses: { 1: ['8C', '7H'], 2: ['8S'], 3: ['5D', '4S', '3H'], 4: ['4C'], 5: ['5H'] },
      foundations: { 1: ['AC', '2C', '3C', '4C', '5C', '6C', '7C'], 2: ['AD', '2D', '3D', '4D'] },
    },
    move: 'turn',
    fr: 'Avec la règle stricte de dégagement, au plus court, une carte enfouie qui peut monter sur une fondation doit être dégagée dès que possible : déplacez le 7♥ de la maison 1 à la maison 2.',
  },
  {
    layout: { rules: { strictSpaces: true }, A: { reserve: ['9S', '2C'] }, houses: { 1: ['7H'], 2: ['8C'] } },
    move: 'turn',
    fr: 'Avec la règle stricte des maisons vides, avant de retourner une carte de la main, vous devez libérer toutes les maisons possibles et les combler avec votre réserve : déplacez le 7♥ de la maison 1 à la maison 2.',
  },
  {
    layout: { rules: { faceDownTableau: true }, A: { reserve: ['9S'] }, houses: { 1: ['9D', '7H'], 2: ['8C'] }, faceDown: { 1: 1 } },
    move: 'turn',
    fr: 'Avec la règle du tableau à cartes cachées, quand aucune carte ne peut monter sur une fondation, vous devez découvrir les cartes cachées dès que possible : déplacez le 7♥ de la maison 1 à la maison 2.',
  },
];

describe('the judge in French', () => {
  test('the sample covers every reason code', () => {
    const reasons = stops.map((s) => {
      const out = judgeRequest({ position: layout(s.layout), move: s.move, lang: 'fr' });
      return 'reason' in out ? out.reason : null;
    });
    expect(new Set(reasons)).toEqual(new Set(REASONS));
  });

  test.each(stops)('$move: the explanation is French, for the mover', (s) => {
    const out = judgeRequest({ position: layout(s.layout), move: s.move, lang: 'fr' });
    expect('explanation' in out && out.explanation).toBe(s.fr);
    expect(s.fr).not.toMatch(ENGLISH);
    expect(s.fr).not.toMatch(ENGLISH_INDEX);
  });

  test('the same input in English keeps its English sentence; only the explanation changes', () => {
    const s = stops[0]!;
    const english = judgeRequest({ position: layout(s.layout), move: s.move });
    const french = judgeRequest({ position: layout(s.layout), move: s.move, lang: 'fr' });
    expect('explanation' in english && english.explanation).toBe('Your hand card 9♥ is still waiting: play it, or discard it to your waste pile, before you turn another.');
    expect({ ...french, explanation: null }).toEqual({ ...english, explanation: null });
  });

  test('an unknown language is bad input', () => {
    expect(judgeRequest({ position: layout(), move: 'turn', lang: 'de' })).toEqual({ error: 'lang: must be "en" or "fr"' });
    expect(judgeRequest({ position: layout(), lang: 7 })).toEqual({ error: 'lang: must be "en" or "fr"' });
  });
});

describe('French for the other side', () => {
  const stopFor = (l: Layout, move: string, viewer: Player) => {
    const p = positionOf(l);
    const v = verdict(p, (parseMove(move, p.rules) as { ok: true; value: never }).value, priorities(p));
    return v.legal ? '' : explainStop(v, viewer, 'fr');
  };
  test('a watcher reads the mover by letter, in the third person', () => {
    expect(stopFor({ A: { turned: '9H' } }, 'turn', 'B')).toBe(
      'La carte retournée de A, le 9♥, attend encore : A doit la jouer ou la poser sur sa défausse avant d’en retourner une autre.',
    );
    expect(stopFor({ A: { reserve: [] } }, 'pass', 'B')).toBe(
      'A a encore des cartes à retourner : son tour se termine quand A défausse une carte retournée, et seul un joueur sans main ni défausse peut passer.',
    );
    expect(stopFor({ rules: { strictSpaces: true }, A: { reserve: ['9S', '2C'] }, houses: { 1: ['7H'], 2: ['8C'] } }, 'turn', 'B')).toMatch(/: A doit déplacer le 7♥ de la maison 1 à la maison 2\.$/);
  });
});

describe('every code has its French text', () => {
  // Every parameter any message takes, so each message can be written out in both languages.
  const params = { who: 'B', you: false, card: '7♥', pile: 'P', up: 1, count: 2, need: 1, have: 0, to: 'T', suit: 'S', top: '8♠', wanted: '9♠', red: true, rank: 7 };
  const all = { ...params, faceDown: false, options: ['7♠', '9♠'], source: 'S', space: 'E', fewest: false, steps: 'M', start: false, rule: 'R', choices: 1, targets: ['T'], free: 2, canTurn: true };
  const write = (m: string | ((p: never) => string)) => (typeof m === 'string' ? m : m(all as never));
  test.each(Object.keys(en.why) as (keyof typeof en.why)[])('why %s', (code) => {
    expect(write(fr.why[code])).not.toBe(write(en.why[code]));
    expect(write(fr.why[code])).not.toMatch(ENGLISH);
  });
  test.each([...REASONS, 'turn-ends-by-discard' as const])('rule %s', (rule) => {
    expect(ruleName(rule, 'fr')).not.toBe(ruleName(rule, 'en'));
    expect(ruleName(rule, 'fr')).not.toMatch(ENGLISH);
  });
  test.each(Object.keys(en.hint) as (keyof typeof en.hint)[])('hint %s', (code) => {
    expect(write(fr.hint[code])).not.toBe(write(en.hint[code]));
    expect(write(fr.hint[code])).not.toMatch(ENGLISH);
  });
});

describe('hints and moves in French', () => {
  test('a compulsory move: an order to the mover, a duty of the other side', () => {
    const p = positionOf({ toMove: 'B', B: { reserve: ['3H'] }, foundations: { 1: ['AH', '2H'] } });
    expect(hintWords(p, 'B', 'fr').text).toBe('Jouez le 3♥ de votre réserve à la fondation 1 : la règle de priorité 1 l’impose.');
    expect(hintWords(p, 'A', 'fr').text).toBe('B doit jouer le 3♥ de la réserve de B à la fondation 1 : la règle de priorité 1 l’impose.');
  });
  test('a turned card names the piles it can go to', () => {
    const p = positionOf({ toMove: 'B', B: { turned: 'QH' } });
    expect(hintWords(p, 'B', 'fr').text).toBe(
      'Votre carte retournée, la D♥, peut aller sur la maison 1, la maison 4, la maison 5 ou la maison 8, ou sur votre défausse, ce qui termine votre tour.',
    );
  });
  test('nothing compulsory', () => {
    const p = positionOf({ toMove: 'B', B: { reserve: [] } });
    expect(hintWords(p, 'B', 'fr').text).toBe('Rien n’est obligatoire : vous pouvez retourner une carte de votre main.');
    expect(hintWords(p, 'A', 'fr').text).toBe('Rien n’est obligatoire : B peut retourner une carte de sa main.');
  });
  test('a sequence of moves, and a move in the move list', () => {
    const p = positionOf({ B: { reserve: ['9S'] }, toMove: 'B' });
    expect(sequenceWords(p, [moveTo(RESERVE, 2)], 'A', 'fr')).toBe('le 9♠ de la réserve de B à la maison 3');
    expect(moveLine(p, moveTo(RESERVE, 2), 'A', 'fr')).toBe('B : le 9♠ de la réserve de B à la maison 3');
    expect(moveLine(p, { kind: 'turn' }, 'B', 'fr')).toBe('Vous avez retourné une carte de la main');

  });
  test('a group is named card by card, with each card’s article, never as "3♥-2♠"', () => {
    const p = positionOf({ houses: { 2: ['4S', '3H', '2S'], 4: ['5H', '4C'], 6: [] } });
    const group = moveTo(HOUSE + 1, HOUSE + 3, 2);
    expect(sequenceWords(p, [group], 'A', 'fr')).toBe('le 3♥ et le 2♠ de la maison 2 à la maison 4');
    expect(sequenceWords(p, [group], 'A', 'en')).toBe('3♥ and 2♠ from house 2 to house 4');
  });
  test('a card that does not fit the opponent’s pile it is loaded on breaks the paragraph on loading, not building on houses', () => {
    const p = positionOf({ A: { reserve: [] }, B: { waste: ['9D'] }, houses: { 1: ['9C'] } });
    const m = parseMove('h1-oW', p.rules);
    if (!m.ok) throw new Error(m.error);
    const v = verdict(p, m.value);
    if (v.legal) throw new Error('9♣ on 9♦ is not a load');
    expect(v.reason).toBe('does-not-fit');
    expect(ruleOf(v)).toBe('loading');
    expect(ruleName(ruleOf(v), 'en')).toBe('Building rules: loading the opponent’s reserve and waste pile');
    expect(ruleName(ruleOf(v), 'fr')).toBe('Règles de construction\u00a0: charger la réserve et la défausse de l’adversaire');
  });
  test('a move from an empty pile, which a pasted record may hold, names no card that is not there', () => {
    const p = positionOf({ toMove: 'B', houses: { 1: [] } });
    expect(moveLine(p, moveTo(HOUSE, FOUNDATION), 'A', 'fr')).toBe('B\u00a0: rien de la maison 1, vide, à la fondation 1');
    expect(moveLine(p, moveTo(HOUSE, FOUNDATION), 'A', 'en')).toBe('B: nothing from house 1, which is empty, to foundation 1');
  });
});

// Rule options, presets, the house-rules table and share-link errors in English and French:
// every option and preset of the engine has its text in both, and the French is its own.
import { expect, test } from 'vitest';
import { deal, parsePosition, parseRules, PRESETS, RULE_OPTIONS, type OptionId } from '../../src/engine';
import { linkText } from '../../src/telling/faults';
import { optionName, presetName, rulesInWords } from '../../src/telling/rules';
import { presetAbout, rulesWords } from '../../src/telling/rules-about';
import { CODE_ERRORS, type CodeError, type LinkFault } from '../../src/share/code';
import { emptySetup } from '../../src/share/setup';
import { notApplicableWords, rowWords } from '../../src/components/house-rules-words';
import type { Locale } from '../../src/i18n/locales';
import { houseRules as rowsOf } from '../../src/share/house-rules';

const ENGLISH = /\b(the|with|on|off|rules?|house|houses|pack|packs|players?|reserve|waste|turn|begins?|strict|loading|spaces)\b/i;

test('every rule option has a name in each language, the French its own', () => {
  for (const o of RULE_OPTIONS) {
    const [en, fr] = [optionName(o.id as OptionId, 'en'), optionName(o.id as OptionId, 'fr')];
    expect(en, o.id).toMatch(/^[A-Z]/);
    expect(fr, o.id).not.toBe(en);
    expect(fr, o.id).not.toMatch(ENGLISH);
  }
});

test('every value of every option is said in words, never as its id, in each language', () => {
  for (const o of RULE_OPTIONS) {
    for (const value of o.values as readonly unknown[]) {
      const spec = { [o.id]: value };
      const [en, fr] = [rulesInWords(spec, 'en'), rulesInWords(spec, 'fr')];
      expect(en, `${o.id} ${String(value)}`).toMatch(/^Standard, with /);
      expect(fr, `${o.id} ${String(value)}`).toMatch(/^Classique, /);
      for (const said of [en, fr]) expect(said).not.toMatch(/[a-z][A-Z]|undefined|true|false/);
      expect(fr).not.toMatch(ENGLISH);
    }
  }
});

test('every preset has a name and what it changes in each language, the French its own', () => {
  for (const p of PRESETS) {
    expect(presetName(p.id, 'en'), p.id).not.toBe(p.id);
    expect(presetName(p.id, 'fr'), p.id).not.toBe(presetName(p.id, 'en'));
    expect(presetAbout(p.id, 'fr'), p.id).not.toBe(presetAbout(p.id, 'en'));
    expect(presetAbout(p.id, 'fr'), p.id).toMatch(/^[A-ZÀ-Ý].*\.$/);
    expect(`${presetName(p.id, 'fr')} ${presetAbout(p.id, 'fr')}`).not.toMatch(ENGLISH);
  }
});

test('the line above a board names the rules in the reader\'s language', () => {
  expect(rulesWords('standard', 'fr')).toEqual({ standard: true, name: 'Règles classiques', about: null });
  expect(rulesWords('lenient', 'fr')).toMatchObject({ standard: false, name: 'Souple' });
  expect(rulesWords({ strictLoad: true, wasteAvailable: false, reserveSize: 11 }, 'fr').name).toBe('Classique, avec charge obligatoire, sans défausse jouable, réserve de 11 cartes');
  expect(rulesWords({ strictLoad: true }, 'en').name).toBe('Standard, with strict loading on');
});

test('every row of the house-rules table reads in French, with the same rulings as in English', () => {
  const rules = parseRules('face-down-tableau');
  if (!rules.ok) throw new Error(rules.error);
  const p = deal('house rules in French', rules.value, 'face-down-tableau').position;
  // The rows as the analysis board tells them.
  const houseRules = (locale: Locale) =>
    rowsOf(p, null).map((r) => ({
      ...rowWords(r.rules, locale),
      differs: r.differs,
      ruling: r.ruling.kind === 'not-applicable' ? { kind: r.ruling.kind, why: notApplicableWords(r.ruling.why, locale) } : r.ruling,
    }));
  const en = houseRules('en');
  const fr = houseRules('fr');
  expect(fr.map((r) => [r.ruling.kind, r.differs])).toEqual(en.map((r) => [r.ruling.kind, r.differs]));
  fr.forEach((row, i) => {
    expect(row.name).not.toBe(en[i]!.name);
    expect(row.about).not.toBe(en[i]!.about);
    expect(`${row.name} ${row.about}`).not.toMatch(ENGLISH);
    if (row.ruling.kind === 'not-applicable' && en[i]!.ruling.kind === 'not-applicable') {
      expect(row.ruling.why).not.toBe(en[i]!.ruling.why);
      expect(row.ruling.why).not.toMatch(ENGLISH);
    }
  });
  // The face-down tableau implies the strict loading: the row says so in French.
  const off = fr.find((r) => r.name === 'Charge obligatoire\u00a0: non')!;
  expect(off.ruling).toEqual({ kind: 'not-applicable', why: '«\u00a0Tableau à cartes cachées\u00a0» entraîne «\u00a0charge obligatoire\u00a0»\u00a0: impossible de la désactiver seule.' });
});

test('every refusal of a share link is told in each language', () => {
  // One of each, with its facts: the record names every code, so a new one must be told too.
  const house = parsePosition({ ...emptySetup('standard'), houses: [['7D', '5C'], [], [], [], [], [], [], []] });
  if (house.ok) throw new Error('the house should be refused');
  const each: { [C in CodeError]: LinkFault & { code: C } } = {
    empty: { code: 'empty' },
    'too-long': { code: 'too-long', length: 5000 },
    'bad-characters': { code: 'bad-characters', char: '<', at: 1 },
    'no-version': { code: 'no-version' },
    'newer-version': { code: 'newer-version', version: 3 },
    truncated: { code: 'truncated' },
    corrupt: { code: 'corrupt' },
    'check-failed': { code: 'check-failed' },
    extra: { code: 'extra', extra: 2 },
    'invalid-position': { code: 'invalid-position', fault: house.fault },
  };
  for (const code of CODE_ERRORS) {
    const [en, fr] = [linkText(each[code], 'en'), linkText(each[code], 'fr')];
    expect(en).toMatch(/^This link/);
    expect(fr).toMatch(/^Ce lien/);
    expect(fr).not.toMatch(ENGLISH);
  }
});

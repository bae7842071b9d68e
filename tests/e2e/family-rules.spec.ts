// The family rules on the analysis board: a lone house card tried on an empty house, and the
// house-rules table naming the rules that would stop it, in English and in French.
import { expect, test } from '@playwright/test';
import { contractMessage, parsePosition } from '../../src/engine';
import { encodePosition } from '../../src/share/code';
import { LONE_CARD } from '../support/family-tables';

const lone = parsePosition(LONE_CARD);
if (!lone.ok) throw new Error(contractMessage(lone.fault));
const code = encodePosition(lone.value);

for (const [path, words] of [
  ['/analysis/', { legal: 'Legal', stop: 'Stop!', differs: '≠ differs', lone: 'Lone card stays: on', aces: 'Only aces compulsory: on', equal: 'Equal-rank loading: on', colour: 'Loading by colour: on' }],
  ['/fr/analysis/', { legal: 'Permis', stop: 'Stop !', differs: '≠ diffère', lone: 'Carte seule immobile : oui', aces: 'Seuls les as obligatoires : oui', equal: 'Charge au même rang : oui', colour: 'Charge par couleur : oui' }],
] as const) {
  test(`${path}: a lone card moved to a space is legal here, and the table names the family rules that stop it`, async ({ page }) => {
    await page.goto(`${path}?p=${code}`);
    await page.locator('[data-pile="house0"]').click();
    await page.locator('[data-pile="house2"]').click();
    const row = (name: string) => page.locator('.house-rules tr', { hasText: name });
    await expect(row(words.lone)).toContainText(words.stop);
    await expect(row(words.lone)).toContainText(words.differs);
    await expect(row('Bobcrapette')).toContainText(words.differs);
    for (const name of [words.aces, words.equal, words.colour, 'CrapetteSolver']) {
      await expect(row(name)).toContainText(words.legal);
      await expect(row(name)).not.toContainText(words.differs);
    }
  });
}

import { expect, test } from '@playwright/test';
import { axeViolations } from './support';

test('the home page says what the site offers', async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (m) => m.type() === 'error' && failures.push(m.text()));
  page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.goto('/');
  await expect(page).toHaveTitle(/Russian Bank/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Russian Bank');
  await expect(page.getByRole('heading', { name: 'The rules, step by step' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /daily .*puzzle/ })).toBeVisible();
  expect(failures).toEqual([]);
});

test('the home page has no accessibility violations', async ({ page }) => {
  expect(await axeViolations(page, '/')).toEqual([]);
});

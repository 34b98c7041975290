// Periods and filters as an agent types them, and the way out of a view the server refuses:
// a custom range is applied only once it is complete and valid (the reason shows beside the
// fields, the table stays), the downline list's registration days the same, and an error
// state leads back to the list instead of offering a Retry that cannot succeed.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { text } from './agent-support';

// The date fields' segments are typed in the order of this locale (month, day, year).
test.use({ locale: 'en-US' });

const t = (key: string) => text('EN', 'agentConsole', key);

async function signIn(page: Page) {
  await page.goto('/agent');
  await page.locator('input[name=username]').fill('demoagent');
  await page.locator('input[name=password]').fill('Demo1234');
  await page.locator('input[name=password]').press('Enter');
  await expect(page).toHaveURL(/\/agentHome$/);
}

/** Requests the server refused (the page must not make any while the agent types). */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  return refused;
}

/** Types a day into a date field key by key, as a person does (month, day, year). */
async function typeDay(input: Locator, day: string) {
  const [y, m, d] = day.split('-') as [string, string, string];
  // The month segment, at the field's start.
  await input.click({ position: { x: 8, y: 8 } });
  for (const key of m + d + y) await input.page().keyboard.press(key);
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const search = (page: Page) => new URL(page.url()).searchParams;

test('a typed custom range is applied only when complete and valid; the table stays', async ({
  page,
}) => {
  const refused = watchRefusals(page);
  await signIn(page);
  await page.goto('/agentHome/agentRevenueReport');
  const table = page.getByTestId('report-table');
  await expect(table.getByTestId('totals')).toBeVisible();
  await page.getByTestId('period').selectOption('custom');
  await expect(page).toHaveURL(/period=custom/);
  const today = search(page).get('to')!;
  expect(search(page).get('from')).toBe(today);
  const from = page.getByTestId('period-from');
  const to = page.getByTestId('period-to');
  const problem = page.getByTestId('period-problem');

  // Longer than 93 days: not applied, its reason beside the fields, the table in place. (A
  // value passed on the way while typing may be applied if it is valid; the typed one is not.)
  await typeDay(from, addDays(today, -120));
  await expect(from).toHaveValue(addDays(today, -120));
  await expect(problem).toHaveText(t('errors.period_too_long'));
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.blur();
  await expect(problem).toHaveText(t('errors.period_too_long'));
  expect(search(page).get('from')).not.toBe(addDays(today, -120));
  await expect(table).toBeVisible();
  await expect(table.getByTestId('totals')).toBeVisible();

  // A valid start: applied at once, the message gone.
  await typeDay(from, addDays(today, -30));
  await expect(page).toHaveURL((url) => url.searchParams.get('from') === addDays(today, -30));
  await expect(problem).toBeEmpty();

  // A reversed range: not applied either.
  await typeDay(to, addDays(today, -40));
  await expect(to).toHaveValue(addDays(today, -40));
  await expect(problem).toHaveText(t('errors.period_invalid'));
  await to.blur();
  expect(search(page).get('to')).not.toBe(addDays(today, -40));
  expect(search(page).get('from')).toBe(addDays(today, -30));
  await expect(table).toBeVisible();
  await typeDay(to, addDays(today, -2));
  await expect(page).toHaveURL((url) => url.searchParams.get('to') === addDays(today, -2));
  await expect(problem).toBeEmpty();
  await expect(table.getByTestId('totals')).toBeVisible();
  expect(refused).toEqual([]);
});

test('reversed registration days are not applied and say why', async ({ page }) => {
  const refused = watchRefusals(page);
  await signIn(page);
  await page.goto('/agentHome/downlineManagmentView');
  const rows = page.getByTestId('downline-table').getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  const filters = page.getByTestId('filters');
  const registeredFrom = filters.locator('input[name=registeredFrom]');
  const registeredTo = filters.locator('input[name=registeredTo]');
  await registeredFrom.fill('2026-03-10');
  await registeredTo.fill('2026-03-01');
  await filters.getByRole('button', { name: t('filters.apply') }).click();
  await expect(page.getByTestId('registered-problem')).toHaveText(t('errors.period_invalid'));
  await expect(registeredTo).toBeFocused();
  expect(search(page).get('registeredFrom')).toBeNull();
  await expect(rows.first()).toBeVisible();
  // Put right, the message goes, and Apply applies it (no 93-day limit on registrations).
  await registeredFrom.fill('2020-01-01');
  await expect(page.getByTestId('registered-problem')).toBeEmpty();
  await filters.getByRole('button', { name: t('filters.apply') }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('registeredFrom') === '2020-01-01' &&
      url.searchParams.get('registeredTo') === '2026-03-01',
  );
  await expect(page.getByTestId('downline-table')).toBeVisible();
  expect(refused).toEqual([]);
});

test('a view the server refuses leads back to the list, without a vain Retry', async ({ page }) => {
  await signIn(page);
  await page.goto('/agentHome/downlineManagmentView?parentId=999999');
  const error = page.getByTestId('route-error');
  await expect(error).toContainText(t('errors.not_found'));
  await expect(error.getByRole('button')).toHaveCount(0);
  await error.getByRole('link', { name: t('errors.back_to_list') }).click();
  await expect(page).toHaveURL(/\/agentHome\/downlineManagmentView$/);
  await expect(page.getByTestId('downline-table').getByTestId('table-row').first()).toBeVisible();
});

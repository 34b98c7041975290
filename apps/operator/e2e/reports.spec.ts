// Reports: a finance user reads the daily figures of the last 7 days of the merchant's
// calendar, a reversed period is not applied (the table stays, the reason shows), and the
// CSV the server writes is saved with exact decimals and each day's offset. axe on the page.
import { readFile } from 'node:fs/promises';
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { useLanguage } from '@platform/playwright-config/support';
import { createStaff, signInFirstTime, STAFF_PASSWORD, t } from './console-support';

test('a finance user reads the daily report and saves it as CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const lang = 'EN';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 1440, height: 900 });
  const finance = await createStaff(request, 'finance');
  await signInFirstTime(page, lang, finance, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  await page.getByRole('link', { name: t(lang, 'reports.nav') }).click();
  const days = page.getByTestId('report-days');
  await expect(days.locator('tbody tr')).toHaveCount(7);
  await checkA11y(page, 'reports');

  await page.getByLabel(t(lang, 'reports.from')).fill('2031-03-15');
  await page.getByLabel(t(lang, 'reports.to')).fill('2031-03-14');
  await page.getByRole('button', { name: t(lang, 'reports.apply') }).click();
  await expect(page.getByRole('alert')).toHaveText(t(lang, 'reports.period_invalid'));
  await expect(days.locator('tbody tr')).toHaveCount(7);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t(lang, 'reports.export') }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'day,day_start,category,deposits,withdrawals,bets,stake,payouts,ggr,bonus_cost,new_members',
  );
  expect(lines.filter((l) => l.split(',')[2] === 'ALL')).toHaveLength(7);
  expect(lines[1]).toMatch(
    /^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}T00:00[+-]\d{2}:\d{2},ALL,\d+\.\d{2},/,
  );
});

// The jackpot statement and the agents' offers and settlement re-run, as an owner uses them
// (EN, 1440 px): the pool and its movements, a period without any; the offers by state; the
// house's offer of a daily salary to a top-level agent (a refusal first, the form kept); a
// settled period re-run from its row, confirmed with a reason, paying nothing twice. Then every
// console page on a 375 px phone, in EN and in Arabic (right to left): nothing scrolls sideways
// and no text is cut off, the header included. axe runs on every page there, and in Arabic on the
// games, staff, agents and member pages' dialogs and the dispute resolution too.
import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { layoutProblems, settled } from '@platform/playwright-config/layout';
import { text, useLanguage } from '@platform/playwright-config/support';
import {
  createStaff,
  disputedWithdrawal,
  signInFirstTime,
  STAFF_PASSWORD,
  t,
} from './console-support';

type Lang = 'EN' | 'AR';
/** What opens the dialog of a page, for axe on every console dialog. */
const DIALOG_OF: Record<string, (page: Page, lang: Lang) => Locator> = {
  '/games': (page) => page.locator('[data-testid^="maintenance-"]').first(),
  '/staff': (page, lang) => page.getByRole('button', { name: t(lang, 'staff.add_staff') }),
  '/agents': (page) => page.getByTestId('run-settlements'),
};

test('an owner audits the jackpot pool, reads the offers and re-runs a settled period', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'EN';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await createStaff(request, 'owner');
  await signInFirstTime(page, lang, owner, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();

  // The jackpot: the pool now and its movements (what they hold is the API tests' part: the
  // pool moves whenever the sweep runs), the days named in the merchant's zone.
  await page.getByRole('link', { name: t(lang, 'jackpot.nav') }).click();
  const figures = page.getByTestId('jackpot-figures');
  await expect(figures.locator('dd').first()).toHaveText(/^\d[\d,]*\.\d{2}$/);
  const lines = page.getByTestId('jackpot-table').locator('tbody tr');
  await expect(page.getByText(/\(\w+\/\w+\)\.$/)).toBeVisible();
  await checkA11y(page, 'jackpot');
  await page.screenshot({ path: test.info().outputPath('jackpot-en-1440.png'), fullPage: true });
  // A period before any play: nothing flowed in or out, the pool is what it is.
  await page.getByLabel(t(lang, 'reports.from')).fill('2020-01-01');
  await page.getByLabel(t(lang, 'reports.to')).fill('2020-01-31');
  await page.getByRole('button', { name: t(lang, 'reports.apply') }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveText(t(lang, 'table.empty'));
  await expect(figures.locator('dd').nth(1)).toHaveText('0.00');
  await expect(figures.locator('dd').nth(2)).toHaveText('0.00');

  // The offers the demo agent made its sub-agents: waiting ones first, then the declined.
  await page.getByRole('link', { name: t(lang, 'nav.agents') }).click();
  const offers = page.getByTestId('offer-table').locator('tbody tr');
  const status = (code: string) => text(lang, 'contracts', `statuses.${code}`);
  await expect(offers.first()).toContainText('demoagent');
  for (const row of await offers.all()) {
    await expect(row).toContainText(new RegExp(`${status('P')}|${status('E')}`));
  }
  await page.getByTestId('offer-state').selectOption('declined');
  await expect(page).toHaveURL(/offers=declined/);
  await expect(offers.first()).toContainText(status('R'));
  for (const row of await offers.all()) await expect(row).toContainText(status('R'));
  await checkA11y(page, 'agents with offers');

  // The house offers the demo agent (a top-level agent) a daily salary on live casino. First to
  // a sub-agent by mistake: refused with the reason, every typed value kept.
  await page.getByTestId('house-offer-open').click();
  const offerForm = page.getByTestId('house-offer-form');
  await offerForm.getByTestId('house-offer-submit').click();
  await expect(offerForm.getByLabel(t(lang, 'agents.offer_account'))).toBeFocused();
  await offerForm.getByLabel(t(lang, 'agents.offer_account')).fill('subagent1');
  await offerForm.getByTestId('house-offer-kind').selectOption('daily');
  await offerForm.getByTestId('house-offer-game-type').selectOption('LIVE');
  await offerForm.getByTestId('tier-1-threshold').fill('1000');
  await offerForm.getByTestId('tier-1-rate').fill('0.5');
  await offerForm.getByTestId('house-offer-add-tier').click();
  await offerForm.getByTestId('tier-2-threshold').fill('5000.50');
  await offerForm.getByTestId('tier-2-rate').fill('0.75');
  await checkA11y(page, 'offer a contract dialog');
  await offerForm.getByTestId('house-offer-submit').click();
  await expect(offerForm.getByRole('alert')).toHaveText(t(lang, 'agents.offer_not_top'));
  await expect(offerForm.getByTestId('tier-2-threshold')).toHaveValue('5000.50');
  await page.screenshot({ path: test.info().outputPath('offer-dialog-en-1440.png') });
  await offerForm.getByLabel(t(lang, 'agents.offer_account')).fill('demoagent');
  await offerForm.getByTestId('house-offer-submit').click();
  await expect(page.getByTestId('house-offer-done')).toHaveText(
    text(lang, 'contracts', 'offer.sent', { account: 'demoagent' }),
  );
  await expect(page).not.toHaveURL(/offers=/);
  const offered = offers
    .filter({ hasText: t(lang, 'agents.house') })
    .filter({ hasText: text(lang, 'contracts', 'game_types.LIVE') });
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText(status('P'));
  await expect(offered).toContainText(text(lang, 'contracts', 'kinds.daily'));

  // The demo agent's daily salary from the house: its settled days, one re-run.
  await page.getByTestId('agent-demoagent').click();
  const daily = page
    .getByTestId('contract-table')
    .locator('tbody tr')
    .filter({ hasText: text(lang, 'contracts', 'kinds.daily') })
    .filter({ hasText: status('V') });
  await daily.getByRole('button', { name: t(lang, 'agents.settlements') }).click();
  const settled = page.getByTestId('settlement-table').locator('tbody tr');
  await expect(settled.first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  const row = settled.first();
  const period = (await row.locator('td').first().textContent())?.trim() ?? '';
  const reruns = await row.locator('td').nth(5).textContent();
  await row.getByRole('button', { name: t(lang, 'agents.rerun_period', { period }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t(lang, 'agents.period'))).toHaveValue(period);
  await dialog.getByTestId('rerun-confirm').click();
  // No reason, no re-run: the field says so.
  await expect(dialog.getByLabel(t(lang, 'actions.reason'))).toBeFocused();
  await dialog.getByLabel(t(lang, 'actions.reason')).fill('The run of that day was cut short');
  await checkA11y(page, 're-run dialog');
  await dialog.getByTestId('rerun-confirm').click();
  // The bets are as they were: the period was settled in full, so nothing more moves.
  await expect(dialog.getByTestId('rerun-result')).toContainText(
    t(lang, 'agents.rerun_outcome.none', { amount: '' }).split(';')[1]!.trim(),
  );
  await dialog.getByRole('button', { name: t(lang, 'actions.close') }).click();
  await expect(row.locator('td').nth(5)).toHaveText(String(Number(reruns) + 1));

  // A period the contract was never in force for is refused with the reason, the text kept.
  await page.getByTestId('rerun-period').click();
  await dialog.getByLabel(t(lang, 'agents.period')).fill('2020-01-01');
  await dialog.getByLabel(t(lang, 'actions.reason')).fill('Checking an old day');
  await dialog.getByTestId('rerun-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText(t(lang, 'agents.period_invalid'));
  await expect(dialog.getByLabel(t(lang, 'agents.period'))).toHaveValue('2020-01-01');
  await page.screenshot({ path: test.info().outputPath('agents-en-1440.png'), fullPage: true });
});

for (const lang of ['EN', 'AR'] as const) {
  test(`every console page fits a 375 px phone (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    const owner = await createStaff(request, 'owner');
    await signInFirstTime(page, lang, owner, STAFF_PASSWORD);
    await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
    const nav = page.getByRole('navigation', { name: t(lang, 'nav.menu') });
    await expect(nav.getByRole('link', { name: t(lang, 'jackpot.nav') })).toBeVisible();
    const paths = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths).toContain('/jackpot');
    const found: string[] = [];
    for (const path of paths) {
      await nav.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
      await settled(page);
      await expect(page.getByText(t(lang, 'table.loading'), { exact: true })).toHaveCount(0);
      found.push(...(await layoutProblems(page, { targets: false })).map((p) => `${path}: ${p}`));
      await checkA11y(page, `${path} (375 px)`);
      const opener = lang === 'AR' ? DIALOG_OF[path] : undefined;
      if (opener) {
        // The page's own dialog, on a phone and right to left.
        await opener(page, lang).click();
        const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
        await expect(dialog).toBeVisible();
        await checkA11y(page, `${path} dialog (375 px)`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      if (lang === 'AR' && ['/jackpot', '/agents'].includes(path)) {
        await page.screenshot({
          path: test.info().outputPath(`${path.slice(1)}-ar-375.png`),
          fullPage: true,
        });
      }
      if (path === '/agents') {
        // The offer dialog on a phone: its tier rows wrap, nothing scrolls sideways.
        await page.getByTestId('house-offer-open').click();
        await page.getByTestId('house-offer-add-tier').click();
        await expect(page.getByTestId('tier-2-rate')).toBeVisible();
        found.push(...(await layoutProblems(page, { targets: false })).map((p) => `offer: ${p}`));
        await page.screenshot({ path: test.info().outputPath(`offer-dialog-${lang}-375.png`) });
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('house-offer-form')).toHaveCount(0);
      }
    }
    if (lang === 'AR') {
      // A member's page and its balance adjustment.
      await page.goto('/members/demoplayer');
      await page.getByRole('button', { name: t(lang, 'member_page.adjust') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(t(lang, 'member_page.adjust_amount'))).toBeVisible();
      found.push(...(await layoutProblems(page, { targets: false })).map((p) => `adjust: ${p}`));
      await checkA11y(page, 'adjust balance dialog (375 px)');

      // A dispute and its resolution dialog.
      const disputed = await disputedWithdrawal(request);
      await page.goto('/withdrawals?status=disputed');
      await page
        .getByRole('button', {
          name: t(lang, 'actions.resolve_for', { id: disputed.id, account: disputed.username }),
        })
        .click();
      const resolve = page.getByRole('dialog');
      await expect(resolve.getByText(t(lang, 'disputes.outcome'))).toBeVisible();
      found.push(...(await layoutProblems(page, { targets: false })).map((p) => `resolve: ${p}`));
      await checkA11y(page, 'dispute resolution dialog (375 px)');
    }
    expect(found).toEqual([]);
  });
}

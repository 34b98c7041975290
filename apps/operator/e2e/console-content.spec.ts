// Content and settings end to end, with the player site previewed beside the console: a content
// user publishes a notice in two languages (Arabic console, 375 px) and the site shows each; an
// owner switches maintenance on with a message, the site shows it, then off and the site is
// back, and saves the payment channels (a wrong range refused first); a VIP level out of order is
// refused; a help article's EN title edited shows on the site's help centre. axe runs on each
// new screen, on the notice, page and help article editors and on the unpublish confirmation.
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { unique, useLanguage } from '@platform/playwright-config/support';
import {
  createStaff,
  PLAYER_URL,
  setMaintenance,
  signInFirstTime,
  STAFF_PASSWORD,
  t,
} from './console-support';

test.afterAll(async ({ request }) => {
  await setMaintenance(request, false);
});

test('a content user publishes a notice in two languages and the site shows each, in Arabic on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'AR';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 375, height: 800 });
  const editor = await createStaff(request, 'content');
  await signInFirstTime(page, lang, editor, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: t(lang, 'nav.withdrawals') })).toHaveCount(0);
  await page.getByRole('link', { name: t(lang, 'nav.content') }).click();
  await expect(page.getByTestId('announcement-table')).toBeVisible();
  await checkA11y(page, 'content');

  const tag = unique('n');
  const en = `Harbour notice ${tag}`;
  const cn = `港口公告 ${tag}`;
  await page.getByTestId('announcement-new').click();
  const dialog = page.getByRole('dialog');
  const title = (code: string) => dialog.getByLabel(t(lang, 'content.title_in', { lang: code }));
  const body = (code: string) => dialog.getByLabel(t(lang, 'content.body_in', { lang: code }));
  // The CN text first: saving without EN is refused, and the CN text is kept.
  await dialog.getByLabel(t(lang, 'content.language')).selectOption('CN');
  await title('CN').fill(cn);
  await body('CN').fill('<p>九点开门。</p>');
  await dialog.getByTestId('announcement-save').click();
  await expect(dialog.getByRole('alert')).toHaveText(t(lang, 'content.en_required'));
  await title('EN').fill(en);
  await body('EN').fill('<p>Doors open at nine.</p>');
  await expect(dialog.getByTestId('missing-languages')).not.toContainText('CN');
  await checkA11y(page, 'announcement editor');
  await dialog.getByLabel(t(lang, 'content.language')).selectOption('CN');
  await expect(title('CN')).toHaveValue(cn);
  await dialog.getByTestId('announcement-save').click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('announcement-table').getByRole('row').filter({ hasText: en });
  await expect(row).toContainText(t(lang, 'content.state_running'));

  // The site, in each language: a visitor of each sees the notice in theirs.
  for (const [code, shown, hidden] of [
    ['EN', en, cn],
    ['CN', cn, en],
  ] as const) {
    const site = await page.context().newPage();
    await site.addInitScript((l) => localStorage.setItem('hisLang', l), code);
    await site.goto(`${PLAYER_URL}/?notices=1`);
    const list = site.getByTestId('notice-popup').getByTestId('notice-list');
    await expect(list).toContainText(shown);
    await expect(list).not.toContainText(hidden);
    await site.close();
  }

  // An information page's editor, opened and left without saving (axe on the dialog).
  const pages = page.getByTestId('page-table');
  await pages.locator('[data-testid^="edit-page-"]').first().click();
  await expect(dialog.getByTestId('page-save')).toBeVisible();
  await checkA11y(page, 'page editor');
  await dialog
    .getByRole('button', { name: t(lang, 'actions.cancel') })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);

  // A help article's EN title edited (axe on its editor): the help centre shows it at once.
  const help = page.getByTestId('help-table');
  await help.getByTestId('edit-help-game.1').click();
  await expect(dialog.getByTestId('help-save')).toBeVisible();
  await checkA11y(page, 'help article editor');
  const article = `Interrupted rounds ${tag}`;
  await title('EN').fill(article);
  await dialog.getByTestId('help-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(help.getByRole('row').filter({ hasText: article })).toBeVisible();
  const helpSite = await page.context().newPage();
  await helpSite.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await helpSite.goto(`${PLAYER_URL}/help#game`);
  await expect(helpSite.getByTestId('help-game')).toContainText(article);
  await helpSite.close();

  // The notice taken down again, after its confirmation (axe on the confirmation).
  await row.locator('[data-testid^="unpublish-"]').click();
  await expect(dialog).toContainText(t(lang, 'content.unpublish_message'));
  await checkA11y(page, 'unpublish confirmation');
  await page.getByRole('button', { name: t(lang, 'content.unpublish'), exact: true }).click();
  await expect(row).toContainText(t(lang, 'content.state_unpublished'));
});

test('an owner switches maintenance on and the site shows its message, then off and the site is back', async ({
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
  await page.getByRole('link', { name: t(lang, 'nav.settings') }).click();
  const form = page.getByTestId('maintenance-form');
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/operator/settings/site') && r.request().method() === 'PATCH',
    );
  await form.getByLabel(t(lang, 'settings.maintenance_on')).check();
  await form.getByLabel(t(lang, 'settings.maintenance_title')).fill('Harbour works');
  await form.getByLabel(t(lang, 'settings.maintenance_info')).fill('Back after the tide.');
  await checkA11y(page, 'settings');
  const on = saved();
  await form.getByRole('button', { name: t(lang, 'actions.save') }).click();
  expect((await on).ok()).toBe(true);
  await expect(form.getByRole('status')).toHaveText(t(lang, 'settings.saved'));

  const site = await page.context().newPage();
  await site.goto(PLAYER_URL);
  await expect(site.getByTestId('maintenance-screen')).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Harbour works' })).toBeVisible();
  await expect(site.getByText('Back after the tide.')).toBeVisible();

  await form.getByLabel(t(lang, 'settings.maintenance_on')).uncheck();
  const off = saved();
  await form.getByRole('button', { name: t(lang, 'actions.save') }).click();
  expect((await off).ok()).toBe(true);
  await site.reload();
  await expect(site.getByTestId('home')).toBeVisible();
  await expect(site.getByTestId('maintenance-screen')).toHaveCount(0);
  await site.close();

  // Payment channels and limits: a range the wrong way round is refused before sending, with
  // what was typed kept; put right, it saves.
  const payments = page.getByTestId('payments-form');
  const pgMin = payments
    .getByTestId('deposit-channels')
    .getByLabel(`Online payment ${t(lang, 'settings.payments_min')}`);
  const before = await pgMin.inputValue();
  await pgMin.fill('999999');
  await payments.getByRole('button', { name: t(lang, 'actions.save') }).click();
  await expect(payments.getByRole('alert')).toHaveText(t(lang, 'settings.payments_bad_range'));
  await expect(pgMin).toHaveValue('999999');
  await checkA11y(page, 'payment settings');
  await pgMin.fill(before);
  const put = page.waitForResponse(
    (r) => r.url().endsWith('/operator/settings/payments') && r.request().method() === 'PUT',
  );
  await payments.getByRole('button', { name: t(lang, 'actions.save') }).click();
  expect((await put).ok()).toBe(true);
  await expect(payments.getByRole('status')).toHaveText(t(lang, 'settings.saved'));

  // VIP levels: a level asking for no more than the one below is refused, as typed.
  const vip = page.getByTestId('vip-form');
  const total = vip.getByLabel(
    `${t(lang, 'settings.rebate_level', { level: '2' })} ${t(lang, 'settings.vip_total')}`,
  );
  await total.fill('0');
  await vip.getByRole('button', { name: t(lang, 'actions.save') }).click();
  await expect(vip.getByRole('alert')).toHaveText(t(lang, 'settings.vip_bad_order'));
  await expect(total).toHaveValue('0');
  await vip.getByLabel(t(lang, 'content.language')).selectOption('CN');
  await expect(vip.getByTestId('vip-missing-languages')).not.toContainText('CN');
  await checkA11y(page, 'VIP levels');
});

// Invite friends: member A opens the page from the member centre menu, copies the invitation
// link, a new visitor registers through it and deposits the rule's minimum through the demo
// provider, and A sees the invitee rewarded and the reward in the balance. EN at 1440 px and AR
// at 375 px (the other combinations are checked by screenshots).
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { prepareSite, randomMobile } from './auth-support';
import { field, type Lang, text, unique, useLanguage } from './cashier-support';
import { createMember } from './content-support';
import { balanceCents, loginToken } from './members';

const CAPTCHA = 'K7P4'; // the e2e API draws every captcha with this text (DEV_FIXED_CAPTCHA)

test.beforeAll(async ({ request }) => prepareSite(request));

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

for (const [lang, width] of journeys) {
  test(`invite friends: a friend registers through the copied link and deposits, the referrer is rewarded (${lang}, ${width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000); // two members, a registration and a payment page
    const r = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'referral', key, vars);
    const a = (key: string) => text(lang, 'auth', key);
    const viewport = { width, height: width > 500 ? 900 : 812 };
    await useLanguage(page, lang);
    await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    // A opens invite friends from the member centre's menu.
    const { username, password } = await createMember(request, 'refa');
    const tokenA = await loginToken(request, username, password);
    await page.goto(`/member?token=${encodeURIComponent(tokenA)}`);
    if (width < 640) await page.getByTestId('member-menu-button').click();
    await page.locator('[data-menu="referral"]').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/member\/referral$/);
    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    await expect(page.getByTestId('referral-qr')).toBeVisible();
    await expect(page.getByTestId('referral-total')).toHaveText(/0|٠/);
    await expect(page.getByTestId('referral-invitees')).toContainText(r('invitees.empty'));
    await checkA11y(page, 'invite friends');

    // Copies the link (the page says so) and hands it to a friend.
    await page.getByTestId('referral-link-copy').click();
    await expect(page.getByText(r('copied'))).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const code = await page.getByTestId('referral-code').inputValue();
    expect(link).toMatch(new RegExp(`/register\\?referralCode=${code}$`));

    // The friend registers through the link in their own browser: the code fills the form.
    const friendContext = await browser.newContext({ viewport });
    const friend = await friendContext.newPage();
    await useLanguage(friend, lang);
    await friend.goto(link);
    const modal = friend.getByRole('dialog', { name: a('register.title') });
    await modal.getByRole('tab', { name: a('register.tab_username') }).click();
    await expect(field(modal, a('fields.referral'))).toHaveValue(code);
    await field(modal, a('fields.username')).fill(unique('fr'));
    await field(modal, a('fields.mobile')).fill(randomMobile());
    await field(modal, a('fields.password')).fill('Secret123');
    await field(modal, a('fields.confirm_password')).fill('Secret123');
    await field(modal, a('fields.payee_name')).fill('Fran Friend');
    await field(modal, a('fields.captcha')).fill(CAPTCHA);
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: a('register.submit') }).click();
    await friend.getByRole('button', { name: a('welcome.start') }).click();

    // A sees the new invitee, registered.
    await page.reload();
    const row = page.getByTestId('referral-invitee');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'registered');
    await expect(row).toContainText(r('status.registered'));

    // The friend deposits the rule's minimum (200.00) through the demo provider.
    const before = await balanceCents(request, tokenA);
    await friend.goto('/member/depositv2');
    await friend.getByTestId('deposit-amount').first().fill('200');
    const popup = friendContext.waitForEvent('page');
    await friend.getByTestId('deposit-submit').first().click();
    const pay = await popup;
    await pay.waitForLoadState();
    await pay.locator('button[value="pay"]').click();
    await expect(pay.getByRole('status')).toBeVisible();
    await pay.close();
    await expect(friend.getByTestId('deposit-form').getByRole('status')).toContainText('200');
    await friendContext.close();

    // A: the invitee is rewarded, the reward counted, and the balance grew by 20.00.
    await page.reload();
    await expect(row).toHaveAttribute('data-status', 'rewarded');
    await expect(row).toContainText(r('status.rewarded'));
    await expect(page.getByTestId('referral-rewarded')).toHaveText(/1|١/);
    await expect(page.getByTestId('referral-earned')).toContainText(/20|٢٠/);
    expect(await balanceCents(request, tokenA)).toBe(before + 2000n);
    await expect(page.getByTestId('referral-rule')).toContainText(r('rule.title'));
  });
}

// The operator console end to end, with axe on every screen and dialog it passes through:
// the seeded owner enrols two-factor and signs in (English, 1440 px); a finance user approves a
// withdrawal, and a large one with a second finance user (four eyes; Arabic, 375 px, right to
// left); a support user locks a member, who is then refused at sign-in; a support user finds a
// member, opens the member's page, adds a note and locks the member by keyboard alone.
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import {
  expectFocusTrapped,
  expectFocusVisible,
  tabTo,
} from '@platform/playwright-config/keyboard';
import { useLanguage } from '@platform/playwright-config/support';
import {
  createMember,
  createStaff,
  memberSignInError,
  pendingWithdrawal,
  signInFirstTime,
  STAFF_PASSWORD,
  t,
  totp,
  withdrawalStatus,
} from './console-support';

test('the owner enrols two-factor at the first sign-in, then signs in with a code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lang = 'EN';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await checkA11y(page, 'sign-in');
  // A wrong password is refused with a translated message and the name stays as typed.
  const form = page.getByTestId('staff-sign-in-form');
  await form.getByLabel(t(lang, 'sign_in.login_name'), { exact: true }).fill('owner');
  await form.locator('input[name="password"]').fill('not-the-password-1');
  await form.getByRole('button', { name: t(lang, 'sign_in.submit') }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText(t(lang, 'errors.login_invalid'));
  await expect(form.getByLabel(t(lang, 'sign_in.login_name'), { exact: true })).toHaveValue(
    'owner',
  );

  const secret = await signInFirstTime(page, lang, 'owner', 'DemoOwner2026');
  await checkA11y(page, 'recovery codes');
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  await expect(page.getByRole('heading', { name: t(lang, 'nav.dashboard') })).toBeVisible();
  await expect(page.getByTestId('count-withdrawals')).not.toContainText('…');
  // Today's figures and the 30-day charts (a lazy chunk), each with its figures as a table.
  await expect(page.getByTestId('today-deposits')).toContainText(t(lang, 'dashboard.deposits'));
  await expect(page.getByTestId('today-new_members')).toBeVisible();
  const money = page.getByTestId('chart-money');
  await expect(money.locator('svg.recharts-surface').first()).toBeVisible();
  await money.getByText(t(lang, 'dashboard.show_table')).click();
  await expect(money.getByRole('table').getByRole('row')).toHaveCount(31);
  await checkA11y(page, 'dashboard');

  // Signed out, the next sign-in asks for the authenticator code.
  await page.getByRole('button', { name: t(lang, 'nav.sign_out') }).click();
  await form.getByLabel(t(lang, 'sign_in.login_name'), { exact: true }).fill('owner');
  await form.locator('input[name="password"]').fill('DemoOwner2026');
  await form.getByRole('button', { name: t(lang, 'sign_in.submit') }).click();
  await page.getByLabel(t(lang, 'sign_in.code'), { exact: true }).fill(totp(secret));
  await checkA11y(page, 'code step');
  await page.getByRole('button', { name: t(lang, 'sign_in.verify') }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText('owner');
  await page.getByRole('link', { name: t(lang, 'nav.deposits') }).click();
  await expect(page.getByTestId('deposit-table')).toBeVisible();
  await checkA11y(page, 'deposits');
  await page.getByRole('link', { name: t(lang, 'nav.audit') }).click();
  await expect(page.getByTestId('audit-table')).toContainText('staff.two-factor.enrol');
  await checkA11y(page, 'audit log');

  // The reward and redemption queues, and staff and keys: a key is shown once when made.
  await page.getByRole('link', { name: t(lang, 'nav.rewards') }).click();
  await expect(page.getByTestId('reward-table')).toBeVisible();
  await checkA11y(page, 'reward claims');
  await page.getByRole('link', { name: t(lang, 'nav.redemptions') }).click();
  await expect(page.getByTestId('redemption-table')).toBeVisible();
  await checkA11y(page, 'point redemptions');
  await page.getByRole('link', { name: t(lang, 'nav.staff') }).click();
  await expect(page.getByTestId('staff-owner')).toBeVisible();
  await checkA11y(page, 'staff and keys');
  await page.getByRole('button', { name: t(lang, 'staff.add_key') }).click();
  const keyDialog = page.getByRole('dialog');
  await keyDialog.getByLabel(t(lang, 'staff.key_name')).fill('e2e-report');
  await checkA11y(page, 'new key dialog');
  await keyDialog.getByTestId('create-confirm').click();
  await expect(keyDialog.getByTestId('new-key')).toContainText('opk_');
  await keyDialog.getByRole('button', { name: t(lang, 'staff.done') }).click();
  await expect(
    page.getByRole('region', { name: t(lang, 'staff.keys') }).getByText('e2e-report'),
  ).toBeVisible();
});

test('finance approves a withdrawal, and a large one with a second finance user, in Arabic on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lang = 'AR';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 375, height: 800 });
  const small = await pendingWithdrawal(request, '120.00');
  // Above the demo merchant's four-eyes amount (1,000).
  const large = await pendingWithdrawal(request, '1500.00');
  const first = await createStaff(request, 'finance');
  const second = await createStaff(request, 'finance');
  await signInFirstTime(page, lang, first, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('link', { name: t(lang, 'nav.withdrawals') }).click();
  const approveSmall = page.getByTestId(`approve-${small.id}`);
  await expect(approveSmall).toBeVisible();
  await checkA11y(page, 'withdrawals');
  await approveSmall.click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await checkA11y(page, 'approve dialog');
  await dialog.getByRole('button', { name: t(lang, 'actions.approve') }).click();
  await expect(approveSmall).toHaveCount(0);
  expect(await withdrawalStatus(request, small.username)).toEqual(['approved']);

  // The large one: the first approval leaves it waiting for someone else.
  await page.getByTestId(`approve-${large.id}`).click();
  await dialog.getByRole('button', { name: t(lang, 'actions.approve') }).click();
  const row = page.getByTestId('withdrawal-table').getByRole('row').filter({ hasText: large.id });
  await expect(row).toContainText(t(lang, 'withdrawals.awaiting_second', { name: first }));
  await page.getByTestId(`approve-${large.id}`).click();
  await dialog.getByRole('button', { name: t(lang, 'actions.approve') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t(lang, 'errors.four_eyes'));
  await dialog.getByRole('button', { name: t(lang, 'actions.cancel') }).click();
  expect(await withdrawalStatus(request, large.username)).toEqual([]);

  // A second finance user gives the second approval.
  await page.getByRole('button', { name: t(lang, 'nav.sign_out') }).click();
  await signInFirstTime(page, lang, second, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  await page.getByRole('link', { name: t(lang, 'nav.withdrawals') }).click();
  await page.getByTestId(`approve-${large.id}`).click();
  await dialog.getByRole('button', { name: t(lang, 'actions.approve') }).click();
  await expect(page.getByTestId(`approve-${large.id}`)).toHaveCount(0);
  expect(await withdrawalStatus(request, large.username)).toEqual(['approved']);

  // The member's own page on the phone, right to left: the withdrawal shows approved.
  await page.goto(`/members/${large.username}`);
  await expect(page.getByRole('heading', { level: 1, name: large.username })).toBeVisible();
  await expect(
    page.getByRole('region', { name: t(lang, 'member_page.withdrawals') }),
  ).toContainText(t(lang, 'withdrawal_status.approved'));
  await checkA11y(page, 'member page (AR, 375 px)');
});

test('a support user locks a member, who is then refused at sign-in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lang = 'EN';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createMember(request);
  expect(await memberSignInError(request, member.username, member.password)).toBeNull();
  const support = await createStaff(request, 'support');
  await signInFirstTime(page, lang, support, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).click();
  // Support sees members but not the audit log.
  await expect(page.getByRole('link', { name: t(lang, 'nav.audit') })).toHaveCount(0);

  await page.getByRole('link', { name: t(lang, 'nav.members') }).click();
  await page.getByLabel(t(lang, 'members.search_label')).fill(member.username);
  await page.getByRole('button', { name: t(lang, 'actions.search') }).click();
  await expect(page).toHaveURL(new RegExp(`q=${member.username}`));
  await checkA11y(page, 'members');
  await page.getByTestId(`lock-${member.username}`).click();
  const dialog = page.getByRole('dialog');
  // A reason is required; what is typed is kept.
  await dialog.getByTestId('reason-confirm').click();
  await expect(dialog.getByText(t(lang, 'sign_in.required'))).toBeVisible();
  await dialog.getByLabel(t(lang, 'actions.reason')).fill('chargeback under review');
  await checkA11y(page, 'lock dialog');
  await dialog.getByTestId('reason-confirm').click();
  await expect(page.getByTestId(`unlock-${member.username}`)).toBeVisible();
  await expect(page.getByTestId('member-table')).toContainText(t(lang, 'member_status.locked'));

  expect(await memberSignInError(request, member.username, member.password)).toBe('member.locked');
});

test('by keyboard alone, a support user finds a member, notes and locks them on their page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'EN';
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createMember(request);
  const support = await createStaff(request, 'support');
  await signInFirstTime(page, lang, support, STAFF_PASSWORD);
  await page.getByRole('button', { name: t(lang, 'enrol.continue') }).press('Enter');

  // Find the member: the menu, the search field, Enter submits the search.
  await tabTo(page, page.getByRole('link', { name: t(lang, 'nav.members') }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel(t(lang, 'members.search_label')));
  await page.keyboard.type(member.username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${member.username}`));
  await tabTo(page, page.getByRole('link', { name: member.username }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  await expect(page.getByTestId('member-facts')).toContainText(t(lang, 'member_status.active'));
  await checkA11y(page, 'member page');

  // A note: typed, Enter adds it; the field empties for the next one.
  const noteField = page.getByRole('textbox', { name: t(lang, 'member_page.note') });
  await tabTo(page, noteField);
  await page.keyboard.type('Called about the welcome bonus');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('member-notes')).toContainText('Called about the welcome bonus');
  await expect(noteField).toHaveValue('');

  // The lock: the dialog keeps the focus; Escape closes it, the second time it locks.
  const lock = page.getByRole('button', { name: t(lang, 'actions.lock'), exact: true });
  await tabTo(page, lock);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t(lang, 'actions.reason'))).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await checkA11y(page, 'member lock dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(lock).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(t(lang, 'actions.reason'))).toBeFocused();
  await page.keyboard.type('chargeback under review');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('member-facts')).toContainText(t(lang, 'member_status.locked'));
  expect(await memberSignInError(request, member.username, member.password)).toBe('member.locked');
});

import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';

const EN = {
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  signOut: 'Sign out',
};

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await field(page, EN.username).fill(username);
  await field(page, EN.password).fill(password);
  await page.getByRole('button', { name: EN.submit }).click();
}

test('an agent signs in on /agent, sees the agent centre frame, and signs out back to /agent', async ({
  page,
}) => {
  await signIn(page, 'demoagent', 'Demo1234');
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await expect(page.getByTestId('agent-name')).toHaveText('Signed in as Demo Agent');
  await expect(page.getByTestId('gmt-offset')).toHaveText(/^GMT[+-]\d{2}:\d{2}$/);
  await expect(page.getByTestId('clock')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await page.getByRole('button', { name: EN.signOut }).click();
  const confirm = page.getByRole('dialog', { name: EN.signOut });
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: EN.signOut }).click();
  await expect(page).toHaveURL(/\/agent$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('a player is refused: Non-agents cannot log in', async ({ page }) => {
  await signIn(page, 'demoplayer', 'Demo1234');
  await expect(page.getByTestId('agent-login-error')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(field(page, EN.username)).toHaveValue('demoplayer');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('/agentHome without an agent session goes to /agent', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-landing')).toBeVisible();
});

test('a signed-out deep link opens the same view after sign-in', async ({ page }) => {
  const view = '/agentHome/downlineManagmentView?sort=balance&order=desc';
  await page.goto(view);
  await expect(page.getByTestId('agent-landing')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/agent');
  await field(page, EN.username).fill('demoagent');
  await field(page, EN.password).fill('Demo1234');
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === view);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Signed in, the landing with the same target leads there at once; a target outside the
  // console is ignored.
  await page.goto(`/agent?redirect=${encodeURIComponent(view)}`);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === view);
  await page.goto(`/agent?redirect=${encodeURIComponent('https://example.com/agentHome')}`);
  await expect(page).toHaveURL(/\/agentHome$/);
});

test('in Arabic, by keyboard, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'AR'));
  await page.goto('/agent');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const user = field(page, 'اسم المستخدم');
  for (let i = 0; i < 12 && !(await user.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(user).toBeFocused();
  await page.keyboard.type('demoplayer');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('agent-login-error')).toHaveText(
    'لا يمكن لغير الوكلاء تسجيل الدخول',
  );
  await field(page, 'اسم المستخدم').fill('demoagent');
  await field(page, 'كلمة المرور').fill('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agentHome$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

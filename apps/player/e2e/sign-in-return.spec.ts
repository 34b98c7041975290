// After signing in, back to what the visitor wanted: the game they tapped Play on launches,
// the heart they tapped is a favourite, the login-required page they opened shows; closing
// the login popup instead forgets it. Each journey runs once, in English or in Arabic (what
// happens does not depend on the language; the spec covers both catalogs and directions).
import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import {
  codeIn,
  createMember,
  field,
  LANGS,
  type Lang,
  lastMessage,
  text,
  unique,
  useLanguage,
} from './auth-support';

const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('game-tile');

async function signInInPopup(page: Page, lang: Lang, username: string) {
  const modal = page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') });
  await expect(page).toHaveURL(/\/login$/);
  await field(modal, text(lang, 'auth', 'fields.username')).fill(username);
  await field(modal, text(lang, 'auth', 'fields.password')).fill('Secret123');
  await modal.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).click();
  await expect(modal).toHaveCount(0);
}

for (const lang of LANGS) {
  test.describe(`back to what the visitor wanted (${lang})`, () => {
    let username = '';
    test.beforeEach(async ({ page, request }) => {
      username = unique('back');
      await createMember(request, { username, password: 'Secret123' });
      await useLanguage(page, lang);
    });

    if (lang === 'EN')
      test('the heart tapped before signing in is a favourite afterwards, on the same page', async ({
        page,
      }) => {
        await page.goto('/fish');
        const tile = tiles(page).nth(1);
        const nodeId = await tile.getAttribute('data-node-id');
        await tile.getByTestId('favorite-toggle').click();
        await signInInPopup(page, lang, username);
        await expect(page).toHaveURL(/\/fish$/);
        const heart = page
          .locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`)
          .getByTestId('favorite-toggle');
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await page.goto('/favorite');
        await expect(
          page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`),
        ).toBeVisible();
      });

    if (lang === 'AR')
      test('the game tapped before signing in launches afterwards', async ({ page }) => {
        await page.goto('/rng?vassalage=PG');
        const tile = tiles(page).first();
        const nodeId = await tile.getAttribute('data-node-id');
        await tile.getByTestId('game-play').click();
        await signInInPopup(page, lang, username);
        await expect(page).toHaveURL(new RegExp(`/seamless\\?nodeId=${nodeId}$`));
        await expect(page.getByTestId('game-frame')).toBeVisible();
      });

    if (lang === 'EN')
      test('a login-required page opened signed out shows once signed in', async ({ page }) => {
        await page.goto('/recent');
        await signInInPopup(page, lang, username);
        await expect(page).toHaveURL(/\/recent$/);
      });

    if (lang === 'AR')
      test('after IP verification too, the page opened signed out shows', async ({
        page,
        request,
      }) => {
        const t = (key: string) => text(lang, 'auth', key);
        const ipUser = unique('backip');
        const email = `${ipUser}@example.test`;
        await createMember(request, {
          username: ipUser,
          password: 'Secret123',
          email,
          payeeName: 'Ip Tester',
          knownIps: ['198.51.100.61'],
        });
        await page.goto('/recent');
        const modal = page.getByRole('dialog', { name: t('login.title') });
        await field(modal, t('fields.username')).fill(ipUser);
        await field(modal, t('fields.password')).fill('Secret123');
        await modal.getByRole('button', { name: t('login.submit') }).click();
        const verify = page.getByRole('dialog', { name: t('ip.title') });
        await verify.getByRole('radio', { name: t('ip.method_email') }).check();
        await verify.getByTestId('send-code').click();
        await field(verify, t('fields.code')).fill(codeIn(await lastMessage(request, email)));
        await verify.getByRole('button', { name: t('ip.submit') }).click();
        await expect(verify).toHaveCount(0);
        await expect(page).toHaveURL(/\/recent$/);
      });

    if (lang === 'EN')
      test('closing the login popup forgets it: a later sign-in lands home', async ({ page }) => {
        await page.goto('/favorite');
        const modal = page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') });
        await expect(modal).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page).toHaveURL(/\/$/);
        await page.goto('/rng');
        await page
          .getByTestId('auth-links')
          .getByRole('link', { name: text(lang, 'shell', 'auth.login') })
          .click();
        await signInInPopup(page, lang, username);
        await expect(page).toHaveURL(/\/$/);
      });
  });
}

// Every page of the site can be reached: the footer and the side menu list the information
// pages (winners, activity centre, blog, news, feedback, about us, contact us, security centre,
// credit report) and the points mall, and open the notice centre and the chat room; the home
// marquee opens the notice centre, its message icon leads a visitor to log in. The footer in
// English and in Arabic; each other journey once, in one of the two.
import type { Locator } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { LANGS, text, useLanguage } from './auth-support';

const PAGES = [
  ['winners', /\/winners$/],
  ['activity', /\/activity-center$/],
  ['blog', /\/blog\/?(\?page=1)?$/],
  ['news', /\/news\/?(\?page=1)?$/],
  ['feedback', /\/feedback$/],
  ['about', /\/about-us$/],
  ['contact', /\/contact-us$/],
  ['security', /\/security-center$/],
  ['credit', /\/credit-report$/],
] as const;

for (const lang of LANGS) {
  test.describe(`reaching every page (${lang})`, () => {
    const t = (key: string) => text(lang, 'shell', key);
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await useLanguage(page, lang);
    });

    test('the footer links every information page, the products and the vendor logos', async ({
      page,
    }) => {
      await page.goto('/');
      const footer = page.getByTestId('footer');
      await expect(footer.getByRole('heading', { name: t('info.title') })).toBeVisible();
      for (const [key] of PAGES)
        await expect(
          footer.getByRole('link', { name: t(`info.${key}`), exact: true }),
        ).toBeVisible();
      await expect(
        footer.getByRole('link', { name: t('category.RNG'), exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('footer-vendors').locator('img')).toHaveCount(8);
      // From page to page through the footer each of them shows, as a visitor browses.
      for (const [key, url] of PAGES) {
        await footer.getByRole('link', { name: t(`info.${key}`), exact: true }).click();
        await expect(page).toHaveURL(url);
      }
    });

    if (lang === 'AR')
      test('the footer and the side menu open the notice centre and the chat room', async ({
        page,
      }) => {
        await page.goto('/');
        const open = async (scope: Locator, key: string, testId: string) => {
          await scope.getByRole('button', { name: t(key), exact: true }).click();
          await expect(page.getByTestId(testId)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByTestId(testId)).toHaveCount(0);
        };
        await open(page.getByTestId('footer'), 'info.notices', 'notice-popup');
        await open(page.getByTestId('side-menu'), 'info.chat', 'chat-live');
      });

    if (lang === 'EN')
      test('the side menu lists the information pages', async ({ page }) => {
        await page.goto('/');
        const menu = page.getByTestId('side-menu');
        for (const [key] of PAGES)
          await expect(
            menu.getByRole('link', { name: t(`info.${key}`), exact: true }),
          ).toBeVisible();
        await menu.getByRole('link', { name: t('info.winners'), exact: true }).click();
        await expect(page).toHaveURL(/\/winners$/);
        await expect(
          menu.getByRole('link', { name: t('info.winners'), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      });

    if (lang === 'AR')
      test('the side menu and the footer lead to the points mall', async ({ page }) => {
        await page.goto('/');
        const entry = { name: t('side.point_mall'), exact: true };
        await expect(page.getByTestId('footer').getByRole('link', entry)).toBeVisible();
        await page.getByTestId('side-menu').getByRole('link', entry).click();
        await expect(page).toHaveURL(/\/pointMall$/);
        await expect(
          page.getByRole('heading', { level: 1, name: text(lang, 'pointMall', 'title') }),
        ).toBeVisible();
      });

    if (lang === 'EN')
      test('the marquee opens the notice centre; its message icon leads a visitor to log in', async ({
        page,
      }) => {
        await page.goto('/');
        const marquee = page.getByTestId('notice-marquee');
        await marquee.getByRole('button', { name: text(lang, 'lobby', 'notice.open') }).click();
        await expect(page.getByTestId('notice-popup')).toBeVisible();
        await page.keyboard.press('Escape');
        await marquee.getByTestId('marquee-messages').click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(
          page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') }),
        ).toBeVisible();
      });
  });
}

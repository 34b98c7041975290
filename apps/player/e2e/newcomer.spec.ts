// What a newcomer trips over: numbers that must read left to right in Arabic, a registration
// form that says what it needs, the game page on a phone, contrast and keyboard focus. The
// contrast and keyboard journeys run once each (in English and in Arabic respectively).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import {
  createMember,
  field,
  LANGS,
  type Lang,
  prepareSite,
  signInByKeyboard,
  text,
  unique,
  useLanguage,
} from './auth-support';

// The same helper, by a name that does not read as a React hook (it is called in a loop).
const chooseLanguage = useLanguage;
import { openAs } from './members';

test.beforeAll(async ({ request }) => prepareSite(request));

/** The draw results of the lottery frame: each draw's id and its digits in visual order. */
async function drawnDigits(page: Page): Promise<Map<string, string>> {
  const frame = page.frameLocator('[data-testid="lottery-frame"]');
  const rows = frame.getByTestId('lottery-results').locator('li');
  await expect(rows).toHaveCount(8);
  const read = await rows.evaluateAll((lis) =>
    lis.map((li) => {
      const balls = [...li.querySelectorAll<HTMLElement>('.ball')];
      const leftToRight = [...balls]
        .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
        .map((b) => b.textContent)
        .join('');
      return {
        numero: li.querySelector('.n')?.textContent ?? '',
        leftToRight,
        inOrder: balls.map((b) => b.textContent).join(''),
      };
    }),
  );
  for (const row of read) expect(row.leftToRight, row.numero).toBe(row.inOrder);
  return new Map(read.map((r) => [r.numero, r.leftToRight]));
}

test('the digits of a lottery result read in the same order in English and Arabic', async ({
  browser,
  request,
}) => {
  const seen: Partial<Record<Lang, Map<string, string>>> = {};
  for (const lang of LANGS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await chooseLanguage(page, lang);
    await openAs(page, request, 'demoplayer', '/seaLottery?gameCode=SEA1M');
    seen[lang] = await drawnDigits(page);
    // The draw id reads left to right too.
    const numero = page.frameLocator('[data-testid="lottery-frame"]').getByTestId('lottery-numero');
    await expect(numero).toContainText(/\d{8}-\d{4}/);
    await context.close();
  }
  const [en, ar] = [seen.EN, seen.AR];
  const shared = [...(en?.keys() ?? [])].filter((numero) => ar?.has(numero));
  expect(shared.length).toBeGreaterThan(0);
  for (const numero of shared) expect(ar?.get(numero), numero).toBe(en?.get(numero));
});

for (const lang of LANGS) {
  test.describe(`newcomer (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);

    test('registration marks what it needs, checks the mobile number on leaving it, and focuses the first invalid field', async ({
      page,
    }) => {
      await page.goto('/register');
      const modal = page.getByRole('dialog', { name: t('register.title') });
      // The mobile tab first: the number is required and checked when the visitor leaves it.
      const mobile = field(modal, t('fields.mobile'));
      await expect(mobile).toHaveAttribute('aria-required', 'true');
      await mobile.fill('12');
      await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
      await mobile.press('Tab');
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await mobile.fill('');

      await modal.getByRole('tab', { name: t('register.tab_username') }).click();
      for (const label of ['fields.username', 'fields.password', 'fields.confirm_password']) {
        const input = field(modal, t(label));
        await expect(input, label).toHaveAttribute('aria-required', 'true');
        // The visual mark sits beside the label, hidden from screen readers (they hear
        // aria-required).
        const id = await input.getAttribute('id');
        const mark = modal.locator(`label[for="${id}"] + [data-required-mark]`);
        await expect(mark).toBeVisible();
        await expect(mark).toHaveAttribute('aria-hidden', 'true');
      }
      await expect(modal.getByRole('checkbox')).toHaveAttribute('aria-required', 'true');

      // Submit with nothing filled: the terms say 'not empty?' and the first field takes the focus.
      await modal.getByRole('button', { name: t('register.submit') }).click();
      await expect(modal.getByText(t('validation.terms'))).toBeVisible();
      await expect(field(modal, t('fields.username'))).toBeFocused();
      // With the terms ticked, a later invalid field is the first one.
      await modal.getByRole('checkbox').check();
      await field(modal, t('fields.username')).fill(unique('reg'));
      await modal.getByRole('button', { name: t('register.submit') }).click();
      await expect(field(modal, t('fields.username'))).not.toHaveAttribute('aria-invalid', 'true');
      await expect(modal.locator('form [aria-invalid="true"]').first()).toBeFocused();
    });

    test('the game page on a phone: no site header, one back control, the main button on the first screen', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const [path, button] of [
        ['/rng?vassalage=PG', 'spin'],
        ['/live', 'deal'],
      ] as const) {
        await openAs(page, request, 'demoplayer', path);
        await page.getByTestId('game-tile').first().getByTestId('game-play').click();
        await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
        await expect(page.locator('header').first()).toBeHidden();
        await expect(page.getByTestId('seamless-back')).toBeVisible();
        const game = page.frameLocator('[data-testid="game-frame"]');
        const play = game.getByTestId('demo-play');
        await expect(play).toBeVisible();
        await expect(game.getByTestId('demo-close')).toBeHidden();
        const box = await play.boundingBox();
        expect(box, button).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), button).toBeLessThanOrEqual(812);
        // The demo page fits the phone: nothing scrolls sideways.
        const frame = page.frame({ url: /\/demo-games\// });
        expect(
          await frame?.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
      }
    });

    test('small things: the marquee pauses, activities show their kind, operator headings look like headings', async ({
      page,
    }) => {
      await page.goto('/');
      const marquee = page.getByTestId('notice-marquee');
      const track = marquee.locator('.marquee-track');
      await expect(track).toHaveCSS('animation-play-state', 'running');
      const pause = page.getByTestId('marquee-pause');
      await expect(pause).toHaveAccessibleName(text(lang, 'lobby', 'notice.pause'));
      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      await expect(track).toHaveCSS('animation-play-state', 'paused');
      await pause.click();
      await expect(track).toHaveCSS('animation-play-state', 'paused'); // focused: still paused
      await pause.blur();
      await page.mouse.move(0, 0);
      await expect(track).toHaveCSS('animation-play-state', 'running');

      await page.goto('/activity-center');
      await expect(page.locator('[data-activity-kind]').first()).toBeVisible();
      const kinds = await page
        .locator('[data-activity-kind]')
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-activity-kind')))]);
      expect(kinds.sort()).toEqual(['CLAIM', 'JOIN']);

      await page.goto('/security-center');
      const heading = page.locator('.safe-html h2').first();
      await expect(heading).toBeVisible();
      const [headingSize, textSize] = await Promise.all([
        heading.evaluate((e) => parseFloat(getComputedStyle(e).fontSize)),
        page
          .locator('.safe-html p')
          .first()
          .evaluate((e) => parseFloat(getComputedStyle(e).fontSize)),
      ]);
      expect(headingSize).toBeGreaterThan(textSize);
      await expect(heading).toHaveCSS('font-weight', '700');

      // About us starts with the site's Latin name: the text still runs in the page's direction.
      await page.goto('/about-us');
      await expect(page.locator('.safe-html')).toHaveCSS(
        'direction',
        lang === 'AR' ? 'rtl' : 'ltr',
      );
    });

    if (lang === 'EN')
      test('the HOT badge has enough contrast', async ({ page }) => {
        await page.goto('/rng?classify=HOT');
        await expect(page.getByTestId('hot-badge').first()).toBeVisible();
        const results = await new AxeBuilder({ page })
          .include('[data-testid="hot-badge"]')
          .withRules(['color-contrast'])
          .analyze();
        expect(results.violations).toEqual([]);
      });

    if (lang === 'AR')
      test('keyboard: skip to the games, one Tab stop per filter bar, focus after signing in, a visible ring in the avatar menu', async ({
        page,
        request,
      }) => {
        await page.goto('/rng');
        await expect(page.getByTestId('game-tile').first()).toBeVisible();
        const skip = page.getByTestId('skip-to-games');
        let presses = 0;
        while (presses < 40 && !(await skip.evaluate((el) => el === document.activeElement))) {
          await page.keyboard.press('Tab');
          presses++;
        }
        await expect(skip).toBeFocused();
        await expect(skip).toHaveText(text(lang, 'lobby', 'lobby.skip_to_games'));
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('game-tile').first().getByTestId('game-play')).toBeFocused();
        // Second in the page, after the skip link to the content (it was 58 Tab presses to a game).
        expect(presses).toBe(2);

        // The classify bar is one Tab stop; the arrow keys move inside it (mirrored in Arabic).
        const classify = page.getByTestId('classify-menu');
        await expect(classify.locator('button[tabindex="0"]')).toHaveCount(1);
        await classify.locator('button[tabindex="0"]').focus();
        await page.keyboard.press(lang === 'AR' ? 'ArrowLeft' : 'ArrowRight');
        await expect(classify.locator('button').nth(1)).toBeFocused();
        await page.keyboard.press('End');
        await expect(classify.locator('button').last()).toBeFocused();
        await expect(page.getByTestId('vendor-menu').locator('button[tabindex="0"]')).toHaveCount(
          1,
        );

        // Signing in by keyboard leaves the focus on the page, not lost at the document's top.
        const username = unique('kbd');
        await createMember(request, { username, password: 'Secret123' });
        await signInByKeyboard(page, lang, username, 'Secret123');
        // A first sign-in is welcomed; the welcome dialog holds the focus until it is closed.
        const welcome = page.getByRole('dialog', { name: t('welcome.title') });
        await expect(welcome).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(welcome).toHaveCount(0);
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                document.activeElement?.matches('[data-testid="avatar-menu"], main h1') ?? false,
            ),
          )
          .toBe(true);

        const avatar = page.getByTestId('avatar-menu');
        await avatar.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const style = getComputedStyle(document.activeElement as Element);
          return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
        expect(ring.style).not.toBe('none');
        expect(ring.width).toBeGreaterThanOrEqual(2);

        // A later sign-in (no welcome) in a fresh tab: the focus lands on the account button or
        // the main heading too.
        const again = await page.context().browser()!.newContext();
        const tab = await again.newPage();
        await chooseLanguage(tab, lang);
        await signInByKeyboard(tab, lang, username, 'Secret123');
        await expect
          .poll(() =>
            tab.evaluate(
              () =>
                document.activeElement?.matches('[data-testid="avatar-menu"], main h1') ?? false,
            ),
          )
          .toBe(true);
        await again.close();
      });
  });
}

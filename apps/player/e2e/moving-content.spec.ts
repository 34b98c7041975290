// Moving content on the home page (banner carousel, jackpot figure, notice marquee): each has
// a visible pause button reachable by keyboard, and all stand still for reduced motion. The
// page's clock is Playwright's, moved on by hand, so no test waits for the 5 s slides. The
// jackpot is the pool's balance read from the API every 5 s: paused, it is not read again.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { text } from '@platform/playwright-config/support';

/** Counts the page's reads of the jackpot from now on. */
function jackpotReads(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/wps/relay/VIS_getJackpot')) n += 1;
  });
  return () => n;
}

/** Presses a button by keyboard, then moves the focus away (focus alone also pauses). */
async function pressByKeyboard(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
  await button.blur();
  await page.mouse.move(0, 0);
}

test('the banners and the jackpot figure pause and play from their buttons', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('jackpot-amount')).toBeVisible();
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-index', '0');
  const pauseBanners = page.getByTestId('banner-pause');
  await expect(pauseBanners).toHaveAccessibleName(text('EN', 'lobby', 'banner.pause'));
  await pressByKeyboard(page, pauseBanners);
  await expect(pauseBanners).toHaveAttribute('aria-pressed', 'true');
  const pauseJackpot = page.getByTestId('jackpot-pause');
  await expect(pauseJackpot).toHaveAccessibleName(text('EN', 'lobby', 'home.jackpot_pause'));
  await pressByKeyboard(page, pauseJackpot);
  await expect(pauseJackpot).toHaveAttribute('aria-pressed', 'true');
  const reads = jackpotReads(page);

  await page.clock.runFor(12_000);
  await expect(carousel).toHaveAttribute('data-index', '0');
  expect(reads()).toBe(0);

  await pressByKeyboard(page, pauseBanners);
  await pressByKeyboard(page, pauseJackpot);
  await expect(pauseBanners).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(6_000);
  await expect(carousel).toHaveAttribute('data-index', '1');
  await expect.poll(reads).toBeGreaterThan(0);
  // The counter is not a live region: screen readers are not told every step.
  await expect(
    page.locator('[aria-live]').filter({ has: page.getByTestId('jackpot-amount') }),
  ).toHaveCount(0);
});

test('for reduced motion nothing moves and there is nothing to pause', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(page.getByTestId('jackpot-amount')).toBeVisible();
  const reads = jackpotReads(page);
  await page.clock.runFor(12_000);
  await expect(carousel).toHaveAttribute('data-index', '0');
  expect(reads()).toBe(0);
  await expect(page.getByTestId('notice-marquee').locator('.marquee-track')).toHaveCSS(
    'animation-name',
    'none',
  );
  for (const id of ['banner-pause', 'jackpot-pause', 'marquee-pause'])
    await expect(page.getByTestId(id)).toBeHidden();
  // The arrows still move the slides, without animation.
  await page.getByTestId('banner-next').click();
  await expect(carousel).toHaveAttribute('data-index', '1');
});

test('the notice marquee pauses from its button, and stands still behind a dialog', async ({
  page,
}) => {
  await page.goto('/');
  const track = page.getByTestId('notice-marquee').locator('.marquee-track');
  await page.mouse.move(0, 0);
  await expect(track).toHaveCSS('animation-play-state', 'running');
  const pause = page.getByTestId('marquee-pause');
  await expect(pause).toHaveAccessibleName(text('EN', 'lobby', 'notice.pause'));
  await pressByKeyboard(page, pause);
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await pressByKeyboard(page, pause);
  await expect(track).toHaveCSS('animation-play-state', 'running');

  // The login popup over home: what is behind it stands still until it is closed.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: text('EN', 'auth', 'login.title') });
  await expect(login).toBeVisible();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await login.getByRole('button', { name: text('EN', 'auth', 'common.close') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expect(track).toHaveCSS('animation-play-state', 'running');
});

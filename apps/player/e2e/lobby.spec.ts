import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { text } from '@platform/playwright-config/support';

const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('game-tile');
const names = (page: Page) => tiles(page).locator('p').first();

test.describe('lobby', () => {
  test('the vendor menu shows each vendor as a logo image named after the vendor', async ({
    page,
  }) => {
    await page.goto('/rng');
    const menu = page.getByTestId('vendor-menu');
    for (const name of ['PG Soft', 'Pragmatic Play', 'JILI', 'Spribe']) {
      const logo = menu.getByRole('button', { name }).getByRole('img', { name });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', /\/cdn\/vendors\/\w+_(DEFAULT|ACTIVE)\.svg$/);
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    // Logos, not text chips: the buttons hold no visible text of their own.
    await expect(menu.locator('[data-vendor="PG"]')).toHaveText('');
    // Selected, the logo switches to the vendor's colours.
    await menu.getByRole('button', { name: 'PG Soft' }).click();
    await expect(menu.getByRole('img', { name: 'PG Soft' })).toHaveAttribute(
      'src',
      /PG_ACTIVE\.svg$/,
    );
  });

  test('/rng?vassalage=PG shows only PG games, 15 to a page', async ({ page }) => {
    await page.goto('/rng?vassalage=PG');
    await expect(tiles(page)).toHaveCount(15);
    const vendors = await tiles(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-vendor')),
    );
    expect(new Set(vendors)).toEqual(new Set(['PG']));
    await expect(page.getByTestId('vendor-menu').locator('[data-vendor="PG"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('choosing a vendor resets the classify filter and the page', async ({ page }) => {
    await page.goto('/rng');
    await page.getByTestId('classify-menu').locator('[data-classify="NEW"]').click();
    await expect(page).toHaveURL(/classify=NEW/);
    await page
      .getByTestId('pagination')
      .getByRole('button', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByTestId('vendor-menu').locator('[data-vendor="JL"]').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
    await expect(
      page.getByTestId('classify-menu').locator('[data-classify="ALL"]'),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByTestId('pagination').getByRole('button', { name: 'Page 1', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    // The previous list stays on screen until the new one arrives.
    await expect
      .poll(
        async () =>
          new Set(
            await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor'))),
          ),
      )
      .toEqual(new Set(['JL']));
  });

  test('searches by the trimmed name, pages through, and keeps its state in the URL', async ({
    page,
  }) => {
    await page.goto('/rng');
    await page.getByTestId('lobby-search').fill('   mystic rush   ');
    await page.getByTestId('lobby-search').press('Enter');
    await expect(page).toHaveURL(/name=mystic(\+|%20)rush(&|$)/);
    await expect(tiles(page).filter({ hasText: 'Mystic Rush' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    const firstPage = await names(page).textContent();
    await page.getByTestId('pagination').getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(names(page)).not.toHaveText(firstPage ?? '');
    await page
      .getByTestId('pagination')
      .getByRole('button', { name: 'Page 3', exact: true })
      .click();
    await expect(page).toHaveURL(/page=3/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByTestId('pagination').getByRole('button', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(
      page.getByTestId('pagination').getByRole('button', { name: 'Page 3', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test("shows 'no data' for a nonsense search, and a page past the end shows the last page", async ({
    page,
  }) => {
    await page.goto('/live');
    await page.getByTestId('lobby-search').fill('zzqx nonsense 42');
    await page.getByTestId('lobby-search').press('Enter');
    await expect(page.getByTestId('no-data')).toContainText(text('EN', 'lobby', 'lobby.no_games'));
    await expect(page.getByTestId('game-grid')).toHaveCount(0);
    await page.getByRole('button', { name: text('EN', 'lobby', 'lobby.show_all') }).click();
    await expect(page.getByTestId('lobby-search')).toHaveValue('');
    await expect(tiles(page).first()).toBeVisible();

    await page.goto('/live?page=999');
    await expect(page).toHaveURL(/page=\d$/);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('favourites and recent ask a visitor to log in', async ({ page }) => {
    await page.goto('/fish');
    await page.getByTestId('classify-menu').locator('[data-classify="FAV"]').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/fish');
    await page.getByTestId('classify-menu').locator('[data-classify="RECENT"]').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor who taps a favourite heart lands on /login, and member pages need a login', async ({
    page,
  }) => {
    await page.goto('/pvp');
    await tiles(page).first().getByTestId('favorite-toggle').click();
    await expect(page).toHaveURL(/\/login$/);
    for (const path of [
      '/favorite',
      '/recent',
      '/lottery?gameCode=FAST3D',
      '/seaLottery',
      '/vnLottery',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a visitor who presses play is asked to log in; free trial opens the game', async ({
    page,
  }) => {
    await page.goto('/rng?vassalage=PG');
    await tiles(page).first().getByTestId('game-play').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/rng?vassalage=PG');
    await tiles(page)
      .getByRole('button', { name: /^Free trial of/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+&trial=1$/);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('demo-balance')).toHaveText('$2,000.00');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });
});

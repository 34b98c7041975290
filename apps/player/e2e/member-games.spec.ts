import { prepareSite } from './auth-support';
import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { API_URL } from './support';
import { balanceCents, cents, dollars, loginToken, openAs } from './members';

const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('game-tile');

test.describe('a member', () => {
  test('toggles a favourite and still sees it after a reload', async ({ page, request }) => {
    const token = await loginToken(request, 'demoplayer');
    await page.goto(`/fish?token=${token}`);
    const tile = tiles(page).nth(2);
    const nodeId = await tile.getAttribute('data-node-id');
    // Start from a known state: not a favourite.
    await request.delete(`${API_URL}/wps/relay/MCSFE_removeFavoriteGameV2`, {
      headers: { Merchant: 'demo', Authorization: token },
      data: { nodeId, vendor: 'x', gameType: 'FISH' },
    });
    await page.reload();
    const heart = tiles(page)
      .and(page.locator(`[data-node-id="${nodeId}"]`))
      .getByTestId('favorite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Throttled: a second tap within a second changes nothing.
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favorite');
    await expect(page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`)).toBeVisible();
    await page.goto('/fish?classify=FAV');
    const inFavourites = tiles(page).and(page.locator(`[data-node-id="${nodeId}"]`));
    await expect(inFavourites).toBeVisible();
    // Removing it there takes it off the favourites list.
    await inFavourites.getByTestId('favorite-toggle').click();
    await expect(inFavourites).toHaveCount(0);
    await page.goto('/fish');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('plays the demo slot; after closing it the header balance is the opening balance minus stakes plus wins', async ({
    page,
    request,
  }) => {
    const token = await openAs(page, request, 'demoplayer', '/rng?vassalage=PG');
    const opening = await balanceCents(request, token);
    await expect(page.getByTestId('header-balance')).toHaveText(dollars(opening));
    const tile = tiles(page).first();
    const gameName = (await tile.locator('p').first().textContent()) ?? '';
    await tile.getByTestId('game-play').click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+$/);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);

    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('demo-balance')).toHaveText(dollars(opening));
    const rounds = 6;
    for (let i = 0; i < rounds; i++) {
      await game.getByTestId('demo-play').click();
      await expect(game.getByTestId('demo-history').locator('li')).toHaveCount(i + 1);
      await expect(game.getByTestId('demo-play')).toBeEnabled();
    }
    const played = await game
      .getByTestId('demo-history')
      .locator('li')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-stake'), e.getAttribute('data-payout')]),
      );
    const expected = played.reduce(
      (sum, [stake, payout]) => sum - cents(stake ?? '0') + cents(payout ?? '0'),
      opening,
    );
    await expect(game.getByTestId('demo-balance')).toHaveText(dollars(expected));

    await game.getByTestId('demo-close').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(page.getByTestId('header-balance')).toHaveText(dollars(expected));
    expect(await balanceCents(request, token)).toBe(expected);

    await page.goto('/recent');
    await expect(page.getByTestId('game-tile').first()).toContainText(gameName);
    await page.goto('/');
    await expect(page.getByTestId('section-recent').getByTestId('game-tile').first()).toContainText(
      gameName,
    );
  });

  test('hides and refreshes the balance, and signs out only after confirming', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'demoplayer');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toHaveText('••••••');
    await page.reload();
    await expect(balance).toHaveText('••••••');
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect(balance).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await page.getByTestId('refresh-balance').click();

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('sign-out').click();
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('member-bar')).toBeVisible();
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('sign-out').click();
    await page
      .getByRole('dialog', { name: 'Sign out?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page.getByTestId('auth-links')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a game under maintenance shows the maintenance message', async ({ page, request }) => {
    await openAs(page, request, 'demoplayer', '/rng?vassalage=PG');
    const down = tiles(page).filter({ hasText: 'Maintenance' }).first();
    await down.getByTestId('game-play').click();
    await expect(page.getByTestId('notice-message')).toHaveText(
      'This game is under maintenance, please try again later.',
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('notice-message')).toHaveCount(0);
  });

  test('a trial account gets in_need_true_account with a confirm button', async ({
    page,
    request,
  }) => {
    // Trial accounts come from free play (they never sign in by password).
    await prepareSite(request);
    await page.goto('/login');
    await page.getByTestId('free-play').click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await page.goto('/live');
    await tiles(page).first().getByTestId('game-play').click();
    await expect(page.getByTestId('notice-message')).toHaveText(
      /This is a trial account\. Please register a real account/,
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/live$/);
  });

  test('the lottery page opens with a gameCode and takes a bet on the open draw', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'demoplayer', '/vnLottery?gameCode=VN3M');
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-kind', 'vnLottery');
    await expect(
      page.getByTestId('lottery-menu').locator('[data-game-code="VN3M"]'),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    const frame = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(frame.locator('h1')).toHaveText('Vietnam 3 Minutes');
    await expect(frame.getByTestId('lottery-numero')).toHaveText(/^Draw \d{8}-\d{4}$/);
    await expect(frame.getByTestId('lottery-results').locator('li')).toHaveCount(8);
    await frame.getByTestId('demo-play').click();
    await expect(frame.getByTestId('demo-history').locator('li[data-status="OPEN"]')).toHaveCount(
      1,
    );
    // Choosing another game updates the URL and the game.
    await page.getByTestId('lottery-menu').locator('[data-game-code="HN5M"]').click();
    await expect(page).toHaveURL(/gameCode=HN5M/);
    await expect(frame.locator('h1')).toHaveText('Hanoi 5 Minutes');
  });
});

import { expect, test } from '@platform/playwright-config/a11y';
import { apiSignIn, openSignedIn } from './content-support';
import { LANGS, text } from '@platform/playwright-config/support';

test('a promotion deep link opens its detail; closing it leaves the list', async ({ page }) => {
  await page.goto('/promotions#promo-live-cashback');
  const detail = page.getByTestId('promotion-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Live casino cashback' })).toBeVisible();
  await expect(detail).toContainText('5% of your weekly live casino losses');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);

  await page.getByTestId('promotion-promo-welcome').click();
  await expect(page).toHaveURL(/\/promotions#promo-welcome$/);
  await expect(page.getByRole('dialog', { name: '100% welcome bonus' })).toBeVisible();
});

test('categories filter the cards', async ({ page }) => {
  await page.goto('/promotions');
  const cards = page.getByTestId('promotions-page').locator('[data-testid^="promotion-promo-"]');
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: 'Live casino', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Live casino cashback');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards).toHaveCount(6);
});

test('visitors are asked to log in to claim; a member claims the raffle once and the available count drops', async ({
  page,
  request,
}) => {
  await page.goto('/promotions#promo-raffle');
  await expect(page.getByRole('link', { name: 'Log in to claim' })).toHaveAttribute(
    'href',
    '/login',
  );

  const { token } = await apiSignIn(request);
  await openSignedIn(page, token, '/promotions#promo-raffle');
  const count = page.getByTestId('available-count');
  // Six promotions run; the first-deposit gift is not open before a first deposit.
  await expect(count).toHaveText('Promotions available to you: 5');
  await page.getByTestId('raffle-claim').click();
  await expect(page.getByTestId('raffle-status')).toHaveText('Your claim: Waiting for review');
  await expect(count).toHaveText('Promotions available to you: 4');
  await page.reload();
  await expect(page.getByTestId('raffle-status')).toHaveText('Your claim: Waiting for review');
});

test('promotions in Arabic lay out right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'AR'));
  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العروض');
  await expect(page.getByTestId('promotion-promo-welcome')).toContainText('مكافأة ترحيب 100%');
});

for (const lang of LANGS) {
  test(`${lang}: the first-deposit gift is refused before a first deposit, in the page's language`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('hisLang', l), lang);
    const { token } = await apiSignIn(request);
    await openSignedIn(page, token, '/promotions#promo-welcome');
    const detail = page.getByTestId('promotion-detail');
    const claim = detail.getByRole('button', {
      name: text(lang, 'content', 'promotions.claim_gift'),
    });
    await claim.click();
    await expect(detail.getByRole('alert')).toHaveText(
      text(lang, 'content', 'errors.claim_deposit_required'),
    );
    // Nothing was claimed: the button stays for after the deposit.
    await expect(claim).toBeVisible();
    await expect(page.getByTestId('raffle-status')).toHaveCount(0);
  });
}

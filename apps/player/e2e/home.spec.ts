import { expect, test } from '@platform/playwright-config/a11y';
import { reveal } from './support';

test.describe('home', () => {
  test('the banner carousel advances by itself and with its arrows', async ({ page }) => {
    const requested: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.push(url.pathname);
      asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toBeVisible();
    // The page's largest image, the first slide, is named in the HTML the server sent (its
    // request-time include), so the browser asked for it before the app asked the API anything.
    const firstSlide = await page
      .getByRole('group', { name: 'Slide 1 of 4' })
      .locator('img')
      .getAttribute('src');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      firstSlide ?? '',
    );
    const firstApiCall = requested.findIndex((path) => path.startsWith('/wps/'));
    expect(requested.indexOf(firstSlide ?? '')).toBeGreaterThan(-1);
    if (firstApiCall >= 0) expect(requested.indexOf(firstSlide ?? '')).toBeLessThan(firstApiCall);
    // The site status and home's banners and notices came inlined in that HTML too: the app
    // rendered them without asking (its texts were named there as well, and fetched once).
    expect(requested).not.toContain('/wps/system/status');
    expect(
      asked.filter((url) => url.includes('types=B%2CPL') || url.includes('types=B,PL')),
    ).toEqual([]);
    expect(requested.filter((path) => path.endsWith('/EN/boot.json'))).toHaveLength(1);
    await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute(
      'href',
      /^\/assets\/locales\/\w+\/EN\/boot\.json$/,
    );
    await expect(carousel).toHaveAttribute('data-index', '0');
    // Spec: 5000 ms per slide, 1000 ms transition.
    await expect(carousel).toHaveAttribute('data-index', '1', { timeout: 8000 });
    await carousel.hover();
    await page.getByTestId('banner-next').click();
    await expect(carousel).toHaveAttribute('data-index', '2');
    await page.getByTestId('banner-prev').click();
    await expect(carousel).toHaveAttribute('data-index', '1');
    await page.getByTestId('banner-prev').click();
    await page.getByTestId('banner-prev').click();
    // Wraps around from the first slide to the last.
    await expect(carousel).toHaveAttribute('data-index', '3');
  });

  test('a linked banner opens its target', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-index', '0');
    // The first banner links to the PG slots.
    await page.getByRole('group', { name: 'Slide 1 of 4' }).getByTestId('banner-slide').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(page.getByTestId('lobby')).toBeVisible();
  });

  test('shows notices, the jackpot, the game sections and the winner board', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('notice-marquee')).toContainText(
      'New members double their first deposit.',
    );
    // The jackpot's figure comes from the API (jackpot.spec.ts compares it with the ledger).
    await expect(page.getByTestId('jackpot-amount')).toHaveText(/^[\d,]+\.\d{2}$/);
    for (const section of [
      'section-hot',
      'section-rng',
      'section-live',
      'section-fish',
      'section-pvp',
    ]) {
      // Home's lower sections load as the visitor scrolls towards them.
      const shown = await reveal(page, section);
      await expect(shown.getByTestId('game-tile')).toHaveCount(10);
    }
    await page.getByTestId('section-rng').getByTestId('section-expand').click();
    await expect(page.getByTestId('section-rng').getByTestId('game-tile')).toHaveCount(20);
    for (const section of [
      'section-sports',
      'section-esports',
      'section-cockfight',
      'section-lottery',
    ]) {
      const cards = (await reveal(page, section)).getByTestId('vendor-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(5);
    }
    // Visitors have no favourites or recent sections.
    await expect(page.getByTestId('section-favorites')).toHaveCount(0);
    const board = await reveal(page, 'winner-board');
    await expect(board.getByRole('listitem').first()).toBeVisible();
    expect(await board.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
  });

  test('the message icon of the marquee asks a visitor to log in', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('marquee-messages').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

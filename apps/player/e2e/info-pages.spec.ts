import { expect, test } from '@platform/playwright-config/a11y';
import { apiSignIn, openSignedIn } from './content-support';
import { API_URL, reveal } from './support';

test('information pages come from the API in the interface language', async ({ page }) => {
  for (const [path, title] of [
    ['/about-us', 'About us'],
    ['/contact-us', 'Contact us'],
    ['/security-center', 'Security centre'],
    ['/credit-report', 'Credit report'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await page.addInitScript(() => localStorage.setItem('hisLang', 'CN'));
  await page.goto('/security-center');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('安全中心');
});

test('blog and news list posts and open one', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await page.getByRole('link', { name: /New games from the demo vendor/ }).click();
  await expect(page).toHaveURL(/\/news\/news-new-vendor$/);
  await expect(page.getByTestId('post-page')).toContainText(
    'Find them under New in the slots lobby.',
  );
  await page.getByRole('link', { name: 'Back to News' }).click();
  await expect(page).toHaveURL(/\/news\?page=1$/);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: /Five bankroll habits/ })).toBeVisible();
});

test('the winner board lists the biggest real wins, as the bet records have them', async ({
  page,
  request,
}) => {
  const response = await request.get(
    `${API_URL}/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20&view=BIGGEST`,
    { headers: { Merchant: 'demo' } },
  );
  const wins = ((await response.json()) as { value: { list: { winAmount: string }[] } }).value.list;
  expect(wins).toHaveLength(20);
  await page.goto('/winners');
  const rows = page.getByTestId('winner-board').locator('tbody tr');
  await expect(rows).toHaveCount(20);
  const [whole, cents] = wins[0]!.winAmount.split('.');
  const biggest = `${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
  await expect(rows.first().locator('td').last()).toHaveText(biggest);
  // The latest big wins, newest first: the same first row as the API's.
  const latest = await request.get(
    `${API_URL}/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20&view=LATEST`,
    { headers: { Merchant: 'demo' } },
  );
  const newest = ((await latest.json()) as { value: { list: { customerName: string }[] } }).value
    .list[0]!;
  await page.getByTestId('winners-view-latest').click();
  await expect(page.getByTestId('winners-view-latest')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first().locator('td').nth(1)).toHaveText(newest.customerName);
});

for (const language of ['EN', 'AR'] as const) {
  test(`home and /winners show one winner board of real games (${language})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/');
    // Home's lower sections load as the visitor scrolls towards them.
    const home = (await reveal(page, 'winner-board')).getByTestId('winner-game');
    await expect(home).toHaveCount(20);
    const onHome = await home.allTextContents();
    await page.goto('/winners');
    const board = page.getByTestId('winner-board').getByTestId('winner-game');
    await expect(board).toHaveCount(20);
    expect(await board.allTextContents()).toEqual(onHome);
    for (const name of new Set(onHome)) {
      const response = await request.get(
        `${API_URL}/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&language=${language}&pageSize=50&gameName=${encodeURIComponent(name)}`,
        { headers: { Merchant: 'demo' } },
      );
      const games = ((await response.json()) as { value: { games: { gameName: string }[] } }).value
        .games;
      expect(
        games.map((g) => g.gameName),
        name,
      ).toContain(name);
    }
  });
}

test('the activity centre shows the member claim statuses and joins an activity', async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request);
  await openSignedIn(page, token, '/activity-center');
  const status = (id: string) => page.getByTestId(`activity-${id}`);
  await expect(status('act-lucky').getByTestId('activity-status')).toHaveText('Applying');
  await expect(status('act-vip-gift').getByTestId('activity-status')).toHaveText('Processing');
  await expect(status('act-birthday').getByTestId('activity-status')).toHaveText('Rejected');
  await expect(status('act-weekend').getByTestId('activity-status')).toHaveText('Issued');
  await expect(status('act-referral').getByTestId('activity-status')).toHaveText('Claimed');
  await expect(status('act-spring').getByTestId('activity-status')).toHaveText('Coming soon');
  await expect(status('act-summer').getByTestId('activity-status')).toHaveText('Closed');
  await status('act-checkin').getByRole('button', { name: 'Join' }).click();
  await expect(status('act-checkin').getByTestId('activity-status')).toHaveText('Joined');
});

test('customer service opens a live chat in a 440 x 750 window where support answers', async ({
  page,
}) => {
  await page.goto('/?service=1');
  const panel = page.getByTestId('service-panel');
  await expect(panel.getByTestId('service-TELEGRAM')).toBeVisible();
  await expect(panel.getByTestId('service-EMAIL')).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await panel.getByTestId('service-LIVECHAT').click();
  const chat = await popupPromise;
  await chat.waitForURL(/\/livechat\?ticket=[\w-]{32}&lang=EN$/);
  expect(await chat.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
  await chat.getByPlaceholder('Type your message').fill('Where is my deposit?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('.agent')).toHaveText(
    'Thank you for your message. A customer service agent will reply here shortly.',
  );
  await expect(chat.locator('.visitor')).toHaveText('Where is my deposit?');
});

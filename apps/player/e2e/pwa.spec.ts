import { expect, test } from '@platform/playwright-config/a11y';
import { text } from '@platform/playwright-config/support';

test('the lite app: manifest, service worker, and the app shell loads offline without caching platform calls', async ({
  page,
  context,
}) => {
  await page.goto('/down');
  await expect(page.getByTestId('download-lite')).toBeVisible();
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({
    display: 'standalone',
    start_url: '/?source=lite-app',
  });

  const scriptURL = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.getByTestId('download-page')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => /^\/(wps|lgw|lotto|dev|livechat)\b/.test(u))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // The shell (HTML, scripts, styles) came from the cache and runs; the platform is not
  // reachable offline and is never served from a cache. The boot error screen is a chunk of its
  // own that an online visit never needed, so offline the shell says so and offers a retry.
  const offline = page.getByTestId('chunk-error');
  await expect(offline).toContainText(text('EN', 'common', 'chunk_error.title'));
  const apiOffline = await page.evaluate(() =>
    fetch('/wps/system/status', { headers: { Merchant: 'demo' } }).then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(apiOffline).toBe('failed');

  await context.setOffline(false);
  await offline.getByRole('button', { name: text('EN', 'common', 'chunk_error.retry') }).click();
  await expect(page.getByTestId('download-page')).toBeVisible();
});

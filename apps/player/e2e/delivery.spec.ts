import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from '@platform/playwright-config/a11y';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that shows the bytes as sent (Playwright's own request API decodes them). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
      })
      .on('error', reject);
  });
}

test('scripts arrive as the build’s precompressed gzip, byte-identical once decoded, with the site’s headers', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  // The entry chunk (the last module script; the bundler's runtime comes before it).
  const src = await page.locator('script[type="module"][src]').last().getAttribute('src');
  expect(src).toMatch(/^\/assets\/.+\.js$/);
  const url = new URL(src!, baseURL).href;

  const gz = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  expect(gz.status).toBe(200);
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['content-type']).toMatch(/^text\/javascript/);
  expect(gz.headers['vary']).toBe('Accept-Encoding');
  expect(gz.headers['cache-control']).toContain('immutable');
  expect(gz.headers['content-security-policy']).toContain("script-src 'self'");

  const plain = await rawGet(url, { 'accept-encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  // Compressed once with Zopfli: smaller than the best a server does on the fly.
  expect(gz.body.length).toBeLessThan(gzipSync(plain.body, { level: 9 }).length);

  const revalidated = await rawGet(url, {
    'accept-encoding': 'gzip',
    'if-none-match': String(gz.headers.etag),
  });
  expect(revalidated.status).toBe(304);
});

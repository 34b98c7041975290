import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

test('scripts arrive as the build’s precompressed Brotli (gzip for clients without br), byte-identical once decoded, with the site’s headers', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  // The entry chunk (the last module script; the bundler's runtime comes before it).
  const src = await page.locator('script[type="module"][src]').last().getAttribute('src');
  expect(src).toMatch(/^\/assets\/.+\.js$/);
  const url = new URL(src!, baseURL).href;

  // What Chromium sends: br is the one served.
  const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/^text\/javascript/);
  expect(br.headers['vary']).toBe('Accept-Encoding');
  expect(br.headers['cache-control']).toContain('immutable');
  expect(br.headers['content-security-policy']).toContain("script-src 'self'");

  // A client that accepts only gzip (or refuses br) gets the .gz.
  const gz = await rawGet(url, { 'accept-encoding': 'gzip, br;q=0' });
  expect(gz.status).toBe(200);
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['vary']).toBe('Accept-Encoding');

  const plain = await rawGet(url, { 'accept-encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  // Compressed once with Zopfli: smaller than the best a server does on the fly; Brotli smaller still.
  expect(gz.body.length).toBeLessThan(gzipSync(plain.body, { level: 9 }).length);
  expect(br.body.length).toBeLessThan(gz.body.length);

  // One validator per encoding: the br ETag revalidates br, never the gzip bytes.
  expect(br.headers.etag).not.toBe(gz.headers.etag);
  const revalidated = await rawGet(url, {
    'accept-encoding': 'gzip, deflate, br',
    'if-none-match': String(br.headers.etag),
  });
  expect(revalidated.status).toBe(304);
  const otherEncoding = await rawGet(url, {
    'accept-encoding': 'gzip',
    'if-none-match': String(br.headers.etag),
  });
  expect(otherEncoding.status).toBe(200);
  expect(otherEncoding.headers['content-encoding']).toBe('gzip');
});

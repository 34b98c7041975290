// Redirect targets (`x-redirect-target` parameters: a game's backUrl) are accepted only for
// the merchant's own site; loopback hosts only in development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const app = await buildApp({ ...testLogOptions(), database: t.database, devEndpoints: false });
  prod = await wrapApp(app, t.database, async () => undefined);
});
afterAll(async () => {
  await prod.close();
  await t.close();
});

const refusedFor = async (app: TestApp, backUrl: string): Promise<boolean> => {
  const res = await app.request({
    method: 'GET',
    url: `/wps/relay/GCS_gameTrialLaunch?nodeId=1&backUrl=${encodeURIComponent(backUrl)}`,
    headers: DEMO,
  });
  return res.statusCode === 400 && /must be a page of this site/.test(String(json(res).message));
};

describe('backUrl', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    'data:text/html,<script>1</script>',
    'https://user:pass@royal-demo.test/',
    'https://royal-demo.test.evil.example/',
  ])('refuses %s', async (backUrl) => {
    expect(await refusedFor(t, backUrl)).toBe(true);
  });

  it.each(['/lottery/1?tab=2', 'https://royal-demo.test/lobby', 'http://www.royal-demo.test/'])(
    'accepts the merchant own page %s',
    async (backUrl) => {
      expect(await refusedFor(t, backUrl)).toBe(false);
    },
  );

  it('accepts loopback pages in development only', async () => {
    expect(await refusedFor(t, 'http://127.0.0.1:5173/lottery')).toBe(false);
    expect(await refusedFor(prod, 'http://127.0.0.1:5173/lottery')).toBe(true);
  });
});

// The agent console's main screens laid out in English and in Arabic (right to left) on a
// 375 px phone and on a 320 px one: the page never scrolls sideways, no text is cut off or
// spills out of its box, and every pointer target is at least 24 by 24 px or spaced apart
// enough (WCAG 2.2, 2.5.8). Tables and charts run from the right in Arabic. One test per
// language, signed in through the API; a screen with problems is attached as a screenshot.
import type { Page, TestInfo } from '@playwright/test';
import { encryptPayload } from '@platform/api-client/crypto';
import { expect, test } from '@platform/playwright-config/a11y';
import { layoutProblems, settled } from '@platform/playwright-config/layout';
import { LANGS, useLanguage } from '@platform/playwright-config/support';
import { API_URL } from './agent-support';

const SCREENS = [
  '/agentHome',
  '/agentHome/downlineManagmentView',
  '/agentHome/agentDailyWages2',
  '/agentHome/agentTeamOverview',
];

async function agentToken(page: Page): Promise<string> {
  const headers = { Merchant: 'demo' };
  const modulus = await (
    await page.request.get(`${API_URL}/wps/session/key/rsa`, { headers })
  ).text();
  const encrypted = encryptPayload(
    { username: 'demoagent', password: 'Demo1234', type: 'username' },
    modulus,
  );
  const response = await page.request.post(`${API_URL}/wps/session/login`, {
    headers: { ...headers, Encryption: encrypted.encryption, 'Content-Type': 'application/json' },
    data: encrypted.body,
  });
  const body = (await response.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error(`agent login failed: ${response.status()}`);
  return body.value.token;
}

async function check(page: Page, path: string, info: TestInfo, problems: string[]) {
  const found = (await layoutProblems(page)).map((p) => `${path} 375px: ${p}`);
  await page.setViewportSize({ width: 320, height: 720 });
  found.push(...(await layoutProblems(page, { targets: false })).map((p) => `${path} 320px: ${p}`));
  if (found.length > 0) {
    await info.attach(`${path.replaceAll('/', '_')}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  problems.push(...found);
}

test.use({ viewport: { width: 375, height: 812 } });

for (const lang of LANGS) {
  test(`${lang}: the console's main screens fit a phone, with no clipped text and no tiny targets`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await useLanguage(page, lang);
    const problems: string[] = [];
    await page.goto('/agent');
    await expect(page.locator('input[name=username]')).toBeVisible();
    await check(page, '/agent', info, problems);

    const token = await agentToken(page);
    await page.evaluate((t) => sessionStorage.setItem('token', t), token);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await settled(page);
      if (process.env.LAYOUT_SHOTS)
        await page.screenshot({
          path: `${process.env.LAYOUT_SHOTS}/agent-${lang}${path.replaceAll('/', '_')}.png`,
          fullPage: true,
        });
      await check(page, path, info, problems);
      if (path.endsWith('agentTeamOverview')) {
        // The charts mirror in Arabic: the value axis on the right.
        const axis = page.locator('.recharts-yAxis').first();
        await expect(axis).toBeVisible();
        const chart = page.locator('.recharts-wrapper').first();
        const [a, c] = [await axis.boundingBox(), await chart.boundingBox()];
        const onRight = (a?.x ?? 0) + (a?.width ?? 0) / 2 > (c?.x ?? 0) + (c?.width ?? 0) / 2;
        expect(onRight, 'value axis side').toBe(lang === 'AR');
      }
      if (path.endsWith('downlineManagmentView')) {
        // The table's first column sits on the reading side.
        const first = page.locator('table thead th').first();
        const last = page.locator('table thead th').last();
        const [f, l] = [await first.boundingBox(), await last.boundingBox()];
        expect((f?.x ?? 0) > (l?.x ?? 0), 'first column on the right').toBe(lang === 'AR');
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

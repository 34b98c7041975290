// Contracts from offer to payout: the demo agent offers a new downline agent a daily salary;
// the downline signs in, sees the contract popup and accepts; rounds are played under the
// downline; the development clock moves past the day; the scheduler settles it and the
// settlement record shows on both sides with the amount the terms give, and both balances
// move. English at desktop width, Arabic at phone width.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { encryptPayload } from '@platform/api-client/crypto';
import { API_URL, text, unique, useLanguage as chooseLanguage, type Lang } from './agent-support';

const MERCHANT = { Merchant: 'demo' };
const OPERATOR = { ...MERCHANT, 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };
const GMT8 = 8 * 3_600_000;
const DAY = 86_400_000;
// Each run lives on its own day of the development clock (a day's run is settled once, and a
// clock move settles the closed days of the week before: agent-commission.spec.ts keeps its day
// more than a week after these).
const RUNS = [
  { lang: 'EN' as Lang, width: 1440, height: 900, day: 0 },
  { lang: 'AR' as Lang, width: 375, height: 812, day: 1 },
];

async function token(request: APIRequestContext, username: string, password: string) {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const encrypted = encryptPayload({ username, password, type: 'username' }, modulus);
  const response = await request.post(`${API_URL}/wps/session/login`, {
    headers: { ...MERCHANT, Encryption: encrypted.encryption, 'Content-Type': 'application/json' },
    data: encrypted.body,
  });
  const body = (await response.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error(`login of ${username}: ${response.status()}`);
  return body.value.token;
}

async function balance(request: APIRequestContext, auth: string) {
  const response = await request.get(`${API_URL}/wps/v2/wallets/balance`, {
    headers: { ...MERCHANT, Authorization: auth },
  });
  return ((await response.json()) as { value: { sumBalance: string } }).value.sumBalance;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
  // Just after a clock move the scheduler settles the periods the move closed (on PGlite one
  // connection): the sign-in shows "please wait" until its turn, and a person waits for it.
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 30_000 });
}

/** Leaves the console without its session (the next sign-in starts clean). */
async function signOut(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
}

async function moveClock(request: APIRequestContext, offsetMs: number) {
  const response = await request.put(`${API_URL}/dev/clock`, {
    headers: MERCHANT,
    data: { offsetMs },
  });
  expect(response.ok()).toBe(true);
}

// Later specs never inherit a moved clock, even when a run fails or times out.
test.afterEach(async ({ request }) => {
  await moveClock(request, 0);
});

for (const run of RUNS) {
  test.describe(`${run.lang} ${run.width}`, () => {
    test.use({ viewport: { width: run.width, height: run.height } });
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(run.lang, 'contracts', key, vars);
    const c = (key: string, vars?: Record<string, string | number>) =>
      text(run.lang, 'agentConsole', key, vars);

    test('offer, popup, rounds, a closed day, the payout on both sides', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await chooseLanguage(page, run.lang);
      const downline = unique('ct').slice(0, 14);
      const password = 'Abc12345';
      const setClock = (offsetMs: number) => moveClock(request, offsetMs);
      await setClock(run.day * DAY);
      // The demo agent registers a downline agent, then offers it a daily salary.
      await signIn(page, 'demoagent', 'Demo1234');
      await page.goto('/agentHome/registerCenter');
      const create = page.getByTestId('create-downline');
      await create.locator('input[name=account]').fill(downline);
      await create.locator('input[name=password]').fill(password);
      await create.locator('select[name=type]').selectOption('1');
      await create.getByRole('button', { name: c('register.create') }).click();
      await expect(page.getByTestId('created')).toBeVisible();

      await page.goto('/agentHome/agentDailyWages2?view=downlines');
      await page.getByTestId('offer-open').click();
      const form = page.getByTestId('offer-form');
      await form.getByTestId('offer-account').fill(downline);
      // One tier: 0.5 % of the day's valid bet from 100.00 and one active member.
      await expect(form.getByTestId('tier-1-threshold')).not.toHaveValue('');
      while ((await form.getByTestId('remove-tier').count()) > 0)
        await form.getByTestId('remove-tier').last().click();
      await form.getByTestId('tier-1-threshold').fill('100.00');
      await form.getByTestId('tier-1-active').fill('1');
      await form.getByTestId('tier-1-rate').fill('2');
      // Above the agent's own 0.8 %: refused with the tier named, what was typed kept.
      await form.getByTestId('offer-submit').click();
      await expect(form.getByTestId('offer-error')).toHaveText(
        t('errors.terms_above_own', { tier: 1 }),
      );
      await expect(form.getByTestId('tier-1-rate')).toHaveValue('2');
      await form.getByTestId('tier-1-rate').fill('0.5');
      await form.getByTestId('offer-submit').click();
      await expect(page.getByTestId('contracts-status')).toHaveText(
        t('offer.sent', { account: downline }),
      );
      const row = page
        .getByTestId('downline-contracts')
        .getByTestId('table-row')
        .filter({ hasText: downline });
      await expect(row).toContainText(t('statuses.P'));
      await signOut(page);

      // The downline signs in: the popup shows the offer; it accepts.
      await signIn(page, downline, password);
      const popup = page.getByTestId('contract-popup');
      await expect(popup.getByTestId('contract-kind')).toHaveText(t('kinds.daily'));
      await expect(popup).toContainText(t('popup.from_upline', { account: 'demoagent' }));
      await page.getByTestId('contract-accept').click();
      await expect(popup.getByRole('status')).toContainText(t('popup.accepted'));
      await page.getByTestId('contract-done').click();
      await expect(popup).toHaveCount(0);

      // Rounds under the downline: 200.00 from the operator, five slot rounds of 25.00.
      const auth = await token(request, downline, password);
      const adjust = await request.post(`${API_URL}/operator/adjustments`, {
        headers: { ...OPERATOR, 'Idempotency-Key': `e2e-fund-${downline}` },
        data: { account: downline, amount: '200.00', reason: 'e2e' },
      });
      expect(adjust.ok()).toBe(true);
      const launch = await request.get(`${API_URL}/wps/game/launchGame?nodeId=1&launchMode=GLS`, {
        headers: { ...MERCHANT, Authorization: auth },
      });
      const url = ((await launch.json()) as { value: { content: { game_url: string } } }).value
        .content.game_url;
      const session = new URL(url, API_URL).searchParams.get('session');
      for (let i = 0; i < 5; i++) {
        const round = await request.post(`${API_URL}/demo-games/api/round`, {
          data: { session, roundId: `e2e-${downline}-${i}`, stake: '25.00', bet: {} },
        });
        expect(round.ok()).toBe(true);
      }
      const downlineBefore = await balance(request, auth);
      const agentBefore = await balance(request, await token(request, 'demoagent', 'Demo1234'));

      // The day closes (GMT+8): the clock moves past it and the scheduler settles it.
      const localNow = Date.now() + run.day * DAY + GMT8;
      const day = new Date(localNow - (localNow % DAY)).toISOString().slice(0, 10);
      const nextDay = localNow - (localNow % DAY) + DAY - GMT8;
      await setClock(nextDay + 3_600_000 - Date.now());

      // 0.5 % of 125.00 valid bet = 0.625, rounded down to 0.62, paid by the demo agent.
      await signIn(page, downline, password);
      await page.goto(
        `/agentHome/agentDailyWages2?view=records&period=custom&from=${day}&to=${day}`,
      );
      const mine = page.getByTestId('settlement-records').getByTestId('table-row').first();
      await expect(async () => {
        await page.reload();
        await expect(mine).toContainText(day, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      // The period prints by its start in the merchant's zone, with the zone's offset.
      await expect(mine).toContainText(`${day} 00:00 GMT+08:00`);
      await expect(mine).toContainText('demoagent');
      await expect(mine).toContainText('125.00');
      await expect(mine).toContainText(t('settlement_statuses.paid'));
      await expect(page.getByTestId('totals')).toContainText('0.62');
      const downlineAfter = await balance(request, await token(request, downline, password));
      expect(
        Math.round(Number(downlineAfter) * 100) - Math.round(Number(downlineBefore) * 100),
      ).toBe(62);
      await signOut(page);

      await signIn(page, 'demoagent', 'Demo1234');
      await page.goto(
        `/agentHome/agentDailyWages2?view=records&scope=downlines&account=${downline}&period=custom&from=${day}&to=${day}`,
      );
      const paid = page.getByTestId('settlement-records').getByTestId('table-row');
      await expect(paid).toHaveCount(1);
      await expect(paid).toContainText(downline);
      await expect(page.getByTestId('totals')).toContainText('0.62');
      await expect(page.getByTestId('payout-chart')).toBeVisible();
      const agentAfter = await balance(request, await token(request, 'demoagent', 'Demo1234'));
      expect(agentAfter).not.toBe(agentBefore);
    });
  });
}

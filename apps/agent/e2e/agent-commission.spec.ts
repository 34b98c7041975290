// Commission from bets to "My income": a new agent under the demo agent (0.80 % in every
// category) opens a player at 0.20 %; the player's rounds settle at noon of a day of the
// development clock; the clock moves past the day and the scheduler's commission job pays the
// agent the difference, 0.60 % of 100.00 = 0.60. The agent opens My income for the day it was
// paid: the commission column and the statement show it, and the settlement opens to its line.
//
// Independent of the other specs: its own agent, player, rounds and day. A period is settled
// once, and a clock move settles every closed day of the last week (the jobs' lookback of 7),
// so this spec's day is more than a week after the days agent-contracts.spec.ts moves through
// (0 and 1), and its move never settles theirs early, nor theirs this one. The clock is put
// back after the test whatever happens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { encryptPayload } from '@platform/api-client/crypto';
import { API_URL, text, unique } from './agent-support';

const MERCHANT = { Merchant: 'demo' };
const OPERATOR = { ...MERCHANT, 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };
const GMT8 = 8 * 3_600_000;
const DAY = 86_400_000;
/** Days ahead on the development clock: more than the 7-day lookback past agent-contracts' 0 and 1. */
const AHEAD = 10;
const CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];
const rates = (rate: string) => CATEGORIES.map((productType) => ({ productType, rate }));

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

async function createDownline(
  request: APIRequestContext,
  auth: string,
  account: string,
  type: 0 | 1,
  rate: string,
) {
  const response = await request.post(`${API_URL}/wps/agent/downline`, {
    headers: { ...MERCHANT, Authorization: auth },
    data: { account, password: 'Abc12345', type, rebates: rates(rate) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function setClock(request: APIRequestContext, offsetMs: number) {
  const response = await request.put(`${API_URL}/dev/clock`, {
    headers: MERCHANT,
    data: { offsetMs },
  });
  expect(response.ok()).toBe(true);
}

// Later specs never inherit a moved clock, even when this test fails or times out.
test.afterEach(async ({ request }) => {
  await setClock(request, 0);
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
  // Just after a clock move the scheduler settles the periods the move closed (on PGlite one
  // connection): the sign-in shows "please wait" until its turn, and a person waits for it.
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 30_000 });
}

test('a downline player bets, the day closes, the commission line shows in My income', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const c = (key: string, vars?: Record<string, string | number>) =>
    text('EN', 'agentConsole', key, vars);
  const agent = unique('cm').slice(0, 14);
  const player = unique('cp').slice(0, 14);
  // Noon (GMT+8) of the day AHEAD days from now: the rounds settle well inside the day.
  const localNow = Date.now() + AHEAD * DAY + GMT8;
  const dayStart = localNow - (localNow % DAY) - GMT8;
  const day = new Date(dayStart + GMT8).toISOString().slice(0, 10);
  const paidDay = new Date(dayStart + DAY + GMT8).toISOString().slice(0, 10);
  await setClock(request, dayStart + 12 * 3_600_000 - Date.now());
  // The demo agent opens the agent at 0.80 %; the agent opens its player at 0.20 %.
  await createDownline(request, await token(request, 'demoagent', 'Demo1234'), agent, 1, '0.80');
  await createDownline(request, await token(request, agent, 'Abc12345'), player, 0, '0.20');
  // Four rounds of 25.00 under the player, settled on the day.
  const auth = await token(request, player, 'Abc12345');
  const fund = await request.post(`${API_URL}/operator/adjustments`, {
    headers: { ...OPERATOR, 'Idempotency-Key': `e2e-fund-${player}` },
    data: { account: player, amount: '100.00', reason: 'e2e' },
  });
  expect(fund.ok()).toBe(true);
  const launch = await request.get(`${API_URL}/wps/game/launchGame?nodeId=1&launchMode=GLS`, {
    headers: { ...MERCHANT, Authorization: auth },
  });
  const url = ((await launch.json()) as { value: { content: { game_url: string } } }).value.content
    .game_url;
  const session = new URL(url, API_URL).searchParams.get('session');
  for (let i = 0; i < 4; i++) {
    const round = await request.post(`${API_URL}/demo-games/api/round`, {
      data: { session, roundId: `e2e-${player}-${i}`, stake: '25.00', bet: {} },
    });
    expect(round.ok()).toBe(true);
  }

  // The day closes (GMT+8): the clock moves an hour past it; the scheduler pays.
  await setClock(request, dayStart + DAY + 3_600_000 - Date.now());

  await signIn(page, agent, 'Abc12345');
  await page.goto(`/agentHome/agentRevenueReport?period=custom&from=${paidDay}&to=${paidDay}`);
  const statement = page.getByTestId('commission-statement');
  const line = statement.getByTestId('commission-settlements').getByTestId('table-row');
  const income = page
    .getByTestId('report-revenue')
    .getByTestId('report-table')
    .getByTestId('table-row');
  // The scheduler looks every 2 s; a person reloads until the day's income is there: the
  // income table and the statement are two requests, so both are waited for on one load.
  await expect(async () => {
    await page.reload();
    await expect(income).toContainText(paidDay, { timeout: 2000 });
    await expect(line.first()).toContainText(day, { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  // 100.00 x (0.80 % - 0.20 %) = 0.60, in the income table and in the statement.
  await expect(income).toHaveCount(1);
  await expect(income).toContainText('0.60');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('100.00');
  await expect(line).toContainText('0.60');
  await expect(statement.getByTestId('commission-totals')).toContainText('0.60');
  await line.getByRole('button', { name: c('income.open_lines', { period: day }) }).click();
  const lines = page.getByTestId('commission-lines').getByTestId('table-row');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(player);
  await expect(lines).toContainText('0.80%');
  await expect(lines).toContainText('0.20%');
});

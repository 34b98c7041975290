// Live console: what the server does for the agent reaches its open screen within 2 s, without
// a reload (the event stream the console follows while signed in). A downline sends money to
// the agent: the withdraw page's available balance and the inbox badge in the header move; the
// house then offers the agent a contract: the contract popup opens over the same page.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { encryptPayload } from '@platform/api-client/crypto';
import { API_URL, createMember, text, unique, useLanguage } from './agent-support';

const MERCHANT = { Merchant: 'demo' };
const OPERATOR = { ...MERCHANT, 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };
/** What a person waits for: the change on screen within 2 s of the server's answer. */
const LIVE = { timeout: 2000 };

/** A call to the API, its body encrypted as the apps send sensitive bodies. */
async function encrypted(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  url: string,
  body: Record<string, unknown>,
  token?: string,
) {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const enc = encryptPayload(body, modulus);
  const response = await request.fetch(`${API_URL}${url}`, {
    method,
    headers: {
      ...MERCHANT,
      ...(token ? { Authorization: token } : {}),
      Encryption: enc.encryption,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    data: enc.body,
  });
  const json = (await response.json()) as { value?: { token?: string } };
  if (!response.ok())
    throw new Error(`${method} ${url}: ${response.status()} ${JSON.stringify(json)}`);
  return json.value;
}

test('a downline transfer and a contract offer reach the open console without a reload', async ({
  page,
  request,
}) => {
  // A top-level agent and one player under it with money and a payment password.
  const agent = unique('lva');
  const player = unique('lvp');
  await createMember(request, { username: agent, password: 'Secret123', type: 1 });
  await createMember(request, { username: player, password: 'Secret123', upline: agent });
  const funded = await request.post(`${API_URL}/operator/adjustments`, {
    headers: { ...OPERATOR, 'Idempotency-Key': randomUUID() },
    data: { account: player, amount: '50.00', reason: 'end-to-end funding' },
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  const login = await encrypted(request, 'POST', '/wps/session/login', {
    username: player,
    password: 'Secret123',
    type: 'username',
  });
  const playerToken = String(login?.token ?? '');
  await encrypted(
    request,
    'PUT',
    '/wps/member/paymentPassword',
    { paymentPassword: '246810', confirmPaymentPassword: '246810' },
    playerToken,
  );

  // The agent signs in and stays on its withdraw page.
  await useLanguage(page, 'EN');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/agent');
  await page.locator('input[name=username]').fill(agent);
  await page.locator('input[name=password]').fill('Secret123');
  await page.locator('input[name=password]').press('Enter');
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.goto('/agentHome/withdraw');
  const available = page.getByTestId('withdraw-balance');
  await expect(available).toContainText('0.00');
  const inbox = page.getByTestId('header-messages').getByTestId('unread-badge');
  const unreadBefore = (await inbox.count()) === 0 ? 0 : Number(await inbox.innerText());

  // The downline sends 12.34 to its agent.
  await encrypted(
    request,
    'POST',
    '/wps/member/uplineTransfer',
    { amount: '12.34', paymentPassword: '246810' },
    playerToken,
  );
  await expect(available).toContainText('12.34', LIVE);
  await expect(inbox).toContainText(String(unreadBefore + 1), LIVE);

  // The house offers the agent a contract: the popup opens over the page it is on.
  const offer = await request.post(`${API_URL}/operator/contracts`, {
    headers: OPERATOR,
    data: {
      account: agent,
      kind: 'dividend',
      gameType: 'CONS',
      terms: {
        kind: 'dividend',
        cycle: 'W',
        tiers: [{ minimumBet: '0', netLoss: '100', activeMember: 1, contractRate: '0.3' }],
      },
    },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  const popup = page.getByRole('dialog', { name: text('EN', 'contracts', 'popup.title') });
  await expect(popup).toBeVisible(LIVE);
  await expect(popup).toContainText(text('EN', 'contracts', 'popup.from_house'));
  await expect(page).toHaveURL(/\/agentHome\/withdraw$/);
});

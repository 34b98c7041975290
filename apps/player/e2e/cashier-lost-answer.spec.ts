// A withdrawal whose answer is lost: the request reaches the API and the withdrawal is made, but
// the connection drops before the answer arrives. The member sees the connection error and
// presses again; the form sends the same Idempotency-Key, the API answers the first withdrawal
// again, and there is exactly one withdrawal and one ledger movement.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { encryptPayload } from '@platform/api-client/crypto';
import { c, type Lang, operatorAdjust, operatorList, text, useLanguage } from './cashier-support';
import { createMember } from './content-support';
import { balanceCents, loginToken } from './members';
import { API_URL } from './support';

const lang: Lang = 'EN';
const MERCHANT = { Merchant: 'demo' };

/** An encrypted member call (bank card, payment password), as the app sends it. */
async function encryptedPut(
  request: APIRequestContext,
  token: string,
  path: string,
  body: Record<string, unknown>,
) {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const enc = encryptPayload(body, modulus);
  const response = await request.put(`${API_URL}${path}`, {
    headers: {
      ...MERCHANT,
      Authorization: token,
      Encryption: enc.encryption,
      'Content-Type': 'application/json',
    },
    data: enc.body,
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

/** The member's ledger movements by kind, from the member's transaction history. */
async function movements(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get(`${API_URL}/wps/report/transaction?pageSize=50`, {
    headers: { ...MERCHANT, Authorization: token },
  });
  const body = (await response.json()) as { value: { list: { kind: string }[] } };
  if (!response.ok()) throw new Error(`transactions: ${response.status()}`);
  return body.value.list.map((row) => row.kind).sort();
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, lang);
});

test('a withdrawal whose answer is lost and is sent again is made once, with one ledger movement', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { username, password } = await createMember(request, 'lost');
  const token = await loginToken(request, username, password);
  await operatorAdjust(request, username, '500.00');
  await encryptedPut(request, token, '/wps/member/bankCard', {
    bankCode: 'CTB',
    accountName: 'Lou Stanswer',
    accountNumber: '6011 2233 4455 6677',
  });
  await encryptedPut(request, token, '/wps/member/paymentPassword', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });

  // The first withdrawal call reaches the API, which makes the withdrawal; its answer is then
  // dropped, as a lost connection would. Later calls go through untouched.
  const keys: string[] = [];
  let dropped = 0;
  await page.route('**/wps/transaction/withdraw', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped > 0) return route.fallback();
    dropped += 1;
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    return route.abort('connectionreset');
  });

  await page.goto(`/member/withdraw?token=${encodeURIComponent(token)}`);
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill('100.00');
  await form.getByTestId('withdraw-password').fill('246810');
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert')).toHaveText(text(lang, 'errors', 'network'));
  // The money did move: one withdrawal exists although the member saw an error.
  expect(await operatorList(request, 'withdrawals', username)).toHaveLength(1);

  // The member presses again with the same values: the same key, the first withdrawal's answer.
  await form.getByTestId('withdraw-submit').click();
  // "Your withdrawal of $100.00 is pending review.": the words around the amount, and the amount.
  const [before = '', after = ''] = c(lang, 'withdraw.sent', { amount: '\u0000' }).split('\u0000');
  const sent = form.getByRole('status');
  await expect(sent).toContainText(before.trim());
  await expect(sent).toContainText(after.trim());
  await expect(sent).toContainText('100.00');
  const list = page.getByTestId('withdrawal-list');
  await expect(list.getByTestId('withdrawal-row')).toHaveCount(1);
  const withdrawals = await operatorList(request, 'withdrawals', username);
  expect(withdrawals.map((w) => w.status)).toEqual(['pending']);
  expect(await movements(request, token)).toEqual(['adjustment', 'withdrawal']);
  expect(await balanceCents(request, token)).toBe(40_000n);
  await expect(page.getByTestId('header-balance')).toContainText('400.00');
  // Both presses sent one key: the form kept it after the lost answer.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});

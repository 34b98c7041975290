// Helpers of the wallet end-to-end tests: members of either demo merchant (the transfer-wallet
// one is `transfer`, whose site the app reaches by sending that Merchant header), funded by
// each merchant's operator key, signed in through the encrypted login as the app does.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { encryptPayload } from '@platform/api-client/crypto';
import { type Lang, text, unique } from '@platform/playwright-config/support';
import { API_URL } from './support';

export { LANGS, useLanguage } from '@platform/playwright-config/support';
export type { Lang } from '@platform/playwright-config/support';

export type MerchantCode = 'demo' | 'transfer';

/** The development seed's operator keys (apps/api/src/seed). */
const OPERATOR_KEYS: Record<MerchantCode, string> = {
  demo: 'opk_demo_operator_0123456789abcdef',
  transfer: 'opk_transfer_operator_0123456789abc',
};
const PASSWORD = 'Wallet1234';

export const w = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, 'wallet', key, vars);

export interface Account {
  merchant: MerchantCode;
  username: string;
  token: string;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { value?: Record<string, unknown> };
}

/** A new account of `merchant` (optionally an agent, or under an agent), funded and signed in. */
export async function newAccount(
  request: APIRequestContext,
  merchant: MerchantCode,
  options: { fund?: string; type?: number; upline?: string; prefix?: string } = {},
): Promise<Account> {
  const username = unique(options.prefix ?? 'wal');
  const headers = { Merchant: merchant };
  await ok(
    await request.post(`${API_URL}/dev/members`, {
      headers,
      data: {
        username,
        password: PASSWORD,
        type: options.type ?? 0,
        ...(options.upline ? { upline: options.upline } : {}),
      },
    }),
    'create member',
  );
  if (options.fund) {
    await ok(
      await request.post(`${API_URL}/operator/adjustments`, {
        headers: {
          ...headers,
          'X-Operator-Key': OPERATOR_KEYS[merchant],
          'Idempotency-Key': randomUUID(),
        },
        data: { account: username, amount: options.fund, reason: 'end-to-end funding' },
      }),
      'fund',
    );
  }
  const modulus = await (await request.get(`${API_URL}/wps/session/key/rsa`, { headers })).text();
  const login = encryptPayload({ username, password: PASSWORD, type: 'username' }, modulus);
  const body = await ok(
    await request.post(`${API_URL}/wps/session/login`, {
      headers: { ...headers, Encryption: login.encryption, 'Content-Type': 'application/json' },
      data: login.body,
    }),
    'login',
  );
  return { merchant, username, token: String(body.value?.token ?? '') };
}

/** Sets the account's payment password through the cashier call (encrypted, as the app sends it). */
export async function setPaymentPassword(
  request: APIRequestContext,
  account: Account,
  password: string,
): Promise<void> {
  const headers = { Merchant: account.merchant };
  const modulus = await (await request.get(`${API_URL}/wps/session/key/rsa`, { headers })).text();
  const enc = encryptPayload(
    { paymentPassword: password, confirmPaymentPassword: password },
    modulus,
  );
  await ok(
    await request.put(`${API_URL}/wps/member/paymentPassword`, {
      headers: {
        ...headers,
        Authorization: account.token,
        Encryption: enc.encryption,
        'Content-Type': 'application/json',
      },
      data: enc.body,
    }),
    'payment password',
  );
}

export interface Funds {
  totalBalance: string;
  mainBalance: string;
  wallets: { vendorCode: string; balance: string }[];
}

export async function funds(request: APIRequestContext, account: Account): Promise<Funds> {
  const body = await ok(
    await request.get(`${API_URL}/wps/member/info/funds/consolidated`, {
      headers: { Merchant: account.merchant, Authorization: account.token },
    }),
    'funds',
  );
  return body.value as unknown as Funds;
}

/**
 * Points the page at the account's merchant: the app is built for `demo`, so the calls of a
 * `transfer` account carry that merchant's header instead (what VITE_MERCHANT=transfer builds).
 */
export async function openAs(page: Page, account: Account, path: string): Promise<void> {
  if (account.merchant !== 'demo') {
    await page.route(/\/(wps|lgw)\//, (route) =>
      route.continue({ headers: { ...route.request().headers(), merchant: account.merchant } }),
    );
  }
  const url = new URL(path, 'http://x');
  url.searchParams.set('token', account.token);
  await page.goto(`${url.pathname}${url.search}`);
}

// Helpers of the cashier end-to-end tests: the operator's side through the operator API (the
// demo operator key the development seed stores), members made through the development API,
// and texts from the real catalogs.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Lang, text } from '@platform/playwright-config/support';
import { createMember } from './content-support';
import { loginToken } from './members';
import { API_URL } from './support';

export { field, LANGS, text, unique, useLanguage } from '@platform/playwright-config/support';
export type { Lang } from '@platform/playwright-config/support';
/** Tab until a target has the focus, every stop showing a focus indicator. */
export { tabTo } from '@platform/playwright-config/keyboard';

/** The development seed's operator key (apps/api/src/seed/demo-accounts.ts). */
const OPERATOR_KEY = 'opk_demo_operator_0123456789abcdef';
const headers = { Merchant: 'demo', 'X-Operator-Key': OPERATOR_KEY };

export const c = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, 'cashier', key, vars);
export const shell = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, 'shell', key, vars);

interface Listed {
  id: string;
  status: string;
}

/** The operator's list of a member's deposits or withdrawals. */
export async function operatorList(
  request: APIRequestContext,
  kind: 'deposits' | 'withdrawals',
  account: string,
): Promise<Listed[]> {
  const response = await request.get(`${API_URL}/operator/${kind}?account=${account}`, { headers });
  const body = (await response.json()) as { value?: { content?: Listed[] } };
  if (!response.ok())
    throw new Error(`operator list: ${response.status()} ${JSON.stringify(body)}`);
  return body.value?.content ?? [];
}

/** One operator action (confirm, approve, disburse...) with its own Idempotency-Key. */
export async function operatorAct(
  request: APIRequestContext,
  kind: 'deposits' | 'withdrawals',
  id: string,
  action: string,
  data?: unknown,
): Promise<void> {
  const response = await request.post(`${API_URL}/operator/${kind}/${id}/${action}`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    ...(data !== undefined && { data }),
  });
  if (!response.ok())
    throw new Error(`operator ${action}: ${response.status()} ${await response.text()}`);
}

/** A fresh member signed in on `path` (through the app's ?token= sign-in). */
export async function freshMember(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<string> {
  const { username, password } = await createMember(request, 'cash');
  const token = await loginToken(request, username, password);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  return username;
}

/** A tiny valid PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Credits a member through the operator's balance adjustment. */
export async function operatorAdjust(
  request: APIRequestContext,
  account: string,
  amount: string,
): Promise<void> {
  const response = await request.post(`${API_URL}/operator/adjustments`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { account, amount, reason: 'end-to-end funding' },
  });
  if (!response.ok()) throw new Error(`adjust: ${response.status()} ${await response.text()}`);
}

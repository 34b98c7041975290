// Helpers of the operator console's end-to-end tests: staff made through the operator API with
// the seeded demo operator key, authenticator codes computed from the secret the console
// shows (RFC 6238), and a member with a pending withdrawal made through the member API.
import { createHmac } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { encryptPayload } from '@platform/api-client/crypto';
import { expect } from '@platform/playwright-config/a11y';
import { type Lang, text, unique } from '@platform/playwright-config/support';
import { API_PORT, PLAYER_PORT } from '../playwright.config';

export const API_URL = `http://127.0.0.1:${API_PORT}`;
const MERCHANT = { Merchant: 'demo' };
const OWNER_KEY = { ...MERCHANT, 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };
export const STAFF_PASSWORD = 'Console-2026-pass';

export const t = (lang: Lang, key: string, vars: Record<string, string> = {}) =>
  text(lang, 'operatorConsole', key, vars);

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.replace(/=+$/, '')) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The authenticator app's code for `secret` now. */
export function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { value: unknown }).value;
}

/** A staff member of the demo merchant, made by the owner's operator key. */
export async function createStaff(request: APIRequestContext, role: string): Promise<string> {
  const loginName = unique(role.slice(0, 4));
  await ok(
    await request.post(`${API_URL}/operator/staff`, {
      headers: OWNER_KEY,
      data: { loginName, password: STAFF_PASSWORD, role },
    }),
    'staff',
  );
  return loginName;
}

/**
 * Signs in on the console's page as a staff member who has not enrolled yet: password, the
 * enrolment (code from the secret shown beside the QR code), the recovery codes, the console.
 */
export async function signInFirstTime(page: Page, lang: Lang, loginName: string, password: string) {
  await page.goto('/');
  const form = page.getByTestId('staff-sign-in-form');
  await form.getByLabel(t(lang, 'sign_in.login_name'), { exact: true }).fill(loginName);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: t(lang, 'sign_in.submit') }).click();
  await expect(page.getByTestId('enrol-qr')).toBeVisible();
  const secret = (await page.getByTestId('enrol-secret').textContent())?.trim() ?? '';
  await page.getByLabel(t(lang, 'sign_in.code'), { exact: true }).fill(totp(secret));
  await page.getByRole('button', { name: t(lang, 'enrol.confirm') }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  return secret;
}

async function memberToken(request: APIRequestContext, username: string, password: string) {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const encrypted = encryptPayload({ username, password, type: 'username' }, modulus);
  return request.post(`${API_URL}/wps/session/login`, {
    headers: { ...MERCHANT, Encryption: encrypted.encryption, 'Content-Type': 'application/json' },
    data: encrypted.body,
  });
}

/** A member's password sign-in through the member API: the answer's error code, or null. */
export async function memberSignInError(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string | null> {
  const response = await memberToken(request, username, password);
  return ((await response.json()) as { errorCode: string | null }).errorCode;
}

export async function createMember(request: APIRequestContext) {
  const username = unique('mem');
  const password = 'Fresh1234';
  await ok(
    await request.post(`${API_URL}/dev/members`, {
      headers: MERCHANT,
      data: { username, password, nickname: 'Console tester' },
    }),
    'member',
  );
  return { username, password };
}

async function encrypted(
  request: APIRequestContext,
  method: 'put' | 'post',
  token: string,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const enc = encryptPayload(body, modulus);
  return ok(
    await request[method](`${API_URL}${path}`, {
      headers: {
        ...MERCHANT,
        ...headers,
        Authorization: token,
        Encryption: enc.encryption,
        'Content-Type': 'application/json',
      },
      data: enc.body,
    }),
    path,
  );
}

/** A member with money and a pending withdrawal of `amount`; answers the withdrawal's id. */
export async function pendingWithdrawal(request: APIRequestContext, amount: string) {
  const { username, password } = await createMember(request);
  const login = await memberToken(request, username, password);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  await ok(
    await request.post(`${API_URL}/operator/adjustments`, {
      headers: { ...OWNER_KEY, 'Idempotency-Key': unique('adj') },
      data: { account: username, amount: '5000.00', reason: 'e2e funding' },
    }),
    'adjustment',
  );
  const card = (await encrypted(request, 'put', token, '/wps/member/bankCard', {
    bankCode: 'CTB',
    accountName: 'Console Tester',
    accountNumber: '6011 2233 4455 6677',
  })) as { id: number };
  await encrypted(request, 'put', token, '/wps/member/paymentPassword', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });
  const withdrawal = (await encrypted(
    request,
    'post',
    token,
    '/wps/transaction/withdraw',
    { amount, bankCardId: card.id, paymentPassword: '246810' },
    { 'Idempotency-Key': unique('wd') },
  )) as { id: string };
  return { id: withdrawal.id, username, token };
}

/** A withdrawal paid out that its member reports as not received, with a screenshot: a dispute. */
export async function disputedWithdrawal(request: APIRequestContext) {
  const { id, username, token } = await pendingWithdrawal(request, '60.00');
  for (const step of ['approve', 'disburse']) {
    await ok(
      await request.post(`${API_URL}/operator/withdrawals/${id}/${step}`, {
        headers: { ...OWNER_KEY, 'Idempotency-Key': unique(step) },
      }),
      step,
    );
  }
  await ok(
    await request.post(`${API_URL}/wps/transaction/withdraw/${id}/receipt`, {
      headers: { ...MERCHANT, Authorization: token, 'Idempotency-Key': unique('receipt') },
      data: {
        answer: 'not_received',
        images: [
          { name: 'bank.png', contentType: 'image/png', data: solidPng(40, 40).toString('base64') },
        ],
      },
    }),
    'receipt',
  );
  return { id, username };
}

/** The withdrawal's status, as the operator API answers it. */
export async function withdrawalStatus(request: APIRequestContext, account: string) {
  const value = (await ok(
    await request.get(`${API_URL}/operator/withdrawals?account=${account}&status=approved`, {
      headers: OWNER_KEY,
    }),
    'withdrawals',
  )) as { content: { status: string }[] };
  return value.content.map((w) => w.status);
}

/** The player site previewed beside the console (playwright.config.ts). */
export const PLAYER_URL = `http://127.0.0.1:${PLAYER_PORT}`;

/** Sets the site's maintenance switch through the operator API (a test's clean-up). */
export async function setMaintenance(request: APIRequestContext, enabled: boolean) {
  await ok(
    await request.patch(`${API_URL}/operator/settings/site`, {
      headers: OWNER_KEY,
      data: { maintenance: { enabled, title: null, info: null, endTime: null } },
    }),
    'maintenance',
  );
}

/** A new member signed in through the member API: the account and the session token. */
export async function signedInMember(request: APIRequestContext) {
  const { username, password } = await createMember(request);
  const login = await memberToken(request, username, password);
  return { username, token: ((await login.json()) as { value: { token: string } }).value.token };
}

/** A small real PNG (a solid colour), as a member's screenshot would be. */
export function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Feedback with one image, sent from the site by a signed-in member. */
export async function sendFeedback(request: APIRequestContext, token: string, content: string) {
  await ok(
    await request.put(`${API_URL}/wps/feedback`, {
      headers: { ...MERCHANT, Authorization: token },
      data: {
        questionType: 'DEPOSIT',
        content,
        images: [
          {
            name: 'receipt.png',
            contentType: 'image/png',
            data: solidPng(40, 30).toString('base64'),
          },
        ],
      },
    }),
    'feedback',
  );
}

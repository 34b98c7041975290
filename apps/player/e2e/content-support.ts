// Helpers of the content end-to-end tests: sign-in through the API (the login call is
// encrypted), announcements and accounts through the reference API's dev endpoints.
import { encryptPayload } from '@platform/api-client/crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './support';

const MERCHANT = { Merchant: 'demo' };

export interface ApiSignIn {
  token: string;
  firstTimeLogin: boolean;
}

export async function apiSignIn(
  request: APIRequestContext,
  username = 'demoplayer',
  password = 'Demo1234',
): Promise<ApiSignIn> {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const enc = encryptPayload({ username, password, type: 'username' }, modulus);
  const response = await request.post(`${API_URL}/wps/session/login`, {
    headers: { ...MERCHANT, Encryption: enc.encryption, 'Content-Type': 'application/json' },
    data: enc.body,
  });
  const body = (await response.json()) as { success: boolean; value: ApiSignIn };
  if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.value;
}

export interface AnnouncementInput {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  lang?: string;
  execution?: 'A' | 'B' | 'F' | null;
  promotionType?: string | null;
  category?: string | null;
  claimType?: 'RAFFLE' | null;
  coverUrl?: string | null;
  startDate?: number;
  sort?: number;
}

export async function addAnnouncements(
  request: APIRequestContext,
  announcements: AnnouncementInput[],
): Promise<void> {
  const response = await request.post(`${API_URL}/dev/announcements`, {
    headers: MERCHANT,
    data: { announcements },
  });
  if (!response.ok())
    throw new Error(`announcements refused: ${response.status()} ${await response.text()}`);
}

export async function removeAnnouncements(
  request: APIRequestContext,
  keyPrefix: string,
): Promise<void> {
  await request.delete(`${API_URL}/dev/announcements?keyPrefix=${keyPrefix}`, {
    headers: MERCHANT,
  });
}

let counter = 0;
/** A new account that has never signed in. */
export async function createMember(
  request: APIRequestContext,
  prefix = 'e2e',
): Promise<{ username: string; password: string }> {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 30);
  const password = 'Fresh1234';
  const response = await request.post(`${API_URL}/dev/members`, {
    headers: MERCHANT,
    data: { username, password, nickname: `Tester ${counter}` },
  });
  if (!response.ok()) throw new Error(`member refused: ${await response.text()}`);
  return { username, password };
}

/** Opens the site signed in with a token (the app signs in from `?token=`). */
export async function openSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  const url = new URL(path, 'http://x');
  url.searchParams.set('token', token);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
}

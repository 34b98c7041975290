// Signing members in for the tests: the login call is encrypted, so the helper encrypts the
// body with the platform's RSA modulus exactly as the app's client does, then the site is
// opened with ?token= (the app signs in from a URL token).
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { encryptPayload } from '@platform/api-client/crypto';
import { API_URL } from './support';

const MERCHANT = { Merchant: 'demo' };

export async function loginToken(
  request: APIRequestContext,
  username: string,
  password = 'Demo1234',
): Promise<string> {
  const modulus = await (
    await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
  ).text();
  const encrypted = encryptPayload({ username, password, type: 'username' }, modulus);
  const response = await request.post(`${API_URL}/wps/session/login`, {
    headers: { ...MERCHANT, Encryption: encrypted.encryption, 'Content-Type': 'application/json' },
    data: encrypted.body,
  });
  const body = (await response.json()) as { value?: { token?: string } };
  if (!response.ok() || !body.value?.token)
    throw new Error(`login of ${username} failed: ${response.status()}`);
  return body.value.token;
}

/** Opens `path` signed in as `username`. */
export async function openAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  path = '/',
): Promise<string> {
  const token = await loginToken(request, username);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  return token;
}

/** The member's balance from the API, in cents. */
export async function balanceCents(request: APIRequestContext, token: string): Promise<bigint> {
  const response = await request.get(`${API_URL}/wps/v2/wallets/balance`, {
    headers: { ...MERCHANT, Authorization: token },
  });
  const body = (await response.json()) as { value: { sumBalance: string } };
  return cents(body.value.sumBalance);
}

export const cents = (decimal: string): bigint => {
  const [whole = '0', fraction = ''] = decimal.replace(/[^0-9.-]/g, '').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** '$10,000.00' as the header shows an amount in English. */
export const dollars = (minor: bigint): string => {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
};

/** Plays `n` slot rounds of `stake` through the demo vendor's API, as the game page would. */
export async function playSlots(
  request: APIRequestContext,
  token: string,
  n: number,
  stake = '1.00',
): Promise<void> {
  const list = await request.get(
    `${API_URL}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15`,
    { headers: MERCHANT },
  );
  const games = ((await list.json()) as { value: { games: { nodeId: number }[] } }).value.games;
  const launch = await request.get(
    `${API_URL}/wps/game/launchGame?nodeId=${games[0]!.nodeId}&launchMode=GLS`,
    { headers: { ...MERCHANT, Authorization: token } },
  );
  const url = ((await launch.json()) as { value: { content: { game_url: string } } }).value.content
    .game_url;
  const session = new URL(url, API_URL).searchParams.get('session');
  for (let i = 0; i < n; i++) {
    const round = await request.post(`${API_URL}/demo-games/api/round`, {
      data: { session, roundId: `e2e-${randomUUID()}`, stake, bet: {} },
    });
    expect(round.ok()).toBe(true);
  }
}

/** The member menu entry (desktop) or the drawer's (phone). */
export async function menuEntry(page: Page, width: number, key: string) {
  if (width < 768) {
    await page.getByTestId('member-menu-button').click();
    return page.getByTestId('member-drawer').locator(`[data-menu="${key}"]`);
  }
  return page.getByTestId('member-menu').first().locator(`[data-menu="${key}"]`);
}

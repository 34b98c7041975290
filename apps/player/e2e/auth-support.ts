// Helpers of the account end-to-end tests: texts from the real catalogs, fixtures through
// the reference API's development endpoints (accounts, outbox, switches, clock).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './support';

export type Lang = 'EN' | 'AR';
export const LANGS: readonly Lang[] = ['EN', 'AR'];

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/i18n/locales');
const cache = new Map<string, Record<string, unknown>>();

/** The catalog text of `ns:key` in a language, with {{variables}} filled. */
export function text(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = `${lang}/${ns}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(path.join(localesDir, `${file}.json`), 'utf8')));
  let node: unknown = cache.get(file);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang} ${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));
}

/** Opens the site in a language (as a returning visitor who chose it). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
}

const headers = { Merchant: 'demo' };

export async function devPost(request: APIRequestContext, url: string, data: unknown, method: 'post' | 'patch' | 'put' = 'post') {
  const response = await request[method](`${API_URL}${url}`, { headers, data });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Fast human checks and room for many tests from one IP. */
export async function prepareSite(request: APIRequestContext): Promise<void> {
  await devPost(request, '/dev/merchant/settings', {
    security: { humanCheckMaxNumber: 3000, captchaAfterIpFailures: 1000, smsPerIp: 1000 },
  }, 'patch');
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

/** A random valid Singapore mobile number (8 digits starting with 8 or 9), not the demo one. */
export const randomMobile = () => `9${1 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

export async function createMember(request: APIRequestContext, member: Record<string, unknown>): Promise<void> {
  await devPost(request, '/dev/members', member);
}

/** The newest message to a recipient, waiting for it to arrive. */
export async function lastMessage(request: APIRequestContext, recipient: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(recipient)}`, { headers });
      body = ((await response.json()).value as { body: string }[])[0]?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

export const codeIn = (message: string) => /\b(\d{6})\b/.exec(message)?.[1] ?? '';

export async function moveServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  await devPost(request, '/dev/clock', { offsetMs }, 'put');
}

/** The input labelled `label` (not the tab panel of the same name). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(label, { exact: true }).and(scope.locator('input'));

/** Signs in through the login popup with the keyboard only. */
export async function signInByKeyboard(page: Page, lang: Lang, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const user = field(page, text(lang, 'auth', 'fields.username'));
  await expect(user).toBeVisible();
  for (let i = 0; i < 10 && !(await user.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(user).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') })).toHaveCount(0);
}

/** The member centre shows who is signed in. */
export async function expectSignedInAs(page: Page, account: string): Promise<void> {
  await page.goto('/member');
  await expect(page.getByTestId('member-center')).toContainText(account);
}

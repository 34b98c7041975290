// Helpers of the agent sign-in end-to-end tests: texts from the real catalogs, fixtures
// through the reference API's development endpoints (accounts, outbox), keyboard moves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API_PORT } from '../playwright.config';

export const API_URL = `http://127.0.0.1:${API_PORT}`;

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

/** Opens the console in a language (as a returning visitor who chose it). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
}

const headers = { Merchant: 'demo' };

/** Creates an account as given (`type` 1 is an agent; `knownIps` are its registered IPs). */
export async function createMember(request: APIRequestContext, member: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${API_URL}/dev/members`, { headers, data: member });
  if (!response.ok()) throw new Error(`/dev/members: ${response.status()} ${await response.text()}`);
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

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

/** The input labelled `label` (not another element of the same name). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(label, { exact: true }).and(scope.locator('input'));

/** Presses Tab until `target` has the focus (keyboard only, no clicks). */
export async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

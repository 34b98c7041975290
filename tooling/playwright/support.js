// Helpers shared by the apps' end-to-end tests: texts from the real catalogs, the language a
// test runs in, form fields by label, and fixtures through the reference API's
// development endpoints (accounts, outbox, switches).
import { readCatalog } from '@platform/i18n/catalogs';
import { expect } from '@playwright/test';

export const LANGS = ['EN', 'AR'];

const cache = new Map();

export function text(lang, ns, key, vars = {}) {
  const file = `${lang}/${ns}`;
  if (!cache.has(file)) cache.set(file, readCatalog(lang, ns));
  let node = cache.get(file);
  for (const part of key.split('.')) node = node?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang} ${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v) => String(vars[v] ?? ''));
}

export async function useLanguage(page, lang) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
}

export const unique = (prefix) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

export const codeIn = (message) => /\b(\d{6})\b/.exec(message)?.[1] ?? '';

export const field = (scope, label) =>
  scope.getByLabel(label, { exact: true }).and(scope.locator('input'));

const headers = { Merchant: 'demo' };

export function devApi(apiUrl) {
  async function devPost(request, url, data, method = 'post') {
    const response = await request[method](`${apiUrl}${url}`, { headers, data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return response.json();
  }
  return {
    devPost,
    async createMember(request, member) {
      await devPost(request, '/dev/members', member);
    },
    async lastMessage(request, recipient) {
      let body = '';
      await expect
        .poll(async () => {
          const response = await request.get(
            `${apiUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
            { headers },
          );
          body = (await response.json()).value[0]?.body ?? '';
          return body;
        })
        .not.toBe('');
      return body;
    },
  };
}

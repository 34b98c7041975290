import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaText, verifyCaptcha } from '../src/domain/captcha';
import type { Merchant } from '../src/domain/merchants';
import { findMerchantByCode } from '../src/domain/merchants';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let now = Date.UTC(2030, 0, 1);
let nextText = 'AK7R';
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, captchaText: () => nextText });
  const found = await findMerchantByCode(t.database.db, 'demo');
  if (!found) throw new Error('demo merchant missing');
  merchant = found;
});
afterAll(async () => {
  await t.close();
});

async function issue(text: string) {
  nextText = text;
  const res = await t.request({ method: 'GET', url: '/wps/captcha?t=123', headers: DEMO });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captchaId cookie');
  return { res, cookie, png: Buffer.from(json(res).value as string, 'base64') };
}

describe('GET /wps/captcha', () => {
  it('returns a real PNG as bare base64', async () => {
    const { png } = await issue('X3WN');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(8)).toBe(13);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    expect(png.subarray(png.length - 8, png.length - 4).toString('ascii')).toBe('IEND');
  });

  it('binds it with an HttpOnly, SameSite=Lax cookie that expires with it', async () => {
    const { cookie, res } = await issue('AK7R');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 300 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('verifies once, case-insensitively', async () => {
    const { cookie } = await issue('HJ4P');
    expect(await verifyCaptcha(t.database.db, merchant, cookie.value, 'hj4p', now)).toBe(true);
    expect(await verifyCaptcha(t.database.db, merchant, cookie.value, 'HJ4P', now)).toBe(false);
  });

  it('is consumed by a wrong answer too', async () => {
    const { cookie } = await issue('MNPR');
    expect(await verifyCaptcha(t.database.db, merchant, cookie.value, 'MNPX', now)).toBe(false);
    expect(await verifyCaptcha(t.database.db, merchant, cookie.value, 'MNPR', now)).toBe(false);
  });

  it('only works with the cookie it was issued to', async () => {
    const first = await issue('TUVW');
    const second = await issue('XY39');
    expect(await verifyCaptcha(t.database.db, merchant, second.cookie.value, 'TUVW', now)).toBe(
      false,
    );
    expect(await verifyCaptcha(t.database.db, merchant, first.cookie.value, 'TUVW', now)).toBe(
      true,
    );
    expect(await verifyCaptcha(t.database.db, merchant, 'forged-cookie', 'XY39', now)).toBe(false);
    expect(
      await verifyCaptcha(t.database.db, { id: merchant.id + 1 }, second.cookie.value, 'XY39', now),
    ).toBe(false);
  });

  it('expires after five minutes', async () => {
    const early = await issue('CEFH');
    const late = await issue('JKMN');
    now += 5 * 60 * 1000 - 1;
    expect(await verifyCaptcha(t.database.db, merchant, early.cookie.value, 'CEFH', now)).toBe(
      true,
    );
    now += 2;
    expect(await verifyCaptcha(t.database.db, merchant, late.cookie.value, 'JKMN', now)).toBe(
      false,
    );
  });

  it('draws codes from the unambiguous alphabet', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B6G]/);
    for (let i = 0; i < 50; i++) {
      expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    }
  });

  it('rejects an oversized cache-buster', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/wps/captcha?t=${'9'.repeat(40)}`,
      headers: DEMO,
    });
    expect(res.statusCode).toBe(400);
  });
});

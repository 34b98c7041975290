// Registration hardening: account names unique regardless of letter case (and the migration
// that resolves existing clashes), fields without a server rule held to a default safe rule,
// disabled fields dropped, and a phone token recorded as used only when the member is stored.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate';
import type { PhoneTokenVerifier } from '../src/domain/registration';
import { migrationsFolder } from '../src/paths';
import {
  type AccountClient,
  ACCOUNTS_START,
  type Body,
  errorOf,
  setUpAccountApp,
} from './helpers/accounts';
import { json, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-db';

let t: TestApp;
let c: AccountClient;
const now = ACCOUNTS_START;
/** Accepts any token as proof of the number it is sent with. */
const phoneToken: PhoneTokenVerifier = {
  verify: async (_settings, token, phoneNumber, at) => ({
    subject: `uid-${token}`,
    phoneNumber,
    expiresAt: at + 3_600_000,
  }),
};
setUpAccountApp(
  { clock: () => now, captchaText: () => 'ABCD', ipVerification: false, phoneToken },
  (app, client) => {
    t = app;
    c = client;
  },
);

async function register(fields: Body) {
  const cookie = await c.captchaCookie();
  return c.encrypted(
    'PUT',
    '/wps/member/register',
    {
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '65',
      captcha: 'ABCD',
      altcha: await c.altcha(),
      registerMethod: 'WEB',
      login: true,
      ...fields,
    },
    { cookie },
  );
}

const profileOf = async (username: string) =>
  (
    await t.database.db.execute(
      sql`select profile, email from members where lower(username) = lower(${username})`,
    )
  ).rows[0] as { profile: Record<string, string>; email: string | null } | undefined;

describe('account names regardless of letter case', () => {
  it('a name differing only in case is taken; signing in works in any case', async () => {
    const first = await register({ username: 'CaseUser01', mobileNum: '81550001' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await register({ username: 'caseuser01', mobileNum: '81550002' });
    expect(errorOf(second).errorCode).toBe('exists.username.err');
    const dev = await c.post('/dev/members', { username: 'CASEUSER01', password: 'Secret123' });
    expect(errorOf(dev).errorCode).toBe('exists.username.err');
    expect((await c.login({ username: 'CASEUSER01', password: 'Secret123' })).statusCode).toBe(200);
  });

  it('the migration renames existing clashes, keeping the oldest name, and records each rename', async () => {
    const { database, dispose } = await createTestDatabase({ empty: true });
    const partial = mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
    try {
      // The migrations before the case rule, then clashing names, then the rest.
      cpSync(migrationsFolder(), partial, { recursive: true });
      const journalFile = path.join(partial, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag.endsWith('_username_case_unique'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      await migrateDatabase(database, partial);
      await database.db.execute(
        sql`insert into merchants (code, name, currency, currency_symbol) values ('m1', 'M1', 'USD', '$'), ('m2', 'M2', 'USD', '$')`,
      );
      await database.db.execute(sql`
        insert into members (merchant_id, username, password_hash, type)
        select m.id, v.name, 'x', 0 from merchants m
        join (values ('m1', 'dup01'), ('m1', 'DUP01'), ('m1', 'Dup01'), ('m1', 'solo01'), ('m2', 'dup01'))
          as v(code, name) on v.code = m.code
        order by v.name desc`);
      await migrateDatabase(database);
      const names = (
        await database.db.execute(
          sql`select m.code, u.username from members u join merchants m on m.id = u.merchant_id order by u.id`,
        )
      ).rows as { code: string; username: string }[];
      const renames = (
        await database.db.execute(
          sql`select old_username, new_username from username_case_renames order by member_id`,
        )
      ).rows as { old_username: string; new_username: string }[];
      // Inserted (by name, descending) as solo01, dup01 (m1), dup01 (m2), Dup01, DUP01: the
      // oldest dup01 of m1 keeps its name; m2's is another merchant's and stays.
      expect(names.map((n) => `${n.code}:${n.username.replace(/_c\d+$/, '_c#')}`)).toEqual([
        'm1:solo01',
        'm1:dup01',
        'm2:dup01',
        'm1:Dup01_c#',
        'm1:DUP01_c#',
      ]);
      expect(renames.map((r) => r.old_username)).toEqual(['Dup01', 'DUP01']);
      await expect(
        database.db.execute(
          sql`insert into members (merchant_id, username, password_hash, type)
              select id, 'SOLO01', 'x', 0 from merchants where code = 'm1'`,
        ),
      ).rejects.toThrow();
    } finally {
      rmSync(partial, { recursive: true, force: true });
      await dispose();
    }
  });
});

describe('stored registration fields', () => {
  it('fields without a server rule are held to the default safe rule', async () => {
    for (const [field, value] of [
      ['referralCode', '<img src=x onerror=alert(1)>'],
      ['registerUrl', 'https://royal-demo.test/"><script>x</script>'],
      ['domain', 'royal-demo.test\u0007'],
    ] as const) {
      const res = await register({
        username: `safe${field.length}x`,
        mobileNum: '81550010',
        [field]: value,
      });
      expect(errorOf(res), field).toMatchObject({
        errorCode: 'register.field.invalid',
        value: { field },
      });
    }
    const ok = await register({
      username: 'safe01',
      mobileNum: '81550011',
      referralCode: 'FRIEND2026',
      registerUrl: 'https://royal-demo.test/register?ref=FRIEND2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await profileOf('safe01'))?.profile).toMatchObject({ referralCode: 'FRIEND2026' });
  });

  it('fields the merchant disabled are dropped, not stored (qqNum)', async () => {
    const rules = json(
      await t.request({
        method: 'GET',
        url: '/wps/system/setting/registration',
        headers: { merchant: 'demo' },
      }),
    ).value as Record<string, { enabled: boolean }> | null;
    if (rules && 'qqNum' in rules) expect(rules.qqNum?.enabled).toBe(false);
    const res = await register({
      username: 'qqdrop01',
      mobileNum: '81550012',
      qqNum: '<b>12345</b>',
      line: 'line-id',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await profileOf('qqdrop01');
    expect(stored?.profile.qqNum).toBeUndefined();
    expect(stored?.profile.line).toBeUndefined();
  });
});

describe('Firebase phone token', () => {
  it('is recorded as used only when the member is stored', async () => {
    const patched = await c.patch({
      firebase: {
        projectId: 'demo-proj',
        apiKey: 'k',
        authDomain: 'demo-proj.firebaseapp.com',
        appId: '1:1:web:1',
        jwksUrl: 'http://127.0.0.1:9/jwks',
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      await c.createMember({ username: 'taken01', password: 'Secret123' });
      const proof = { firebaseChannel: 'sms', firebaseIdToken: 'token-once-01' };
      const clash = await register({ username: 'taken01', mobileNum: '81550020', ...proof });
      expect(errorOf(clash).errorCode).toBe('exists.username.err');
      // The same token, a free name: the token was not used up by the failed insert.
      const retry = await register({ username: 'fresh01', mobileNum: '81550020', ...proof });
      expect(retry.statusCode, retry.body).toBe(200);
      // Now it is.
      const replay = await register({ username: 'fresh02', mobileNum: '81550021', ...proof });
      expect(errorOf(replay).errorCode).toBe('firebase.token.invalid');
    } finally {
      await c.patch({ firebase: null });
    }
  });
});

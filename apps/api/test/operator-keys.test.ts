// Operator keys from the console (the CLI's keys:create, keys:list and keys:revoke): an owner
// makes a key with a role (shown once, then only its hash is kept), the key works with that
// role, the list shows it, a revoke stops it; both are audited with the owner's name; another
// merchant's key is a 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { newSignedInStaff, type SignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: SignedInStaff;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  owner = await newSignedInStaff(t, t.database.db, m!.id, 'keys-owner', 'owner', now);
});
afterAll(() => t.close());

const asOwner = (method: string, url: string, payload?: object) =>
  staffCall(t, method, url, owner.token, payload);
const withKey = (key: string, url: string) =>
  t.request({ method: 'GET', url, headers: { ...DEMO, 'x-operator-key': key } });

describe('operator keys', () => {
  it('makes a key shown once with its role, lists it, revokes it; both audited', async () => {
    const made = value<{ id: number; name: string; role: string; key: string }>(
      await asOwner('POST', '/operator/keys', { name: ' nightly-report ', role: 'read-only' }),
    );
    expect(made).toMatchObject({ name: 'nightly-report', role: 'read-only' });
    expect(made.key).toMatch(/^opk_/);
    // The key works with its role: it reads, but may not decide.
    expect((await withKey(made.key, '/operator/deposits')).statusCode).toBe(200);
    const refused = await withKey(made.key, '/operator/staff');
    expect(refused.statusCode).toBe(403);

    const list = value<{ content: { id: number; name: string; revokedAt: string | null }[] }>(
      await asOwner('GET', '/operator/keys'),
    );
    const listed = list.content.find((k) => k.id === made.id);
    expect(listed).toMatchObject({ name: 'nightly-report', revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(made.key);

    const revoked = value<{ revokedAt: string | null }>(
      await asOwner('POST', `/operator/keys/${made.id}/revoke`),
    );
    expect(revoked.revokedAt).toBe(new Date(now).toISOString());
    expect((await withKey(made.key, '/operator/deposits')).statusCode).toBe(401);
    // A second revoke finds no active key.
    expect((await asOwner('POST', `/operator/keys/${made.id}/revoke`)).statusCode).toBe(404);

    const audit = value<{ content: { actor: string; action: string; after: unknown }[] }>(
      await asOwner('GET', `/operator/audit?target=operator-key:${made.id}`),
    );
    expect(audit.content.map(({ actor, action }) => ({ actor, action }))).toEqual([
      { actor: 'keys-owner', action: 'key.revoke' },
      { actor: 'keys-owner', action: 'key.create' },
    ]);
  });

  it('refuses a nameless key, and treats another merchant key as missing', async () => {
    const blank = await asOwner('POST', '/operator/keys', { name: '  ', role: 'owner' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).success).toBe(false);
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherkeys',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const theirs = await createOperatorKey(t.database.db, other!.id, 'theirs', now);
    const res = await asOwner('POST', `/operator/keys/${theirs.id}/revoke`);
    expect(res.statusCode).toBe(404);
    expect((await withKey(theirs.key, '/operator/deposits')).statusCode).toBe(401);
  });
});

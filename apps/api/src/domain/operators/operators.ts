// Operators: the merchant's staff, signed in to the console (staff.ts), and scripts and the
// CLI, which call the operator API with a key (random, shown once, stored as its sha256) made
// and revoked by the operator CLI. Keys and staff each hold a role (permissions.ts). Every
// action is written to the audit log with who, what, when, from where, before and after.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorKeys } from '../../db/schema/cashier';
import type { DbOrTx } from '../kernel';
import { AppError } from '../kernel';
import { writeAudit } from './audit';
import { hashSecret, type Operator } from './caller';
import { isStaffRole, type StaffRole } from './permissions';

const hashKey = hashSecret;

export async function createOperatorKey(
  db: Db,
  merchantId: number,
  name: string,
  now: number,
  options: { role?: StaffRole; key?: string } = {},
): Promise<{ id: number; key: string; role: StaffRole }> {
  const key = options.key ?? `opk_${randomBytes(24).toString('base64url')}`;
  const role = options.role ?? 'owner';
  const [row] = await db
    .insert(operatorKeys)
    .values({ merchantId, name, role, keyHash: hashKey(key), createdAt: new Date(now) })
    .returning({ id: operatorKeys.id });
  await writeAudit(db, {
    merchantId,
    operator: null,
    action: 'key.create',
    target: `operator-key:${row!.id}`,
    before: null,
    after: { id: row!.id, name, role },
    now,
  });
  return { id: row!.id, key, role };
}

/** Stores a known key once (the development seed's demo operator key). */
export async function ensureOperatorKey(
  db: DbOrTx,
  merchantId: number,
  name: string,
  key: string,
  now: number,
): Promise<void> {
  await db
    .insert(operatorKeys)
    .values({ merchantId, name, keyHash: hashKey(key), createdAt: new Date(now) })
    .onConflictDoNothing();
}

/** Revokes the merchant's keys with this id or name; answers how many. */
export async function revokeOperatorKey(
  db: Db,
  merchantId: number,
  idOrName: string,
  now: number,
): Promise<number> {
  const match = /^[0-9]+$/.test(idOrName)
    ? eq(operatorKeys.id, Number(idOrName))
    : eq(operatorKeys.name, idOrName);
  const revoked = await db
    .update(operatorKeys)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(operatorKeys.merchantId, merchantId), match, isNull(operatorKeys.revokedAt)))
    .returning({ id: operatorKeys.id, name: operatorKeys.name });
  for (const r of revoked) {
    await writeAudit(db, {
      merchantId,
      operator: null,
      action: 'key.revoke',
      target: `operator-key:${r.id}`,
      before: { id: r.id, name: r.name, revoked: false },
      after: { id: r.id, name: r.name, revoked: true },
      now,
    });
  }
  return revoked.length;
}

export async function listOperatorKeys(db: Db, merchantId: number) {
  return db
    .select({
      id: operatorKeys.id,
      name: operatorKeys.name,
      role: operatorKeys.role,
      createdAt: operatorKeys.createdAt,
      revokedAt: operatorKeys.revokedAt,
    })
    .from(operatorKeys)
    .where(eq(operatorKeys.merchantId, merchantId))
    .orderBy(operatorKeys.id);
}

/** The operator behind a key of this merchant; operator.key.invalid otherwise. */
export async function authenticateOperator(
  db: Db,
  merchantId: number,
  key: string | undefined,
  ip: string | null = null,
): Promise<Operator> {
  const refused = new AppError(401, 'operator.key.invalid', 'A valid operator key is required');
  if (!key || key.length > 128) throw refused;
  const [row] = await db
    .select()
    .from(operatorKeys)
    .where(and(eq(operatorKeys.keyHash, hashKey(key)), isNull(operatorKeys.revokedAt)));
  if (!row || row.merchantId !== merchantId) throw refused;
  // A role outside the list (edited by hand) is read as the least: read-only.
  const role = isStaffRole(row.role) ? row.role : 'read-only';
  return { kind: 'key', id: row.id, name: row.name, merchantId, role, scope: `o:${row.id}`, ip };
}

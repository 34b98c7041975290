// The audit log: every operator action with who (staff member, key or the CLI), when, from
// where, what (action and object) and the object before and after. Written inside the
// action's own transaction, so an action that rolls back leaves no entry.
import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema/cashier';
import { type DbOrTx, offsetOf, type PageInput, pageOf } from '../kernel';
import type { Operator } from './caller';

export async function writeAudit(
  db: DbOrTx,
  entry: {
    merchantId: number;
    operator: Operator | null;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    now: number;
    /** The CLI names itself (`cli`, or `cli:<user>`) when it acts without a caller. */
    actor?: string;
  },
): Promise<void> {
  const { operator } = entry;
  await db.insert(operatorAudit).values({
    merchantId: entry.merchantId,
    operatorKeyId: operator?.kind === 'key' ? operator.id : null,
    staffUserId: operator?.kind === 'staff' ? operator.id : null,
    operatorName: operator?.name ?? entry.actor ?? 'cli',
    ip: operator ? operator.ip : 'cli',
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date(entry.now),
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A filter value ending in `*` matches as a prefix (`withdrawal.*`, `member:*`). */
const matches = (column: typeof operatorAudit.action | typeof operatorAudit.target, v: string) =>
  v.endsWith('*') ? like(column, `${escapeLike(v.slice(0, -1))}%`) : eq(column, v);

export interface AuditFilter {
  /** Staff member's sign-in name, key name or `cli`. */
  staff?: string | undefined;
  /** The object, `withdrawal:<id>`, `member:<account>`; a trailing `*` matches a prefix. */
  target?: string | undefined;
  /** The action, `withdrawal.approve`; a trailing `*` matches a prefix. */
  action?: string | undefined;
}

const entryColumns = {
  id: operatorAudit.id,
  operatorName: operatorAudit.operatorName,
  staffUserId: operatorAudit.staffUserId,
  operatorKeyId: operatorAudit.operatorKeyId,
  ip: operatorAudit.ip,
  action: operatorAudit.action,
  target: operatorAudit.target,
  before: operatorAudit.before,
  after: operatorAudit.after,
  createdAt: operatorAudit.createdAt,
};

/** The merchant's audit log, newest first, one page. */
export async function auditPage(db: Db, merchantId: number, filter: AuditFilter, page: PageInput) {
  const where: SQL[] = [eq(operatorAudit.merchantId, merchantId)];
  if (filter.staff) {
    where.push(sql`lower(${operatorAudit.operatorName}) = ${filter.staff.trim().toLowerCase()}`);
  }
  if (filter.target) where.push(matches(operatorAudit.target, filter.target.trim()));
  if (filter.action) where.push(matches(operatorAudit.action, filter.action.trim()));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(operatorAudit)
      .where(condition)
      .orderBy(desc(operatorAudit.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(operatorAudit).where(condition),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    actor: r.operatorName,
    actorKind:
      r.staffUserId !== null
        ? ('staff' as const)
        : r.operatorKeyId !== null
          ? ('key' as const)
          : ('cli' as const),
    ip: r.ip ?? null,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return pageOf(content, total?.n ?? 0, page);
}

/** The latest entries (the CLI's `audit`). */
export async function auditLog(db: Db, merchantId: number, limit: number) {
  return db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.merchantId, merchantId))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}

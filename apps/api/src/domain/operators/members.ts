// Members as staff see them: a search by account, mobile, e-mail, sign-in IP or agent, a
// member's page, and the lock. A locked member cannot sign in or play (domain/sessions refuses every session of one);
// locking ends their open sessions and remembered sign-ins. Both are audited.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPasswords } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { alias } from 'drizzle-orm/pg-core';
import { memberBalance, notFound, offsetOf, type PageInput, pageOf, toDecimal } from '../kernel';
import { revokeMemberRememberTokens, revokeMemberSessions, signedInFrom } from '../sessions';
import { writeAudit } from './audit';
import type { Operator } from './caller';

type MemberRow = typeof members.$inferSelect;

/** 0 player, 4 trial; the others are kinds of agent. */
const typeName = (type: number) =>
  type === 0 ? ('player' as const) : type === 4 ? ('trial' as const) : ('agent' as const);

/** A mobile number shown with its last four digits only. */
const maskedMobile = (row: MemberRow) =>
  row.mobile ? `+${row.dialingCode ?? ''} ***${row.mobile.slice(-4)}` : null;

function memberView(row: MemberRow) {
  return {
    account: row.username,
    nickname: row.nickname ?? null,
    type: typeName(row.type),
    status: row.status,
    mobile: maskedMobile(row),
    email: row.email ?? null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export interface MemberFilter {
  /** Part of the account name, e-mail or mobile number. */
  q?: string | undefined;
  status?: 'active' | 'locked' | undefined;
  /** A sign-in address (exact, or a prefix ending in `*`): members who signed in from it. */
  ip?: string | undefined;
  /** An agent's account: the members who registered under it (its direct downline). */
  agent?: string | undefined;
  sort?: 'createdAt' | 'account' | 'lastLoginAt' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  createdAt: members.createdAt,
  account: members.username,
  lastLoginAt: members.lastLoginAt,
};

export async function searchMembers(
  db: Db,
  merchantId: number,
  filter: MemberFilter,
  page: PageInput,
) {
  const where: SQL[] = [eq(members.merchantId, merchantId)];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(
      or(
        ilike(members.username, pattern),
        ilike(members.email, pattern),
        ilike(members.mobile, `%${escapeLike(q.replace(/\D/g, '') || q)}%`),
      )!,
    );
  }
  if (filter.status) where.push(eq(members.status, filter.status));
  const ip = filter.ip?.trim();
  if (ip) {
    const prefix = ip.endsWith('*');
    where.push(signedInFrom(members.id, merchantId, prefix ? ip.slice(0, -1) : ip, prefix));
  }
  const agent = filter.agent?.trim();
  if (agent) {
    const parent = alias(members, 'parent');
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(parent)
          .where(
            and(
              eq(parent.id, members.parentId),
              eq(parent.merchantId, merchantId),
              sql`lower(${parent.username}) = ${agent.toLowerCase()}`,
            ),
          ),
      ),
    );
  }
  const column = SORTS[filter.sort ?? 'createdAt'];
  const direction = filter.order === 'asc' ? asc : desc;
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(condition)
      .orderBy(direction(column), direction(members.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(members).where(condition),
  ]);
  return pageOf(rows.map(memberView), total?.n ?? 0, page);
}

export async function memberOf(db: Db, merchantId: number, account: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, account.trim())));
  // Another merchant's member is no different from none.
  if (!row) throw notFound('No such member');
  return row;
}

/** A member's page: the row, the balance, the agent it registered under, its security set-up. */
export async function memberDetail(db: Db, merchantId: number, account: string) {
  const row = await memberOf(db, merchantId, account);
  const balance = toDecimal(await memberBalance(db, row.id));
  const [parent] = row.parentId
    ? await db
        .select({ account: members.username })
        .from(members)
        .where(and(eq(members.id, row.parentId), eq(members.merchantId, merchantId)))
    : [];
  const [payment] = await db
    .select({ set: isNotNull(paymentPasswords.hash) })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, row.id));
  return {
    ...memberView(row),
    balance,
    agent: parent?.account ?? null,
    twoFactor: row.totpSecret !== null,
    paymentPassword: payment !== undefined,
  };
}

/** Locks or unlocks a member; the change and its reason are audited. */
export async function setMemberLock(
  db: Db,
  input: {
    merchantId: number;
    account: string;
    locked: boolean;
    reason: string;
    by: Operator;
    now: number;
  },
) {
  const row = await memberOf(db, input.merchantId, input.account);
  const status = input.locked ? ('locked' as const) : ('active' as const);
  const after = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(members)
      .set({ status })
      .where(eq(members.id, row.id))
      .returning();
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action: input.locked ? 'member.lock' : 'member.unlock',
      target: `member:${row.username}`,
      before: { status: row.status },
      after: { status, reason: input.reason },
      now: input.now,
    });
    return changed!;
  });
  if (input.locked) {
    await revokeMemberSessions(db, row.id, input.now);
    await revokeMemberRememberTokens(db, row.id, input.now);
  }
  return { ...memberView(after), balance: toDecimal(await memberBalance(db, row.id)) };
}

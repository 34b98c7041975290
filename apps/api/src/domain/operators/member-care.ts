// A member's page beyond the row: the ledger and bets (the member's own records, read for
// staff), responsible-gaming limits and play breaks, sign-ins with their devices, staff notes,
// and the resets of two-factor and of the payment password (audited; the member is told in
// their inbox, in their language).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPasswords } from '../../db/schema/cashier';
import { googleAuthSetups } from '../../db/schema/member-account';
import { members } from '../../db/schema/members';
import { memberLimits, playBreaks } from '../../db/schema/responsible-gaming';
import { memberNotes } from '../../db/schema/staff';
import { offsetOf, type PageInput, pageOf, toDecimal } from '../kernel';
import { writeMessage } from '../messages';
import type { Merchant } from '../merchants';
import { betHistory, type RecordsCaller, transactionHistory } from '../records';
import { revokeMemberRememberTokens, revokeMemberSessions, signInsOf } from '../sessions';
import { writeAudit } from './audit';
import type { Operator } from './caller';
import { memberOf } from './members';

type Query<F extends (db: Db, caller: RecordsCaller, query: never, now: number) => unknown> =
  Parameters<F>[2];

/** The records caller of a member, for staff reading the member's own records. */
async function callerOf(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  account: string,
): Promise<RecordsCaller> {
  const row = await memberOf(db, merchant.id, account);
  return { memberId: row.id, merchant, language: row.language ?? 'EN' };
}

export async function memberLedger(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  account: string,
  query: Query<typeof transactionHistory>,
  now: number,
) {
  return transactionHistory(db, await callerOf(db, merchant, account), query, now);
}

export async function memberBets(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  account: string,
  query: Query<typeof betHistory>,
  now: number,
) {
  return betHistory(db, await callerOf(db, merchant, account), query, now);
}

const SIGN_INS_SHOWN = 20;
/** The sign-ins shown are of this many days (the months of `sign_ins` read). */
const SIGN_INS_DAYS = 90;
/** A sign-in just made on another replica may be dated a little ahead of this one's clock. */
const CLOCK_MARGIN_MS = 60 * 60_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Limits in force and pending, play breaks (newest first), the latest sign-ins. */
export async function memberSafety(db: Db, merchantId: number, account: string, now: number) {
  const row = await memberOf(db, merchantId, account);
  const limits = await db
    .select()
    .from(memberLimits)
    .where(eq(memberLimits.memberId, row.id))
    .orderBy(memberLimits.kind, memberLimits.period);
  const breaks = await db
    .select()
    .from(playBreaks)
    .where(eq(playBreaks.memberId, row.id))
    .orderBy(desc(playBreaks.startsAt));
  const signIns = await signInsOf(
    db,
    row.id,
    { from: now - SIGN_INS_DAYS * 86_400_000, to: now + CLOCK_MARGIN_MS },
    { offset: 0, limit: SIGN_INS_SHOWN },
  );
  return {
    realityCheckMinutes: row.realityCheckMinutes ?? null,
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount === null ? null : toDecimal(l.amount),
      pendingAmount: l.pendingAmount === null ? null : toDecimal(l.pendingAmount),
      pendingAt: iso(l.pendingAt),
    })),
    breaks: breaks.map((b) => ({
      kind: b.kind,
      duration: b.duration,
      startsAt: b.startsAt.toISOString(),
      endsAt: iso(b.endsAt),
    })),
    // A session is kept a week after it ended: past that, last seen and signed out are null.
    signIns: signIns.map((s) => ({
      method: s.method,
      ip: s.ip,
      device: s.user_agent,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      endedAt: s.revoked_at,
    })),
  };
}

const noteView = (n: typeof memberNotes.$inferSelect) => ({
  id: n.id,
  author: n.author,
  text: n.text,
  createdAt: n.createdAt.toISOString(),
});

/** Staff notes on a member, newest first. */
export async function memberNotesPage(
  db: Db,
  merchantId: number,
  account: string,
  page: PageInput,
) {
  const row = await memberOf(db, merchantId, account);
  const where = and(eq(memberNotes.merchantId, merchantId), eq(memberNotes.memberId, row.id));
  const rows = await db
    .select()
    .from(memberNotes)
    .where(where)
    .orderBy(desc(memberNotes.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(memberNotes).where(where);
  return pageOf(rows.map(noteView), total?.n ?? 0, page);
}

/** Adds a note (audited with its text). */
export async function addMemberNote(
  db: Db,
  input: { merchantId: number; account: string; text: string; by: Operator; now: number },
) {
  const row = await memberOf(db, input.merchantId, input.account);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(memberNotes)
      .values({
        merchantId: input.merchantId,
        memberId: row.id,
        author: input.by.name,
        text: input.text,
        createdAt: new Date(input.now),
      })
      .returning();
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action: 'member.note',
      target: `member:${row.username}`,
      before: null,
      after: { note: note!.id, text: input.text },
      now: input.now,
    });
    return noteView(note!);
  });
}

/**
 * Resets a member's two-factor (the authenticator is removed; the member signs in with the
 * password and may set it up again) or payment password (the member sets a new one before the
 * next withdrawal). The member's sessions end after a two-factor reset, so a stolen session
 * cannot set up its own authenticator in the gap. Audited; the member is told in the inbox.
 */
export async function resetMemberSecurity(
  db: Db,
  input: {
    merchantId: number;
    account: string;
    what: 'twoFactor' | 'paymentPassword';
    reason: string;
    by: Operator;
    now: number;
  },
) {
  const row = await memberOf(db, input.merchantId, input.account);
  const action =
    input.what === 'twoFactor' ? 'member.reset_two_factor' : 'member.reset_payment_password';
  await db.transaction(async (tx) => {
    let before: boolean;
    if (input.what === 'twoFactor') {
      before = row.totpSecret !== null;
      await tx.update(members).set({ totpSecret: null }).where(eq(members.id, row.id));
      await tx.delete(googleAuthSetups).where(eq(googleAuthSetups.memberId, row.id));
    } else {
      const removed = await tx
        .delete(paymentPasswords)
        .where(eq(paymentPasswords.memberId, row.id))
        .returning({ memberId: paymentPasswords.memberId });
      before = removed.length > 0;
    }
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action,
      target: `member:${row.username}`,
      before: { [input.what]: before },
      after: { [input.what]: false, reason: input.reason },
      now: input.now,
    });
    await writeMessage(tx, {
      merchantId: input.merchantId,
      memberId: row.id,
      type: input.what === 'twoFactor' ? 'two_factor_reset' : 'payment_password_reset',
      eventKey: `${action}:${row.id}:${input.now}`,
      values: {},
      now: input.now,
    });
  });
  if (input.what === 'twoFactor') {
    await revokeMemberSessions(db, row.id, input.now);
    await revokeMemberRememberTokens(db, row.id, input.now);
  }
}

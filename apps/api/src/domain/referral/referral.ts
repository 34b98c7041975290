// Referral (invite friends). Every member may have one referral code (made on first use); a
// visitor who registers with it (`/register?referralCode=...`) becomes the member's invitee, in
// the registration's own transaction. The merchant's rule pays the referrer a reward once per
// invitee, through the one reward model (`grantReward`, source `referral`, `invitee:<id>`), when
// the invitee's credited deposits reach the rule's minimum: checked in the transaction that
// credits a deposit (domain/cashier), under the invitee's account lock, so simultaneous deposits
// pay once. A member only ever reads their own invitees.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { deposits } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { referralCodes, referrals, referralSettings } from '../../db/schema/referral';
import { rewardGrants } from '../../db/schema/rewards';
import { toDecimal, type Tx } from '../kernel';
import { grantReward, maskName } from '../rewards';
import { AppError, offsetOf, pageOf } from '../kernel';
import { isModuleSwitchedOff } from '../site';

export type ReferralDetails = components['schemas']['ReferralDetails'];
export type ReferralInviteePage = components['schemas']['ReferralInviteePage'];
type InviteeStatus = ReferralInviteePage['content'][number]['status'];
export type ReferralRule = typeof referralSettings.$inferSelect;

/** The merchant's referral rule (cached configuration); null when it has none. */
export function referralRuleOf(db: Db, merchantId: number): Promise<ReferralRule | null> {
  return configCache(db).get(`referral:${merchantId}`, () => ruleIn(db, merchantId));
}

/** The rule read inside a transaction (no cache: the transaction sees its own snapshot). */
async function ruleIn(db: Db | Tx, merchantId: number): Promise<ReferralRule | null> {
  const [row] = await db
    .select()
    .from(referralSettings)
    .where(eq(referralSettings.merchantId, merchantId));
  return row ?? null;
}

/**
 * Whether referral is on for the merchant: its rule exists and is enabled, and the reward centre
 * (REWCEN3, where referral rewards are listed) is not switched off. The public state's
 * `availablePromo` REFERRAL entry.
 */
export async function referralEnabled(db: Db, merchantId: number): Promise<boolean> {
  const rule = await referralRuleOf(db, merchantId);
  if (!rule?.enabled) return false;
  return !(await isModuleSwitchedOff(db, merchantId, 'REWCEN3'));
}

async function requireReferral(db: Db, merchantId: number): Promise<ReferralRule> {
  const rule = await referralRuleOf(db, merchantId);
  if (!rule?.enabled || (await isModuleSwitchedOff(db, merchantId, 'REWCEN3')))
    throw new AppError(400, 'function.not.available', 'This feature is not available right now.');
  return rule;
}

// No 0/O and 1/I: a code read aloud or typed from a screenshot is unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's code; made now when `autoGenerate` (a clash with another code retries). */
async function codeOf(
  db: Db,
  merchantId: number,
  memberId: number,
  autoGenerate: boolean,
  now: number,
): Promise<string | null> {
  const read = async () => {
    const [row] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.memberId, memberId));
    return row?.code ?? null;
  };
  const existing = await read();
  if (existing || !autoGenerate) return existing;
  for (let attempt = 0; attempt < 8; attempt++) {
    const [made] = await db
      .insert(referralCodes)
      .values({ memberId, merchantId, code: newCode(), createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (made) return made.code;
    // Either this member got a code meanwhile (a simultaneous call), or the code was taken.
    const mine = await read();
    if (mine) return mine;
  }
  throw new Error(`no free referral code for member ${memberId}`);
}

/** `MCSFE_getReferralDetails`: the member's code and link, their invitations and the rule. */
export async function referralDetails(
  db: Db,
  input: {
    merchantId: number;
    currency: string;
    memberId: number;
    autoGenerate: boolean;
    domains: readonly string[];
    now: number;
  },
): Promise<ReferralDetails> {
  const rule = await requireReferral(db, input.merchantId);
  const code = await codeOf(db, input.merchantId, input.memberId, input.autoGenerate, input.now);
  const [totals] = await db
    .select({
      total: count(),
      rewarded: count(referrals.grantId),
      deposited: sql<number>`count(*) filter (where ${members.firstDepositAt} is not null)`.mapWith(
        Number,
      ),
      earned: sql<string>`coalesce(sum(${rewardGrants.amount}), 0)::text`,
    })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.inviteeId))
    .leftJoin(rewardGrants, eq(rewardGrants.id, referrals.grantId))
    .where(eq(referrals.referrerId, input.memberId));
  return {
    referralCode: code,
    registerPath: code ? `/register?referralCode=${encodeURIComponent(code)}` : null,
    promotionDomains: [...input.domains],
    totalInvitations: Number(totals?.total ?? 0),
    depositedInvitations: Number(totals?.deposited ?? 0),
    rewardedInvitations: Number(totals?.rewarded ?? 0),
    rewardTotal: toDecimal(BigInt(totals?.earned ?? '0')),
    currency: input.currency,
    rule: {
      minDeposit: toDecimal(rule.minDeposit),
      reward: toDecimal(rule.reward),
      wageringMultiple: plain(rule.wageringMultiple),
    },
  };
}

const plain = (multiple: string) =>
  multiple.includes('.') ? multiple.replace(/\.?0+$/, '') || '0' : multiple;

/** `MCSFE_getReferralInvitees`: the member's own invitees, newest first, accounts masked. */
export async function referralInvitees(
  db: Db,
  input: { merchantId: number; memberId: number; page: number; size: number },
): Promise<ReferralInviteePage> {
  await requireReferral(db, input.merchantId);
  const mine = eq(referrals.referrerId, input.memberId);
  const [rows, [n]] = await Promise.all([
    db
      .select({
        id: referrals.inviteeId,
        account: members.username,
        registeredAt: referrals.createdAt,
        firstDepositAt: members.firstDepositAt,
        rewardedAt: referrals.rewardedAt,
        reward: rewardGrants.amount,
      })
      .from(referrals)
      .innerJoin(members, eq(members.id, referrals.inviteeId))
      .leftJoin(rewardGrants, eq(rewardGrants.id, referrals.grantId))
      .where(mine)
      .orderBy(desc(referrals.createdAt), desc(referrals.inviteeId))
      .limit(input.size)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(referrals).where(mine),
  ]);
  const total = Number(n?.n ?? 0);
  return pageOf(
    rows.map((r) => {
      const status: InviteeStatus = r.rewardedAt
        ? 'rewarded'
        : r.firstDepositAt
          ? 'deposited'
          : 'registered';
      return {
        account: maskName(r.account),
        registeredAt: r.registeredAt.getTime(),
        status,
        reward: r.reward === null ? null : toDecimal(r.reward),
        rewardedAt: r.rewardedAt?.getTime() ?? null,
      };
    }),
    total,
    input,
  );
}

/**
 * At registration, in its transaction: records the new member as the invitee of the code's
 * owner. A code that is no member's (or referral switched off) records nothing: the code is still
 * kept in the profile as typed. Self-referral cannot happen: the invitee is the account being
 * created, never the code's owner (and a database check refuses it), and a new account with the
 * owner's own mobile number is not counted as their invitee.
 */
export async function recordReferral(
  tx: Tx,
  input: {
    merchantId: number;
    inviteeId: number;
    inviteeMobile: string | null;
    code: string;
    now: number;
  },
): Promise<boolean> {
  const code = input.code.trim().toUpperCase();
  if (!code) return false;
  const rule = await ruleIn(tx, input.merchantId);
  if (!rule?.enabled) return false;
  const [owner] = await tx
    .select({ id: referralCodes.memberId, mobile: members.mobile })
    .from(referralCodes)
    .innerJoin(members, eq(members.id, referralCodes.memberId))
    .where(and(eq(referralCodes.merchantId, input.merchantId), eq(referralCodes.code, code)));
  if (!owner || owner.id === input.inviteeId) return false;
  if (input.inviteeMobile && owner.mobile === input.inviteeMobile) return false;
  const inserted = await tx
    .insert(referrals)
    .values({
      inviteeId: input.inviteeId,
      referrerId: owner.id,
      merchantId: input.merchantId,
      code,
      createdAt: new Date(input.now),
    })
    .onConflictDoNothing()
    .returning({ id: referrals.inviteeId });
  return inserted.length > 0;
}

/**
 * After a deposit of `inviteeId` was credited, in the same transaction (which holds the invitee's
 * account lock): pays the referrer once the invitee's credited deposits reach the rule's minimum.
 * Paid once per invitee: the referral row is locked, the grant's source is unique
 * (`invitee:<id>`) and so is its ledger key.
 */
export async function rewardReferrer(
  tx: Tx,
  input: { merchantId: number; inviteeId: number; currency: string; now: number },
): Promise<void> {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.inviteeId, input.inviteeId), sql`${referrals.grantId} is null`))
    .for('update');
  if (!row) return;
  const rule = await ruleIn(tx, input.merchantId);
  if (!rule?.enabled) return;
  const [sum] = await tx
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, input.inviteeId), eq(deposits.status, 'credited')));
  if (BigInt(sum?.total ?? '0') < rule.minDeposit) return;
  const { grant } = await grantReward(tx, {
    merchantId: input.merchantId,
    memberId: row.referrerId,
    currency: input.currency,
    sourceKind: 'referral',
    sourceId: `invitee:${row.inviteeId}`,
    amount: rule.reward,
    title: rule.title,
    wageringMultiple: rule.wageringMultiple,
    paidAs: 'Issued',
    now: input.now,
  });
  await tx
    .update(referrals)
    .set({ grantId: grant.id, rewardedAt: grant.creditedAt ?? new Date(input.now) })
    .where(eq(referrals.inviteeId, row.inviteeId));
}

// The one reward model every source pays through. A grant is one reward of one member: its
// source (kind and instance), amount, status, whether an operator decides it, and its wagering.
// `grantReward` records it once per (member, source kind, source id) and, unless it waits for
// review, credits it at once through the ledger (`bonus`, or `rebate` for rebates) from the
// merchant's `rewards` account under the key `grant:<id>`; approving later credits it the same
// way. Nothing here ever pays twice: the source is unique, the ledger key is unique, and status
// changes are conditional updates under the grant's row lock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import {
  type GrantStatus,
  type RewardSourceKind,
  rewardGrants,
  type Texts,
} from '../../db/schema/rewards';
import { memberAccount, post, systemAccount, toDecimal, type Tx } from '../kernel';
import { writeMessage } from '../messages';
import { AppError, notFound } from '../kernel';
import { plainMultiple, textIn, turnoverFor } from './config';
import type { Wagering } from './wagering';

export type GrantRow = typeof rewardGrants.$inferSelect;
export type RewardGrantWire = components['schemas']['RewardGrant'];

export interface GrantInput {
  merchantId: number;
  memberId: number;
  /** The merchant's currency. */
  currency: string;
  sourceKind: RewardSourceKind;
  /** Unique per member and kind: a second grant of the same source returns the first. */
  sourceId: string;
  /** Minor units. A grant paid at once needs more than zero; a reviewed one may wait for one. */
  amount: bigint;
  /** The source's name per language (shown in the reward centre and bonus details). */
  title?: Texts;
  /** true: status Applying until an operator approves (pays) or rejects; false: paid now. */
  review?: boolean;
  /** Turnover multiple of the amount required before a withdrawal ('0' = none). */
  wageringMultiple?: string;
  /** Status when paid at once: Claimed (the member claimed it, default) or Issued (the platform gave it). */
  paidAs?: 'Claimed' | 'Issued';
  /** Interface language of the member now (messages about the grant are written in it). */
  language?: string;
  now: number;
}

export interface GrantResult {
  grant: GrantRow;
  /** false: the source had a grant already (returned as it is; nothing moved). */
  created: boolean;
  /** The member's balance after the credit (null when nothing was credited now). */
  balance: bigint | null;
}

const ledgerKind = (kind: RewardSourceKind) => (kind === 'rebate' ? 'rebate' : 'bonus');

/**
 * Records a reward once per source and pays it now unless it waits for review. Runs inside the
 * caller's transaction, so a source can grant together with its own bookkeeping (a mission
 * claim, a points redemption); concurrent calls for one source wait for each other and the
 * later ones get `created: false`.
 */
export async function grantReward(tx: Tx, input: GrantInput): Promise<GrantResult> {
  const review = input.review ?? false;
  if (input.amount < 0n || (!review && input.amount === 0n))
    throw new Error(
      `a reward paid at once needs an amount (${input.sourceKind}:${input.sourceId})`,
    );
  const at = new Date(input.now);
  const [created] = await tx
    .insert(rewardGrants)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      sourceKind: input.sourceKind,
      sourceId: input.sourceId,
      title: input.title ?? {},
      amount: input.amount,
      currency: input.currency,
      status: 'Applying',
      review,
      wageringMultiple: input.wageringMultiple ?? '0',
      language: input.language ?? 'EN',
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [existing] = await tx
      .select()
      .from(rewardGrants)
      .where(
        and(
          eq(rewardGrants.memberId, input.memberId),
          eq(rewardGrants.sourceKind, input.sourceKind),
          eq(rewardGrants.sourceId, input.sourceId),
        ),
      );
    if (!existing) throw new Error(`grant ${input.sourceKind}:${input.sourceId} vanished`);
    return { grant: existing, created: false, balance: null };
  }
  if (review) return { grant: created, created: true, balance: null };
  const paid = await credit(tx, created, input.amount, input.paidAs ?? 'Claimed', input.now);
  return { ...paid, created: true };
}

/** Credits a grant (Applying, Process, or just inserted) with `amount`: one ledger transaction. */
async function credit(
  tx: Tx,
  grant: GrantRow,
  amount: bigint,
  status: 'Claimed' | 'Issued',
  now: number,
): Promise<{ grant: GrantRow; balance: bigint | null }> {
  const rewards = await systemAccount(tx, grant.merchantId, 'rewards', grant.currency);
  const account = await memberAccount(tx, grant.merchantId, grant.memberId, grant.currency);
  const posted = await post(tx, {
    merchantId: grant.merchantId,
    kind: ledgerKind(grant.sourceKind),
    idempotencyKey: `grant:${grant.id}`,
    reference: `${grant.sourceKind}:${grant.sourceId}`,
    legs: [
      { accountId: rewards, amount: -amount, kind: 'house' },
      { accountId: account.id, amount, kind: 'member' },
    ],
    now,
  });
  const [updated] = await tx
    .update(rewardGrants)
    .set({
      status,
      amount,
      creditedAt: new Date(now),
      transactionId: posted.transactionId,
      turnoverRequired: turnoverFor(amount, grant.wageringMultiple),
      updatedAt: new Date(now),
    })
    .where(and(eq(rewardGrants.id, grant.id), inArray(rewardGrants.status, OPEN)))
    .returning();
  if (!updated) throw new Error(`grant ${grant.id} changed while it was credited`);
  return { grant: updated, balance: posted.balances.get(account.id) ?? null };
}

const OPEN: GrantStatus[] = ['Applying', 'Process'];

/** The operator's audit writer of one action (before, after), run in the action's transaction. */
export type Audit = (tx: Tx, before: unknown, after: unknown) => Promise<void>;

async function lockGrant(tx: Tx, merchantId: number, id: number): Promise<GrantRow> {
  const [row] = await tx
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.id, id), eq(rewardGrants.merchantId, merchantId)))
    .for('update');
  if (!row) throw notFound('No such reward');
  return row;
}

const stateInvalid = (row: GrantRow) =>
  new AppError(409, 'reward.state.invalid', `The reward is ${row.status}`, { status: row.status });

const auditView = (row: GrantRow) => ({
  status: row.status,
  amount: toDecimal(row.amount),
  reason: row.reason,
});

interface Decision {
  merchantId: number;
  id: number;
  now: number;
  audit: Audit;
}

/** Approves a claim waiting for review: it is credited now (Issued). */
export const approveGrant = (db: Db, input: Decision & { amount?: bigint }) =>
  db.transaction((tx) => approveGrantIn(tx, input));

/** approveGrant inside the caller's transaction. */
export async function approveGrantIn(tx: Tx, input: Decision & { amount?: bigint }) {
  const row = await lockGrant(tx, input.merchantId, input.id);
  if (!OPEN.includes(row.status)) throw stateInvalid(row);
  const amount = input.amount ?? row.amount;
  if (amount <= 0n)
    throw new AppError(400, 'reward.amount.required', 'This reward needs an amount to pay');
  const { grant } = await credit(tx, row, amount, 'Issued', input.now);
  await message(tx, grant, 'reward_issued', input.now);
  await input.audit(tx, auditView(row), auditView(grant));
  return grant;
}

/** Rejects a claim waiting for review, with the operator's reason; nothing is paid. */
export const rejectGrant = (db: Db, input: Decision & { reason: string }) =>
  db.transaction((tx) => rejectGrantIn(tx, input));

/** rejectGrant inside the caller's transaction. */
export async function rejectGrantIn(tx: Tx, input: Decision & { reason: string }) {
  const row = await lockGrant(tx, input.merchantId, input.id);
  if (!OPEN.includes(row.status)) throw stateInvalid(row);
  const [grant] = await tx
    .update(rewardGrants)
    .set({ status: 'Rejected', reason: input.reason, updatedAt: new Date(input.now) })
    .where(eq(rewardGrants.id, row.id))
    .returning();
  if (!grant) throw new Error(`grant ${row.id} vanished`);
  await message(tx, grant, 'reward_rejected', input.now);
  await input.audit(tx, auditView(row), auditView(grant));
  return grant;
}

/** Marks a claim as taken up by an operator (Applying -> Process; Process stays). */
export const processGrant = (db: Db, input: Decision) =>
  db.transaction((tx) => processGrantIn(tx, input));

/** processGrant inside the caller's transaction. */
export async function processGrantIn(tx: Tx, input: Decision): Promise<GrantRow> {
  const row = await lockGrant(tx, input.merchantId, input.id);
  if (row.status === 'Process') return row;
  if (row.status !== 'Applying') throw stateInvalid(row);
  const [grant] = await tx
    .update(rewardGrants)
    .set({ status: 'Process', updatedAt: new Date(input.now) })
    .where(eq(rewardGrants.id, row.id))
    .returning();
  if (!grant) throw new Error(`grant ${row.id} vanished`);
  await input.audit(tx, auditView(row), auditView(grant));
  return grant;
}

async function message(
  tx: Tx,
  grant: GrantRow,
  type: 'reward_issued' | 'reward_rejected',
  now: number,
) {
  await writeMessage(tx, {
    merchantId: grant.merchantId,
    memberId: grant.memberId,
    type,
    eventKey: `${type}:${grant.id}`,
    values: (language) => ({
      id: String(grant.id),
      title: textIn(grant.title, language) ?? '',
      amount: `${toDecimal(grant.amount)} ${grant.currency}`,
      reason: grant.reason ?? '',
    }),
    now,
    topics: ['balance', 'missions'],
  });
}

/** The wire shape of a grant, with its wagering figures (`wagering` from wageringOf). */
export function grantToWire(row: GrantRow, lang: string, wagering: Wagering): RewardGrantWire {
  const live = wagering.grants.get(row.id);
  const required = row.turnoverRequired;
  const done = live ? live.done : row.wageringMetAt ? required : 0n;
  return {
    id: row.id,
    sourceKind: row.sourceKind,
    sourceId: row.sourceId,
    title: textIn(row.title, lang),
    amount: toDecimal(row.amount),
    currency: row.currency,
    status: row.status,
    review: row.review,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    creditedAt: row.creditedAt?.getTime() ?? null,
    wagering: {
      multiple: plainMultiple(row.wageringMultiple),
      required: toDecimal(required),
      done: toDecimal(done),
      remaining: toDecimal(required - done),
      met: required === 0n || done >= required,
    },
  };
}

/** The member's grants of these sources by source id (for claim statuses). */
export async function grantsBySource(
  db: Db | Tx,
  memberId: number,
  kinds: readonly RewardSourceKind[],
): Promise<Map<string, GrantRow>> {
  const rows = await db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), inArray(rewardGrants.sourceKind, [...kinds])));
  return new Map(rows.map((r) => [`${r.sourceKind}:${r.sourceId}`, r]));
}

export const sumOf = sql<string>`coalesce(sum(${rewardGrants.amount}), 0)::text`;

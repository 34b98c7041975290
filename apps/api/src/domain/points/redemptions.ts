// Redeeming rewards with points. A redemption takes the points at once (member -> held) and
// the units from stock, and waits `in_process` for an operator: approval spends the held
// points (held -> redeemed) and pays cash and bonus rewards to the member's balance through
// the money ledger (kind `bonus`, reference `points:<id>`), all in one database transaction;
// rejection returns the points (held -> member) and the stock.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { pointRedemptions, pointRewards, type RedemptionStatus } from '../../db/schema/points';
import type { Member } from '../sessions';
import {
  toDecimal,
  type Tx,
  AppError,
  notFound,
  offsetOf,
  type PageInput,
  pageOf,
} from '../kernel';
import { grantReward } from '../rewards';
import { accruePoints } from './accrual';
import { findReward, rewardImageUrl, textIn } from './catalogue';
import { checkAccountPassword } from './password';
import { lockPointAccount, pointsShort, postPoints, systemPointAccount } from './points-ledger';
import { pointRules } from './settings';

export type RedemptionWire = components['schemas']['PointRedemption'];
export type OperatorRedemptionWire = components['schemas']['OperatorPointRedemption'];
type RedeemRequest = components['schemas']['RedeemPointRequest'];
type RedemptionRow = typeof pointRedemptions.$inferSelect;
type Audit = (tx: Tx, before: unknown, after: unknown) => Promise<void>;

export type { PageInput };

/** Order numbers: P, a kind letter (R redemption, C conversion), the UTC time, 10 hex digits. */
export function pointOrderId(kind: 'R' | 'C', now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return `P${kind}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function toWire(row: RedemptionRow, names: Record<string, string>, language: string) {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardName: textIn(names, language),
    rewardType: row.rewardType,
    imageUrl: rewardImageUrl(row.rewardId),
    status: row.status,
    pointsRequired: row.pointsRequired,
    amountRequired: toDecimal(row.amountRequired),
    value: row.rewardType === 'item' ? null : toDecimal(row.value * BigInt(row.quantity)),
    quantity: row.quantity,
    remark: row.remark,
    applyTime: row.createdAt.getTime(),
    changedPoints: -Number(row.points),
    pointsBalance: Number(row.pointsBalance),
    decidedAt: row.decidedAt?.getTime() ?? null,
    rejectReason: row.rejectReason,
  } satisfies RedemptionWire;
}

const selection = {
  r: pointRedemptions,
  names: pointRewards.names,
  account: members.username,
};

async function redemptionPage<T>(
  db: Db,
  where: SQL | undefined,
  paging: PageInput,
  map: (row: RedemptionRow, names: Record<string, string>, account: string) => T,
) {
  const [total] = await db
    .select({ n: count() })
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(where);
  const rows = await db
    .select(selection)
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  return pageOf(
    rows.map((r) => map(r.r, r.names, r.account)),
    Number(total?.n ?? 0),
    paging,
  );
}

export function memberRedemptions(
  db: Db,
  memberId: number,
  filter: { status?: RedemptionStatus | undefined; language: string },
  paging: PageInput,
) {
  return redemptionPage(
    db,
    and(
      eq(pointRedemptions.memberId, memberId),
      filter.status ? eq(pointRedemptions.status, filter.status) : undefined,
    ),
    paging,
    (row, names) => toWire(row, names, filter.language),
  );
}

const operatorWire = (
  row: RedemptionRow,
  names: Record<string, string>,
  account: string,
): OperatorRedemptionWire => ({
  ...toWire(row, names, 'EN'),
  memberId: row.memberId,
  account,
});

export function operatorRedemptions(
  db: Db,
  merchantId: number,
  filter: { status?: RedemptionStatus | undefined; account?: string | undefined },
  paging: PageInput,
) {
  return redemptionPage(
    db,
    and(
      eq(pointRedemptions.merchantId, merchantId),
      filter.status ? eq(pointRedemptions.status, filter.status) : undefined,
      filter.account !== undefined ? eq(members.username, filter.account) : undefined,
    ),
    paging,
    operatorWire,
  );
}

async function operatorRedemption(
  db: Db | Tx,
  merchantId: number,
  id: string,
): Promise<OperatorRedemptionWire> {
  const [row] = await db
    .select(selection)
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.merchantId, merchantId)));
  if (!row) throw notFound('No such redemption');
  return operatorWire(row.r, row.names, row.account);
}

export async function redeemReward(
  db: Db,
  input: {
    merchant: { id: number; currency: string };
    member: Member;
    body: RedeemRequest;
    language: string;
    now: number;
  },
): Promise<RedemptionWire> {
  const { merchant, member, body, now } = input;
  const reward = await findReward(db, merchant.id, body.rewardId);
  if (!reward) throw notFound('No such reward');
  if (!reward.active)
    throw new AppError(400, 'point.reward.unavailable', 'This reward is not available');
  if (body.quantity > reward.maxPerRedemption) {
    throw new AppError(400, 'point.quantity.invalid', 'You cannot redeem that many at once', {
      max: reward.maxPerRedemption,
    });
  }
  await checkAccountPassword(db, member, body.password, now);
  const rules = await pointRules(db, merchant.id);
  const remark = body.remark?.trim() || null;
  const id = pointOrderId('R', now);
  const row = await db.transaction(async (tx) => {
    const { account, validBets } = await accruePoints(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      rules,
      now,
    });
    const points = BigInt(reward.pointsRequired) * BigInt(body.quantity);
    if (account.balance < points) throw pointsShort(points, account.balance);
    if (reward.stock !== null) {
      const [taken] = await tx
        .update(pointRewards)
        .set({ stock: sql`${pointRewards.stock} - ${body.quantity}` })
        .where(
          and(
            eq(pointRewards.id, reward.id),
            eq(pointRewards.active, true),
            sql`${pointRewards.stock} >= ${body.quantity}`,
          ),
        )
        .returning({ stock: pointRewards.stock });
      if (!taken) {
        const [left] = await tx
          .select({ stock: pointRewards.stock, active: pointRewards.active })
          .from(pointRewards)
          .where(eq(pointRewards.id, reward.id));
        if (left && !left.active)
          throw new AppError(400, 'point.reward.unavailable', 'This reward is not available');
        throw new AppError(400, 'point.reward.out.of.stock', 'Not enough of this reward is left', {
          stock: left?.stock ?? 0,
        });
      }
    }
    if (validBets < reward.amountRequired) {
      throw new AppError(
        400,
        'point.amount.requirement',
        'Your valid bets have not reached the amount this reward requires',
        { required: toDecimal(reward.amountRequired), validBets: toDecimal(validBets) },
      );
    }
    const held = await systemPointAccount(tx, merchant.id, 'held');
    const posted = await postPoints(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'redeem',
      idempotencyKey: `redeem:${id}`,
      reference: id,
      legs: [
        { accountId: account.id, amount: -points, kind: 'member' },
        { accountId: held, amount: points, kind: 'system' },
      ],
      now,
    });
    const [created] = await tx
      .insert(pointRedemptions)
      .values({
        id,
        merchantId: merchant.id,
        memberId: member.id,
        rewardId: reward.id,
        rewardType: reward.type,
        pointsRequired: reward.pointsRequired,
        amountRequired: reward.amountRequired,
        value: reward.value,
        quantity: body.quantity,
        points,
        pointsBalance: posted.balances.get(account.id) ?? account.balance - points,
        remark,
        status: 'in_process',
        currency: merchant.currency,
        createdAt: new Date(now),
      })
      .returning();
    if (!created) throw new Error('redemption not stored');
    return created;
  });
  return toWire(row, reward.names, input.language);
}

const stateInvalid = () =>
  new AppError(
    409,
    'transaction.state.invalid',
    'This redemption cannot be changed in its current state',
  );

/** Moves a redemption in process to its decision inside one database transaction. */
function decide(
  db: Db,
  merchantId: number,
  id: string,
  audit: Audit,
  apply: (tx: Tx, row: RedemptionRow) => Promise<void>,
): Promise<OperatorRedemptionWire> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.merchantId, merchantId)))
      .for('update');
    if (!row) throw notFound('No such redemption');
    const before = await operatorRedemption(tx, merchantId, id);
    if (row.status !== 'in_process') throw stateInvalid();
    await apply(tx, row);
    const after = await operatorRedemption(tx, merchantId, id);
    await audit(tx, before, after);
    return after;
  });
}

/**
 * The decision's one points transaction: the redemption's held points move to `to` (spent on
 * approval, back to the member on rejection), keyed by the decision and the redemption.
 */
async function releaseHeld(
  tx: Tx,
  row: RedemptionRow,
  kind: 'redeem_approve' | 'redeem_return',
  held: number,
  to: { accountId: number; kind: 'system' | 'member' },
  now: number,
) {
  await postPoints(tx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    kind,
    idempotencyKey: `${kind.replace('_', '-')}:${row.id}`,
    reference: row.id,
    legs: [
      { accountId: held, amount: -row.points, kind: 'system' },
      { ...to, amount: row.points },
    ],
    now,
  });
}

export function approveRedemption(
  db: Db,
  merchantId: number,
  id: string,
  now: number,
  audit: Audit,
): Promise<OperatorRedemptionWire> {
  return decide(db, merchantId, id, audit, async (tx, row) => {
    const held = await systemPointAccount(tx, merchantId, 'held');
    const redeemed = await systemPointAccount(tx, merchantId, 'redeemed');
    await releaseHeld(
      tx,
      row,
      'redeem_approve',
      held,
      { accountId: redeemed, kind: 'system' },
      now,
    );
    const amount = row.rewardType === 'item' ? 0n : row.value * BigInt(row.quantity);
    if (amount > 0n) {
      // Paid through the reward model (a grant of source `points`, ledger kind `bonus`,
      // reference `points:<id>`): the member's reward records and bonus details list it.
      const [reward] = await tx
        .select({ names: pointRewards.names })
        .from(pointRewards)
        .where(eq(pointRewards.id, row.rewardId));
      await grantReward(tx, {
        merchantId,
        memberId: row.memberId,
        currency: row.currency,
        sourceKind: 'points',
        sourceId: id,
        amount,
        title: reward?.names ?? {},
        paidAs: 'Issued',
        now,
      });
    }
    await tx
      .update(pointRedemptions)
      .set({ status: 'approved', decidedAt: new Date(now) })
      .where(eq(pointRedemptions.id, id));
  });
}

export function rejectRedemption(
  db: Db,
  merchantId: number,
  id: string,
  reason: string,
  now: number,
  audit: Audit,
): Promise<OperatorRedemptionWire> {
  return decide(db, merchantId, id, audit, async (tx, row) => {
    const held = await systemPointAccount(tx, merchantId, 'held');
    const account = (await lockPointAccount(tx, merchantId, row.memberId)).id;
    await releaseHeld(tx, row, 'redeem_return', held, { accountId: account, kind: 'member' }, now);
    await tx
      .update(pointRewards)
      .set({ stock: sql`${pointRewards.stock} + ${row.quantity}` })
      .where(and(eq(pointRewards.id, row.rewardId), sql`${pointRewards.stock} is not null`));
    await tx
      .update(pointRedemptions)
      .set({ status: 'rejected', rejectReason: reason, decidedAt: new Date(now) })
      .where(eq(pointRedemptions.id, id));
  });
}

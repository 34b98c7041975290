// Lists of grants: the member's rewards (reward centre history), the credited ones of a period
// (bonus details, with totals), and every member's for the operator.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { type GrantStatus, type RewardSourceKind, rewardGrants } from '../../db/schema/rewards';
import {
  addDays,
  AppError,
  isDay,
  localDay,
  memberZone,
  offsetOf,
  type PageInput,
  pageOf,
  periodBounds,
  resolvePeriod,
  toDecimal,
} from '../kernel';
import { grantToWire, sumOf } from './grants';
import { type Wagering, wageringOf, wageringSummary } from './wagering';

export type RewardGrantPage = components['schemas']['RewardGrantPage'];
export type BonusDetails = components['schemas']['BonusDetails'];
export type OperatorRewardGrant = components['schemas']['OperatorRewardGrant'];
export type OperatorRewardPage = components['schemas']['OperatorRewardPage'];

/** A page of grants (the kernel's page input). */
export type Paging = PageInput;

async function listed(db: Db, where: SQL | undefined, paging: Paging) {
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(rewardGrants)
      .where(where)
      .orderBy(desc(rewardGrants.createdAt), desc(rewardGrants.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(rewardGrants).where(where),
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}

/** The member's rewards from every source, newest first. */
export async function memberRewards(
  db: Db,
  memberId: number,
  filter: { sourceKind?: RewardSourceKind | undefined; status?: GrantStatus | undefined },
  paging: Paging,
  lang: string,
  now: number,
): Promise<RewardGrantPage> {
  const where = and(
    eq(rewardGrants.memberId, memberId),
    filter.sourceKind ? eq(rewardGrants.sourceKind, filter.sourceKind) : undefined,
    filter.status ? eq(rewardGrants.status, filter.status) : undefined,
  );
  const [{ rows, total }, wagering] = await Promise.all([
    listed(db, where, paging),
    wageringOf(db, memberId, now),
  ]);
  return pageOf(
    rows.map((r) => grantToWire(r, lang, wagering)),
    total,
    paging,
  );
}

const MAX_DAYS = 90;

/** The period of bonus details, in the merchant's days: default the last 30 days; at most 90. */
export function bonusPeriod(
  from: string | undefined,
  to: string | undefined,
  now: number,
  timeZone: string,
) {
  const last = to ?? localDay(now, timeZone);
  const first = from ?? (isDay(last) ? addDays(last, -29) : last);
  const period = resolvePeriod(
    { period: 'custom', from: first, to: last },
    { timeZone, now, maxDays: MAX_DAYS, scope: 'bonus', preset: 'custom' },
  );
  return { ...period, ...periodBounds(period) };
}

const CREDITED: GrantStatus[] = ['Issued', 'Claimed'];

/** Every reward credited to the member in the period, with the total and the open wagering. */
export async function bonusDetails(
  db: Db,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined; sourceKind?: RewardSourceKind },
  paging: Paging,
  lang: string,
  now: number,
): Promise<BonusDetails> {
  const period = bonusPeriod(query.from, query.to, now, await memberZone(db, memberId));
  const where = and(
    eq(rewardGrants.memberId, memberId),
    inArray(rewardGrants.status, CREDITED),
    isNotNull(rewardGrants.creditedAt),
    gte(rewardGrants.creditedAt, new Date(period.start)),
    lt(rewardGrants.creditedAt, new Date(period.end)),
    query.sourceKind ? eq(rewardGrants.sourceKind, query.sourceKind) : undefined,
  );
  const [rows, [agg], wagering] = await Promise.all([
    db
      .select()
      .from(rewardGrants)
      .where(where)
      .orderBy(desc(rewardGrants.creditedAt), desc(rewardGrants.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db.select({ n: count(), total: sumOf }).from(rewardGrants).where(where),
    wageringOf(db, memberId, now),
  ]);
  const total = Number(agg?.n ?? 0);
  return {
    ...pageOf(
      rows.map((r) => grantToWire(r, lang, wagering)),
      total,
      paging,
    ),
    from: period.from,
    to: period.to,
    total: toDecimal(BigInt(agg?.total ?? '0')),
    wagering: wageringSummary(wagering),
  };
}

/** When an operator last acted on a reviewed grant (null: waiting, or paid without review). */
const decidedAt = (g: typeof rewardGrants.$inferSelect) =>
  g.review && g.status !== 'Applying' ? g.updatedAt.getTime() : null;

const NO_WAGERING: Wagering = { required: 0n, done: 0n, open: 0, grants: new Map() };

/** Every member's rewards for the operator (status Applying: the claims waiting for review). */
export async function operatorRewards(
  db: Db,
  merchantId: number,
  filter: {
    status?: GrantStatus | undefined;
    account?: string | undefined;
    sourceKind?: RewardSourceKind | undefined;
  },
  paging: Paging,
): Promise<OperatorRewardPage> {
  const where = and(
    eq(rewardGrants.merchantId, merchantId),
    filter.status ? eq(rewardGrants.status, filter.status) : undefined,
    filter.sourceKind ? eq(rewardGrants.sourceKind, filter.sourceKind) : undefined,
    filter.account ? eq(members.username, filter.account) : undefined,
  );
  const [rows, [n]] = await Promise.all([
    db
      .select({ grant: rewardGrants, account: members.username })
      .from(rewardGrants)
      .innerJoin(members, eq(members.id, rewardGrants.memberId))
      .where(where)
      .orderBy(desc(rewardGrants.createdAt), desc(rewardGrants.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db
      .select({ n: count() })
      .from(rewardGrants)
      .innerJoin(members, eq(members.id, rewardGrants.memberId))
      .where(where),
  ]);
  return pageOf(
    rows.map((r) => ({
      ...grantToWire(r.grant, 'EN', NO_WAGERING),
      account: r.account,
      memberId: r.grant.memberId,
      decidedAt: decidedAt(r.grant),
    })),
    Number(n?.n ?? 0),
    paging,
  );
}

/** One grant for the operator (after an action). */
export async function operatorReward(
  db: Db,
  merchantId: number,
  id: number,
): Promise<OperatorRewardGrant> {
  const [row] = await db
    .select({ grant: rewardGrants, account: members.username })
    .from(rewardGrants)
    .innerJoin(members, eq(members.id, rewardGrants.memberId))
    .where(and(eq(rewardGrants.id, id), eq(rewardGrants.merchantId, merchantId)));
  if (!row) throw new AppError(404, 'not.found', 'No such reward');
  return {
    ...grantToWire(row.grant, 'EN', NO_WAGERING),
    account: row.account,
    memberId: row.grant.memberId,
    decidedAt: decidedAt(row.grant),
  };
}

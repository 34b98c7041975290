// Lists of grants: the member's rewards (reward centre history), the credited ones of a period
// (bonus details, with totals), and every member's for the operator.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { type GrantStatus, type RewardSourceKind, rewardGrants } from '../../db/schema/rewards';
import { AppError, offsetOf, type PageInput, pageOf, toDecimal } from '../kernel';
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

const DAY = 86_400_000;
const MAX_DAYS = 90;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A UTC day from YYYY-MM-DD (null when it is not a real date). */
function dayOf(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

/** The period of bonus details: default the last 30 days; at most 90. */
export function bonusPeriod(from: string | undefined, to: string | undefined, now: number) {
  const today = Math.floor(now / DAY) * DAY;
  const end = to === undefined ? today : dayOf(to);
  const start = from === undefined ? (end ?? today) - 29 * DAY : dayOf(from);
  if (start === null || end === null || start > end) {
    throw new AppError(400, 'bonus.period.invalid', 'The period is not valid');
  }
  if ((end - start) / DAY + 1 > MAX_DAYS) {
    throw new AppError(400, 'bonus.period.too.long', `The period is longer than ${MAX_DAYS} days`, {
      maxDays: MAX_DAYS,
    });
  }
  return { start, end: end + DAY };
}

const CREDITED: GrantStatus[] = ['Issued', 'Claimed'];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every reward credited to the member in the period, with the total and the open wagering. */
export async function bonusDetails(
  db: Db,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined; sourceKind?: RewardSourceKind },
  paging: Paging,
  lang: string,
  now: number,
): Promise<BonusDetails> {
  const period = bonusPeriod(query.from, query.to, now);
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
    from: iso(period.start),
    to: iso(period.end - DAY),
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

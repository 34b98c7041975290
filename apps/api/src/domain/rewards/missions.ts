// Missions: targets per merchant (valid bets or rounds, optionally in one game category; deposits;
// the first deposit) over a period that resets (daily, weekly, monthly) or never (once). Progress
// is read from the daily figures the database keeps from every bet record and deposit
// (`team_category_daily_stats` at the member's own depth 0, `member_daily_stats`, members'
// first deposit; see drizzle/0010_agent_tree_triggers.sql), so a round pays nothing extra for it
// and a summary adds up a few rows per day. A completed mission is claimed once per period: a
// grant paid at once (source `mission`, id `<mission>:<period>`) and a mission_claims row that
// carries its mission points to the points leaderboard.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { missionClaims } from '../../db/schema/rewards';
import { memberDailyStats, teamCategoryDailyStats } from '../../db/schema/team';
import { type DbOrTx, localDay, memberZone, merchantZone, readsOf, toDecimal } from '../kernel';
import type { Merchant } from '../merchants';
import { AppError, notFound } from '../kernel';
import { type MissionRow, missionsOf, plainMultiple, textIn } from './config';
import { grantReward, grantToWire, type RewardGrantWire } from './grants';
import { periodBounds } from './periods';
import type { Wagering } from './wagering';

export type MissionWire = components['schemas']['Mission'];
export type MissionSummary = components['schemas']['MissionSummary'];

const MONEY_METRICS = new Set(['valid_bet', 'deposit']);
const WIRE_PERIOD = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', once: 'ONCE' } as const;
const WIRE_METRIC = {
  valid_bet: 'VALID_BET',
  rounds: 'ROUNDS',
  deposit: 'DEPOSIT',
  first_deposit: 'FIRST_DEPOSIT',
} as const;
const NO_WAGERING: Wagering = { required: 0n, done: 0n, open: 0, grants: new Map() };

/** Each mission's progress now (its unit: minor units, a count, or 0/1), from the daily figures. */
export async function progressOf(
  db: DbOrTx,
  memberId: number,
  list: readonly MissionRow[],
  now: number,
  timeZone?: string,
): Promise<Map<number, bigint>> {
  const zone = timeZone ?? (await memberZone(db, memberId));
  const starts = list.map((m) => periodBounds(m.period, now, zone).from);
  const earliest = starts.length ? starts.reduce((a, b) => (a < b ? a : b)) : localDay(now, zone);
  const needs = (metrics: string[]) => list.some((m) => metrics.includes(m.metric));
  const [bets, days, member] = await readsOf(db, [
    async () =>
      needs(['valid_bet', 'rounds'])
        ? await db
            .select({
              day: teamCategoryDailyStats.day,
              category: teamCategoryDailyStats.category,
              bets: teamCategoryDailyStats.bets,
              valid: teamCategoryDailyStats.validBets,
            })
            .from(teamCategoryDailyStats)
            .where(
              and(
                eq(teamCategoryDailyStats.agentId, memberId),
                gte(teamCategoryDailyStats.day, earliest),
              ),
            )
        : [],
    async () =>
      needs(['deposit'])
        ? await db
            .select({ day: memberDailyStats.day, deposits: memberDailyStats.deposits })
            .from(memberDailyStats)
            .where(
              and(eq(memberDailyStats.memberId, memberId), gte(memberDailyStats.day, earliest)),
            )
        : [],
    async () =>
      needs(['first_deposit'])
        ? await db
            .select({ at: members.firstDepositAt })
            .from(members)
            .where(eq(members.id, memberId))
        : [],
  ]);
  const out = new Map<number, bigint>();
  for (const m of list) {
    const { from } = periodBounds(m.period, now, zone);
    let value = 0n;
    if (m.metric === 'first_deposit') value = member[0]?.at ? 1n : 0n;
    else if (m.metric === 'deposit') {
      for (const d of days) if (d.day >= from) value += d.deposits;
    } else {
      for (const b of bets) {
        if (b.day < from || (m.category !== null && b.category !== m.category)) continue;
        value += m.metric === 'rounds' ? BigInt(b.bets) : b.valid;
      }
    }
    out.set(m.id, value);
  }
  return out;
}

/** Mission ids the member claimed in their current period. */
async function claimedNow(
  db: Db,
  memberId: number,
  list: readonly MissionRow[],
  now: number,
  zone: string,
) {
  if (list.length === 0) return new Set<number>();
  const keys = [...new Set(list.map((m) => periodBounds(m.period, now, zone).key))];
  const rows = await db
    .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
    .from(missionClaims)
    .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.periodKey, keys)));
  const current = new Map(list.map((m) => [m.id, periodBounds(m.period, now, zone).key]));
  return new Set(
    rows.filter((r) => current.get(r.missionId) === r.periodKey).map((r) => r.missionId),
  );
}

const amountOrCount = (m: MissionRow, v: bigint) =>
  MONEY_METRICS.has(m.metric) ? toDecimal(v) : v.toString();

function toWire(
  m: MissionRow,
  progress: bigint,
  claimed: boolean,
  lang: string,
  now: number,
  zone: string,
): MissionWire {
  const bounds = periodBounds(m.period, now, zone);
  const capped = progress > m.target ? m.target : progress;
  return {
    id: m.id,
    key: m.key,
    title: textIn(m.title, lang) ?? m.key,
    description: textIn(m.description, lang) ?? '',
    period: WIRE_PERIOD[m.period],
    metric: WIRE_METRIC[m.metric],
    category: (m.category as MissionWire['category']) ?? null,
    target: amountOrCount(m, m.target),
    progress: amountOrCount(m, capped),
    reward: toDecimal(m.reward),
    points: m.points,
    wageringMultiple: plainMultiple(m.wageringMultiple),
    status: claimed ? 'CLAIMED' : progress >= m.target ? 'CLAIMABLE' : 'IN_PROGRESS',
    periodKey: bounds.key,
    resetsAt: bounds.end,
  };
}

/** The missions with the member's progress and status in the current periods. */
export async function missionSummary(
  db: Db,
  merchantId: number,
  memberId: number,
  lang: string,
  now: number,
): Promise<MissionSummary> {
  const list = await missionsOf(db, merchantId);
  const zone = await merchantZone(db, merchantId);
  const week = periodBounds('weekly', now, zone);
  const [progress, claimed, [points]] = await readsOf(db, [
    async () => progressOf(db, memberId, list, now, zone),
    async () => claimedNow(db, memberId, list, now, zone),
    async () =>
      db
        .select({ n: sql<number>`coalesce(sum(${missionClaims.points}), 0)::int` })
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.memberId, memberId),
            gte(missionClaims.claimedAt, new Date(week.start)),
          ),
        ),
  ]);
  const missions = list.map((m) =>
    toWire(m, progress.get(m.id) ?? 0n, claimed.has(m.id), lang, now, zone),
  );
  return {
    missions,
    claimable: missions.filter((m) => m.status === 'CLAIMABLE').length,
    pointsThisWeek: points?.n ?? 0,
  };
}

/** Missions complete and not claimed in their period (the missions badge). */
export async function claimableMissions(db: Db, merchantId: number, memberId: number, now: number) {
  const list = await missionsOf(db, merchantId);
  if (list.length === 0) return { claimable: 0, total: 0 };
  const zone = await merchantZone(db, merchantId);
  const [progress, claimed] = await readsOf(db, [
    async () => progressOf(db, memberId, list, now, zone),
    async () => claimedNow(db, memberId, list, now, zone),
  ]);
  const claimable = list.filter(
    (m) => !claimed.has(m.id) && (progress.get(m.id) ?? 0n) >= m.target,
  ).length;
  return { claimable, total: list.length };
}

export interface MissionClaimResult {
  mission: MissionWire;
  grant: RewardGrantWire;
  balance: string;
}

/** Claims a completed mission once per period: its reward is credited at once. */
export async function claimMission(
  db: Db,
  input: { merchant: Merchant; memberId: number; missionId: number; lang: string; now: number },
): Promise<MissionClaimResult> {
  const { merchant, memberId, now, lang } = input;
  const mission = (await missionsOf(db, merchant.id)).find((m) => m.id === input.missionId);
  if (!mission) throw notFound('No such mission');
  const zone = merchant.settings.timeZone;
  const progress = (await progressOf(db, memberId, [mission], now, zone)).get(mission.id) ?? 0n;
  if (progress < mission.target) {
    throw new AppError(400, 'mission.not.complete', 'This mission is not complete yet', {
      progress: amountOrCount(mission, progress),
      target: amountOrCount(mission, mission.target),
    });
  }
  const period = periodBounds(mission.period, now, zone).key;
  const { grant, balance } = await db.transaction(async (tx) => {
    const granted = await grantReward(tx, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
      sourceKind: 'mission',
      sourceId: `${mission.id}:${period}`,
      amount: mission.reward,
      title: mission.title,
      wageringMultiple: mission.wageringMultiple,
      paidAs: 'Claimed',
      language: lang,
      now,
    });
    if (!granted.created) {
      throw new AppError(400, 'mission.claim.duplicate', 'You have already claimed this mission', {
        missionId: mission.id,
        periodKey: period,
      });
    }
    await tx.insert(missionClaims).values({
      memberId,
      missionId: mission.id,
      periodKey: period,
      merchantId: merchant.id,
      points: mission.points,
      grantId: granted.grant.id,
      claimedAt: new Date(now),
    });
    return granted;
  });
  return {
    mission: toWire(mission, progress, true, lang, now, zone),
    grant: grantToWire(grant, lang, freshWagering(grant.id, grant.turnoverRequired)),
    balance: toDecimal(balance ?? 0n),
  };
}

/** A fresh grant's wagering: nothing done yet. */
function freshWagering(id: number, required: bigint): Wagering {
  if (required === 0n) return NO_WAGERING;
  return { ...NO_WAGERING, grants: new Map([[id, { required, done: 0n }]]) };
}

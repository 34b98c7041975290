// The leaderboard of a day, week or month (UTC): by valid bet, from the daily figures of every
// member of the merchant, or by mission points claimed in the period. The ranking is computed
// at most every LIST_TTL_MS per process (it reads every member's rows of the period); the
// member's own entry is always fresh. Names are masked: the first two and last two characters
// of the account with a fixed run of stars, so the length is not told either.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { setBounded } from '../../bounded-map';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { missionClaims } from '../../db/schema/rewards';
import { memberDailyStats } from '../../db/schema/team';
import { merchantZone, toDecimal } from '../kernel';
import { periodBounds, type PeriodBounds } from './periods';

export type MissionLeaderboard = components['schemas']['MissionLeaderboard'];
export type LeaderboardPeriod = MissionLeaderboard['period'];
export type LeaderboardType = MissionLeaderboard['type'];

export const LEADERBOARD_SIZE = 20;
const LIST_TTL_MS = 10_000;

export function maskName(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

interface Ranked {
  memberId: number;
  account: string;
  score: bigint;
}

const PERIOD = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;

async function scores(
  db: Db,
  merchantId: number,
  type: LeaderboardType,
  bounds: PeriodBounds,
  memberId?: number,
): Promise<Ranked[]> {
  const { start, end } = bounds as PeriodBounds & { end: number };
  const who = memberId === undefined ? undefined : eq(members.id, memberId);
  if (type === 'VALID_BET') {
    const score = sql<string>`sum(${memberDailyStats.validBets})::text`;
    const rows = await db
      .select({ memberId: members.id, account: members.username, score })
      .from(memberDailyStats)
      .innerJoin(members, eq(members.id, memberDailyStats.memberId))
      .where(
        and(
          eq(members.merchantId, merchantId),
          gte(memberDailyStats.day, bounds.from),
          lt(memberDailyStats.day, bounds.until!),
          who,
        ),
      )
      .groupBy(members.id, members.username)
      .having(sql`sum(${memberDailyStats.validBets}) > 0`);
    return rows.map((r) => ({ ...r, score: BigInt(r.score) }));
  }
  const score = sql<string>`sum(${missionClaims.points})::text`;
  const rows = await db
    .select({ memberId: members.id, account: members.username, score })
    .from(missionClaims)
    .innerJoin(members, eq(members.id, missionClaims.memberId))
    .where(
      and(
        eq(missionClaims.merchantId, merchantId),
        gte(missionClaims.claimedAt, new Date(start)),
        lt(missionClaims.claimedAt, new Date(end)),
        who,
      ),
    )
    .groupBy(members.id, members.username)
    .having(sql`sum(${missionClaims.points}) > 0`);
  return rows.map((r) => ({ ...r, score: BigInt(r.score) }));
}

const byScore = (a: Ranked, b: Ranked) =>
  a.score === b.score ? a.memberId - b.memberId : a.score > b.score ? -1 : 1;

const lists = new WeakMap<Db, Map<string, { at: number; list: Promise<Ranked[]> }>>();

function rankedList(db: Db, merchantId: number, type: LeaderboardType, bounds: PeriodBounds) {
  let cache = lists.get(db);
  if (!cache) {
    cache = new Map();
    lists.set(db, cache);
  }
  const key = `${merchantId}:${type}:${bounds.start}`;
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < LIST_TTL_MS) return hit.list;
  const list = scores(db, merchantId, type, bounds).then((rows) => rows.sort(byScore));
  list.catch(() => cache.delete(key));
  setBounded(cache, key, { at: now, list }, 100);
  return list;
}

export async function leaderboard(
  db: Db,
  input: {
    merchantId: number;
    memberId: number;
    period: LeaderboardPeriod;
    type: LeaderboardType;
    now: number;
  },
): Promise<MissionLeaderboard> {
  const { merchantId, memberId, period, type } = input;
  const bounds = periodBounds(PERIOD[period], input.now, await merchantZone(db, merchantId));
  const end = bounds.end!;
  const [ranked, [mine]] = await Promise.all([
    rankedList(db, merchantId, type, bounds),
    scores(db, merchantId, type, bounds, memberId),
  ]);
  const show = (score: bigint) => (type === 'VALID_BET' ? toDecimal(score) : score.toString());
  const others = ranked.filter((r) => r.memberId !== memberId);
  const selfRank = mine ? others.filter((r) => byScore(r, mine) < 0).length + 1 : 0;
  const top = others.slice(0, LEADERBOARD_SIZE);
  if (mine && selfRank <= LEADERBOARD_SIZE) top.splice(selfRank - 1, 0, mine);
  const list = top.slice(0, LEADERBOARD_SIZE).map((r, i) => ({
    rank: i + 1,
    name: maskName(r.account),
    score: show(r.score),
    isSelf: r.memberId === memberId,
  }));
  return {
    period,
    type,
    periodStart: bounds.start,
    periodEnd: end,
    list,
    self: mine
      ? { rank: selfRank, name: maskName(mine.account), score: show(mine.score), isSelf: true }
      : null,
  };
}

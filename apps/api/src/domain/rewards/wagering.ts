// Wagering: a credited reward may require a turnover (valid bets: settled stakes) of
// `multiple × amount` before the member can withdraw. Turnover counts from the moment the reward
// was credited, read from the bet records; rewards credited earlier take it first, so one bet
// never counts twice:
//   with S(t) the valid bets since the oldest open reward, reward i starts at
//   max(S(credited_i), end_{i-1}), ends at start_i + required_i, and has done
//   clamp(S(now) - start_i, 0, required_i).
// While any requirement is open the figures are computed on read; when every open one is met,
// they are kept on the grants (wagering_met_at), so later reads start after them.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { betRecords } from '../../db/schema/bets';
import { rewardGrants } from '../../db/schema/rewards';
import { type DbOrTx, toDecimal } from '../kernel';
import { AppError } from '../kernel';

export type WageringSummary = components['schemas']['WageringSummary'];

export interface GrantWagering {
  required: bigint;
  done: bigint;
}

export interface Wagering {
  required: bigint;
  done: bigint;
  /** Rewards whose own requirement is not met yet. */
  open: number;
  /** The figures of each reward still counted (absent: none, or met and kept). */
  grants: ReadonlyMap<number, GrantWagering>;
}

const NONE: Wagering = { required: 0n, done: 0n, open: 0, grants: new Map() };

/** The member's open wagering, from the bet records. Marks it met when every reward is. */
export async function wageringOf(db: DbOrTx, memberId: number, now: number): Promise<Wagering> {
  const open = await db
    .select({
      id: rewardGrants.id,
      required: rewardGrants.turnoverRequired,
      since: sql<string>`(select coalesce(sum(${betRecords.stake}), 0)::text from ${betRecords}
        where ${betRecords.memberId} = ${memberId} and ${betRecords.status} = 'SETTLED'
          and ${betRecords.createdAt} >= ${rewardGrants.creditedAt})`,
    })
    .from(rewardGrants)
    .where(
      and(
        eq(rewardGrants.memberId, memberId),
        sql`${rewardGrants.turnoverRequired} > 0`,
        isNull(rewardGrants.wageringMetAt),
        isNotNull(rewardGrants.creditedAt),
      ),
    )
    .orderBy(asc(rewardGrants.creditedAt), asc(rewardGrants.id));
  if (open.length === 0) return NONE;
  const first = BigInt(open[0]?.since ?? '0');
  const grants = new Map<number, GrantWagering>();
  let end = 0n;
  let required = 0n;
  let done = 0n;
  let unmet = 0;
  for (const g of open) {
    const start = [first - BigInt(g.since), end].reduce((a, b) => (a > b ? a : b));
    end = start + g.required;
    const got = first - start;
    const mine = got <= 0n ? 0n : got >= g.required ? g.required : got;
    grants.set(g.id, { required: g.required, done: mine });
    required += g.required;
    done += mine;
    if (mine < g.required) unmet += 1;
  }
  if (unmet === 0) {
    await db
      .update(rewardGrants)
      .set({
        wageringMetAt: new Date(now),
        turnoverDone: rewardGrants.turnoverRequired,
        updatedAt: new Date(now),
      })
      .where(
        and(
          inArray(
            rewardGrants.id,
            open.map((g) => g.id),
          ),
          isNull(rewardGrants.wageringMetAt),
        ),
      );
    return NONE;
  }
  return { required, done, open: unmet, grants };
}

export const wageringSummary = (w: Wagering): WageringSummary => ({
  required: toDecimal(w.required),
  done: toDecimal(w.done),
  remaining: toDecimal(w.required - w.done),
  open: w.open,
});

/** Refuses a withdrawal while rewards still require turnover (value: the figures). */
export async function requireWageringMet(db: DbOrTx, memberId: number, now: number) {
  const w = await wageringOf(db, memberId, now);
  if (w.required > w.done) {
    throw new AppError(
      400,
      'withdraw.wagering.required',
      `Your rewards still require ${toDecimal(w.required - w.done)} of valid bets before a withdrawal`,
      {
        remaining: toDecimal(w.required - w.done),
        required: toDecimal(w.required),
        done: toDecimal(w.done),
      },
    );
  }
}

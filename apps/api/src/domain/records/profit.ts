// Personal profit: the member's play per game category over a period (bets, stake, valid bet,
// payout, win/loss), the bonuses and rebates credited in it (the ledger's `bonus` and `rebate`
// kinds, net of any taken back), and the net result: win/loss plus bonuses plus rebates.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusesAndRebates, categoryRank, toDecimal } from '../kernel';
import { cutPeriod } from './paging';
import { type PeriodQuery, periodView, recordsPeriod } from './period';
import { at, big, n, type PlaySums, playView, type RecordsCaller } from './shared';

interface Sums extends PlaySums {
  bets: number;
}

const view = (s: Sums) => ({ bets: s.bets, ...playView(s) });

export async function personalProfit(
  db: Db,
  caller: RecordsCaller,
  query: PeriodQuery,
  now: number,
) {
  const period = recordsPeriod(query, caller.merchant.settings, now);
  const member = caller.memberId;
  const cut = cutPeriod(period.start, period.end, period.timeZone);
  const betParts: SQL[] = [];
  if (cut.days) {
    betParts.push(sql`
      select category, sum(bets)::bigint as n, sum(stake)::bigint as stake,
             sum(valid_bets)::bigint as valid, sum(payout)::bigint as payout
        from member_bet_daily
       where member_id = ${member} and day >= ${cut.days.first}::date and day < ${cut.days.end}::date
       group by category`);
  }
  for (const range of [cut.head, cut.tail]) {
    if (!range) continue;
    betParts.push(sql`
      select category, count(*)::bigint as n, sum(stake)::bigint as stake,
             coalesce(sum(stake) filter (where status = 'SETTLED'), 0)::bigint as valid,
             coalesce(sum(payout) filter (where status = 'SETTLED'), 0)::bigint as payout
        from bet_records
       where member_id = ${member} and created_at >= ${at(range.start)} and created_at < ${at(range.end)}
       group by category`);
  }
  const [bets, credits] = await Promise.all([
    db.execute<{ category: string; n: string; stake: string; valid: string; payout: string }>(
      sql.join(betParts, sql` union all `),
    ),
    bonusesAndRebates(db, member, cut),
  ]);
  const byCategory = new Map<string, Sums>();
  const all: Sums = { bets: 0, stake: 0n, valid: 0n, payout: 0n };
  for (const r of bets.rows) {
    const s = byCategory.get(r.category) ?? { bets: 0, stake: 0n, valid: 0n, payout: 0n };
    for (const x of [s, all]) {
      x.bets += n(r.n);
      x.stake += big(r.stake);
      x.valid += big(r.valid);
      x.payout += big(r.payout);
    }
    byCategory.set(r.category, s);
  }
  let bonus = 0n;
  let rebate = 0n;
  for (const r of credits) {
    if (r.kind === 'bonus') bonus += big(r.amount);
    else rebate += big(r.amount);
  }
  return {
    period: periodView(period),
    list: [...byCategory.entries()]
      .filter(([, s]) => s.bets > 0)
      .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || (a < b ? -1 : 1))
      .map(([category, s]) => ({ category, ...view(s) })),
    totals: {
      ...view(all),
      bonus: toDecimal(bonus),
      rebate: toDecimal(rebate),
      net: toDecimal(all.payout - all.valid + bonus + rebate),
    },
  };
}

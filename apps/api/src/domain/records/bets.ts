// Bet records: the member's rounds by category, vendor, status and period, with the page's and
// the period's totals, and one round's detail. Valid bet is the stake of a settled round; win/
// loss is payout minus valid bet (the member's side), zero while a round is open.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorNames } from '../catalogue';
import { notFound, roundMovements, toDecimal } from '../kernel';
import { cutPeriod, type Order, planPage, segmentsOf } from './paging';
import { paging, type PeriodQuery, periodView, recordsPeriod, sortColumn } from './period';
import { at, big, iso, n, type PlaySums, playView, type RecordsCaller } from './shared';
import { gameName } from './transactions';

export const BET_SORTS = ['createdAt', 'stake', 'winLoss'] as const;
export type BetStatus = 'OPEN' | 'SETTLED';

export interface BetQuery extends PeriodQuery {
  category?: string | undefined;
  vendorCode?: string | undefined;
  status?: BetStatus | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

interface Sums extends PlaySums {
  count: number;
}

const sumsView = (s: Sums) => ({ count: s.count, ...playView(s) });

type BetRow = {
  id: string;
  round_id: string;
  category: string;
  vendor_code: string;
  game_code: string;
  name_en: string | null;
  name_cn: string | null;
  stake: string;
  payout: string;
  status: BetStatus;
  created_at: string;
  settled_at: string | null;
};

function betView(r: BetRow, language: string, vendors: ReadonlyMap<string, string>) {
  const settled = r.status === 'SETTLED';
  const stake = BigInt(r.stake);
  const payout = settled ? BigInt(r.payout) : 0n;
  const valid = settled ? stake : 0n;
  return {
    betId: Number(r.id),
    roundId: r.round_id,
    category: r.category,
    vendorCode: r.vendor_code,
    vendorName: vendors.get(r.vendor_code) ?? r.vendor_code,
    gameCode: r.game_code,
    gameName: gameName(r, language),
    stake: toDecimal(stake),
    validBet: toDecimal(valid),
    payout: toDecimal(payout),
    winLoss: toDecimal(payout - valid),
    status: r.status,
    createdAt: r.created_at,
    settledAt: r.settled_at,
  };
}

const betColumns = sql`b.id::text, b.round_id, b.category, b.vendor_code, b.game_code,
  g.name_en, g.name_cn, b.stake::text, b.payout::text, b.status,
  ${iso(sql`b.created_at`)} as created_at,
  case when b.settled_at is null then null else ${iso(sql`b.settled_at`)} end as settled_at`;

export async function betHistory(db: Db, caller: RecordsCaller, query: BetQuery, now: number) {
  const period = recordsPeriod(query, caller.merchant.settings, now);
  const page = paging(query);
  const sort = sortColumn(BET_SORTS, query.sort, 'createdAt');
  const order: Order = query.order ?? 'desc';
  const member = caller.memberId;
  const filters: SQL[] = [];
  if (query.category) filters.push(sql`and category = ${query.category}`);
  if (query.vendorCode) filters.push(sql`and vendor_code = ${query.vendorCode}`);
  const filter = sql.join(filters, sql` `);
  const rowStatus = query.status ? sql`and status = ${query.status}` : sql``;
  // Daily sums of the chosen status: open bets count apart from settled ones.
  const daily =
    query.status === 'OPEN'
      ? sql`open_bets::bigint as n, open_stake as stake, 0::bigint as valid, 0::bigint as payout`
      : query.status === 'SETTLED'
        ? sql`(bets - open_bets)::bigint as n, (stake - open_stake) as stake, valid_bets as valid, payout`
        : sql`bets::bigint as n, stake, valid_bets as valid, payout`;
  const cut = cutPeriod(period.start, period.end, period.timeZone);
  const fromRows = (range: { start: number; end: number }, part: string) => sql`
    select ${part}::text as part, null::text as day, count(*)::bigint as n,
           coalesce(sum(stake), 0)::bigint as stake,
           coalesce(sum(stake) filter (where status = 'SETTLED'), 0)::bigint as valid,
           coalesce(sum(payout) filter (where status = 'SETTLED'), 0)::bigint as payout
      from bet_records
     where member_id = ${member} and created_at >= ${at(range.start)} and created_at < ${at(range.end)}
           ${filter} ${rowStatus}`;
  const parts: SQL[] = [];
  if (cut.days)
    parts.push(sql`
      select 'd'::text as part, day::text as day, sum(n)::bigint as n, sum(stake)::bigint as stake,
             sum(valid)::bigint as valid, sum(payout)::bigint as payout
        from (select day, ${daily} from member_bet_daily
               where member_id = ${member} and day >= ${cut.days.first}::date and day < ${cut.days.end}::date
                     ${filter}) d
       group by day`);
  if (cut.head) parts.push(fromRows(cut.head, 'h'));
  if (cut.tail) parts.push(fromRows(cut.tail, 't'));

  const vendors = await vendorNames(db, caller.merchant.id);
  const sums = await db.execute<{
    part: string;
    day: string | null;
    n: string;
    stake: string;
    valid: string;
    payout: string;
  }>(sql.join(parts, sql` union all `));
  const dayCounts = new Map<string, number>();
  const totals: Sums = { count: 0, stake: 0n, valid: 0n, payout: 0n };
  let head = 0;
  let tail = 0;
  for (const r of sums.rows) {
    const count = n(r.n);
    if (r.part === 'd') dayCounts.set(r.day!, count);
    else if (r.part === 'h') head += count;
    else tail += count;
    totals.count += count;
    totals.stake += big(r.stake);
    totals.valid += big(r.valid);
    totals.payout += big(r.payout);
  }
  const segments = segmentsOf(cut, dayCounts, head, tail);
  const plan = planPage(segments, period, page.offset, page.pageSize, order, sort === 'createdAt');
  const rows = plan
    ? await pageRows(db, member, sql`${filter} ${rowStatus}`, sort, order, plan)
    : [];
  const list = rows.map((r) => betView(r, caller.language, vendors));
  const onPage: Sums = { count: list.length, stake: 0n, valid: 0n, payout: 0n };
  for (const r of rows) {
    onPage.stake += BigInt(r.stake);
    if (r.status === 'SETTLED') {
      onPage.valid += BigInt(r.stake);
      onPage.payout += BigInt(r.payout);
    }
  }
  return {
    list,
    total: totals.count,
    page: page.page,
    pageSize: page.pageSize,
    period: periodView(period),
    pageTotals: sumsView(onPage),
    totals: sumsView(totals),
  };
}

async function pageRows(
  db: Db,
  member: number,
  filter: SQL,
  sort: (typeof BET_SORTS)[number],
  order: Order,
  plan: NonNullable<ReturnType<typeof planPage>>,
): Promise<BetRow[]> {
  const read = plan.reverse ? (order === 'asc' ? 'desc' : 'asc') : order;
  const key = (b: string) =>
    sort === 'stake'
      ? sql.raw(`${b}stake ${read}, ${b}id ${read}`)
      : sort === 'winLoss'
        ? sql.raw(
            `(case when ${b}status = 'SETTLED' then ${b}payout - ${b}stake else 0 end) ${read}, ${b}id ${read}`,
          )
        : sql.raw(`${b}created_at ${read}, ${b}id ${read}`);
  const rows = await db.execute<BetRow>(sql`
    select ${betColumns}
      from (select * from bet_records
             where member_id = ${member} and created_at >= ${at(plan.start)} and created_at < ${at(plan.end)}
                   ${filter}
             order by ${key('')} offset ${plan.offset} limit ${plan.limit}) b
      left join games g on g.id = b.game_id
     order by ${key('b.')}`);
  return plan.reverse ? rows.rows.reverse() : rows.rows;
}

/** One round of the member's: its figures, what was bet and drawn, and its ledger movements. */
export async function betDetail(db: Db, caller: RecordsCaller, betId: number) {
  const [row] = (
    await db.execute<BetRow & { bet: unknown; outcome: unknown }>(sql`
      select ${betColumns}, b.bet, b.outcome
        from bet_records b left join games g on g.id = b.game_id
       where b.id = ${betId} and b.member_id = ${caller.memberId}`)
  ).rows;
  if (!row) throw notFound('No such bet record');
  const vendors = await vendorNames(db, caller.merchant.id);
  // The round's money movements: the vendor keys them by the bet record (stake, payout, refund).
  const moves = await roundMovements(db, caller.merchant.id, caller.memberId, betId);
  return {
    ...betView(row, caller.language, vendors),
    bet: isRecord(row.bet) ? row.bet : {},
    outcome: isRecord(row.outcome) ? row.outcome : {},
    transactions: moves.map((m) => ({
      transactionId: Number(m.transaction_id),
      kind: m.kind,
      amount: toDecimal(BigInt(m.amount)),
      wallet: m.wallet,
      createdAt: m.created_at,
    })),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

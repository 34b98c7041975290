// Transaction history: every ledger movement on the accounts the member owns (the main account
// and any vendor wallet), by kind and period, with the period's totals, and one transaction's
// detail. The member always comes from the session: another member's transaction is not found.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toDecimal, notFound } from '../kernel';
import { cutPeriod, type Order, planPage, segmentsOf } from './paging';
import { paging, type PeriodQuery, periodView, recordsPeriod, sortColumn } from './period';
import { at, big, iso, n, type RecordsCaller, walletOf } from './shared';

/** Every kind of ledger transaction a member's account can take part in. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'stake',
  'payout',
  'refund',
  'transfer',
  'upline_transfer',
  'wallet_transfer',
  'bonus',
  'rebate',
  'commission',
  'dividend',
  'salary',
  'adjustment',
  'funding',
  'withdrawal_payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const TRANSACTION_SORTS = ['createdAt', 'amount'] as const;

export interface TransactionQuery extends PeriodQuery {
  kind?: LedgerKind | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

interface KindSums {
  count: number;
  credits: bigint;
  debits: bigint;
}

const sumsView = (s: KindSums) => ({
  count: s.count,
  credits: toDecimal(s.credits),
  debits: toDecimal(s.debits),
  net: toDecimal(s.credits + s.debits),
});

/** A bet record's id from a ledger reference (`bet:<id>`), else null. */
export function betIdOf(reference: string | null): number | null {
  const m = /^bet:(\d{1,18})$/.exec(reference ?? '');
  return m ? Number(m[1]) : null;
}

export async function transactionHistory(
  db: Db,
  caller: RecordsCaller,
  query: TransactionQuery,
  now: number,
) {
  const period = recordsPeriod(query, caller.merchant.settings, now);
  const page = paging(query);
  const sort = sortColumn(TRANSACTION_SORTS, query.sort, 'createdAt');
  const order: Order = query.order ?? 'desc';
  const member = caller.memberId;
  const kind = query.kind ? sql`and kind = ${query.kind}` : sql``;
  const cut = cutPeriod(period.start, period.end, period.timeZone);
  const fromLines = (range: { start: number; end: number }, part: string) => sql`
    select ${part}::text as part, null::text as day, kind, count(*)::bigint as n,
           coalesce(sum(amount) filter (where amount > 0), 0)::bigint as credits,
           coalesce(sum(amount) filter (where amount < 0), 0)::bigint as debits
      from member_ledger_lines
     where member_id = ${member} and created_at >= ${at(range.start)} and created_at < ${at(range.end)} ${kind}
     group by kind`;
  const parts: SQL[] = [];
  if (cut.days)
    parts.push(sql`
      select 'd'::text as part, day::text as day, kind, entries::bigint as n, credits, debits
        from member_ledger_daily
       where member_id = ${member} and day >= ${cut.days.first}::date and day < ${cut.days.end}::date ${kind}`);
  if (cut.head) parts.push(fromLines(cut.head, 'h'));
  if (cut.tail) parts.push(fromLines(cut.tail, 't'));

  const sums = await db.execute<{
    part: string;
    day: string | null;
    kind: string;
    n: string;
    credits: string;
    debits: string;
  }>(sql.join(parts, sql` union all `));
  const dayCounts = new Map<string, number>();
  const byKind = new Map<string, KindSums>();
  let head = 0;
  let tail = 0;
  for (const r of sums.rows) {
    const count = n(r.n);
    if (r.part === 'd') dayCounts.set(r.day!, (dayCounts.get(r.day!) ?? 0) + count);
    else if (r.part === 'h') head += count;
    else tail += count;
    const k = byKind.get(r.kind) ?? { count: 0, credits: 0n, debits: 0n };
    k.count += count;
    k.credits += big(r.credits);
    k.debits += big(r.debits);
    byKind.set(r.kind, k);
  }
  const segments = segmentsOf(cut, dayCounts, head, tail);
  const total = segments.reduce((s, x) => s + x.count, 0);
  const plan = planPage(segments, period, page.offset, page.pageSize, order, sort === 'createdAt');
  const list = plan ? await pageRows(db, member, kind, sort, order, plan) : [];
  const all: KindSums = { count: 0, credits: 0n, debits: 0n };
  for (const k of byKind.values()) {
    all.count += k.count;
    all.credits += k.credits;
    all.debits += k.debits;
  }
  return {
    list,
    total,
    page: page.page,
    pageSize: page.pageSize,
    period: periodView(period),
    totals: {
      ...sumsView(all),
      byKind: [...byKind.entries()]
        .filter(([, s]) => s.count > 0)
        .sort(([a], [b]) => kindRank(a) - kindRank(b))
        .map(([k, s]) => ({ kind: k, ...sumsView(s) })),
    },
  };
}

const kindRank = (kind: string) => {
  const i = (LEDGER_KINDS as readonly string[]).indexOf(kind);
  return i < 0 ? LEDGER_KINDS.length : i;
};

async function pageRows(
  db: Db,
  member: number,
  kind: SQL,
  sort: (typeof TRANSACTION_SORTS)[number],
  order: Order,
  plan: NonNullable<ReturnType<typeof planPage>>,
) {
  const read = plan.reverse ? (order === 'asc' ? 'desc' : 'asc') : order;
  const dir = sql.raw(read);
  const by =
    sort === 'amount'
      ? sql`amount ${dir}, entry_id ${dir}`
      : sql`created_at ${dir}, entry_id ${dir}`;
  const rows = await db.execute<{
    entry_id: string;
    transaction_id: string;
    kind: string;
    amount: string;
    wallet: string | null;
    reference: string | null;
    created_at: string;
  }>(sql`
    select l.entry_id::text, l.transaction_id::text, l.kind, l.amount::text,
           ${walletOf(sql`l.account_id`)} as wallet, t.reference,
           ${iso(sql`l.created_at`)} as created_at
      from (select * from member_ledger_lines
             where member_id = ${member} and created_at >= ${at(plan.start)} and created_at < ${at(plan.end)} ${kind}
             order by ${by} offset ${plan.offset} limit ${plan.limit}) l
      join ledger_transactions t on t.id = l.transaction_id
     order by ${sort === 'amount' ? sql`l.amount ${dir}, l.entry_id ${dir}` : sql`l.created_at ${dir}, l.entry_id ${dir}`}`);
  const list = rows.rows.map((r) => ({
    entryId: Number(r.entry_id),
    transactionId: Number(r.transaction_id),
    kind: r.kind,
    amount: toDecimal(BigInt(r.amount)),
    wallet: r.wallet,
    betId: betIdOf(r.reference),
    createdAt: r.created_at,
  }));
  return plan.reverse ? list.reverse() : list;
}

/** The deposit, withdrawal or source a transaction's reference names, by its kind. */
function linkOf(kind: string, reference: string | null) {
  if (!reference) return {};
  if (kind === 'deposit') return { depositId: reference };
  if (kind === 'withdrawal' || kind === 'withdrawal_return') return { withdrawalId: reference };
  if (kind === 'bonus' || kind === 'rebate') {
    const source = /^([a-z][a-z0-9_-]{0,31}):/i.exec(reference)?.[1];
    return source ? { source: source.toLowerCase() } : {};
  }
  return {};
}

/** One transaction as the member sees it: its own legs only, and what it belongs to. */
export async function transactionDetail(db: Db, caller: RecordsCaller, transactionId: number) {
  const member = caller.memberId;
  const lines = await db.execute<{
    entry_id: string;
    amount: string;
    wallet: string | null;
  }>(sql`
    select l.entry_id::text, l.amount::text, ${walletOf(sql`l.account_id`)} as wallet
      from member_ledger_lines l
     where l.transaction_id = ${transactionId} and l.member_id = ${member}
     order by l.entry_id`);
  if (lines.rows.length === 0) throw notFound('No such transaction');
  const [t] = (
    await db.execute<{ kind: string; reference: string | null; created_at: string }>(sql`
      select kind, reference, ${iso(sql`created_at`)} as created_at
        from ledger_transactions where id = ${transactionId}`)
  ).rows;
  if (!t) throw notFound('No such transaction');
  const betId = betIdOf(t.reference);
  const bet = betId === null ? null : await betSummary(db, caller, betId);
  let counterparty: string | null = null;
  if (t.kind === 'transfer' || t.kind === 'upline_transfer') {
    const [other] = (
      await db.execute<{ username: string }>(sql`
        select m.username from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join members m on m.id = a.member_id
         where e.transaction_id = ${transactionId} and a.member_id <> ${member}
         limit 1`)
    ).rows;
    counterparty = other?.username ?? null;
  }
  const net = lines.rows.reduce((s, r) => s + BigInt(r.amount), 0n);
  return {
    transactionId,
    kind: t.kind,
    createdAt: t.created_at,
    amount: toDecimal(net),
    entries: lines.rows.map((r) => ({
      entryId: Number(r.entry_id),
      wallet: r.wallet,
      amount: toDecimal(BigInt(r.amount)),
    })),
    bet,
    counterparty,
    depositId: null,
    withdrawalId: null,
    source: null,
    ...linkOf(t.kind, t.reference),
  };
}

/** A round of the member's named in a transaction (null when it is not the member's). */
async function betSummary(db: Db, caller: RecordsCaller, betId: number) {
  const [b] = (
    await db.execute<{
      id: string;
      round_id: string;
      category: string;
      vendor_code: string;
      name_en: string | null;
      name_cn: string | null;
      game_code: string;
    }>(sql`
      select b.id::text, b.round_id, b.category, b.vendor_code, b.game_code, g.name_en, g.name_cn
        from bet_records b left join games g on g.id = b.game_id
       where b.id = ${betId} and b.member_id = ${caller.memberId}`)
  ).rows;
  if (!b) return null;
  return {
    betId: Number(b.id),
    roundId: b.round_id,
    category: b.category,
    vendorCode: b.vendor_code,
    gameName: gameName(b, caller.language),
  };
}

/** A game's name in the caller's language (Chinese names for CN and TW), else its code. */
export function gameName(
  row: { name_en: string | null; name_cn: string | null; game_code: string },
  language: string,
): string {
  const chinese = language === 'CN' || language === 'TW';
  return (chinese ? row.name_cn : row.name_en) ?? row.name_en ?? row.game_code;
}

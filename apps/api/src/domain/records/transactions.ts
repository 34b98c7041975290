// Transaction history: every ledger movement on the accounts the member owns (the main account
// and any vendor wallet), by kind and period, with the period's totals, and one transaction's
// detail. The member always comes from the session: another member's transaction is not found.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  counterpartyOf,
  LEDGER_KINDS,
  ledgerTransaction,
  memberLegs,
  notFound,
  statementLines,
  statementSums,
  toDecimal,
} from '../kernel';
import { cutPeriod, type Order, planPage, segmentsOf } from './paging';
import { paging, type PeriodQuery, periodView, recordsPeriod, sortColumn } from './period';
import { big, n, type RecordsCaller } from './shared';

/** Every kind of ledger transaction a member's account can take part in (the contract's). */
export { LEDGER_KINDS };
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
  const cut = cutPeriod(period.start, period.end, period.timeZone);
  const sums = await statementSums(db, member, cut, query.kind);
  const dayCounts = new Map<string, number>();
  const byKind = new Map<string, KindSums>();
  let head = 0;
  let tail = 0;
  for (const r of sums) {
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
  const list = plan ? await pageRows(db, member, query.kind, sort, order, plan) : [];
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
  kind: LedgerKind | undefined,
  sort: (typeof TRANSACTION_SORTS)[number],
  order: Order,
  plan: NonNullable<ReturnType<typeof planPage>>,
) {
  const read = plan.reverse ? (order === 'asc' ? 'desc' : 'asc') : order;
  const rows = await statementLines(db, member, {
    start: plan.start,
    end: plan.end,
    offset: plan.offset,
    limit: plan.limit,
    sort,
    order: read,
    kind,
  });
  const list = rows.map((r) => ({
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
  const lines = await memberLegs(db, member, transactionId);
  if (lines.length === 0) throw notFound('No such transaction');
  const t = await ledgerTransaction(db, transactionId);
  if (!t) throw notFound('No such transaction');
  const betId = betIdOf(t.reference);
  const bet = betId === null ? null : await betSummary(db, caller, betId);
  let counterparty: string | null = null;
  if (t.kind === 'transfer' || t.kind === 'upline_transfer') {
    counterparty = await counterpartyOf(db, transactionId, member);
  }
  const net = lines.reduce((s, r) => s + BigInt(r.amount), 0n);
  return {
    transactionId,
    kind: t.kind,
    createdAt: t.created_at,
    amount: toDecimal(net),
    entries: lines.map((r) => ({
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

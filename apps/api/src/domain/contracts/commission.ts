// Agent commission: the rebate rates agents set for their downlines, paid. For each closed
// commission period (a day in the merchant's zone) and each agent, on the valid bets (stakes)
// that SETTLED in the period under each of its direct downlines (the downline itself and its
// whole branch), per game category:
//
//   part = stake x (agent's rate - direct downline's rate)        (rates: percent, 2 decimals)
//
// An agent whose rate is not above its downline's earns nothing on that branch (a part is
// never negative). Along a chain A > B > C every level gets its own difference, so a stake of
// C pays A (a - b) and B (b - c): together (a - c), never more than the top agent's rate.
// ROUNDING: an agent's parts of a period are added exactly (in ten-thousandths of a minor unit)
// and the sum is rounded DOWN once to the minor unit; the remainder (under one minor unit per
// agent and period) stays with the house and is not carried. The rates are those stored when
// the period is settled (each settlement records them in its lines).
//
// The house pays (ledger kind `commission`, house -> agent, one transaction per settlement,
// idempotency key `commission:<agent>:<period>`, reference `commission:<id>`). A run holds the
// period's advisory lock (job `commission:D`) like the contract jobs; settlements are unique
// per (agent, period): a second run, a concurrent one, or an operator's forced run of the same
// period inserts nothing and pays nothing twice. Agents are paid in batches of agents by id,
// one transaction per batch.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { arrayOf } from '../../db/sql-arrays';
import {
  AppError,
  houseAccount,
  memberAccounts,
  periodAt,
  postBatch,
  toDecimal,
  type Tx,
} from '../kernel';
import { retrying } from './batches';
import { lockKey, type Period, type RunResult, type SettleMerchant } from './settlement-jobs';

export const COMMISSION_JOB = { job: 'commission:D', cycle: 'D', lookback: 7 } as const;

/** Agent member types (the agent tree's): only agents earn commission. */
const AGENT_TYPES = [1, 2, 41, 42];
const DEFAULT_BATCH = 2000;

/** A rate as stored ('1.50', percent) in hundredths of a percent (150); anything else is 0. */
function rateHundredths(rate: string | null | undefined): bigint {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec((rate ?? '').trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export interface CommissionPart {
  /** Valid bets settled in the direct downline's branch, in the category (minor units). */
  validBet: bigint;
  /** Hundredths of a percent: the agent's and the direct downline's. */
  rate: bigint;
  downlineRate: bigint;
}

/**
 * One agent's commission of a period: its parts added exactly, rounded down once.
 * @internal
 */
export function commissionOf(parts: readonly CommissionPart[]): bigint {
  let exact = 0n;
  for (const p of parts) {
    const diff = p.rate - p.downlineRate;
    if (diff > 0n && p.validBet > 0n) exact += p.validBet * diff;
  }
  return exact / 10_000n;
}

interface Line {
  category: string;
  memberId: number;
  account: string;
  validBet: bigint;
  rate: string;
  downlineRate: string;
}

interface Draft {
  agentId: number;
  validBet: bigint;
  amount: bigint;
  lines: Line[];
}

const rateText = (h: bigint) => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;

/**
 * What each agent of the merchant earns in the period: the valid bets settled in the window
 * per (agent, direct downline, category), with both rates. Agents of another branch never see
 * a stake that is not under them (the tree decides).
 */
async function draftCommissions(
  db: Db | Tx,
  merchantId: number,
  period: { start: number; end: number },
): Promise<Draft[]> {
  const { rows } = await db.execute<{
    agent: number;
    child: number;
    account: string;
    category: string;
    valid: string;
    rates: Record<string, string> | null;
    child_rates: Record<string, string> | null;
  }>(sql`
    with staked as (
      select b.member_id, b.category, sum(b.stake) as valid
        from bet_records b
       where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
         and b.settled_at >= ${new Date(period.start).toISOString()}
         and b.settled_at < ${new Date(period.end).toISOString()}
       group by b.member_id, b.category
      having sum(b.stake) > 0)
    select up.ancestor_id as agent, via.ancestor_id as child, c.username as account,
           s.category, sum(s.valid)::text as valid, a.rebates as rates, c.rebates as child_rates
      from staked s
      join member_tree up on up.descendant_id = s.member_id and up.depth >= 1
      join member_tree via on via.descendant_id = s.member_id and via.depth = up.depth - 1
      join members a on a.id = up.ancestor_id
      join members c on c.id = via.ancestor_id
     where a.merchant_id = ${merchantId} and a.type in (${sql.join(
       AGENT_TYPES.map((t) => sql`${t}`),
       sql`, `,
     )})
     group by up.ancestor_id, via.ancestor_id, c.username, s.category, a.rebates, c.rebates
     order by up.ancestor_id, s.category, via.ancestor_id`);
  const drafts = new Map<number, Draft>();
  for (const r of rows) {
    const agentId = Number(r.agent);
    const rate = rateHundredths(r.rates?.[r.category]);
    const downlineRate = rateHundredths(r.child_rates?.[r.category]);
    const validBet = BigInt(r.valid);
    const draft = drafts.get(agentId) ?? { agentId, validBet: 0n, amount: 0n, lines: [] };
    draft.validBet += validBet;
    draft.lines.push({
      category: r.category,
      memberId: Number(r.child),
      account: r.account,
      validBet,
      rate: rateText(rate),
      downlineRate: rateText(downlineRate),
    });
    drafts.set(agentId, draft);
  }
  const out: Draft[] = [];
  for (const d of drafts.values()) {
    d.amount = commissionOf(
      d.lines.map((l) => ({
        validBet: l.validBet,
        rate: rateHundredths(l.rate),
        downlineRate: rateHundredths(l.downlineRate),
      })),
    );
    if (d.amount > 0n) out.push(d);
  }
  return out.sort((a, b) => a.agentId - b.agentId);
}

/** Inserts a batch's settlements (those not there yet) and pays each from the house. */
async function writeCommissions(
  tx: Tx,
  merchant: SettleMerchant,
  period: Period,
  drafts: readonly Draft[],
  now: number,
): Promise<{ paid: number; amount: bigint }> {
  if (drafts.length === 0) return { paid: 0, amount: 0n };
  const at = new Date(now).toISOString();
  const lines = (d: Draft) =>
    JSON.stringify(d.lines.map((l) => ({ ...l, validBet: toDecimal(l.validBet) })));
  const { rows } = await tx.execute<{ id: number; agent: number; amount: string }>(sql`
    insert into commission_settlements (merchant_id, agent_id, period, period_start, period_end,
                                        valid_bet, amount, lines, created_at)
    select ${merchant.id}, a, ${period.key}, ${new Date(period.start).toISOString()},
           ${new Date(period.end).toISOString()}, v, amt, l, ${at}
      from unnest(${arrayOf(
        drafts.map((d) => d.agentId),
        'int',
      )}, ${arrayOf(
        drafts.map((d) => d.validBet),
        'bigint',
      )}, ${arrayOf(
        drafts.map((d) => d.amount),
        'bigint',
      )}, ${arrayOf(drafts.map(lines), 'jsonb')}) as x(a, v, amt, l)
    on conflict (agent_id, period) do nothing
    returning id, agent_id as agent, amount::text as amount`);
  if (rows.length === 0) return { paid: 0, amount: 0n };
  const accounts = await memberAccounts(
    tx,
    merchant.id,
    rows.map((r) => Number(r.agent)),
    merchant.currency,
  );
  const house = await houseAccount(tx, merchant.id, merchant.currency);
  await postBatch(
    tx,
    rows.map((r) => ({
      merchantId: merchant.id,
      kind: 'commission' as const,
      idempotencyKey: `commission:${r.agent}:${period.key}`,
      reference: `commission:${r.id}`,
      legs: [
        { accountId: house, amount: -BigInt(r.amount), kind: 'house' as const },
        {
          accountId: accounts.get(Number(r.agent))!,
          amount: BigInt(r.amount),
          kind: 'member' as const,
        },
      ],
      now,
    })),
  );
  return { paid: rows.length, amount: rows.reduce((s, r) => s + BigInt(r.amount), 0n) };
}

/**
 * Settles one closed commission period on `db` (one connection, or the seed's transaction):
 * the drafts of every agent, written in batches of agents; the run marked done.
 */
export async function settleCommissionPeriod(
  db: Db,
  merchant: SettleMerchant,
  period: Period,
  now: number,
  options: { batchSize?: number; inTransaction?: boolean } = {},
): Promise<RunResult> {
  const job = COMMISSION_JOB.job;
  await db.execute(sql`
    insert into settlement_runs (merchant_id, job, period, status, started_at)
    values (${merchant.id}, ${job}, ${period.key}, 'running', ${new Date(now).toISOString()})
    on conflict (merchant_id, job, period)
      do update set status = 'running', started_at = excluded.started_at`);
  const drafts = await draftCommissions(db, merchant.id, period);
  const size = options.batchSize ?? DEFAULT_BATCH;
  let paid = 0;
  let amount = 0n;
  for (let i = 0; i < drafts.length; i += size) {
    const batch = drafts.slice(i, i + size);
    const done = options.inTransaction
      ? await writeCommissions(db as unknown as Tx, merchant, period, batch, now)
      : await retrying(() =>
          db.transaction((tx) => writeCommissions(tx, merchant, period, batch, now)),
        );
    paid += done.paid;
    amount += done.amount;
  }
  const [totals] = (
    await db.execute<{ n: string; amount: string }>(sql`
      select count(*)::text as n, coalesce(sum(amount), 0)::text as amount
        from commission_settlements
       where merchant_id = ${merchant.id} and period = ${period.key}`)
  ).rows;
  await db.execute(sql`
    update settlement_runs
       set status = 'done', contracts = ${Number(totals?.n ?? 0)}, paid = ${Number(totals?.n ?? 0)},
           amount = ${BigInt(totals?.amount ?? '0')}, finished_at = ${new Date(now).toISOString()}
     where merchant_id = ${merchant.id} and job = ${job} and period = ${period.key}`);
  return { job, period: period.key, status: 'done', contracts: paid, paid, amount };
}

/**
 * Runs the commission of one closed period on a connection of its own, under the period's
 * advisory lock: `locked` when another worker holds it, `skipped` when done (unless `force`:
 * an operator's run of a named period, which pays only agents not settled yet).
 */
export async function runCommission(
  database: Pick<Database, 'dedicated'>,
  merchant: SettleMerchant,
  period: Period,
  now: number,
  options: { batchSize?: number; force?: boolean } = {},
): Promise<RunResult> {
  const job = COMMISSION_JOB.job;
  const none = (status: RunResult['status']): RunResult => ({
    job,
    period: period.key,
    status,
    contracts: 0,
    paid: 0,
    amount: 0n,
  });
  if (period.end > now)
    throw new AppError(400, 'settlement.period.invalid', 'The period is still open');
  return database.dedicated(async (db) => {
    const { rows } = await db.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_lock(${lockKey(merchant.id, job, period.key)}) as locked`,
    );
    if (!rows[0]?.locked) return none('locked');
    try {
      const { rows: runs } = await db.execute<{ status: string }>(sql`
        select status from settlement_runs
         where merchant_id = ${merchant.id} and job = ${job} and period = ${period.key}`);
      if (runs[0]?.status === 'done' && !options.force) return none('skipped');
      return await settleCommissionPeriod(db, merchant, period, now, options);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${lockKey(merchant.id, job, period.key)})`);
    }
  });
}

/** The closed commission periods that are due (newest `lookback`, not done), oldest first. */
export async function dueCommissionPeriods(
  db: Db,
  merchant: SettleMerchant,
  now: number,
): Promise<Period[]> {
  const periods: Period[] = [];
  let p = periodAt(COMMISSION_JOB.cycle, now, merchant.timeZone);
  for (let i = 0; i < COMMISSION_JOB.lookback; i++) {
    p = periodAt(COMMISSION_JOB.cycle, p.start - 1, merchant.timeZone);
    periods.push(p);
  }
  const { rows } = await db.execute<{ period: string }>(sql`
    select period from settlement_runs
     where merchant_id = ${merchant.id} and job = ${COMMISSION_JOB.job} and status = 'done'
       and period = any(${arrayOf(
         periods.map((x) => x.key),
         'text',
       )})`);
  const done = new Set(rows.map((r) => r.period));
  return periods.filter((x) => !done.has(x.key)).reverse();
}

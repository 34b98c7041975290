// The settlement engine. A job (kind and period code) settles one closed period at a time:
//  - on its own connection holding a session-level PostgreSQL advisory lock on (merchant, job,
//    period), so exactly one worker (replica) runs it; another worker answers `locked`;
//  - the contracts in force at some moment of the period, in batches by id; each contract's
//    figures come from the bets that settled while it was in force within the period;
//  - each batch is ONE database transaction: the settlement rows (unique per contract and
//    period: a second insert does nothing), the ledger transactions payer -> payee (one per
//    settlement, idempotency key per settlement), and the inbox messages. A worker that dies
//    half way loses only the batch it had not committed; the next run skips what is settled.
//  - SHORT PAYER BALANCE: a payout is paid in full or not at all. A payer (an upline; the
//    house is never short) pays its settlements in contract order while its balance covers
//    them; a settlement its balance cannot cover is recorded `short` (nothing paid, both sides
//    told) and retried, oldest first, on every later run of the kind until it is paid.
// Operators re-run one contract's period (rerunSettlement): only the difference moves.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Database, Db } from '../../db/client';
import { arrayOf } from '../../db/sql-arrays';
import {
  contracts,
  settlementReruns,
  settlementRuns,
  settlements,
} from '../../db/schema/contracts';
import {
  AppError,
  type CalendarPeriod,
  type DbOrTx,
  houseAccount,
  lockBalance,
  lockBalances,
  memberAccounts,
  notFound,
  periodAt,
  periodOfKey,
  type Posting,
  postBatch,
  toDecimal,
  type Tx,
} from '../kernel';
import { type MessageType, writeMessages } from '../messages';
import {
  betGroupsOf,
  dropStage,
  figuresOf,
  stageBetGroups,
  stagePeriod,
  teamBetGroups,
  teamFiguresDirect,
  teamFiguresStaged,
  type TeamBetGroups,
  type TeamFigures,
  type Window,
} from './figures';
import { houseName, kindName } from './notify';
import {
  type ContractKind,
  type Cycle,
  type Evaluation,
  evaluate,
  evaluateRealtime,
  type Figures,
  fromStored,
  type Terms,
} from './terms';
import { accountsOf } from './views';

/** A settlement period: a calendar period of the contract's cycle in the merchant's zone. */
export type Period = CalendarPeriod<Cycle>;

export const JOBS = [
  { job: 'dividend:D', kind: 'dividend', cycle: 'D', lookback: 7 },
  { job: 'dividend:W', kind: 'dividend', cycle: 'W', lookback: 3 },
  { job: 'dividend:H', kind: 'dividend', cycle: 'H', lookback: 3 },
  { job: 'dividend:M', kind: 'dividend', cycle: 'M', lookback: 2 },
  { job: 'daily:D', kind: 'daily', cycle: 'D', lookback: 7 },
  { job: 'hourly:h', kind: 'hourly', cycle: 'h', lookback: 48 },
  { job: 'realtime:r', kind: 'realtime', cycle: 'r', lookback: 36 },
] as const satisfies readonly { job: string; kind: ContractKind; cycle: Cycle; lookback: number }[];
export type JobName = (typeof JOBS)[number]['job'];
export type Job = (typeof JOBS)[number];

export const jobOf = (name: string): Job | undefined => JOBS.find((j) => j.job === name);
export const jobFor = (kind: ContractKind, cycle: Cycle): Job | undefined =>
  JOBS.find((j) => j.kind === kind && j.cycle === cycle);

/** What a run needs to know of the merchant. */
export interface SettleMerchant {
  id: number;
  currency: string;
  /** The merchant's IANA time zone: its settlement periods. */
  timeZone: string;
  /** The language of the messages the run writes (the merchant's default). */
  language: string;
}

export interface RunResult {
  job: JobName;
  period: string;
  status: 'done' | 'locked' | 'skipped';
  contracts: number;
  paid: number;
  /** Minor units paid by this run (retries of shorts excluded). */
  amount: bigint;
}

/** Test hooks: called after each batch's writes, inside (`written`) and after (`committed`) its transaction. */
export interface RunHooks {
  written?: (batch: number, db: Db) => Promise<void>;
  committed?: (batch: number, db: Db) => Promise<void>;
  /** Milliseconds spent in each step of a run (the benchmark's breakdown). */
  step?: (name: 'select' | 'stage' | 'figures' | 'write' | 'finish', ms: number) => void;
}

export const DEFAULT_BATCH = 5000;
const LOCK_NAMESPACE = 727_431_015;
type SettlementRow = typeof settlements.$inferSelect;
type SettlementWire = components['schemas']['Settlement'];

const lockKey = (merchantId: number, job: string, period: string) =>
  sql`${LOCK_NAMESPACE}::int, hashtext(${`${merchantId}:${job}:${period}`})`;

const ledgerKind = (kind: ContractKind): Posting['kind'] =>
  kind === 'dividend' ? 'dividend' : 'salary';

interface Due {
  id: number;
  kind: ContractKind;
  gameType: string;
  payerId: number | null;
  payeeId: number;
  terms: Terms;
  window: Window;
}

interface Draft {
  contract: Due;
  figures: Figures;
  evaluation: Evaluation;
}

/** The part of [period.start, period.end) in which the contract was in force. */
function windowOf(
  row: { startsAt: Date | null; endsAt: Date | null },
  period: Period,
): Window | null {
  if (!row.startsAt) return null;
  const start = Math.max(period.start, row.startsAt.getTime());
  const end = Math.min(period.end, row.endsAt ? row.endsAt.getTime() : Infinity);
  return start < end ? { start, end } : null;
}

const inForceDuring = (period: Period) =>
  and(
    lt(contracts.startsAt, new Date(period.end)),
    or(isNull(contracts.endsAt), gt(contracts.endsAt, new Date(period.start))),
  );

/** Evaluates a batch of contracts of one period: figures from the bets, then the terms. */
async function draftBatch(
  db: Db,
  merchantId: number,
  rows: readonly (typeof contracts.$inferSelect)[],
  period: Period,
  staged: { figures: string; groups: string | null } | null,
): Promise<Draft[]> {
  const due: Due[] = [];
  for (const r of rows) {
    const window = windowOf(r, period);
    if (!window) continue;
    const kind = r.kind as ContractKind;
    due.push({
      id: r.id,
      kind,
      gameType: r.gameType,
      payerId: r.payerId,
      payeeId: r.payeeId,
      terms: fromStored(kind, r.terms),
      window,
    });
  }
  const full = (d: Due) => d.window.start === period.start && d.window.end === period.end;
  // Contracts in force the whole period share one query; the others (accepted or ended
  // inside the period) get one per distinct window.
  const groups = new Map<string, Due[]>();
  for (const d of due) {
    const key = full(d) ? 'full' : `${d.window.start}-${d.window.end}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const drafts: Draft[] = [];
  for (const [key, list] of groups) {
    const payees = [...new Set(list.map((d) => d.payeeId))];
    const window = list[0]!.window;
    const figures: TeamFigures =
      key === 'full' && staged
        ? await teamFiguresStaged(db, payees, staged.figures)
        : await teamFiguresDirect(db, merchantId, payees, window);
    const realtime = list.some((d) => d.kind === 'realtime');
    const groupsByTeam: TeamBetGroups = realtime
      ? await teamBetGroups(
          db,
          merchantId,
          payees,
          window,
          key === 'full' ? (staged?.groups ?? null) : null,
        )
      : new Map();
    for (const d of list) {
      const f = figuresOf(figures, d.payeeId, d.gameType);
      const evaluation =
        d.kind === 'realtime'
          ? evaluateRealtime(d.terms, betGroupsOf(groupsByTeam, d.payeeId, d.gameType))
          : evaluate(d.terms, f);
      drafts.push({ contract: d, figures: f, evaluation });
    }
  }
  return drafts.sort((a, b) => a.contract.id - b.contract.id);
}

interface Payment {
  settlementId: number;
  kind: ContractKind;
  gameType: string;
  period: string;
  payerId: number | null;
  payeeId: number;
  /** What this payment moves (minor units, > 0). */
  amount: bigint;
  /** Paid before this payment (part of the ledger key). */
  paidBefore: bigint;
}

interface Plan {
  accounts: Map<number, number>;
  house: number | null;
  /** Per owed item, in order: paid now (true) or short. */
  pays: boolean[];
}

/**
 * Locks the payers' accounts (id order) and decides what is paid: the house always pays; an
 * upline pays its items in order while its balance covers each in full (a payment is never
 * split); the others are short.
 */
async function planPayments(
  tx: Tx,
  merchant: SettleMerchant,
  owed: readonly { payerId: number | null; payeeId: number; amount: bigint }[],
): Promise<Plan> {
  const memberIds = owed.flatMap((p) =>
    p.payerId === null ? [p.payeeId] : [p.payerId, p.payeeId],
  );
  const accounts = await memberAccounts(tx, merchant.id, memberIds, merchant.currency);
  const house = owed.some((p) => p.payerId === null)
    ? await houseAccount(tx, merchant.id, merchant.currency)
    : null;
  const payerAccounts = [
    ...new Set(owed.flatMap((p) => (p.payerId === null ? [] : [accounts.get(p.payerId)!]))),
  ].sort((a, b) => a - b);
  const balances = await lockBalances(tx, payerAccounts);
  const pays = owed.map((p) => {
    if (p.payerId === null) return true;
    const from = accounts.get(p.payerId)!;
    const balance = balances.get(from) ?? 0n;
    if (balance < p.amount) return false;
    balances.set(from, balance - p.amount);
    return true;
  });
  return { accounts, house, pays };
}

/** The ledger transactions of payments (payer -> payee, one per payment), posted in one go. */
async function postPayments(
  tx: Tx,
  merchant: SettleMerchant,
  plan: Plan,
  payments: readonly Payment[],
  now: number,
) {
  await postBatch(
    tx,
    payments.map((p) => ({
      merchantId: merchant.id,
      kind: ledgerKind(p.kind),
      idempotencyKey: `settlement:${p.settlementId}:${p.paidBefore}`,
      reference: `settlement:${p.settlementId}`,
      legs: [
        p.payerId === null
          ? { accountId: plan.house!, amount: -p.amount, kind: 'house' as const }
          : {
              accountId: plan.accounts.get(p.payerId)!,
              amount: -p.amount,
              kind: 'member' as const,
            },
        { accountId: plan.accounts.get(p.payeeId)!, amount: p.amount, kind: 'member' as const },
      ],
      now,
    })),
  );
}

/** Pays what it can of existing settlements (retries of shorts): plan, post, mark them. */
async function pay(
  tx: Tx,
  merchant: SettleMerchant,
  payments: readonly Payment[],
  now: number,
): Promise<{ paid: Payment[]; short: Payment[] }> {
  if (payments.length === 0) return { paid: [], short: [] };
  const plan = await planPayments(tx, merchant, payments);
  const paid = payments.filter((_, i) => plan.pays[i]);
  const short = payments.filter((_, i) => !plan.pays[i]);
  await postPayments(tx, merchant, plan, paid, now);
  if (paid.length > 0)
    await tx.execute(sql`
      update settlements s
         set paid = s.paid + v.amount, paid_at = ${new Date(now).toISOString()},
             status = case when s.paid + v.amount >= s.amount then 'paid' else 'short' end
        from unnest(${arrayOf(
          paid.map((p) => p.settlementId),
          'bigint',
        )}, ${arrayOf(
          paid.map((p) => p.amount),
          'bigint',
        )}) as v(id, amount)
       where s.id = v.id`);
  await tell(tx, merchant, paid, 'settlement_paid', now);
  await tell(tx, merchant, short, 'settlement_short', now);
  return { paid, short };
}

/** Inbox messages of payments: the payee of each; for shorts the payer too. */
async function tell(
  tx: DbOrTx,
  merchant: SettleMerchant,
  payments: readonly Payment[],
  type: Extract<MessageType, 'settlement_paid' | 'settlement_short'>,
  now: number,
) {
  if (payments.length === 0) return;
  const names = await accountsOf(
    tx,
    payments.flatMap((p) => [p.payerId, p.payeeId]),
  );
  const language = merchant.language;
  const house = houseName(language);
  const messages = payments.flatMap((p) => {
    const values = {
      kind: kindName(language, p.kind),
      gameType: p.gameType,
      period: p.period,
      amount: toDecimal(p.amount),
    };
    const payee = {
      merchantId: merchant.id,
      memberId: p.payeeId,
      language,
      type,
      eventKey: `settlement:${p.settlementId}:${type}:${p.paidBefore}`,
      values: { ...values, account: p.payerId === null ? house : (names.get(p.payerId) ?? '') },
      now,
    };
    if (type === 'settlement_paid' || p.payerId === null) return [payee];
    return [
      payee,
      {
        ...payee,
        memberId: p.payerId,
        eventKey: `settlement:${p.settlementId}:short-payer:${p.paidBefore}`,
        values: { ...values, account: house },
      },
    ];
  });
  await writeMessages(tx, messages);
}

/**
 * Writes a batch's settlements and pays them, with as few statements as possible: the payers
 * are locked and the payments decided first, so each settlement is inserted with its final
 * status; contracts settled already (another worker) insert nothing and are not paid.
 */
async function writeBatch(
  tx: Tx,
  merchant: SettleMerchant,
  period: Period,
  drafts: readonly Draft[],
  now: number,
): Promise<{ inserted: number; paid: number; amount: bigint }> {
  if (drafts.length === 0) return { inserted: 0, paid: 0, amount: 0n };
  const owed = drafts.filter((d) => d.evaluation.amount > 0n);
  const plan = await planPayments(
    tx,
    merchant,
    owed.map((d) => ({
      payerId: d.contract.payerId,
      payeeId: d.contract.payeeId,
      amount: d.evaluation.amount,
    })),
  );
  const paysNow = new Set(owed.filter((_, i) => plan.pays[i]).map((d) => d.contract.id));
  const col = <T extends string | number | bigint | null>(pick: (d: Draft) => T, type: string) =>
    arrayOf(drafts.map(pick), type);
  const at = new Date(now).toISOString();
  const { rows } = await tx.execute<{ id: number; contract: number; status: string }>(sql`
    insert into settlements (merchant_id, contract_id, kind, game_type, payer_id, payee_id, period,
                             period_start, period_end, valid_bet, profit_loss, active_members, bets,
                             tier, rate, rate_type, amount, paid, status, details, created_at, paid_at)
    select ${merchant.id}, c, k, g, pr, pe, ${period.key}, ${new Date(period.start).toISOString()},
           ${new Date(period.end).toISOString()}, v, pl, a, b, tr, r, rt, amt,
           case when st = 'paid' then amt else 0 end, st, d, ${at},
           case when st = 'paid' then ${at}::timestamptz end
      from unnest(${col((d) => d.contract.id, 'int')}, ${col((d) => d.contract.kind, 'text')},
                  ${col((d) => d.contract.gameType, 'text')}, ${col((d) => d.contract.payerId, 'int')},
                  ${col((d) => d.contract.payeeId, 'int')}, ${col((d) => d.figures.validBet, 'bigint')},
                  ${col((d) => d.figures.profitLoss, 'bigint')}, ${col((d) => d.figures.activeMembers, 'int')},
                  ${col((d) => d.figures.bets, 'int')}, ${col((d) => d.evaluation.tier, 'int')},
                  ${col((d) => d.evaluation.rate, 'text')}, ${col((d) => d.evaluation.rateType, 'text')},
                  ${col((d) => d.evaluation.amount, 'bigint')},
                  ${col(
                    (d) =>
                      d.evaluation.amount === 0n
                        ? 'zero'
                        : paysNow.has(d.contract.id)
                          ? 'paid'
                          : 'short',
                    'text',
                  )},
                  ${col((d) => (d.evaluation.details ? JSON.stringify(d.evaluation.details) : null), 'jsonb')})
           as x(c, k, g, pr, pe, v, pl, a, b, tr, r, rt, amt, st, d)
    on conflict (contract_id, period) do nothing
    returning id, contract_id as contract, status`);
  const byContract = new Map(rows.map((r) => [Number(r.contract), Number(r.id)]));
  const toPayment = (d: Draft): Payment => ({
    settlementId: byContract.get(d.contract.id)!,
    kind: d.contract.kind,
    gameType: d.contract.gameType,
    period: period.key,
    payerId: d.contract.payerId,
    payeeId: d.contract.payeeId,
    amount: d.evaluation.amount,
    paidBefore: 0n,
  });
  const written = owed.filter((d) => byContract.has(d.contract.id));
  const paid = written.filter((d) => paysNow.has(d.contract.id)).map(toPayment);
  const short = written.filter((d) => !paysNow.has(d.contract.id)).map(toPayment);
  await postPayments(tx, merchant, plan, paid, now);
  await tell(tx, merchant, paid, 'settlement_paid', now);
  await tell(tx, merchant, short, 'settlement_short', now);
  return {
    inserted: rows.length,
    paid: paid.length,
    amount: paid.reduce((sum, p) => sum + p.amount, 0n),
  };
}

/** The contracts of a job in force during the period and not yet settled for it. */
async function nextBatch(
  db: Db,
  merchantId: number,
  job: Job,
  period: Period,
  afterId: number,
  size: number,
) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.merchantId, merchantId),
        eq(contracts.kind, job.kind),
        eq(contracts.cycle, job.cycle),
        inForceDuring(period),
        gt(contracts.id, afterId),
        sql`not exists (select 1 from settlements s where s.contract_id = ${contracts.id} and s.period = ${period.key})`,
      ),
    )
    .orderBy(asc(contracts.id))
    .limit(size);
}

/** Retries a transaction that lost a deadlock or a serialization race (it is idempotent). */
async function retrying<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (i >= attempts || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/**
 * Settles one closed period of a job on `db` (which must be one connection: see
 * runSettlement). Holds no lock itself. Marks the run done.
 */
async function settlePeriod(
  db: Db,
  merchant: SettleMerchant,
  job: Job,
  period: Period,
  now: number,
  options: { batchSize?: number; hooks?: RunHooks; staged?: boolean },
): Promise<RunResult> {
  await db
    .insert(settlementRuns)
    .values({
      merchantId: merchant.id,
      job: job.job,
      period: period.key,
      status: 'running',
      startedAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: [settlementRuns.merchantId, settlementRuns.job, settlementRuns.period],
      set: { status: 'running', startedAt: new Date(now) },
    });
  const size = options.batchSize ?? DEFAULT_BATCH;
  let staged: { figures: string; groups: string | null } | null = null;
  let afterId = 0;
  let batchNo = 0;
  let clock = performance.now();
  const step = (name: Parameters<NonNullable<RunHooks['step']>>[0]) => {
    const at = performance.now();
    options.hooks?.step?.(name, at - clock);
    clock = at;
  };
  try {
    for (;;) {
      const rows = await nextBatch(db, merchant.id, job, period, afterId, size);
      step('select');
      if (rows.length === 0) break;
      batchNo++;
      if (!staged && options.staged !== false) {
        const suffix = randomBytes(6).toString('hex');
        staged = {
          figures: `settlement_figures_${suffix}`,
          groups: job.kind === 'realtime' ? `settlement_groups_${suffix}` : null,
        };
        await stagePeriod(db, merchant.id, period, staged.figures);
        if (staged.groups) await stageBetGroups(db, merchant.id, period, staged.groups);
        step('stage');
      }
      const drafts = await draftBatch(db, merchant.id, rows, period, staged);
      step('figures');
      await retrying(() =>
        db.transaction(async (tx) => {
          await writeBatch(tx, merchant, period, drafts, now);
          await options.hooks?.written?.(batchNo, tx as unknown as Db);
        }),
      );
      step('write');
      await options.hooks?.committed?.(batchNo, db);
      afterId = rows[rows.length - 1]!.id;
    }
  } finally {
    if (staged) {
      await dropStage(db, staged.figures).catch(() => undefined);
      if (staged.groups) await dropStage(db, staged.groups).catch(() => undefined);
    }
  }
  const [totals] = (
    await db.execute<{ n: string; paid: string; amount: string }>(sql`
      select count(*)::text as n, count(*) filter (where status = 'paid')::text as paid,
             coalesce(sum(paid), 0)::text as amount
        from settlements
       where merchant_id = ${merchant.id} and kind = ${job.kind} and period = ${period.key}`)
  ).rows;
  await db
    .update(settlementRuns)
    .set({
      status: 'done',
      contracts: Number(totals?.n ?? 0),
      paid: Number(totals?.paid ?? 0),
      amount: BigInt(totals?.amount ?? '0'),
      finishedAt: new Date(now),
    })
    .where(
      and(
        eq(settlementRuns.merchantId, merchant.id),
        eq(settlementRuns.job, job.job),
        eq(settlementRuns.period, period.key),
      ),
    );
  await tellPayers(db, merchant, job, period, now);
  step('finish');
  return {
    job: job.job,
    period: period.key,
    status: 'done',
    contracts: Number(totals?.n ?? 0),
    paid: Number(totals?.paid ?? 0),
    amount: BigInt(totals?.amount ?? '0'),
  };
}

/** One message per paying upline and run: how many settlements it paid, and how much. */
async function tellPayers(db: Db, merchant: SettleMerchant, job: Job, period: Period, now: number) {
  const { rows } = await db.execute<{ payer: number; n: string; amount: string }>(sql`
    select payer_id as payer, count(*)::text as n, sum(paid)::text as amount from settlements
     where merchant_id = ${merchant.id} and kind = ${job.kind} and period = ${period.key}
       and payer_id is not null and paid > 0
     group by payer_id`);
  await writeMessages(
    db,
    rows.map((r) => ({
      merchantId: merchant.id,
      memberId: Number(r.payer),
      language: merchant.language,
      type: 'settlement_paid_out' as const,
      eventKey: `settlement-run:${job.job}:${period.key}`,
      values: {
        kind: kindName(merchant.language, job.kind),
        count: r.n,
        period: period.key,
        amount: toDecimal(BigInt(r.amount)),
      },
      now,
    })),
  );
}

/**
 * Runs a job for one closed period on a connection of its own, under the run's advisory
 * lock. `locked`: another worker holds it; `skipped`: done before (unless `force`).
 */
export async function runSettlement(
  database: Pick<Database, 'dedicated'>,
  merchant: SettleMerchant,
  job: Job,
  period: Period,
  now: number,
  options: { batchSize?: number; hooks?: RunHooks; force?: boolean } = {},
): Promise<RunResult> {
  const none = (status: RunResult['status']): RunResult => ({
    job: job.job,
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
      sql`select pg_try_advisory_lock(${lockKey(merchant.id, job.job, period.key)}) as locked`,
    );
    if (!rows[0]?.locked) return none('locked');
    try {
      const [run] = await db
        .select({ status: settlementRuns.status })
        .from(settlementRuns)
        .where(
          and(
            eq(settlementRuns.merchantId, merchant.id),
            eq(settlementRuns.job, job.job),
            eq(settlementRuns.period, period.key),
          ),
        );
      if (run?.status === 'done' && !options.force) return none('skipped');
      return await settlePeriod(db, merchant, job, period, now, options);
    } finally {
      await db.execute(
        sql`select pg_advisory_unlock(${lockKey(merchant.id, job.job, period.key)})`,
      );
    }
  });
}

/**
 * Settles closed periods inside an open transaction without the lock (the demo seed, which
 * runs alone): the same figures, terms and writes as a run.
 */
export async function settleInTransaction(
  tx: Tx,
  merchant: SettleMerchant,
  job: Job,
  period: Period,
  now: number,
): Promise<RunResult> {
  return settlePeriod(tx as unknown as Db, merchant, job, period, now, { staged: false });
}

/** The closed periods of a job that are due (newest `lookback`, not yet done), oldest first. */
export async function duePeriods(
  db: Db,
  merchant: SettleMerchant,
  job: Job,
  now: number,
): Promise<Period[]> {
  const periods: Period[] = [];
  let p = periodAt(job.cycle, now, merchant.timeZone);
  for (let i = 0; i < job.lookback; i++) {
    p = periodAt(job.cycle, p.start - 1, merchant.timeZone);
    periods.push(p);
  }
  const done = await db
    .select({ period: settlementRuns.period })
    .from(settlementRuns)
    .where(
      and(
        eq(settlementRuns.merchantId, merchant.id),
        eq(settlementRuns.job, job.job),
        eq(settlementRuns.status, 'done'),
        inArray(
          settlementRuns.period,
          periods.map((x) => x.key),
        ),
      ),
    );
  const skip = new Set(done.map((d) => d.period));
  // Periods before the first contract of the job ever accepted have nothing to settle.
  const [first] = await db
    .select({ at: sql<string | null>`min(${contracts.startsAt})::text` })
    .from(contracts)
    .where(
      and(
        eq(contracts.merchantId, merchant.id),
        eq(contracts.kind, job.kind),
        eq(contracts.cycle, job.cycle),
      ),
    );
  const firstStart = first?.at ? Date.parse(first.at) : null;
  return periods
    .filter((x) => !skip.has(x.key) && firstStart !== null && x.end > firstStart)
    .reverse();
}

/** Pays short settlements of a kind, oldest first, as far as the payers' balances allow. */
export async function retryShort(
  db: Db,
  merchant: SettleMerchant,
  kind: ContractKind,
  now: number,
): Promise<number> {
  let paid = 0;
  let afterId = 0;
  for (;;) {
    const done = await retrying(() =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(settlements)
          .where(
            and(
              eq(settlements.merchantId, merchant.id),
              eq(settlements.kind, kind),
              eq(settlements.status, 'short'),
              gt(settlements.id, afterId),
            ),
          )
          .orderBy(asc(settlements.id))
          .limit(500)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return null;
        const outcome = await pay(
          tx,
          merchant,
          rows.map((r) => ({
            settlementId: r.id,
            kind,
            gameType: r.gameType,
            period: r.period,
            payerId: r.payerId,
            payeeId: r.payeeId,
            amount: r.amount - r.paid,
            paidBefore: r.paid,
          })),
          now,
        );
        return { last: rows[rows.length - 1]!.id, paid: outcome.paid.length };
      }),
    );
    if (!done) return paid;
    paid += done.paid;
    afterId = done.last;
  }
}

// ---- operator reruns ---------------------------------------------------------------------

export async function settlementWire(db: DbOrTx, rows: readonly SettlementRow[]) {
  const names = await accountsOf(
    db,
    rows.flatMap((r) => [r.payerId, r.payeeId]),
  );
  const reruns = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await db
      .select({ id: settlementReruns.settlementId, n: sql<number>`count(*)::int` })
      .from(settlementReruns)
      .where(
        inArray(
          settlementReruns.settlementId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(settlementReruns.settlementId);
    for (const c of counted) reruns.set(c.id, Number(c.n));
  }
  return rows.map((r): SettlementWire => ({
    id: r.id,
    contractId: r.contractId,
    kind: r.kind as SettlementWire['kind'],
    gameType: r.gameType as SettlementWire['gameType'],
    period: r.period,
    periodStart: r.periodStart.getTime(),
    periodEnd: r.periodEnd.getTime(),
    payer: r.payerId === null ? null : { memberId: r.payerId, account: names.get(r.payerId) ?? '' },
    payee: { memberId: r.payeeId, account: names.get(r.payeeId) ?? '' },
    validBet: toDecimal(r.validBet),
    profitLoss: toDecimal(r.profitLoss),
    activeMembers: r.activeMembers,
    bets: r.bets,
    tier: r.tier,
    rate: r.rate,
    rateType: r.rateType as SettlementWire['rateType'],
    amount: toDecimal(r.amount),
    paid: toDecimal(r.paid),
    status: r.status as SettlementWire['status'],
    details: (r.details ?? null) as SettlementWire['details'],
    reruns: reruns.get(r.id) ?? 0,
    createdAt: r.createdAt.getTime(),
    paidAt: r.paidAt ? r.paidAt.getTime() : null,
  }));
}

export interface RerunInput {
  contractId: number;
  period: string;
  reason: string;
  operatorId: number;
}

/**
 * Recomputes one contract's settlement of one closed period from the bets as they are now
 * and moves only the difference to what was paid (payer -> payee, or back when negative),
 * recording why. Holds the period's advisory lock (waits for a run of it to finish).
 */
export async function rerunSettlement(
  db: Db,
  merchant: SettleMerchant,
  input: RerunInput,
  now: number,
  audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>,
) {
  const [contract] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.merchantId, merchant.id), eq(contracts.id, input.contractId)));
  if (!contract) throw notFound('No such contract');
  const kind = contract.kind as ContractKind;
  const period = periodOfKey(contract.cycle as Cycle, input.period, merchant.timeZone);
  const job = jobFor(kind, contract.cycle as Cycle);
  const invalid = () =>
    new AppError(400, 'settlement.period.invalid', 'Not a closed period of this contract');
  if (!period || !job || period.end > now) throw invalid();
  const window = windowOf(contract, period);
  if (!window) throw invalid();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${lockKey(merchant.id, job.job, period.key)})`,
    );
    const [draft] = await draftBatch(tx as unknown as Db, merchant.id, [contract], period, null);
    const evaluation = draft!.evaluation;
    const [existing] = await tx
      .select()
      .from(settlements)
      .where(and(eq(settlements.contractId, contract.id), eq(settlements.period, period.key)))
      .for('update');
    const figures = {
      validBet: draft!.figures.validBet,
      profitLoss: draft!.figures.profitLoss,
      activeMembers: draft!.figures.activeMembers,
      bets: draft!.figures.bets,
      tier: evaluation.tier,
      rate: evaluation.rate,
      rateType: evaluation.rateType,
      details: evaluation.details ?? null,
    };
    let row: SettlementRow;
    if (!existing) {
      [row] = (await tx
        .insert(settlements)
        .values({
          merchantId: merchant.id,
          contractId: contract.id,
          kind,
          gameType: contract.gameType,
          payerId: contract.payerId,
          payeeId: contract.payeeId,
          period: period.key,
          periodStart: new Date(period.start),
          periodEnd: new Date(period.end),
          ...figures,
          amount: evaluation.amount,
          paid: 0n,
          status: evaluation.amount > 0n ? 'short' : 'zero',
          createdAt: new Date(now),
        })
        .returning()) as [SettlementRow];
    } else {
      [row] = (await tx
        .update(settlements)
        .set({ ...figures, amount: evaluation.amount })
        .where(eq(settlements.id, existing.id))
        .returning()) as [SettlementRow];
    }
    const previousAmount = existing?.amount ?? 0n;
    const difference = evaluation.amount - row.paid;
    const [{ n: reruns } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(settlementReruns)
      .where(eq(settlementReruns.settlementId, row.id));
    let outcome: 'moved' | 'none' | 'short' = 'none';
    let transactionId: number | null = null;
    if (difference !== 0n) {
      // Positive: the payer pays the payee; negative: the payee gives the excess back.
      const accounts = await memberAccounts(
        tx,
        merchant.id,
        contract.payerId === null ? [contract.payeeId] : [contract.payerId, contract.payeeId],
        merchant.currency,
      );
      const payerAccount =
        contract.payerId === null
          ? await houseAccount(tx, merchant.id, merchant.currency)
          : accounts.get(contract.payerId)!;
      const payerKind = contract.payerId === null ? ('house' as const) : ('member' as const);
      const payeeAccount = accounts.get(contract.payeeId)!;
      const from =
        difference > 0n
          ? { id: payerAccount, kind: payerKind }
          : { id: payeeAccount, kind: 'member' as const };
      const to =
        difference > 0n
          ? { id: payeeAccount, kind: 'member' as const }
          : { id: payerAccount, kind: payerKind };
      const amount = difference > 0n ? difference : -difference;
      let covered = true;
      if (from.kind === 'member') {
        covered = (await lockBalance(tx, from.id)) >= amount;
      }
      if (covered) {
        const posted = await postBatch(tx, [
          {
            merchantId: merchant.id,
            kind: ledgerKind(kind),
            idempotencyKey: `settlement:${row.id}:rerun:${Number(reruns) + 1}`,
            reference: `settlement:${row.id}`,
            legs: [
              { accountId: from.id, amount: -amount, kind: from.kind },
              { accountId: to.id, amount, kind: to.kind },
            ],
            now,
          },
        ]);
        transactionId = [...posted.values()][0]!.transactionId;
        outcome = 'moved';
        const paid = row.paid + difference;
        [row] = (await tx
          .update(settlements)
          .set({
            paid,
            status:
              evaluation.amount === 0n && paid === 0n
                ? 'zero'
                : paid >= evaluation.amount
                  ? 'paid'
                  : 'short',
            paidAt: new Date(now),
          })
          .where(eq(settlements.id, row.id))
          .returning()) as [SettlementRow];
        if (difference > 0n)
          await tell(
            tx,
            merchant,
            [
              {
                settlementId: row.id,
                kind,
                gameType: contract.gameType,
                period: period.key,
                payerId: contract.payerId,
                payeeId: contract.payeeId,
                amount: difference,
                paidBefore: row.paid - difference,
              },
            ],
            'settlement_paid',
            now,
          );
      } else {
        outcome = 'short';
        if (difference > 0n && row.status !== 'short')
          [row] = (await tx
            .update(settlements)
            .set({ status: 'short' })
            .where(eq(settlements.id, row.id))
            .returning()) as [SettlementRow];
      }
    } else if (row.status === 'short' && row.paid >= row.amount) {
      [row] = (await tx
        .update(settlements)
        .set({ status: row.amount === 0n ? 'zero' : 'paid' })
        .where(eq(settlements.id, row.id))
        .returning()) as [SettlementRow];
    }
    await tx.insert(settlementReruns).values({
      settlementId: row.id,
      operatorId: input.operatorId,
      reason: input.reason,
      previousAmount,
      newAmount: evaluation.amount,
      difference: outcome === 'moved' ? difference : 0n,
      outcome,
      transactionId,
      createdAt: new Date(now),
    });
    const result = {
      settlementId: row.id,
      previousAmount: toDecimal(previousAmount),
      newAmount: toDecimal(evaluation.amount),
      difference: toDecimal(outcome === 'moved' ? difference : 0n),
      outcome,
      settlement: (await settlementWire(tx, [row]))[0]!,
    };
    await audit(
      tx,
      existing ? { amount: toDecimal(existing.amount), paid: toDecimal(existing.paid) } : null,
      {
        ...result,
        reason: input.reason,
      },
    );
    return result;
  });
}

/** Member names for the operator's listing. */
export async function operatorSettlements(
  db: Db,
  merchantId: number,
  query: { contractId?: number; period?: string; status?: string; page: number; size: number },
) {
  const where = and(
    eq(settlements.merchantId, merchantId),
    query.contractId ? eq(settlements.contractId, query.contractId) : undefined,
    query.period ? eq(settlements.period, query.period) : undefined,
    query.status ? eq(settlements.status, query.status) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(settlements)
    .where(where);
  const rows = await db
    .select()
    .from(settlements)
    .where(where)
    .orderBy(sql`${settlements.id} desc`)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    content: await settlementWire(db, rows),
    page: query.page,
    size: query.size,
    totalElements: Number(total?.n ?? 0),
  };
}

// ---- the open period ---------------------------------------------------------------------

export interface Projection {
  contractId: number;
  gameType: string;
  payeeId: number;
  period: Period;
  figures: Figures;
  evaluation: Evaluation;
}

/**
 * What the terms of these contracts would pay for the open period's bets so far (nothing is
 * written): the same figures and evaluation as a run, over [period start, now).
 */
export async function projectOpenPeriod(
  db: Db,
  merchant: Pick<SettleMerchant, 'id' | 'timeZone'>,
  rows: readonly (typeof contracts.$inferSelect)[],
  now: number,
): Promise<Projection[]> {
  const byCycle = new Map<string, (typeof contracts.$inferSelect)[]>();
  for (const r of rows) byCycle.set(r.cycle, [...(byCycle.get(r.cycle) ?? []), r]);
  const out: Projection[] = [];
  for (const [cycle, list] of byCycle) {
    const period = periodAt(cycle as Cycle, now, merchant.timeZone);
    const sofar: Period = { ...period, end: Math.max(period.start + 1, now) };
    const drafts = await draftBatch(db, merchant.id, list, sofar, null);
    for (const d of drafts)
      out.push({
        contractId: d.contract.id,
        gameType: d.contract.gameType,
        payeeId: d.contract.payeeId,
        period,
        figures: d.figures,
        evaluation: d.evaluation,
      });
  }
  return out;
}

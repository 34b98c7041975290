// Monthly partitions of the append-only, high-volume tables (migrations partition_by_month,
// partition_sign_ins_messages and bets_partitioned):
// RANGE on created_at, one partition per UTC month named `<table>_YYYY_MM`, and a DEFAULT
// partition (`<table>_default`) that catches any row outside them.
//  - The `partitions` job makes this month's partition and the next MONTHS_AHEAD ones ahead of
//    time (create_month_partition in the database: idempotent, it reports 'exists'). When the
//    DEFAULT partition already holds rows of a month, that month is 'blocked': nothing is made
//    and nothing is moved (PostgreSQL refuses to make a partition whose rows sit in the
//    DEFAULT one); the job warns, and an operator moves those rows (apps/api/README.md).
//  - `archivePartitions` (the `ops partitions:archive` command) moves the partitions of the
//    months older than the retention into the `archive` schema. They stay attached, so the
//    member's records and the agents' reports of those months still read them (each month
//    query prunes to its own partitions, wherever they live); the archive schema can be given
//    its own tablespace, dumped apart (pg_dump -n archive) and, past every obligation, dropped.
import { sql } from 'drizzle-orm';
import type { JobDefinition } from './jobs';
import type { DbOrTx } from './ledger/ledger';

/**
 * The tables partitioned by month of created_at: the ledger's legs and the member's lines
 * (migration partition_by_month), the members' sign-ins and inbox messages (migration
 * partition_sign_ins_messages), the bet records (bets_partitioned; their keys, unique whatever
 * the month, are kept in `bet_keys`, which is not partitioned).
 */
export const PARTITIONED_TABLES = [
  'ledger_entries',
  'member_ledger_lines',
  'sign_ins',
  'inbox_messages',
  'bet_records',
] as const;
type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** How many months after the current one have their partitions ready. */
const MONTHS_AHEAD = 3;
const PARTITIONS_JOB = 'partitions';
const PARTITIONS_JOB_EVERY_MS = 6 * 60 * 60 * 1000;

type PartitionOutcome = 'exists' | 'created' | 'blocked';

export interface MonthPartition {
  table: PartitionedTable;
  /** The month's first day, YYYY-MM-01 (UTC). */
  month: string;
  outcome: PartitionOutcome;
}

/** The first day (YYYY-MM-DD, UTC) of the month `plus` months after the one of `ms`. */
function monthOf(ms: number, plus = 0): string {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + plus, 1))
    .toISOString()
    .slice(0, 10);
}

/**
 * Makes the partitions of the months from `from` to `to` (first days, YYYY-MM-DD) of every
 * partitioned table that are missing, one statement each (each commits on its own).
 */
export async function ensureMonthPartitions(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<MonthPartition[]> {
  const out: MonthPartition[] = [];
  for (const table of PARTITIONED_TABLES)
    for (let month = from; month <= to; month = monthOf(Date.parse(month), 1)) {
      const { rows } = await db.execute<{ outcome: PartitionOutcome }>(
        sql`select create_month_partition(${table}, ${month}::date) as outcome`,
      );
      out.push({ table, month, outcome: rows[0]!.outcome });
    }
  return out;
}

/** This month's partitions and the next MONTHS_AHEAD months', made when missing. */
export function ensureComingPartitions(db: DbOrTx, now: number): Promise<MonthPartition[]> {
  return ensureMonthPartitions(db, monthOf(now), monthOf(now, MONTHS_AHEAD));
}

export const partitionsJob = (everyMs = PARTITIONS_JOB_EVERY_MS): JobDefinition => ({
  name: PARTITIONS_JOB,
  everyMs,
  async run({ db, now, log }) {
    const made = await ensureComingPartitions(db, now);
    for (const p of made) {
      if (p.outcome === 'created') log.info?.(p, 'partition created');
      if (p.outcome === 'blocked')
        log.warn?.(
          p,
          'partition not created: the DEFAULT partition holds rows of this month (see the README, Partitions)',
        );
    }
  },
});

export interface PartitionInfo {
  table: PartitionedTable;
  /** The partition's schema (public, or archive once archived) and name. */
  schema: string;
  name: string;
  /** The month's first day, YYYY-MM-01; null for the DEFAULT partition. */
  month: string | null;
  /**
   * The planner's estimate (pg_class.reltuples; 0 before the first ANALYZE); for the DEFAULT
   * partition, which should hold none, an exact count.
   */
  estimatedRows: number;
}

/** Every partition of the partitioned tables, oldest month first (DEFAULT last). */
export async function listPartitions(db: DbOrTx): Promise<PartitionInfo[]> {
  const { rows } = await db.execute<{
    parent: PartitionedTable;
    schema: string;
    name: string;
    bound: string;
    rows: string;
  }>(sql`
    select p.relname as parent, n.nspname as schema, c.relname as name,
           pg_get_expr(c.relpartbound, c.oid) as bound, c.reltuples::bigint::text as rows
      from pg_inherits i
      join pg_class p on p.oid = i.inhparent
      join pg_class c on c.oid = i.inhrelid
      join pg_namespace n on n.oid = c.relnamespace
     where p.relname in (${sql.join(
       PARTITIONED_TABLES.map((t) => sql`${t}`),
       sql`, `,
     )}) and p.relnamespace = 'public'::regnamespace
     order by p.relname, c.relname`);
  for (const r of rows)
    if (!r.bound.startsWith('FOR VALUES'))
      r.rows = (
        await db.execute<{ n: string }>(
          sql`select count(*)::text as n from ${sql.identifier(r.schema)}.${sql.identifier(r.name)}`,
        )
      ).rows[0]!.n;
  return rows
    .map((r) => {
      const month = /^FOR VALUES FROM \('(\d{4}-\d{2})-01/.exec(r.bound);
      return {
        table: r.parent,
        schema: r.schema,
        name: r.name,
        month: month ? `${month[1]}-01` : null,
        estimatedRows: Math.max(0, Number(r.rows)),
      };
    })
    .sort(
      (a, b) =>
        a.table.localeCompare(b.table) || (a.month ?? '9999').localeCompare(b.month ?? '9999'),
    );
}

/**
 * Moves the partitions of the months before the last `keepMonths` ones (the current month
 * counts as one) into the `archive` schema, still attached. Returns the ones moved.
 */
export async function archivePartitions(
  db: DbOrTx,
  keepMonths: number,
  now: number,
): Promise<PartitionInfo[]> {
  if (!Number.isInteger(keepMonths) || keepMonths < 1)
    throw new Error('the retention is a whole number of months, at least 1');
  const before = monthOf(now, 1 - keepMonths);
  const moved: PartitionInfo[] = [];
  for (const p of await listPartitions(db)) {
    if (p.month === null || p.month >= before || p.schema === 'archive') continue;
    await db.execute(sql`alter table ${sql.identifier(p.schema)}.${sql.identifier(p.name)}
                         set schema archive`);
    moved.push({ ...p, schema: 'archive' });
  }
  return moved;
}

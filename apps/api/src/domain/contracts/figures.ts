// A period's base figures of many payees' teams (the payee and everyone under it), from the
// bets that SETTLED in the window: valid bet (stake), players' win/loss (payout - stake),
// counted bets and active members (team members with a settled bet), per game category and
// for every category together (CONS). Real-time salary also gets its bets grouped by stake
// and result. All SQL of the settlement figures is here.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayOf } from '../../db/sql-arrays';
import type { BetGroup, Figures } from './terms';

export interface Window {
  start: number;
  end: number;
}

/** payee id -> category ('*' for every category) -> figures. */
export type TeamFigures = Map<number, Map<string, Figures>>;
/** payee id -> category -> bet groups. */
export type TeamBetGroups = Map<number, Map<string, BetGroup[]>>;

const EMPTY: Figures = { validBet: 0n, profitLoss: 0n, activeMembers: 0, bets: 0 };

/** The figures of a contract's game type (CONS: every category). */
export function figuresOf(all: TeamFigures, payee: number, gameType: string): Figures {
  return all.get(payee)?.get(gameType === 'CONS' ? '*' : gameType) ?? EMPTY;
}

/** The bet groups of a contract's game type (CONS: every category, merged). */
export function betGroupsOf(all: TeamBetGroups, payee: number, gameType: string): BetGroup[] {
  const byCategory = all.get(payee);
  if (!byCategory) return [];
  if (gameType !== 'CONS') return byCategory.get(gameType) ?? [];
  return [...byCategory.values()].flat();
}

const ids = (payees: readonly number[]) => arrayOf(payees, 'int');
const at = (ms: number) => new Date(ms).toISOString();

type FigureRow = {
  payee: number;
  category: string | null;
  valid: string;
  payout: string;
  bets: string;
  active: string;
};

function collect(rows: readonly FigureRow[]): TeamFigures {
  const out: TeamFigures = new Map();
  for (const r of rows) {
    const payee = Number(r.payee);
    const byCategory = out.get(payee) ?? new Map<string, Figures>();
    const valid = BigInt(r.valid);
    byCategory.set(r.category ?? '*', {
      validBet: valid,
      profitLoss: BigInt(r.payout) - valid,
      activeMembers: Number(r.active),
      bets: Number(r.bets),
    });
    out.set(payee, byCategory);
  }
  return out;
}

/** Figures straight from the bet records of the window (any window, a few teams). */
export async function teamFiguresDirect(
  db: Db,
  merchantId: number,
  payees: readonly number[],
  window: Window,
): Promise<TeamFigures> {
  if (payees.length === 0) return new Map();
  const { rows } = await db.execute<FigureRow>(sql`
    select t.ancestor_id as payee, b.category,
           coalesce(sum(b.stake), 0)::text as valid, coalesce(sum(b.payout), 0)::text as payout,
           count(*)::text as bets, count(distinct b.member_id)::text as active
      from bet_records b
      join member_tree t on t.descendant_id = b.member_id
     where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
       and b.settled_at >= ${at(window.start)} and b.settled_at < ${at(window.end)}
       and t.ancestor_id = any(${ids(payees)})
     group by grouping sets ((t.ancestor_id, b.category), (t.ancestor_id))`);
  return collect(rows);
}

/**
 * A run's staging table `table` (a temporary table of the run's own connection): every
 * member's figures per category for the whole period, read once from the bets of the period
 * (one range scan of bet_records_settled_idx), so that each batch of contracts only adds up
 * its teams' rows.
 */
export async function stagePeriod(
  db: Db,
  merchantId: number,
  window: Window,
  table: string,
): Promise<void> {
  const name = sql.raw(safeName(table));
  await db.execute(sql`
    create temporary table ${name} (
      member_id integer not null, category text not null,
      valid bigint not null, payout bigint not null, bets integer not null)`);
  await db.execute(sql`
    insert into ${name} (member_id, category, valid, payout, bets)
    select member_id, category, sum(stake), sum(payout), count(*)::int
      from bet_records
     where merchant_id = ${merchantId} and status = 'SETTLED'
       and settled_at >= ${at(window.start)} and settled_at < ${at(window.end)}
     group by member_id, category`);
  await db.execute(sql`create index on ${name} (member_id)`);
  await db.execute(sql`analyze ${name}`);
}

/**
 * A real-time run's second staging table `table`: the window's settled bets per member,
 * category, stake and result (lost or not), with their count.
 */
export async function stageBetGroups(
  db: Db,
  merchantId: number,
  window: Window,
  table: string,
): Promise<void> {
  const name = sql.raw(safeName(table));
  await db.execute(sql`
    create temporary table ${name} (
      member_id integer not null, category text not null, stake bigint not null,
      lost boolean not null, n integer not null)`);
  await db.execute(sql`
    insert into ${name} (member_id, category, stake, lost, n)
    select member_id, category, stake, payout < stake, count(*)::int
      from bet_records
     where merchant_id = ${merchantId} and status = 'SETTLED'
       and settled_at >= ${at(window.start)} and settled_at < ${at(window.end)}
     group by 1, 2, 3, 4`);
  await db.execute(sql`create index on ${name} (member_id)`);
  await db.execute(sql`analyze ${name}`);
}

export async function dropStage(db: Db, table: string): Promise<void> {
  await db.execute(sql`drop table if exists ${sql.raw(safeName(table))}`);
}

const safeName = (table: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table)) throw new Error(`bad table name ${table}`);
  return table;
};

/** Figures of the staged period (stagePeriod first, on the same connection). */
export async function teamFiguresStaged(
  db: Db,
  payees: readonly number[],
  table: string,
): Promise<TeamFigures> {
  if (payees.length === 0) return new Map();
  const { rows } = await db.execute<FigureRow>(sql`
    select t.ancestor_id as payee, f.category,
           coalesce(sum(f.valid), 0)::text as valid, coalesce(sum(f.payout), 0)::text as payout,
           coalesce(sum(f.bets), 0)::text as bets, count(distinct f.member_id)::text as active
      from member_tree t
      join ${sql.raw(safeName(table))} f on f.member_id = t.descendant_id
     where t.ancestor_id = any(${ids(payees)})
     group by grouping sets ((t.ancestor_id, f.category), (t.ancestor_id))`);
  return collect(rows);
}

type GroupRow = { payee: number; category: string; stake: string; lost: boolean; n: string };

/**
 * Real-time salary: the window's settled bets of each team, grouped by category, stake and
 * result; from the staged groups (`staged`, stageBetGroups) or straight from the bet records.
 */
export async function teamBetGroups(
  db: Db,
  merchantId: number,
  payees: readonly number[],
  window: Window,
  staged: string | null = null,
): Promise<TeamBetGroups> {
  const out: TeamBetGroups = new Map();
  if (payees.length === 0) return out;
  const { rows } = staged
    ? await db.execute<GroupRow>(sql`
        select t.ancestor_id as payee, g.category, g.stake::text as stake, g.lost,
               sum(g.n)::text as n
          from member_tree t
          join ${sql.raw(safeName(staged))} g on g.member_id = t.descendant_id
         where t.ancestor_id = any(${ids(payees)})
         group by 1, 2, 3, 4`)
    : await db.execute<GroupRow>(sql`
        select t.ancestor_id as payee, b.category, b.stake::text as stake,
               (b.payout < b.stake) as lost, count(*)::text as n
          from bet_records b
          join member_tree t on t.descendant_id = b.member_id
         where b.merchant_id = ${merchantId} and b.status = 'SETTLED'
           and b.settled_at >= ${at(window.start)} and b.settled_at < ${at(window.end)}
           and t.ancestor_id = any(${ids(payees)})
         group by 1, 2, 3, 4`);
  for (const r of rows) {
    const payee = Number(r.payee);
    const byCategory = out.get(payee) ?? new Map<string, BetGroup[]>();
    const list = byCategory.get(r.category) ?? [];
    list.push({ stake: BigInt(r.stake), lost: r.lost === true, count: Number(r.n) });
    byCategory.set(r.category, list);
    out.set(payee, byCategory);
  }
  return out;
}

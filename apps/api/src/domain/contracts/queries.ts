// What the member and the agent console read about contracts: the offers waiting for the
// member (the contract part of the consolidated funds), the agent's own contracts with their history, and
// the contracts it pays as a server-driven table.
import { and, count, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { isTrialType } from '../accounts';
import { direction, type Order, paging, prefixPattern, sortOf } from '../agents';
import type { Party } from './lifecycle';
import { offerHasHigherDownline } from './rate-rule';
import type { ContractKind, GameType } from './terms';
import { accountsOf, contractWire, contractsWire, eventsOf, kindOn, requireKind } from './views';

type Offers = components['schemas']['ContractOffers'];
type MyContracts = components['schemas']['MyContracts'];
type DownlineContractPage = components['schemas']['DownlineContractPage'];

/** The contract pages' switches (the `*info` keys) of a merchant. */
export async function contractSwitches(db: Db, merchantId: number) {
  const dividend = await kindOn(db, merchantId, 'dividend');
  const daily = await kindOn(db, merchantId, 'daily');
  const hourly = await kindOn(db, merchantId, 'hourly');
  const realtime = await kindOn(db, merchantId, 'realtime');
  return {
    divtypeinfo: { enableCt: dividend },
    dailysalinfotype: { salary: daily },
    contractmrdailysalinfotype: { dailySalary: false },
    contracthoursalinfo: { hourSalary: hourly },
    realtimesalinfo: { realtimeSalary: realtime },
  };
}

const push = <T>(map: Record<string, T[]>, key: string, item: T) => {
  (map[key] ??= []).push(item);
};

/**
 * The offers waiting for the member (status P, or E: new terms for a contract in force), by
 * game type in the upstream shapes, with `downlineHigherRate`; kinds switched off are left out.
 */
export async function contractOffers(db: Db, member: Party, now: number): Promise<Offers> {
  const switches = await contractSwitches(db, member.merchantId);
  const out: Offers = {
    divtypereq: {},
    dailysalreqtype: {},
    contracthoursalreq: {},
    realtimesalreqtype: {},
    ...switches,
  };
  if (isTrialType(member.type)) return out;
  const on: Record<ContractKind, boolean> = {
    dividend: switches.divtypeinfo.enableCt,
    daily: switches.dailysalinfotype.salary,
    hourly: switches.contracthoursalinfo.hourSalary,
    realtime: switches.realtimesalinfo.realtimeSalary,
  };
  const rows = (
    await db
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.merchantId, member.merchantId),
          eq(contracts.payeeId, member.id),
          inArray(contracts.status, ['P', 'E']),
        ),
      )
      .orderBy(contracts.id)
  ).filter((r) => on[r.kind as ContractKind]);
  if (rows.length === 0) return out;
  const names = await accountsOf(
    db,
    rows.map((r) => r.payerId),
  );
  for (const row of rows) {
    const higher = await offerHasHigherDownline(db, row, now);
    const base = {
      status: row.status as 'P' | 'E',
      downlineHigherRate: higher ? ('Y' as const) : ('N' as const),
      upline: row.payerId === null ? null : (names.get(row.payerId) ?? null),
      replacesId: row.replacesId,
    };
    const terms = row.terms as { cycle?: 'D' | 'W' | 'H' | 'M'; tiers: unknown[] };
    switch (row.kind as ContractKind) {
      case 'dividend':
        terms.tiers.forEach((tier, i) =>
          push(out.divtypereq, row.gameType, {
            ...base,
            ...(tier as components['schemas']['DividendTier']),
            id: row.id,
            cycle: terms.cycle ?? 'D',
            tier: i + 1,
          }),
        );
        break;
      case 'daily':
        push(out.dailysalreqtype, row.gameType, {
          ...base,
          id: row.id,
          details: terms.tiers as components['schemas']['DailySalaryTier'][],
        });
        break;
      case 'hourly':
        push(out.contracthoursalreq, row.gameType, {
          ...base,
          contractId: row.id,
          hourSalaryRates: terms.tiers as components['schemas']['HourlySalaryTier'][],
        });
        break;
      case 'realtime':
        push(out.realtimesalreqtype, row.gameType, {
          ...base,
          contractId: row.id,
          realtimeSalaryRates: terms.tiers as components['schemas']['RealtimeSalaryTier'][],
        });
        break;
    }
  }
  return out;
}

/** The member's contracts and offers of `kind`, newest first, each with its history. */
export async function myContracts(
  db: Db,
  member: Party,
  kind: ContractKind,
  now: number,
): Promise<MyContracts> {
  await requireKind(db, member.merchantId, kind);
  const rows = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.merchantId, member.merchantId),
        eq(contracts.payeeId, member.id),
        eq(contracts.kind, kind),
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(100);
  const names = await accountsOf(
    db,
    rows.flatMap((r) => [r.payerId, r.payeeId]),
  );
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  const list = [];
  for (const row of rows) {
    const waiting = row.status === 'P' || row.status === 'E';
    const higher = waiting ? await offerHasHigherDownline(db, row, now) : false;
    list.push({ ...contractWire(row, names, higher), events: events.get(row.id) ?? [] });
  }
  const canOffer = [
    ...new Set(rows.filter((r) => r.status === 'V').map((r) => r.gameType as GameType)),
  ].sort();
  return { kind, contracts: list, canOffer };
}

export interface DownlineContractQuery {
  kind: ContractKind;
  status?: 'current' | 'all' | 'P' | 'E' | 'V' | 'R' | 'W' | 'T' | 'S' | undefined;
  gameType?: GameType | undefined;
  account?: string | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The offers and contracts the agent pays, filtered, sorted and paged by the server. */
export async function downlineContracts(
  db: Db,
  agent: Party,
  query: DownlineContractQuery,
  now: number,
): Promise<DownlineContractPage> {
  await requireKind(db, agent.merchantId, query.kind);
  const page = paging(query);
  const columns = {
    account: sql`${members.username}`,
    gameType: sql`${contracts.gameType}`,
    status: sql`${contracts.status}`,
    offeredAt: sql`${contracts.offeredAt}`,
    startsAt: sql`${contracts.startsAt}`,
    endsAt: sql`${contracts.endsAt}`,
  };
  const sort = sortOf<keyof typeof columns>(columns, query.sort, 'offeredAt');
  const order: Order = query.order ?? (query.sort ? 'asc' : 'desc');
  const status = query.status ?? 'current';
  const filters: (SQL | undefined)[] = [
    eq(contracts.merchantId, agent.merchantId),
    eq(contracts.payerId, agent.id),
    eq(contracts.kind, query.kind),
    status === 'current'
      ? or(
          inArray(contracts.status, ['P', 'E', 'V']),
          and(eq(contracts.status, 'T'), gt(contracts.endsAt, new Date(now))),
        )
      : status === 'all'
        ? undefined
        : eq(contracts.status, status),
    query.gameType ? eq(contracts.gameType, query.gameType) : undefined,
    query.account
      ? sql`lower(${members.username}) like ${prefixPattern(query.account)}`
      : undefined,
  ];
  const where = and(...filters);
  const [total] = await db
    .select({ n: count() })
    .from(contracts)
    .innerJoin(members, eq(members.id, contracts.payeeId))
    .where(where);
  const rows = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(members, eq(members.id, contracts.payeeId))
    .where(where)
    .orderBy(sql`${sort.expression} ${direction(order)}`, desc(contracts.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return {
    list: await contractsWire(
      db,
      rows.map((r) => r.contract),
    ),
    total: Number(total?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
    sort: sort.column as DownlineContractPage['sort'],
    order,
  };
}

/** A member's own contracts of every kind (offers included), newest first: the staff's view. */
export async function contractsOfPayee(db: Db, merchantId: number, payeeId: number, limit: number) {
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.merchantId, merchantId), eq(contracts.payeeId, payeeId)))
    .orderBy(desc(contracts.id))
    .limit(limit);
  return contractsWire(db, rows);
}

/** What staff filter offers by: waiting, accepted (in force or since ended), declined, withdrawn. */
type OfferState = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'all';
const OFFER_STATES: Record<Exclude<OfferState, 'all'>, string[]> = {
  pending: ['P', 'E'],
  accepted: ['V', 'T', 'S'],
  declined: ['R'],
  withdrawn: ['W'],
};

interface OperatorOfferQuery {
  state?: OfferState | undefined;
  kind?: ContractKind | undefined;
  /** The start of a payer's or a payee's account. */
  account?: string | undefined;
  page: number;
  size: number;
}

/**
 * Every offer of the merchant between an upline (or the house) and a downline, newest offer
 * first, by state, kind and account: the staff's read of what agents offered and how it was
 * answered. Another merchant's offers are never read.
 */
export async function operatorContractOffers(
  db: Db,
  merchantId: number,
  query: OperatorOfferQuery,
) {
  const state = query.state ?? 'pending';
  const account = query.account?.trim();
  const where = and(
    eq(contracts.merchantId, merchantId),
    state === 'all' ? undefined : inArray(contracts.status, OFFER_STATES[state]),
    query.kind ? eq(contracts.kind, query.kind) : undefined,
    account
      ? sql`exists (select 1 from ${members} m
                     where m.merchant_id = ${merchantId}
                       and m.id in (${contracts.payerId}, ${contracts.payeeId})
                       and lower(m.username) like ${prefixPattern(account)})`
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(contracts).where(where);
  const rows = await db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.offeredAt), desc(contracts.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    content: await contractsWire(db, rows),
    page: query.page,
    size: query.size,
    totalElements: Number(total?.n ?? 0),
  };
}

// The member's records: transaction history, bet records and personal profit. Rounds played
// through the demo vendor show up with matching totals; pages, sorts and filters agree with a
// plain query over hundreds of rows across many days and the merchant's day boundaries; the
// daily sums kept by triggers equal a rebuild from the rows; bad input gets its own error code.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { setPaymentPassword } from '../src/domain/cashier';
import { houseAccount, memberAccount, post, toDecimal, toMinor } from '../src/domain/kernel';
import { openSession } from '../src/domain/sessions';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
// 12:00 in Shanghai (the demo merchant's zone) on 2026-11-21.
let now = Date.UTC(2026, 10, 21, 4, 0, 0);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, transferMerchant: true });
});
afterAll(() => t.close());

const rows = async <R extends Record<string, unknown>>(query: SQL) =>
  (await t.database.db.execute<R>(query)).rows;

async function get<T = Record<string, unknown>>(m: TestMember, url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, headers: { ...DEMO, authorization: m.token } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return json(res).value as T;
}

async function refused(m: TestMember | null, url: string) {
  const res = await t.request({
    method: 'GET',
    url,
    headers: m ? { ...DEMO, authorization: m.token } : DEMO,
  });
  return { status: res.statusCode, ...(json(res) as { errorCode: string; value: unknown }) };
}

type BetRow = {
  betId: number;
  roundId: string;
  category: string;
  vendorCode: string;
  stake: string;
  validBet: string;
  payout: string;
  winLoss: string;
  status: string;
  createdAt: string;
};
type Totals = { count: number; stake: string; validBet: string; payout: string; winLoss: string };
type BetPage = { list: BetRow[]; total: number; totals: Totals; pageTotals: Totals };
type TxRow = {
  entryId: number;
  transactionId: number;
  kind: string;
  amount: string;
  wallet: string | null;
  betId: number | null;
};
type TxDetail = {
  transactionId: number;
  kind: string;
  amount: string;
  entries: { entryId: number; wallet: string | null; amount: string }[];
  counterparty: string | null;
};
type TxPage = {
  list: TxRow[];
  total: number;
  totals: {
    count: number;
    credits: string;
    debits: string;
    net: string;
    byKind: { kind: string; count: number; net: string }[];
  };
};

const sum = (xs: string[]) => toDecimal(xs.reduce((s, x) => s + toMinor(x), 0n));

async function launch(m: TestMember, nodeId: number): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS`,
    headers: { ...DEMO, authorization: m.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

async function play(session: string, roundId: string, stake: string, bet: object = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/demo-games/api/round',
    payload: { session, roundId, stake, bet },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as { stake: string; payout: string; balance: string };
}

const gameOf = async (engine: string, category = engine === 'slot' ? 'RNG' : 'LIVE') => {
  const [g] = await rows<{ id: number; category: string; vendor_code: string }>(
    sql`select id, category, vendor_code from games
         where engine = ${engine} and category = ${category} and maintenance = false order by id limit 1`,
  );
  return { id: Number(g!.id), category: g!.category, vendor: g!.vendor_code };
};

/** Posts one balanced transaction between a member's account and the house. */
async function credit(m: TestMember, kind: 'bonus' | 'rebate', amount: string, reference: string) {
  await t.database.db.transaction(async (tx) => {
    const account = await memberAccount(tx, m.member.merchantId, m.member.id, 'USD');
    const house = await houseAccount(tx, m.member.merchantId, 'USD');
    await post(tx, {
      merchantId: m.member.merchantId,
      kind,
      idempotencyKey: `${kind}:${reference}:${m.member.id}`,
      reference,
      legs: [
        { accountId: house, amount: -toMinor(amount), kind: 'house' },
        { accountId: account.id, amount: toMinor(amount), kind: 'member' },
      ],
      now,
    });
  });
}

describe('rounds played show up in the records', () => {
  let player: TestMember;
  const payouts: string[] = [];
  const stakes: string[] = [];

  beforeAll(async () => {
    player = await createMember(t.database.db, 'records_player', { fund: '500.00', now });
    const slot = await gameOf('slot');
    const table = await gameOf('baccarat');
    const slotSession = await launch(player, slot.id);
    for (let i = 0; i < 12; i++) {
      now += 60_000;
      const r = await play(slotSession, `rec-slot-${i}`, '2.00');
      stakes.push(r.stake);
      payouts.push(r.payout);
    }
    const tableSession = await launch(player, table.id);
    for (let i = 0; i < 5; i++) {
      now += 60_000;
      const r = await play(tableSession, `rec-table-${i}`, '3.00', { side: 'BANKER' });
      stakes.push(r.stake);
      payouts.push(r.payout);
    }
    await credit(player, 'bonus', '5.00', 'mission:7');
    await credit(player, 'rebate', '1.25', 'rebate:RNG:2026-11-21');
  });

  it('lists every round with the period totals and the page totals', async () => {
    const page = await get<BetPage>(player, '/wps/report/accountGameBetHistory');
    expect(page.total).toBe(17);
    expect(page.list.map((r) => r.roundId)).toEqual([
      ...[4, 3, 2, 1, 0].map((i) => `rec-table-${i}`),
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((i) => `rec-slot-${i}`),
    ]);
    const winLoss = toDecimal(
      payouts.reduce((s, p) => s + toMinor(p), 0n) - stakes.reduce((s, p) => s + toMinor(p), 0n),
    );
    expect(page.totals).toEqual({
      count: 17,
      stake: '39.00',
      validBet: '39.00',
      payout: sum(payouts),
      winLoss,
    });
    expect(page.pageTotals).toEqual(page.totals);
    const second = await get<BetPage>(
      player,
      '/wps/report/accountGameBetHistory?pageSize=5&page=2',
    );
    expect(second.list.map((r) => r.roundId)).toEqual(page.list.slice(5, 10).map((r) => r.roundId));
    expect(second.totals).toEqual(page.totals);
    expect(second.pageTotals.stake).toBe(sum(second.list.map((r) => r.stake)));
    const live = await get<BetPage>(player, '/wps/report/accountGameBetHistory?category=LIVE');
    expect(live.total).toBe(5);
    expect(live.totals.stake).toBe('15.00');
  });

  it('lists every movement of the balance, with totals that add up to it', async () => {
    const page = await get<TxPage>(player, '/wps/report/transaction?pageSize=100');
    const wins = payouts.filter((p) => toMinor(p) > 0n).length;
    expect(page.total).toBe(1 + 17 + wins + 2);
    const [balance] = await rows<{ balance: string }>(
      sql`select sum(balance)::text as balance from ledger_accounts where member_id = ${player.member.id}`,
    );
    expect(toMinor(page.totals.net)).toBe(BigInt(balance!.balance));
    expect(page.totals.debits).toBe('-39.00');
    expect(page.totals.byKind.map((k) => k.kind)).toEqual([
      'stake',
      ...(wins ? ['payout'] : []),
      'bonus',
      'rebate',
      'funding',
    ]);
    const stakesOnly = await get<TxPage>(player, '/wps/report/transaction?kind=stake&pageSize=100');
    expect(stakesOnly.total).toBe(17);
    expect(stakesOnly.list.every((r) => r.kind === 'stake' && toMinor(r.amount) < 0n)).toBe(true);
    // A stake's detail names its round; the round's detail lists its money movements.
    const stake = stakesOnly.list[0]!;
    const detail = await get<{
      bet: { roundId: string; betId: number };
      entries: unknown[];
      amount: string;
    }>(player, `/wps/report/transaction/${stake.transactionId}`);
    expect(detail.bet.roundId).toBe('rec-table-4');
    expect(detail.entries).toHaveLength(1);
    expect(detail.amount).toBe(stake.amount);
    const round = await get<
      BetRow & { transactions: { kind: string; amount: string }[]; outcome: object }
    >(player, `/wps/report/accountGameBetHistory/${detail.bet.betId}`);
    expect(round.roundId).toBe('rec-table-4');
    expect(round.transactions[0]).toMatchObject({ kind: 'stake', amount: '-3.00' });
    expect(round.transactions.length).toBe(toMinor(round.payout) > 0n ? 2 : 1);
    expect(Object.keys(round.outcome).length).toBeGreaterThan(0);
    // A bonus names its source.
    const bonus = (await get<TxPage>(player, '/wps/report/transaction?kind=bonus')).list[0]!;
    expect(await get(player, `/wps/report/transaction/${bonus.transactionId}`)).toMatchObject({
      kind: 'bonus',
      amount: '5.00',
      source: 'mission',
      bet: null,
    });
  });

  it('sums personal profit per category, with bonuses, rebates and the net result', async () => {
    const profit = await get<{
      list: { category: string; bets: number; stake: string; winLoss: string }[];
      totals: Record<string, string | number>;
    }>(player, '/wps/report/personalProfit');
    const bets = await get<BetPage>(player, '/wps/report/accountGameBetHistory');
    expect(profit.list.map((r) => [r.category, r.bets])).toEqual([
      [(await gameOf('slot')).category, 12],
      ['LIVE', 5],
    ]);
    expect(profit.totals).toMatchObject({
      bets: 17,
      stake: bets.totals.stake,
      winLoss: bets.totals.winLoss,
      bonus: '5.00',
      rebate: '1.25',
      net: toDecimal(toMinor(bets.totals.winLoss) + toMinor('6.25')),
    });
  });
});

describe('pages, sorts, filters and totals over many days', () => {
  let member: TestMember;
  let vendor = '';
  const start = Date.UTC(2026, 9, 22, 16); // Shanghai midnight of 2026-10-23

  beforeAll(async () => {
    member = await createMember(t.database.db, 'records_many', { fund: '100000.00', now });
    const games = await rows<{
      id: number;
      category: string;
      vendor_code: string;
      game_code: string;
    }>(
      sql`select distinct on (category) id, category, vendor_code, game_code from games
           where merchant_id = ${member.member.merchantId} order by category, id limit 4`,
    );
    vendor = games[1]!.vendor_code;
    const list = sql.join(
      games.map(
        (g, i) =>
          sql`(${i}::int, ${Number(g.id)}::int, ${g.category}::text, ${g.vendor_code}::text, ${g.game_code}::text)`,
      ),
      sql`, `,
    );
    // 600 rounds over 30 days, some on the merchant's and UTC day boundaries, every 7th open.
    await t.database.db.execute(sql`
      with g(n, id, category, vendor_code, game_code) as (values ${list})
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                               stake, payout, status, bet, outcome, created_at, settled_at)
      select ${member.member.merchantId}, ${member.member.id}, 'many-' || i, g.category, g.vendor_code, g.id, g.game_code,
             100 + (i * 37) % 900, case when i % 3 = 0 then (100 + (i * 37) % 900) * 2 else 0 end,
             case when i % 7 = 0 then 'OPEN' else 'SETTLED' end, '{}'::jsonb, '{}'::jsonb,
             ${new Date(start).toISOString()}::timestamptz + case
               when i % 50 = 0 then ((i / 50) * 86400 + 28800) * interval '1 second'
               when i % 50 = 1 then ((i / 50) * 86400) * interval '1 second'
               else ((i * 4099) % (30 * 86400)) * interval '1 second' end,
             null
        from generate_series(1, 600) i join g on g.n = i % ${games.length}::int`);
    // 400 ledger movements of several kinds over the same days.
    const account = await memberAccount(
      t.database.db,
      member.member.merchantId,
      member.member.id,
      'USD',
    );
    const house = await houseAccount(t.database.db, member.member.merchantId, 'USD');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with picks as (
          select i, (array['bonus','rebate','adjustment','deposit'])[1 + i % 4] as kind,
                 (case when i % 4 = 2 then -1 else 1 end) * (50 + (i * 13) % 500)::bigint as amount,
                 ${new Date(start).toISOString()}::timestamptz + ((i * 6151) % (30 * 86400)) * interval '1 second' as at
            from generate_series(1, 400) i),
        txs as (
          insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
          select ${member.member.merchantId}::int, kind, 'many:' || i, 'test:' || i, at from picks
          returning id, idempotency_key)
        insert into ledger_entries (transaction_id, account_id, amount, created_at)
        select t.id, ${account.id}::int, p.amount, p.at from txs t join picks p on t.idempotency_key = 'many:' || p.i
        union all
        select t.id, ${house}::int, -p.amount, p.at from txs t join picks p on t.idempotency_key = 'many:' || p.i`);
      await tx.execute(sql`
        update ledger_accounts set balance = (select sum(amount) from ledger_entries where account_id = ${account.id})
         where id = ${account.id}`);
    });
  });

  const period = 'period=custom&from=2026-10-23&to=2026-11-21';

  /** The bet ids of a filtered, sorted period straight from the table. */
  const plainBets = async (where: SQL, order: SQL) =>
    (
      await rows<{ id: number }>(sql`
        select id from bet_records
         where member_id = ${member.member.id}
           and created_at >= ${new Date(start).toISOString()}::timestamptz
           and created_at < ${new Date(start + 30 * DAY).toISOString()}::timestamptz ${where}
         order by ${order}`)
    ).map((r) => Number(r.id));

  async function allPages<T>(path: string, pageSize: number, pick: (v: unknown) => T[]) {
    const out: T[] = [];
    for (let page = 1; ; page++) {
      const v = await get(member, `${path}&pageSize=${pageSize}&page=${page}`);
      const list = pick(v);
      out.push(...list);
      if (list.length < pageSize) return out;
    }
  }

  it('pages bet records in every order exactly as a plain query does', async () => {
    const cases: [string, SQL, SQL][] = [
      ['', sql``, sql`created_at desc, id desc`],
      ['&sort=createdAt&order=asc', sql``, sql`created_at asc, id asc`],
      ['&sort=stake', sql``, sql`stake desc, id desc`],
      [
        '&sort=winLoss&order=asc',
        sql``,
        sql`(case when status = 'SETTLED' then payout - stake else 0 end) asc, id asc`,
      ],
      ['&status=OPEN', sql`and status = 'OPEN'`, sql`created_at desc, id desc`],
      [
        `&vendorCode=${vendor}&sort=stake&order=asc`,
        sql`and vendor_code = ${vendor}`,
        sql`stake asc, id asc`,
      ],
      [
        '&category=LIVE&status=SETTLED',
        sql`and category = 'LIVE' and status = 'SETTLED'`,
        sql`created_at desc, id desc`,
      ],
    ];
    for (const [filter, where, order] of cases) {
      const want = await plainBets(where, order);
      expect(want.length).toBeGreaterThan(10);
      const got = await allPages(`/wps/report/accountGameBetHistory?${period}${filter}`, 45, (v) =>
        (v as BetPage).list.map((r) => r.betId),
      );
      expect(got, filter).toEqual(want);
      const totals = (
        await get<BetPage>(member, `/wps/report/accountGameBetHistory?${period}${filter}`)
      ).totals;
      const [plain] = await rows<Record<string, string>>(sql`
        select count(*)::int as count, sum(stake)::text as stake,
               coalesce(sum(stake) filter (where status = 'SETTLED'), 0)::text as valid,
               coalesce(sum(payout) filter (where status = 'SETTLED'), 0)::text as payout
          from bet_records where member_id = ${member.member.id} ${where}`);
      expect(totals).toEqual({
        count: Number(plain!.count),
        stake: toDecimal(BigInt(plain!.stake!)),
        validBet: toDecimal(BigInt(plain!.valid!)),
        payout: toDecimal(BigInt(plain!.payout!)),
        winLoss: toDecimal(BigInt(plain!.payout!) - BigInt(plain!.valid!)),
      });
    }
  });

  it('reads small pages anywhere in the period exactly', async () => {
    const want = await plainBets(sql``, sql`created_at desc, id desc`);
    for (const page of [1, 2, 30, 43, 44, 70, 85, 86]) {
      const got = await get<BetPage>(
        member,
        `/wps/report/accountGameBetHistory?${period}&pageSize=7&page=${page}`,
      );
      expect(
        got.list.map((r) => r.betId),
        `page ${page}`,
      ).toEqual(want.slice((page - 1) * 7, page * 7));
    }
  });

  it('pages transactions exactly as a plain query does, and keeps a late page exact', async () => {
    const plain = async (where: SQL, order: SQL) =>
      (
        await rows<{ id: number }>(sql`
          select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id
            join ledger_transactions t on t.id = e.transaction_id
           where a.member_id = ${member.member.id}
             and t.created_at >= ${new Date(start).toISOString()}::timestamptz
             and t.created_at < ${new Date(start + 30 * DAY).toISOString()}::timestamptz ${where}
           order by ${order}`)
      ).map((r) => Number(r.id));
    for (const [filter, where, order] of [
      ['', sql``, sql`t.created_at desc, e.id desc`],
      ['&kind=adjustment', sql`and t.kind = 'adjustment'`, sql`t.created_at desc, e.id desc`],
      ['&sort=amount&order=asc', sql``, sql`e.amount asc, e.id asc`],
    ] as const) {
      const want = await plain(where, order);
      const got = await allPages(`/wps/report/transaction?${period}${filter}`, 37, (v) =>
        (v as TxPage).list.map((r) => r.entryId),
      );
      expect(got, filter).toEqual(want);
    }
    const last = await get<TxPage>(member, `/wps/report/transaction?${period}&pageSize=10&page=40`);
    // 400 movements and the funding.
    expect(last.total).toBe(401);
    expect(last.list.map((r) => r.entryId)).toEqual(
      (await plain(sql``, sql`t.created_at desc, e.id desc`)).slice(390, 400),
    );
  });

  it('keeps the daily sums equal to a rebuild from the rows, also after rounds settle', async () => {
    await t.database.db.execute(sql`
      update bet_records set status = 'SETTLED', payout = stake * 3, settled_at = created_at + interval '1 minute'
       where member_id = ${member.member.id} and status = 'OPEN' and id % 2 = 0`);
    const snapshot = async () =>
      rows(sql`select
        (select string_agg(concat_ws(':', member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout), ',' order by member_id, day, category, vendor_code) from member_bet_daily) bets,
        (select string_agg(concat_ws(':', member_id, day, kind, entries, credits, debits), ',' order by member_id, day, kind) from member_ledger_daily) ledger,
        (select string_agg(concat_ws(':', entry_id, member_id, kind, amount, created_at), ',' order by entry_id) from member_ledger_lines) lines`);
    const kept = await snapshot();
    await t.database.db.execute(sql`select member_records_rebuild()`);
    expect(await snapshot()).toEqual(kept);
    expect(kept[0]!.lines).toBeTruthy();
  });

  it('bounds days by the merchant time zone', async () => {
    const m = await createMember(t.database.db, 'records_zone', { fund: '10.00', now });
    const [g] = await rows<{
      id: number;
      category: string;
      vendor_code: string;
      game_code: string;
    }>(sql`select id, category, vendor_code, game_code from games order by id limit 1`);
    for (const [round, at] of [
      ['before-midnight', Date.UTC(2026, 10, 20, 15, 59)],
      ['after-midnight', Date.UTC(2026, 10, 20, 16, 1)],
    ] as const) {
      await t.database.db.execute(sql`
        insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                                 stake, payout, status, bet, outcome, created_at)
        values (${m.member.merchantId}, ${m.member.id}, ${round}, ${g!.category}, ${g!.vendor_code}, ${Number(g!.id)},
                ${g!.game_code}, 100, 0, 'SETTLED', '{}', '{}', ${new Date(at).toISOString()}::timestamptz)`);
    }
    const day = (d: string) =>
      get<BetPage & { period: { timeZone: string } }>(
        m,
        `/wps/report/accountGameBetHistory?from=${d}&to=${d}`,
      );
    const shanghai = await day('2026-11-21');
    expect(shanghai.period.timeZone).toBe('Asia/Shanghai');
    expect(shanghai.list.map((r) => r.roundId)).toEqual(['after-midnight']);
    expect((await day('2026-11-20')).list.map((r) => r.roundId)).toEqual(['before-midnight']);
    await setMerchant({ timeZone: 'UTC' });
    try {
      expect((await day('2026-11-20')).list.map((r) => r.roundId)).toEqual([
        'after-midnight',
        'before-midnight',
      ]);
    } finally {
      await setMerchant({ timeZone: 'Asia/Shanghai' });
    }
  });
});

async function setMerchant(patch: Record<string, unknown>) {
  await t.database.db.execute(
    sql`update merchants set settings = settings || ${JSON.stringify(patch)}::jsonb where code = 'demo'`,
  );
  configCache(t.database.db).invalidate();
}

describe('concurrent play', () => {
  it('keeps the records exact while members play, are credited and read at the same time', async () => {
    const players = await Promise.all(
      ['records_busy_a', 'records_busy_b'].map((name) =>
        createMember(t.database.db, name, { fund: '300.00', now }),
      ),
    );
    const slot = await gameOf('slot');
    const sessions = await Promise.all(players.map((p) => launch(p, slot.id)));
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 25; i++) {
      players.forEach((p, n) => {
        work.push(play(sessions[n]!, `busy-${n}-round-${i}`, '1.00'));
        if (i % 5 === 0)
          work.push(credit(p, i % 10 === 0 ? 'bonus' : 'rebate', '0.50', `busy:${i}`));
        if (i % 7 === 0) work.push(get(p, '/wps/report/transaction?pageSize=5'));
      });
    }
    await Promise.all(work);
    for (const p of players) {
      const [balance] = await rows<{ balance: string }>(
        sql`select sum(balance)::text as balance from ledger_accounts where member_id = ${p.member.id}`,
      );
      const history = await get<TxPage>(p, '/wps/report/transaction');
      expect(toMinor(history.totals.net)).toBe(BigInt(balance!.balance));
      expect(history.totals.byKind.find((k) => k.kind === 'stake')?.count).toBe(25);
      expect((await get<BetPage>(p, '/wps/report/accountGameBetHistory')).totals.count).toBe(25);
    }
    const sums = () =>
      rows(sql`select
        (select string_agg(concat_ws(':', member_id, day, category, vendor_code, bets, stake, valid_bets, payout), ',' order by member_id, day, category, vendor_code) from member_bet_daily) bets,
        (select string_agg(concat_ws(':', member_id, day, kind, entries, credits, debits), ',' order by member_id, day, kind) from member_ledger_daily) ledger,
        (select count(*)::text from member_ledger_lines) lines`);
    const kept = await sums();
    await t.database.db.execute(sql`select member_records_rebuild()`);
    expect(await sums()).toEqual(kept);
  });
});

describe('transfers', () => {
  type Who = { id: number; token: string; merchant: string };
  const as = (who: Who, method: string, url: string, extra: Record<string, string> = {}) => ({
    method,
    url,
    headers: { merchant: who.merchant, authorization: who.token, ...extra },
  });
  async function read<T>(who: Who, url: string): Promise<T> {
    const res = await t.request(as(who, 'GET', url));
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json(res).value as T;
  }

  /** A member of merchant `code`, optionally under `parent`, with a deposit of `fund`. */
  async function member(
    code: string,
    username: string,
    options: { type?: number; parent?: Who; fund?: string } = {},
  ): Promise<Who> {
    const db = t.database.db;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, code));
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant!.id,
        username,
        passwordHash: 'x',
        type: options.type ?? 0,
        parentId: options.parent?.id ?? null,
      })
      .returning();
    if (options.fund) {
      const amount = toMinor(options.fund);
      await db.transaction(async (tx) => {
        const account = await memberAccount(tx, merchant!.id, row!.id, merchant!.currency);
        const house = await houseAccount(tx, merchant!.id, merchant!.currency);
        await post(tx, {
          merchantId: merchant!.id,
          kind: 'deposit',
          idempotencyKey: `records-transfers-deposit:${row!.id}`,
          legs: [
            { accountId: house, amount: -amount, kind: 'house' },
            { accountId: account.id, amount, kind: 'member' },
          ],
          now,
        });
      });
    }
    return { id: row!.id, token: await openSession(db, row!, 'password', now), merchant: code };
  }

  it('lists moves between the main and a vendor wallet on both sides, netting to nothing', async () => {
    const who = await member('transfer', 'records_wallets', { fund: '100.00' });
    const move = async (from: string, to: string, amount: string, key: string) => {
      const res = await t.request({
        ...as(who, 'POST', '/wps/relay/GCS_walletTransfer', { 'idempotency-key': key }),
        payload: { from, to, amount },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move('MAIN', 'PG', '30.00', 'records-wallets-in');
    await move('PG', 'MAIN', '10.00', 'records-wallets-out');

    const page = await read<TxPage>(who, '/wps/report/transaction?kind=wallet_transfer');
    expect(page.total).toBe(4);
    expect(page.list.map((r) => [r.wallet, r.amount]).sort()).toEqual(
      [
        ['PG', '-10.00'],
        ['PG', '30.00'],
        [null, '-30.00'],
        [null, '10.00'],
      ].sort(),
    );
    expect(page.totals).toMatchObject({
      count: 4,
      credits: '40.00',
      debits: '-40.00',
      net: '0.00',
    });
    // The whole period: the deposit is everything the member has, across both wallets.
    const all = await read<TxPage>(who, '/wps/report/transaction');
    expect(all.totals.net).toBe('100.00');
    const detail = await read<TxDetail>(
      who,
      `/wps/report/transaction/${page.list[0]!.transactionId}`,
    );
    expect(detail).toMatchObject({ kind: 'wallet_transfer', amount: '0.00', counterparty: null });
    expect(detail.entries.map((e) => e.wallet).sort()).toEqual([null, 'PG'].sort());
  });

  it('shows a transfer to the upline on both sides, each with only its own leg', async () => {
    const modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
      .body;
    const agent = await member('demo', 'records_upline', { type: 1 });
    const player = await member('demo', 'records_downline', { parent: agent, fund: '50.00' });
    const stranger = await member('demo', 'records_stranger', { fund: '1.00' });
    await setPaymentPassword(t.database.db, player.id, '135790', '135790', now);
    const enc = encryptPayload({ amount: '12.34', paymentPassword: '135790' }, modulus);
    const sent = await t.request({
      method: 'POST',
      url: '/wps/member/uplineTransfer',
      headers: {
        ...DEMO,
        authorization: player.token,
        encryption: enc.encryption,
        'idempotency-key': 'records-upline',
      },
      payload: enc.body as object,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = (json(sent).value as { transactionId: number }).transactionId;

    const mine = await read<TxPage>(player, '/wps/report/transaction?kind=upline_transfer');
    expect(mine.list.map((r) => [r.transactionId, r.amount])).toEqual([[id, '-12.34']]);
    const theirs = await read<TxPage>(agent, '/wps/report/transaction?kind=upline_transfer');
    expect(theirs.list.map((r) => [r.transactionId, r.amount])).toEqual([[id, '12.34']]);
    // One transaction, two members: each sees its own leg and the other's name, no more.
    const out = await read<TxDetail>(player, `/wps/report/transaction/${id}`);
    expect(out).toMatchObject({ amount: '-12.34', counterparty: 'records_upline' });
    expect(out.entries).toHaveLength(1);
    const into = await read<TxDetail>(agent, `/wps/report/transaction/${id}`);
    expect(into).toMatchObject({ amount: '12.34', counterparty: 'records_downline' });
    expect(into.entries).toHaveLength(1);
    expect(into.entries[0]!.entryId).not.toBe(out.entries[0]!.entryId);
    const peek = await t.request(as(stranger, 'GET', `/wps/report/transaction/${id}`));
    expect([peek.statusCode, json(peek).errorCode]).toEqual([404, 'not.found']);
    expect((await read<TxPage>(player, '/wps/report/transaction')).totals.net).toBe('37.66');
  });
});

describe('bad input', () => {
  it('answers each bad period, page and sort with its own error, and the member keeps its records', async () => {
    const m = await createMember(t.database.db, 'records_bad', { fund: '10.00', now });
    const cases: [string, number, string][] = [
      ['from=2026-11-21&to=2026-11-01', 400, 'records.period.invalid'],
      ['from=2026-02-30&to=2026-03-01', 400, 'records.period.invalid'],
      ['from=21/11/2026&to=2026-11-21', 400, 'records.period.invalid'],
      ['period=custom&from=2026-11-01', 400, 'records.period.invalid'],
      ['from=2026-08-01&to=2026-11-21', 400, 'records.period.too.long'],
      ['pageSize=0', 400, 'records.page.size.invalid'],
      ['pageSize=101', 400, 'records.page.size.invalid'],
      ['page=0', 400, 'records.page.invalid'],
      ['sort=password', 400, 'records.sort.invalid'],
      ['period=last90', 400, 'request.param.err'],
      ['pageSize=ten', 400, 'request.param.err'],
    ];
    for (const path of ['/wps/report/accountGameBetHistory', '/wps/report/transaction']) {
      for (const [query, status, code] of cases) {
        const r = await refused(m, `${path}?${query}`);
        expect([r.status, r.errorCode], `${path}?${query}`).toEqual([status, code]);
      }
    }
    const tooLong = await refused(m, '/wps/report/personalProfit?from=2026-08-01&to=2026-11-21');
    expect(tooLong).toMatchObject({ errorCode: 'records.period.too.long', value: { maxDays: 90 } });
    expect(
      (await get<TxPage>(m, '/wps/report/transaction?from=2026-08-24&to=2026-11-21')).total,
    ).toBe(1);
  });

  it('follows the merchant maximum range, and refuses the presets longer than it', async () => {
    const m = await createMember(t.database.db, 'records_short', { now });
    await setMerchant({ records: { maxRangeDays: 14 } });
    try {
      expect(
        (await get<{ period: { maxRangeDays: number } }>(m, '/wps/report/personalProfit')).period
          .maxRangeDays,
      ).toBe(14);
      expect(await refused(m, '/wps/report/personalProfit?period=last30')).toMatchObject({
        errorCode: 'records.period.too.long',
        value: { maxDays: 14 },
      });
    } finally {
      await setMerchant({ records: { maxRangeDays: 90 } });
    }
  });
});

describe('isolation', () => {
  it('never shows one member the records of another, whatever the parameters', async () => {
    const a = await createMember(t.database.db, 'records_alice', { fund: '50.00', now });
    const b = await createMember(t.database.db, 'records_bob', { fund: '20.00', now });
    const session = await launch(a, (await gameOf('slot')).id);
    for (let i = 0; i < 3; i++) await play(session, `alice-round-${i}`, '1.00');
    const aliceBets = (await get<BetPage>(a, '/wps/report/accountGameBetHistory')).list;
    const aliceTx = (await get<TxPage>(a, '/wps/report/transaction')).list;
    expect(aliceBets).toHaveLength(3);
    // Every id of Alice's asked by Bob: not found, never her data.
    for (const bet of aliceBets) {
      expect(await refused(b, `/wps/report/accountGameBetHistory/${bet.betId}`)).toMatchObject({
        status: 404,
        errorCode: 'not.found',
      });
    }
    for (const row of aliceTx) {
      expect(await refused(b, `/wps/report/transaction/${row.transactionId}`)).toMatchObject({
        status: 404,
        errorCode: 'not.found',
      });
    }
    // Parameters that name Alice are refused or ignored: Bob only ever sees his own.
    const aliceIds = new Set([
      ...aliceBets.map((r) => r.roundId),
      ...aliceTx.map((r) => String(r.entryId)),
    ]);
    const names = [
      'memberId',
      'member',
      'memberID',
      'account',
      'username',
      'userId',
      'customerId',
      'accountId',
      'parentId',
    ];
    for (const path of [
      '/wps/report/accountGameBetHistory',
      '/wps/report/transaction',
      '/wps/report/personalProfit',
    ]) {
      for (const name of names) {
        for (const value of [a.member.id, a.member.username]) {
          const res = await t.request({
            method: 'GET',
            url: `${path}?${name}=${encodeURIComponent(String(value))}`,
            headers: { ...DEMO, authorization: b.token },
          });
          if (res.statusCode !== 200) {
            expect(res.statusCode).toBe(400);
            continue;
          }
          const v = json(res).value as {
            list: Record<string, unknown>[];
            totals: Record<string, unknown>;
          };
          for (const row of v.list) {
            expect(aliceIds.has(String(row.roundId ?? row.entryId))).toBe(false);
          }
          if (path.endsWith('transaction')) expect(v.totals.net).toBe('20.00');
          else expect(v.totals.stake).toBe('0.00');
        }
      }
    }
  });

  it('refuses visitors, trial accounts, and transaction history when its module is off', async () => {
    expect((await refused(null, '/wps/report/accountGameBetHistory')).status).toBe(401);
    expect((await refused(null, '/wps/report/transaction/1')).status).toBe(401);
    const trial = await createMember(t.database.db, 'records_trial', { type: 4, now });
    expect(await refused(trial, '/wps/report/personalProfit')).toMatchObject({
      errorCode: 'in_need_true_account',
    });
    const m = await createMember(t.database.db, 'records_module', { fund: '1.00', now });
    const off = await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { modules: { MEMTRANS3: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect(await refused(m, '/wps/report/transaction')).toMatchObject({
        errorCode: 'function.not.available',
      });
      expect((await get<BetPage>(m, '/wps/report/accountGameBetHistory')).total).toBe(0);
    } finally {
      await t.request({
        method: 'PATCH',
        url: '/dev/merchant/settings',
        headers: DEMO,
        payload: { modules: { MEMTRANS3: true } },
      });
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { members } from '../src/db/schema/members';
import { isDatabaseEmpty, seedDatabase } from '../src/seed/seed';
import { verifyPassword } from '../src/domain/accounts';
import { findMerchantByCode } from '../src/domain/merchants';
import { loadRegisterRules } from '../src/domain/site';
import { matchesRule } from '@platform/rules';
import { designCapacity, iconDesign } from '../src/domain/media/game-icon';
import { createTestDatabase } from './helpers/test-db';

const TABLES = [
  'merchants',
  'merchant_modules',
  'register_fields',
  'countries',
  'help_articles',
  'members',
  'game_vendors',
  'games',
  'announcements',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
];

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => {
  await dispose();
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    out[table] = Number(result.rows[0]?.n);
  }
  return out;
}

describe('seed', () => {
  // Seeding every demo table twice on PGlite: about 30 s alone, more beside another file.
  it('fills an empty database and is idempotent', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    await seedDatabase(database.db);
    expect(await counts()).toEqual(first);
  }, 240_000);

  it('keeps an operator change on a second run', async () => {
    await database.db.execute(
      sql`update merchant_modules set enabled = false where mod_id = 'FREEPLAY3'`,
    );
    await seedDatabase(database.db);
    const result = await database.db.execute<{ enabled: boolean }>(
      sql`select enabled from merchant_modules where mod_id = 'FREEPLAY3'`,
    );
    expect(result.rows[0]?.enabled).toBe(false);
  });

  it('creates the demo accounts with scrypt hashes', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db
        .select()
        .from(members)
        .where(and(eq(members.username, account.username)));
      expect(row?.type).toBe(account.type);
      expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(account.password, row?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('wrong', row?.passwordHash ?? '')).toBe(false);
    }
    expect(DEMO_ACCOUNTS.map((a) => [a.username, a.type])).toEqual([
      ['demoplayer', 0],
      ['demoagent', 1],
      ['demonewbie', 0],
      ['demotrial', 4],
    ]);
  });

  it('seeds demo accounts that pass the register rules of their merchant', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const merchant = await findMerchantByCode(database.db, account.merchant);
      const rules = await loadRegisterRules(database.db, merchant!.id);
      const values: Record<string, string | undefined> = {
        username: account.username,
        password: account.password,
        email: account.email,
        mobileNum: account.mobile?.number,
        payeeName: account.payeeName,
      };
      for (const [field, value] of Object.entries(values)) {
        const rule = rules[field];
        if (value === undefined || !rule?.enabled) continue;
        expect(matchesRule(value, rule), `${account.username} ${field} ${value}`).toBe(true);
      }
    }
  });

  it('funds the demo players once, through the ledger', async () => {
    const result = await database.db.execute<{
      username: string;
      balance: string;
      entries: string;
    }>(sql`
      select m.username, a.balance::text as balance,
             (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)::text as entries
      from ledger_accounts a join members m on m.id = a.member_id
      join merchants mc on mc.id = m.merchant_id and mc.code = 'demo' order by m.username`);
    const demo = result.rows.filter((r) => r.username.startsWith('demo'));
    // Every member has its account from registration on; the trial account is never funded;
    // demoplayer also has three paid rewards in its history (15.00 issued, 10.00 claimed, and 20.00
    // for a referred friend).
    expect(demo.filter((r) => r.username !== 'demoagent')).toEqual([
      { username: 'demonewbie', balance: '1000000', entries: '1000000' },
      { username: 'demoplayer', balance: '1004500', entries: '1004500' },
      { username: 'demotrial', balance: '0', entries: '0' },
    ]);
    // The demo agent also earned its team's commission; every balance is its entries' sum.
    const agent = demo.find((r) => r.username === 'demoagent');
    expect(BigInt(agent?.balance ?? '0')).toBeGreaterThan(1000000n);
    // That commission is what the settlement pays: every credit is one commission settlement's
    // (its amount, to its agent), every closed day of the team's play is settled, and the
    // sub-agents earned theirs too.
    const commission = (
      await database.db.execute<Record<string, string>>(sql`
        select (select count(*) from ledger_transactions where kind = 'commission')::text as tx,
               (select count(*) from commission_settlements)::text as settled,
               (select count(distinct agent_id) from commission_settlements)::text as agents,
               (select count(*) from settlement_runs
                 where job = 'commission:D' and status = 'done')::text as days,
               (select count(*) from ledger_transactions x
                  join commission_settlements c on x.reference = 'commission:' || c.id
                  join ledger_entries e on e.transaction_id = x.id and e.amount = c.amount
                  join ledger_accounts a on a.id = e.account_id and a.member_id = c.agent_id
                 where x.kind = 'commission')::text as matched`)
    ).rows[0]!;
    expect(Number(commission.settled)).toBeGreaterThan(100);
    expect(commission.tx).toBe(commission.settled);
    expect(commission.matched).toBe(commission.settled);
    expect(Number(commission.agents)).toBeGreaterThan(10);
    expect(Number(commission.days)).toBeGreaterThanOrEqual(60);
    expect(result.rows.filter((r) => r.balance !== r.entries)).toEqual([]);
    expect(result.rows.length).toBeGreaterThan(300);
  });

  it('gives the demo agent a team of three levels, seeded once', async () => {
    const team = await database.db.execute<{ depth: number; n: string }>(sql`
      select t.depth, count(*)::text as n from member_tree t
        join members a on a.id = t.ancestor_id and a.username = 'demoagent'
        join merchants mc on mc.id = a.merchant_id and mc.code = 'demo'
       where t.depth >= 1 group by t.depth order by t.depth`);
    expect(team.rows.map((r) => [Number(r.depth), Number(r.n)])).toEqual([
      [1, 46],
      [2, 102],
      [3, 180],
    ]);
    const bets = await database.db.execute<{ n: string }>(
      sql`select count(*)::text as n from bet_records where round_id like 'seed-%'`,
    );
    expect(Number(bets.rows[0]?.n)).toBeGreaterThan(1000);
  });

  it('names every game of a merchant once, in English and in Chinese', async () => {
    for (const column of ['name_en', 'name_cn']) {
      const repeated = await database.db.execute<{ name: string; n: number }>(
        sql.raw(
          `select lower(${column}) as name, count(*)::int as n from games group by merchant_id, lower(${column}) having count(*) > 1`,
        ),
      );
      expect(repeated.rows, column).toEqual([]);
    }
  });

  it('gives each game of a category its own icon design (motif, palette and frame)', async () => {
    const result = await database.db.execute<{ category: string; art: number }>(
      sql`select category, art from games where merchant_id = (select id from merchants where code = 'demo') order by id`,
    );
    const byCategory = new Map<string, Set<string>>();
    for (const { category, art } of result.rows) {
      const d = iconDesign(category, art);
      const seen = byCategory.get(category) ?? new Set<string>();
      const key = `${d.motif}/${d.palette}/${d.frame}`;
      expect(seen.has(key), `${category} design ${key} repeats`).toBe(false);
      seen.add(key);
      byCategory.set(category, seen);
    }
    for (const [category, designs] of byCategory) {
      expect(designs.size).toBeLessThanOrEqual(designCapacity(category));
    }
    expect(byCategory.get('RNG')?.size).toBeGreaterThan(1500);
  });
});

// The console's VIP levels, through the operator API: an owner renames a level (per language),
// changes what reaches it and what it allows; the member's VIP page shows the change and the
// cashier enforces the level's withdrawals a day, at once. A new top level can be added and
// removed again; a level a member holds cannot be removed. Bad input (levels out of order,
// thresholds not increasing, no EN name) is refused in the envelope and changes nothing. Each
// change is audited; other roles read the levels but cannot change them.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLoyalty } from '../src/db/schema/loyalty';
import { merchants } from '../src/db/schema/merchants';
import { createMember, type TestMember } from './helpers/members';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, demoCaller, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let finance: string;
let modulus: string;
let member: TestMember;
let cardId: number;
const call = demoCaller(() => t);
type Res = Awaited<ReturnType<TestApp['request']>>;

interface Level {
  level: number;
  name: Record<string, string>;
  totalTurnover: string;
  monthlyTurnover: string;
  deposits: string;
  levelUpBonus: string;
  monthlyBonus: string;
  dailyWithdrawals: number;
  dailyWithdrawalAmount: string;
  wageringMultiple: string;
}
interface Levels {
  currency: string;
  levels: Level[];
  members: { level: number; count: number }[];
}

const URL = '/operator/settings/vip-levels';
const code = (res: Res) => json(res).errorCode;
const read = async (token = finance) => value<Levels>(await staffCall(t, 'GET', URL, token));
const save = (levels: Level[], token = owner) => staffCall(t, 'PUT', URL, token, { levels });

let keySeq = 0;
const encrypted = (method: 'POST' | 'PUT', url: string, payload: object) => {
  const enc = encryptPayload(payload as Record<string, unknown>, modulus);
  return call(method, url, member.token, enc.body as object, {
    encryption: enc.encryption,
    'idempotency-key': `vip-settings-${++keySeq}`,
  });
};
const withdraw = (amount: string) =>
  encrypted('POST', '/wps/transaction/withdraw', {
    amount,
    bankCardId: cardId,
    paymentPassword: '123456',
  });
const rank = async (lang = 'EN') =>
  value<{
    playerRankLevel: number;
    playerRankName: string;
    levels: { level: number; name: string; totalTurnover: string; dailyWithdrawals: number }[];
  }>(
    await t.request({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPlayerRankProgress',
      headers: { 'x-merchant-code': 'demo', authorization: member.token, language: lang },
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  owner = (await newSignedInStaff(t, t.database.db, m!.id, 'ova', 'owner')).token;
  finance = (await newSignedInStaff(t, t.database.db, m!.id, 'fay', 'finance')).token;
  modulus = (await call('GET', '/wps/session/key/rsa')).body;
  member = await createMember(t.database.db, 'vip_settings', { fund: '5000.00' });
  const banks = value<{ code: string }[]>(
    await call('GET', '/wps/system/withdrawBanks', member.token),
  );
  cardId = value<{ id: number }>(
    await encrypted('PUT', '/wps/member/bankCard', {
      bankCode: banks[0]!.code,
      accountName: 'Vip Settings',
      accountNumber: '1234 5678 9012',
    }),
  ).id;
  value(
    await encrypted('PUT', '/wps/member/paymentPassword', {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    }),
  );
});
afterAll(() => t.close());

describe('VIP levels from the console', () => {
  it('reads the levels in order with their names, thresholds and benefits', async () => {
    const s = await read();
    expect(s.levels.map((l) => l.level)).toEqual(s.levels.map((_, i) => i + 1));
    expect(s.levels[0]).toMatchObject({
      name: { EN: 'Bronze' },
      totalTurnover: '0.00',
      dailyWithdrawals: 3,
      dailyWithdrawalAmount: '5000.00',
      wageringMultiple: '1.00',
    });
  });

  it("changes a level: the member's VIP page shows it and the cashier enforces it at once", async () => {
    // The member holds level 1 (evaluated on its VIP page).
    expect((await rank()).playerRankName).toBe('Bronze');
    const levels = (await read()).levels;
    levels[0] = {
      ...levels[0]!,
      name: { EN: 'Copper', AR: 'نحاسي' },
      dailyWithdrawals: 1,
    };
    const after = value<Levels>(await save(levels));
    expect(after.levels[0]).toMatchObject({
      name: { EN: 'Copper', AR: 'نحاسي' },
      dailyWithdrawals: 1,
    });
    expect(after.members).toContainEqual({ level: 1, count: 1 });
    expect((await rank()).playerRankName).toBe('Copper');
    expect((await rank('AR')).playerRankName).toBe('نحاسي');
    // A language without a name shows EN.
    expect((await rank('CN')).playerRankName).toBe('Copper');
    value(await withdraw('100.00'));
    const refused = await withdraw('100.00');
    expect(json(refused)).toMatchObject({
      errorCode: 'withdraw.vip.daily.count',
      value: { level: 'Copper', dailyCount: 1 },
    });
    const audit = value<{
      content: { action: string; actor: string; before: Level[]; after: Level[] }[];
    }>(await staffCall(t, 'GET', '/operator/audit?target=settings:vip', owner)).content;
    expect(audit[0]).toMatchObject({ action: 'settings.vip', actor: 'ova' });
    expect(audit[0]!.before[0]!.name.EN).toBe('Bronze');
    expect(audit[0]!.after[0]!.name.EN).toBe('Copper');
  });

  it('adds a top level and removes it again; a level a member holds stays', async () => {
    const levels = (await read()).levels;
    const top = levels.at(-1)!;
    const added: Level = {
      ...top,
      level: levels.length + 1,
      name: { EN: 'Obsidian' },
      totalTurnover: (BigInt(top.totalTurnover.replace('.', '')) * 2n)
        .toString()
        .replace(/(\d\d)$/, '.$1'),
      monthlyTurnover: (BigInt(top.monthlyTurnover.replace('.', '')) * 2n)
        .toString()
        .replace(/(\d\d)$/, '.$1'),
    };
    value(await save([...levels, added]));
    expect((await rank()).levels.at(-1)).toMatchObject({
      level: levels.length + 1,
      name: 'Obsidian',
    });
    value(await save(levels));
    expect((await rank()).levels).toHaveLength(levels.length);
    // No levels at all is refused as bad input (the schema asks for one at least).
    expect((await save([])).statusCode).toBe(400);
    const alone = await read();
    // The member reaches level 2 (as its figures would); then only level 1 is kept: refused.
    await t.database.db
      .update(memberLoyalty)
      .set({ level: 2 })
      .where(eq(memberLoyalty.memberId, member.member.id));
    const held = await save(alone.levels.slice(0, 1));
    expect(held.statusCode).toBe(409);
    expect(json(held)).toMatchObject({
      errorCode: 'vip.level.in.use',
      value: { level: 2, members: 1 },
    });
    expect((await read()).levels).toEqual(alone.levels);
  });

  it('refuses bad input in the envelope and keeps the levels as they were', async () => {
    const before = await read();
    const l = before.levels;
    const bad: [string, Level[]][] = [
      ['numbered out of order', [{ ...l[1]!, level: 1 }, { ...l[0]!, level: 2 }, ...l.slice(2)]],
      [
        'total not increasing',
        [l[0]!, { ...l[1]!, totalTurnover: l[0]!.totalTurnover }, ...l.slice(2)],
      ],
      ['monthly not increasing', [l[0]!, { ...l[1]!, monthlyTurnover: '0' }, ...l.slice(2)]],
      ['deposits decreasing', [{ ...l[0]!, deposits: '100' }, ...l.slice(1)]],
      ['no EN name', [{ ...l[0]!, name: { AR: 'x', EN: '  ' } }, ...l.slice(1)]],
      ['bad language', [{ ...l[0]!, name: { EN: 'x', english: 'x' } }, ...l.slice(1)]],
      ['negative bonus', [{ ...l[0]!, levelUpBonus: '-1' }, ...l.slice(1)]],
      ['three decimals', [{ ...l[0]!, dailyWithdrawalAmount: '1.001' }, ...l.slice(1)]],
      ['no withdrawals', [{ ...l[0]!, dailyWithdrawals: 0 }, ...l.slice(1)]],
      ['multiple too big', [{ ...l[0]!, wageringMultiple: '1000.01' }, ...l.slice(1)]],
    ];
    for (const [why, levels] of bad) {
      const res = await save(levels);
      expect([why, res.statusCode, code(res)]).toEqual([why, 400, 'request.param.err']);
    }
    expect(await read()).toEqual(before);
  });

  it('lets only an owner change them', async () => {
    const { levels } = await read();
    const res = await save(levels, finance);
    expect([res.statusCode, code(res)]).toEqual([403, 'operator.forbidden']);
  });
});

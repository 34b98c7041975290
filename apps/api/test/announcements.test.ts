import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount, memberAccount, memberBalance, post, toMinor } from '../src/domain/kernel';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';

let t: TestApp;
let token: string;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t);
});
afterAll(() => t.close());

interface Item {
  id: string;
  startDate: number;
  type: string;
  title: string;
  execution: string | null;
  claimType: string | null;
  announcementImages: { sequence: number; url: string }[];
}
interface List {
  banners: Item[];
  player: Item[];
  popup: Item[];
  promotion: Item[];
}

const list = async (query: string, language = 'EN') => {
  const res = await t.request({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    headers: { ...DEMO, language },
  });
  expect(res.statusCode).toBe(200);
  return json(res).value as List;
};

const addPopups = () =>
  t.request({
    method: 'POST',
    url: '/dev/announcements',
    headers: DEMO,
    payload: {
      announcements: [
        { key: 't-pop-a', type: 'PU', title: 'For members', content: '<p>A</p>', execution: 'A' },
        { key: 't-pop-b', type: 'PU', title: 'For visitors', content: '<p>B</p>', execution: 'B' },
        { key: 't-pop-f', type: 'PU', title: 'First login', content: '<p>F</p>', execution: 'F' },
        { key: 't-pop-all', type: 'PU', title: 'Everyone', content: '<p>*</p>', execution: null },
        {
          key: 't-pop-later',
          type: 'PU',
          title: 'Tomorrow',
          content: '<p>later</p>',
          execution: 'B',
          startDate: now + 86_400_000,
        },
        {
          key: 't-pop-over',
          type: 'PU',
          title: 'Over',
          content: '<p>over</p>',
          execution: 'B',
          startDate: now - 2 * 86_400_000,
          endDate: now - 86_400_000,
        },
      ],
    },
  });

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('sorts the kinds into banners, player notices and promotions', async () => {
    const value = await list('types=B,PL,PR&platform=W&execution=B');
    expect(value.banners.map((b) => b.id)).toContain('banner-promotions');
    expect(value.player).toHaveLength(5);
    expect(value.player.every((n) => n.type === 'PL')).toBe(true);
    const dates = value.player.map((n) => n.startDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(value.promotion.map((p) => p.id)).toContain('promo-raffle');
    expect(value.promotion.find((p) => p.id === 'promo-raffle')?.claimType).toBe('RAFFLE');
    expect(value.promotion[0]?.announcementImages[0]?.sequence).toBe(1);
    expect(value.popup).toEqual([]);
  });

  it('returns only the kinds asked for', async () => {
    const value = await list('types=PR');
    expect(value.banners).toEqual([]);
    expect(value.player).toEqual([]);
    expect(value.promotion.length).toBeGreaterThan(0);
  });

  it('serves the language of the Language header', async () => {
    const [ar, cn] = [await list('types=PR', 'AR'), await list('types=PR', 'CN')];
    expect(ar.promotion.find((p) => p.id === 'promo-welcome')?.title).toBe('مكافأة ترحيب 100%');
    expect(cn.promotion.find((p) => p.id === 'promo-welcome')?.title).toBe('100% 首存奖金');
    const ja = await list('types=PR', 'JA');
    expect(ja.promotion.find((p) => p.id === 'promo-welcome')?.title).toBe(
      '100% ウェルカムボーナス',
    );
    // TY has no texts of its own (it shows EN's): the EN promotion is served.
    const ty = await list('types=PR', 'TY');
    expect(ty.promotion.find((p) => p.id === 'promo-welcome')?.title).toBe('100% welcome bonus');
  });

  it('filters running popups by execution (default anonymous)', async () => {
    expect((await addPopups()).statusCode).toBe(200);
    const ids = async (q: string) => (await list(q)).popup.map((p) => p.id).sort();
    expect(await ids('types=PU&execution=B')).toEqual(['t-pop-all', 't-pop-b']);
    expect(await ids('types=PU')).toEqual(['t-pop-all', 't-pop-b']);
    expect(await ids('types=PU&execution=A')).toEqual(['t-pop-a', 't-pop-all']);
    expect(await ids('types=PU&execution=A,F')).toEqual(['t-pop-a', 't-pop-all', 't-pop-f']);
    const removed = await t.request({
      method: 'DELETE',
      url: '/dev/announcements?keyPrefix=t-pop-',
      headers: DEMO,
    });
    expect(json(removed).value).toBe(6);
    expect(await ids('types=PU&execution=A,B,F')).toEqual([]);
  });

  it('refuses unknown kinds and audiences', async () => {
    for (const q of ['types=X', 'types=PU&execution=Z', 'types=']) {
      const res = await t.request({
        method: 'GET',
        url: `/wps/relay/MCSFE_getListAnnouncements?${q}`,
        headers: DEMO,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('request.param.err');
    }
  });
});

describe('promotions', () => {
  const auth = () => ({ ...DEMO, authorization: token });
  const available = async () =>
    json(
      await t.request({
        method: 'GET',
        url: '/wps/relay/MCSFE_getAvailablePromotions',
        headers: auth(),
      }),
    ).value as { count: number; promotions: { id: string; claimStatus: string | null }[] };

  it('claims a raffle once; the available count drops', async () => {
    const before = await available();
    // Everything is open but the first-deposit gift: the demo player has not deposited.
    expect(before.count).toBe(before.promotions.length - 1);
    const claim = () =>
      t.request({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimRafflePromotion',
        headers: auth(),
        payload: { promotionId: 'promo-raffle' },
      });
    const first = await claim();
    expect(json(first).value).toEqual({ promotionId: 'promo-raffle', status: 'Applying' });
    const again = await claim();
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      errorCode: 'prom.claim.duplicate',
      value: { status: 'Applying' },
    });
    const after = await available();
    expect(after.count).toBe(before.count - 1);
    expect(after.promotions.find((p) => p.id === 'promo-raffle')?.claimStatus).toBe('Applying');
  });

  it('refuses promotions without a claim, unknown ones and visitors', async () => {
    const claim = (promotionId: string, headers: Record<string, string> = auth()) =>
      t.request({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimRafflePromotion',
        headers,
        payload: { promotionId },
      });
    expect(json(await claim('promo-live-cashback')).errorCode).toBe('prom.claim.unavailable');
    expect((await claim('nope')).statusCode).toBe(404);
    expect((await claim('promo-raffle', DEMO)).statusCode).toBe(401);
  });

  describe('first-deposit gift', () => {
    const claimWelcome = (who: TestMember) =>
      t.request({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimRafflePromotion',
        headers: { ...DEMO, authorization: who.token },
        payload: { promotionId: 'promo-welcome' },
      });
    const availableTo = async (who: TestMember) =>
      json(
        await t.request({
          method: 'GET',
          url: '/wps/relay/MCSFE_getAvailablePromotions',
          headers: { ...DEMO, authorization: who.token },
        }),
      ).value as { count: number; promotions: { id: string; claimStatus: string | null }[] };
    /** Credits a deposit the way the cashier does: one `deposit` ledger transaction. */
    const deposit = (who: TestMember, amount: string) =>
      t.database.db.transaction(async (tx) => {
        const account = await memberAccount(tx, who.member.merchantId, who.member.id, 'USD');
        const house = await houseAccount(tx, who.member.merchantId, 'USD');
        await post(tx, {
          merchantId: who.member.merchantId,
          kind: 'deposit',
          idempotencyKey: `test-deposit:${who.member.id}`,
          legs: [
            { accountId: house, amount: -toMinor(amount), kind: 'house' },
            { accountId: account.id, amount: toMinor(amount), kind: 'member' },
          ],
          now: Date.now(),
        });
      });

    it('is listed as a FIRST_DEPOSIT claim', async () => {
      const { promotion } = await list('types=PR');
      expect(promotion.find((p) => p.id === 'promo-welcome')?.claimType).toBe('FIRST_DEPOSIT');
    });

    it('is refused before a first deposit (money credited otherwise does not count) and not counted as available', async () => {
      const member = await createMember(t.database.db, 'giftnodeposit', { fund: '100.00' });
      const res = await claimWelcome(member);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        errorCode: 'prom.claim.deposit.required',
        value: { promotionId: 'promo-welcome' },
      });
      const open = await availableTo(member);
      expect(open.count).toBe(open.promotions.length - 1);
      expect(open.promotions.find((p) => p.id === 'promo-welcome')?.claimStatus).toBeNull();
    });

    it('is counted and claimed once after a credited deposit, paid at once by the merchant rule', async () => {
      const member = await createMember(t.database.db, 'giftdeposited');
      await deposit(member, '50.00');
      const open = await availableTo(member);
      expect(open.count).toBe(open.promotions.length);
      const first = await claimWelcome(member);
      expect(first.statusCode).toBe(200);
      // The rule: 100 % of the first deposit (50.00), paid without review.
      expect(json(first).value).toEqual({ promotionId: 'promo-welcome', status: 'Claimed' });
      expect(json(await claimWelcome(member)).errorCode).toBe('prom.claim.duplicate');
      const after = await availableTo(member);
      expect(after.count).toBe(open.count - 1);
      expect(after.promotions.find((p) => p.id === 'promo-welcome')?.claimStatus).toBe('Claimed');
      expect(await memberBalance(t.database.db, member.member.id)).toBe(10_000n);
    });
  });
});

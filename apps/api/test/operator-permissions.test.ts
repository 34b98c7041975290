// The permission matrix: every role, as a staff session and as an operator key, against every
// operator call of the contract. A call the role allows is answered (whatever the answer about
// the made-up record: 200, 400, 404, 409); one it does not is refused with 403
// operator.forbidden before anything runs. No caller, or a member's session, is a 401.
// The expectations are written out here, call by call, apart from the server's own map.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey, STAFF_ROLES, type StaffRole } from '../src/domain/operators';
import { createMember } from './helpers/members';
import { newSignedInStaff } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';
import { listOperations, loadDocument } from '../src/contract/document';

let t: TestApp;
let merchantId: number;

const O = 'owner';
const F = 'finance';
const S = 'support';
const C = 'content';
const R = 'read-only';

interface Sample {
  method: string;
  url: string;
  body?: object;
  /** Roles that may make the call. */
  roles: readonly StaffRole[];
}

let seq = 0;
/** One request per operator call that passes validation and names records that do not exist. */
const samples = (who: string): Record<string, Sample> => ({
  operatorCurrentStaff: { method: 'GET', url: '/operator/session', roles: [O, F, S, C, R] },
  operatorDashboard: { method: 'GET', url: '/operator/dashboard', roles: [O, F, S, C, R] },
  operatorListDeposits: { method: 'GET', url: '/operator/deposits', roles: [O, F, S, R] },
  operatorConfirmDeposit: {
    method: 'POST',
    url: '/operator/deposits/NOPE000001/confirm',
    roles: [O, F],
  },
  operatorRejectDeposit: {
    method: 'POST',
    url: '/operator/deposits/NOPE000001/reject',
    body: { reason: 'x' },
    roles: [O, F],
  },
  operatorListWithdrawals: { method: 'GET', url: '/operator/withdrawals', roles: [O, F, S, R] },
  operatorApproveWithdrawal: {
    method: 'POST',
    url: '/operator/withdrawals/NOPE000001/approve',
    roles: [O, F],
  },
  operatorRejectWithdrawal: {
    method: 'POST',
    url: '/operator/withdrawals/NOPE000001/reject',
    body: { reason: 'x' },
    roles: [O, F],
  },
  operatorDisburseWithdrawal: {
    method: 'POST',
    url: '/operator/withdrawals/NOPE000001/disburse',
    roles: [O, F],
  },
  operatorResolveDispute: {
    method: 'POST',
    url: '/operator/withdrawals/NOPE000001/resolve',
    body: { outcome: 'paid', note: 'x' },
    roles: [O, F],
  },
  operatorAdjustBalance: {
    method: 'POST',
    url: '/operator/adjustments',
    body: { account: 'nobody-here', amount: '1.00', reason: 'x' },
    roles: [O, F],
  },
  operatorJackpotStatement: { method: 'GET', url: '/operator/jackpot', roles: [O, F, S, R] },
  operatorListRewards: { method: 'GET', url: '/operator/rewards', roles: [O, F, S, R] },
  operatorApproveReward: {
    method: 'POST',
    url: '/operator/rewards/999999/approve',
    body: {},
    roles: [O, F],
  },
  operatorRejectReward: {
    method: 'POST',
    url: '/operator/rewards/999999/reject',
    body: { reason: 'x' },
    roles: [O, F],
  },
  operatorProcessReward: { method: 'POST', url: '/operator/rewards/999999/process', roles: [O, F] },
  operatorOfferContract: {
    method: 'POST',
    url: '/operator/contracts',
    body: {
      account: 'nobody-here',
      kind: 'hourly',
      gameType: 'LIVE',
      terms: {
        kind: 'hourly',
        tiers: [{ minimumBet: '20', activeMember: 1, rateType: 'P', rate: '0.3' }],
      },
    },
    roles: [O, F],
  },
  operatorListContractOffers: {
    method: 'GET',
    url: '/operator/contracts?state=all',
    roles: [O, F, R],
  },
  operatorListSettlements: { method: 'GET', url: '/operator/settlements', roles: [O, F, R] },
  operatorListAgents: { method: 'GET', url: '/operator/agents', roles: [O, F, R] },
  operatorGetAgent: { method: 'GET', url: '/operator/agents/nobody-here', roles: [O, F, R] },
  operatorRunSettlements: {
    method: 'POST',
    url: '/operator/settlements/run',
    body: { period: 'nope' },
    roles: [O, F],
  },
  operatorRerunSettlement: {
    method: 'POST',
    url: '/operator/settlements/rerun',
    body: { contractId: 999999, period: 'nope', reason: 'x' },
    roles: [O, F],
  },
  operatorListPointRedemptions: {
    method: 'GET',
    url: '/operator/pointRedemptions',
    roles: [O, F, S, R],
  },
  operatorApprovePointRedemption: {
    method: 'POST',
    url: '/operator/pointRedemptions/NOPE000001/approve',
    roles: [O, F],
  },
  operatorRejectPointRedemption: {
    method: 'POST',
    url: '/operator/pointRedemptions/NOPE000001/reject',
    body: { reason: 'x' },
    roles: [O, F],
  },
  operatorAdjustPoints: {
    method: 'POST',
    url: '/operator/pointAdjustments',
    body: { account: 'nobody-here', points: 1, reason: 'x' },
    roles: [O, F],
  },
  operatorListMembers: { method: 'GET', url: '/operator/members', roles: [O, F, S, R] },
  operatorGetMember: { method: 'GET', url: '/operator/members/nobody-here', roles: [O, F, S, R] },
  operatorLockMember: {
    method: 'POST',
    url: '/operator/members/nobody-here/lock',
    body: { reason: 'x' },
    roles: [O, S],
  },
  operatorUnlockMember: {
    method: 'POST',
    url: '/operator/members/nobody-here/unlock',
    body: { reason: 'x' },
    roles: [O, S],
  },
  operatorAuditLog: { method: 'GET', url: '/operator/audit', roles: [O, R] },
  operatorListStaff: { method: 'GET', url: '/operator/staff', roles: [O] },
  operatorCreateStaff: {
    method: 'POST',
    url: '/operator/staff',
    body: { loginName: `made${++seq}-${who}`.slice(0, 32), password: 'Made-by-2026', role: R },
    roles: [O],
  },
  operatorLockStaff: {
    method: 'POST',
    url: '/operator/staff/nobody-here/lock',
    body: { reason: 'x' },
    roles: [O],
  },
  operatorUnlockStaff: {
    method: 'POST',
    url: '/operator/staff/nobody-here/unlock',
    body: { reason: 'x' },
    roles: [O],
  },
  operatorFourEyesRule: { method: 'GET', url: '/operator/settings/fourEyes', roles: [O, F, S, R] },
  operatorSetFourEyesRule: {
    method: 'PUT',
    url: '/operator/settings/fourEyes',
    body: { above: '1000.00' },
    roles: [O],
  },
  // Console (a): a member's page.
  operatorMemberLedger: {
    method: 'GET',
    url: '/operator/members/nobody-here/ledger',
    roles: [O, F, S, R],
  },
  operatorMemberBets: {
    method: 'GET',
    url: '/operator/members/nobody-here/bets',
    roles: [O, F, S, R],
  },
  operatorMemberSafety: {
    method: 'GET',
    url: '/operator/members/nobody-here/safety',
    roles: [O, F, S, R],
  },
  operatorMemberNotes: {
    method: 'GET',
    url: '/operator/members/nobody-here/notes',
    roles: [O, F, S, R],
  },
  operatorAddMemberNote: {
    method: 'POST',
    url: '/operator/members/nobody-here/notes',
    body: { text: 'x' },
    roles: [O, F, S],
  },
  operatorResetMemberTwoFactor: {
    method: 'POST',
    url: '/operator/members/nobody-here/twoFactor/reset',
    body: { reason: 'x' },
    roles: [O, S],
  },
  operatorResetMemberPaymentPassword: {
    method: 'POST',
    url: '/operator/members/nobody-here/paymentPassword/reset',
    body: { reason: 'x' },
    roles: [O, S],
  },
  // Console (a): operator keys.
  operatorListKeys: { method: 'GET', url: '/operator/keys', roles: [O] },
  operatorCreateKey: {
    method: 'POST',
    url: '/operator/keys',
    body: { name: `key-${who}`, role: R },
    roles: [O],
  },
  operatorRevokeKey: { method: 'POST', url: '/operator/keys/999999/revoke', roles: [O] },
  operatorListAnnouncements: {
    method: 'GET',
    url: '/operator/announcements',
    roles: [O, F, S, C, R],
  },
  operatorGetAnnouncement: {
    method: 'GET',
    url: '/operator/announcements/nope-000001',
    roles: [O, F, S, C, R],
  },
  operatorCreateAnnouncement: {
    method: 'POST',
    url: '/operator/announcements',
    body: {
      type: 'H',
      startDate: 0,
      endDate: 1000,
      published: false,
      texts: [{ lang: 'EN', title: `matrix ${who}`, content: '<p>x</p>' }],
    },
    roles: [O, C],
  },
  operatorUpdateAnnouncement: {
    method: 'PUT',
    url: '/operator/announcements/nope-000001',
    body: {
      type: 'H',
      startDate: 0,
      endDate: null,
      published: false,
      texts: [{ lang: 'EN', title: 'x', content: 'x' }],
    },
    roles: [O, C],
  },
  operatorUnpublishAnnouncement: {
    method: 'POST',
    url: '/operator/announcements/nope-000001/unpublish',
    roles: [O, C],
  },
  operatorSiteSettings: { method: 'GET', url: '/operator/settings/site', roles: [O, F, S, C, R] },
  operatorUpdateSiteSettings: {
    method: 'PATCH',
    url: '/operator/settings/site',
    body: { modules: {} },
    roles: [O],
  },
  operatorReferralRule: {
    method: 'GET',
    url: '/operator/settings/referral',
    roles: [O, F, S, C, R],
  },
  operatorSetReferralRule: {
    method: 'PUT',
    url: '/operator/settings/referral',
    body: {
      enabled: true,
      minDeposit: '100.00',
      reward: '10.00',
      wageringMultiple: '1',
      title: { EN: 'Invite a friend' },
    },
    roles: [O],
  },
  operatorRebateSettings: {
    method: 'GET',
    url: '/operator/settings/rebates',
    roles: [O, F, S, C, R],
  },
  operatorSetRebateSettings: {
    method: 'PUT',
    url: '/operator/settings/rebates',
    body: { minClaim: '1.00', wageringMultiple: '0', rates: [] },
    roles: [O],
  },
  operatorRegisterRules: {
    method: 'GET',
    url: '/operator/settings/register',
    roles: [O, F, S, C, R],
  },
  operatorSetRegisterRules: {
    method: 'PATCH',
    url: '/operator/settings/register',
    body: { fields: [] },
    roles: [O],
  },
  operatorPaymentSettings: {
    method: 'GET',
    url: '/operator/settings/payments',
    roles: [O, F, S, C, R],
  },
  operatorSetPaymentSettings: {
    method: 'PUT',
    url: '/operator/settings/payments',
    body: {
      depositChannels: [{ code: 'nope', enabled: true, min: '1.00', max: '2.00' }],
      withdraw: { min: '1.00', max: '2.00', dailyCount: 1, channels: [] },
    },
    roles: [O, F],
  },
  operatorVipLevels: {
    method: 'GET',
    url: '/operator/settings/vip-levels',
    roles: [O, F, S, C, R],
  },
  operatorSetVipLevels: {
    method: 'PUT',
    url: '/operator/settings/vip-levels',
    // Refused as bad input (levels numbered from 1) once the role is let through.
    body: {
      levels: [
        {
          level: 2,
          name: { EN: 'Nope' },
          totalTurnover: '0',
          monthlyTurnover: '0',
          deposits: '0',
          levelUpBonus: '0',
          monthlyBonus: '0',
          dailyWithdrawals: 1,
          dailyWithdrawalAmount: '0',
          wageringMultiple: '0',
        },
      ],
    },
    roles: [O],
  },
  operatorListPages: { method: 'GET', url: '/operator/pages', roles: [O, F, S, C, R] },
  operatorUpdatePage: {
    method: 'PUT',
    url: '/operator/pages/nope-page',
    body: { published: true, texts: [{ lang: 'EN', title: 'x', content: 'x' }] },
    roles: [O, C],
  },
  operatorListHelpArticles: {
    method: 'GET',
    url: '/operator/helpArticles',
    roles: [O, F, S, C, R],
  },
  operatorCreateHelpArticle: {
    method: 'POST',
    url: '/operator/helpArticles',
    body: { topic: 'nope-topic', texts: [{ lang: 'EN', title: 'x', content: 'x' }] },
    roles: [O, C],
  },
  operatorUpdateHelpArticle: {
    method: 'PUT',
    url: '/operator/helpArticles/nope-article',
    body: { texts: [{ lang: 'EN', title: 'x', content: 'x' }] },
    roles: [O, C],
  },
  operatorPublishHelpArticle: {
    method: 'POST',
    url: '/operator/helpArticles/nope-article/publish',
    body: { published: false },
    roles: [O, C],
  },
  operatorMoveHelpArticle: {
    method: 'POST',
    url: '/operator/helpArticles/nope-article/move',
    body: { direction: 'up' },
    roles: [O, C],
  },
  operatorListGames: { method: 'GET', url: '/operator/games', roles: [O, F, S, C, R] },
  operatorUpdateGame: {
    method: 'PATCH',
    url: '/operator/games/999999',
    body: { isHot: true },
    roles: [O, C],
  },
  operatorListGameVendors: { method: 'GET', url: '/operator/gameVendors', roles: [O, F, S, C, R] },
  operatorUpdateGameVendor: {
    method: 'PATCH',
    url: '/operator/gameVendors/999999',
    body: { enabled: true },
    roles: [O, C],
  },
  operatorListLiveChats: { method: 'GET', url: '/operator/liveChats', roles: [O, S, R] },
  operatorGetLiveChat: {
    method: 'GET',
    url: '/operator/liveChats/999999/messages',
    roles: [O, S, R],
  },
  operatorTakeLiveChat: { method: 'POST', url: '/operator/liveChats/999999/take', roles: [O, S] },
  operatorAnswerLiveChat: {
    method: 'POST',
    url: '/operator/liveChats/999999/messages',
    body: { content: 'x' },
    roles: [O, S],
  },
  operatorCloseLiveChat: { method: 'POST', url: '/operator/liveChats/999999/close', roles: [O, S] },
  operatorListFeedback: { method: 'GET', url: '/operator/feedback', roles: [O, S, R] },
  operatorGetFeedback: { method: 'GET', url: '/operator/feedback/999999', roles: [O, S, R] },
  operatorAnswerFeedback: {
    method: 'POST',
    url: '/operator/feedback/999999/answer',
    body: { answer: 'x' },
    roles: [O, S],
  },
  operatorDailyReport: { method: 'GET', url: '/operator/reports/daily', roles: [O, F, R] },
  operatorDailyReportCsv: {
    method: 'GET',
    url: '/operator/reports/daily/csv',
    roles: [O, F, R],
  },
  // Last: it ends the staff session it is called with.
  operatorSignOut: { method: 'DELETE', url: '/operator/session', roles: [O, F, S, C, R] },
});

/** The sign-in steps: no caller needed (they carry their own proof). */
const PUBLIC = [
  'operatorSignIn',
  'operatorVerifySignIn',
  'operatorStartEnrolment',
  'operatorConfirmEnrolment',
];

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
});
afterAll(() => t.close());

const send = (sample: Sample, headers: Record<string, string>) =>
  t.request({
    method: sample.method,
    url: sample.url,
    headers: { ...DEMO, 'idempotency-key': `matrix-${++seq}`, ...headers },
    ...(sample.body ? { payload: sample.body } : {}),
  });

describe('permission matrix', () => {
  it('covers every operator call of the contract', () => {
    const operatorCalls = listOperations(loadDocument())
      .filter(({ operation }) => operation['x-operator-only'] === true)
      .map(({ operation }) => operation.operationId!)
      .sort();
    expect(operatorCalls).toEqual([...Object.keys(samples('x')), ...PUBLIC].sort());
  });

  it('answers every role what it may do and refuses the rest, as staff and as a key', async () => {
    const counts = { answered: 0, refused: 0, unauthenticated: 0 };
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      const staff = await newSignedInStaff(t, t.database.db, merchantId, `matrix-${role}`, role);
      const { key } = await createOperatorKey(
        t.database.db,
        merchantId,
        `matrix-${role}`,
        Date.now(),
        {
          role,
        },
      );
      const callers: { kind: string; headers: Record<string, string> }[] = [
        { kind: 'staff', headers: { 'x-operator-session': staff.token } },
        { kind: 'key', headers: { 'x-operator-key': key } },
      ];
      for (const caller of callers) {
        for (const [operationId, sample] of Object.entries(samples(`${role}-${caller.kind}`))) {
          const res = await send(sample, caller.headers);
          const allowed = sample.roles.includes(role);
          const refused = res.statusCode === 403 && json(res).errorCode === 'operator.forbidden';
          const answered = ![401, 403, 500].includes(res.statusCode);
          if (allowed ? answered : refused) counts[allowed ? 'answered' : 'refused'] += 1;
          else
            wrong.push(
              `${role} ${caller.kind} ${operationId}: ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    // Without a caller, or with a member's session in either header: 401 on every call.
    const { token } = await createMember(t.database.db, 'matrixmember');
    const anonymous: Record<string, string>[] = [
      {},
      { authorization: token },
      { 'x-operator-session': token },
    ];
    for (const headers of anonymous) {
      for (const [operationId, sample] of Object.entries(samples('none'))) {
        const res = await send(sample, headers);
        if (res.statusCode === 401) counts.unauthenticated += 1;
        else wrong.push(`no caller ${operationId}: ${res.statusCode}`);
      }
    }
    console.log(
      `permission matrix: ${STAFF_ROLES.length} roles x 2 caller kinds x ${Object.keys(samples('x')).length} calls: ${counts.answered} answered, ${counts.refused} refused (403); ${counts.unauthenticated} unauthenticated calls refused (401)`,
    );
    expect(wrong).toEqual([]);
    expect(counts.answered + counts.refused).toBe(
      STAFF_ROLES.length * 2 * Object.keys(samples('x')).length,
    );
    // Every role against every call, one after another: the time grows with the contract.
  }, 300_000);
});

// The demo merchant's reward rules (what a promotion or activity claim pays), its missions, and
// demoplayer's reward history (one grant in each status of spec section 3).
import type { MissionMetric, MissionPeriod } from '../../db/schema/rewards';
import { localized, type Texts } from './content/index';
import type { Tr } from './player-announcements';

export interface RuleSeed {
  sourceKind: 'promotion' | 'activity';
  sourceKey: string;
  amount?: string;
  depositPercent?: string;
  maxAmount?: string;
  requiresDeposit?: boolean;
  review: boolean;
  wageringMultiple: string;
}

export const DEMO_REWARD_RULES: RuleSeed[] = [
  // Welcome bonus: 100 % of the first deposit up to 500.00, wagered 10 times.
  {
    sourceKind: 'promotion',
    sourceKey: 'promo-welcome',
    depositPercent: '100',
    maxAmount: '500.00',
    review: false,
    wageringMultiple: '10',
  },
  // Raffle: an operator draws and approves the prize.
  {
    sourceKind: 'promotion',
    sourceKey: 'promo-raffle',
    amount: '8.88',
    review: true,
    wageringMultiple: '1',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-first-deposit',
    amount: '18.00',
    requiresDeposit: true,
    review: false,
    wageringMultiple: '3',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-lucky',
    amount: '20.00',
    review: true,
    wageringMultiple: '5',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-vip-gift',
    amount: '50.00',
    review: true,
    wageringMultiple: '1',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-birthday',
    amount: '28.00',
    review: true,
    wageringMultiple: '1',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-weekend',
    amount: '15.00',
    review: true,
    wageringMultiple: '5',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-referral',
    amount: '10.00',
    review: false,
    wageringMultiple: '1',
  },
  {
    sourceKind: 'activity',
    sourceKey: 'act-spring',
    amount: '8.88',
    review: false,
    wageringMultiple: '1',
  },
];

export interface MissionSeed {
  key: string;
  title: Texts;
  description: Texts;
  period: MissionPeriod;
  metric: MissionMetric;
  category?: string;
  /** An amount for money metrics, a count for rounds, '1' for the first deposit. */
  target: string;
  reward: string;
  points: number;
  wageringMultiple: string;
}

const MISSIONS: (MissionSeed & { title: Tr; description: Tr })[] = [
  {
    key: 'daily-slots-rounds',
    title: { EN: 'Spin 20 slot rounds', CN: '老虎机旋转 20 次', AR: 'العب 20 جولة سلوتس' },
    description: {
      EN: 'Play 20 rounds of any slot game today.',
      CN: '今天玩任意老虎机游戏 20 局。',
      AR: 'العب 20 جولة من أي لعبة سلوتس اليوم.',
    },
    period: 'daily',
    metric: 'rounds',
    category: 'RNG',
    target: '20',
    reward: '5.00',
    points: 10,
    wageringMultiple: '1',
  },
  {
    key: 'daily-live-rounds',
    title: { EN: 'Five live hands', CN: '真人娱乐 5 局', AR: 'خمس جولات مباشرة' },
    description: {
      EN: 'Play 5 rounds of live casino today.',
      CN: '今天玩真人娱乐 5 局。',
      AR: 'العب 5 جولات في الكازينو المباشر اليوم.',
    },
    period: 'daily',
    metric: 'rounds',
    category: 'LIVE',
    target: '5',
    reward: '3.00',
    points: 10,
    wageringMultiple: '1',
  },
  {
    key: 'daily-sports-bets',
    title: { EN: 'Three sports bets', CN: '体育投注 3 次', AR: 'ثلاثة رهانات رياضية' },
    description: {
      EN: 'Place 3 sports bets today.',
      CN: '今天完成 3 次体育投注。',
      AR: 'ضع 3 رهانات رياضية اليوم.',
    },
    period: 'daily',
    metric: 'rounds',
    category: 'SPORTS',
    target: '3',
    reward: '2.00',
    points: 5,
    wageringMultiple: '1',
  },
  {
    key: 'weekly-slots-valid',
    title: { EN: 'Slots week', CN: '老虎机周挑战', AR: 'أسبوع السلوتس' },
    description: {
      EN: 'Reach 500.00 of valid bets on slots this week.',
      CN: '本周老虎机有效投注达到 500.00。',
      AR: 'حقق 500.00 من الرهانات الصالحة على السلوتس هذا الأسبوع.',
    },
    period: 'weekly',
    metric: 'valid_bet',
    category: 'RNG',
    target: '500.00',
    reward: '20.00',
    points: 50,
    wageringMultiple: '3',
  },
  {
    key: 'weekly-any-valid',
    title: { EN: 'High roller week', CN: '豪客周', AR: 'أسبوع كبار اللاعبين' },
    description: {
      EN: 'Reach 2,000.00 of valid bets on any game this week.',
      CN: '本周任意游戏有效投注达到 2,000.00。',
      AR: 'حقق 2,000.00 من الرهانات الصالحة على أي لعبة هذا الأسبوع.',
    },
    period: 'weekly',
    metric: 'valid_bet',
    target: '2000.00',
    reward: '38.00',
    points: 100,
    wageringMultiple: '3',
  },
  {
    key: 'monthly-deposit',
    title: { EN: 'Monthly top-up', CN: '月度充值', AR: 'شحن الشهر' },
    description: {
      EN: 'Deposit 1,000.00 in total this month.',
      CN: '本月累计存款 1,000.00。',
      AR: 'أودع 1,000.00 في المجموع هذا الشهر.',
    },
    period: 'monthly',
    metric: 'deposit',
    target: '1000.00',
    reward: '25.00',
    points: 80,
    wageringMultiple: '5',
  },
  {
    key: 'first-deposit',
    title: { EN: 'First deposit', CN: '首次存款', AR: 'الإيداع الأول' },
    description: {
      EN: 'Make your first deposit.',
      CN: '完成您的首次存款。',
      AR: 'قم بإيداعك الأول.',
    },
    period: 'once',
    metric: 'first_deposit',
    target: '1',
    reward: '10.00',
    points: 20,
    wageringMultiple: '1',
  },
];

/** The missions, their texts in every language content/<CODE>.json has. */
export const DEMO_MISSIONS: MissionSeed[] = MISSIONS.map((m) => ({
  ...m,
  title: localized(`mission.${m.key}.title`, m.title),
  description: localized(`mission.${m.key}.description`, m.description),
}));

/** demoplayer's claims of activities, one per status an operator or the member reaches. */
export const DEMO_PLAYER_GRANTS: {
  key: string;
  status: 'Applying' | 'Process' | 'Rejected' | 'Issued' | 'Claimed';
  daysAgo: number;
  reason?: string;
}[] = [
  { key: 'act-lucky', status: 'Applying', daysAgo: 1 },
  { key: 'act-vip-gift', status: 'Process', daysAgo: 2 },
  { key: 'act-birthday', status: 'Rejected', daysAgo: 4, reason: 'No birthday on file' },
  { key: 'act-weekend', status: 'Issued', daysAgo: 6 },
  { key: 'act-referral', status: 'Claimed', daysAgo: 8 },
];

/**
 * The referral rule: the referrer earns 20.00 (wagered once) per invitee whose credited deposits
 * reach 200.00.
 */
export const DEMO_REFERRAL_RULE = {
  minDeposit: '200.00',
  reward: '20.00',
  wageringMultiple: '1',
  title: localized('referral.title', {
    EN: 'Invite friends reward',
    CN: '邀请好友奖励',
    AR: 'مكافأة دعوة الأصدقاء',
  }),
};

/** demoplayer's referral code (its invitation link is /register?referralCode=DEMOPLAY). */
export const DEMO_PLAYER_REFERRAL_CODE = 'DEMOPLAY';

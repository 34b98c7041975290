// Announcements of the demo merchant: the promotions page banner (group with the empty
// name), notice-centre notices and promotions, written here in EN, CN and AR; the other
// languages come from content/<CODE>.json (content/index.ts). Popups are not seeded: they
// would cover every page of a fresh site; operators add them (tests use /dev/announcements).
import { localized, type Texts } from './content/index';

export type Lang = 'EN' | 'CN' | 'AR';
/** The texts written in the seed data itself; `localized` adds the other languages. */
export type Tr = Record<Lang, string>;

export interface AnnouncementSeed {
  key: string;
  /** B banner, PL / H player notices, PR promotion, AG agent announcement. */
  type: 'B' | 'PL' | 'H' | 'PR' | 'AG';
  title: Texts;
  html: Texts;
  daysAgo: number;
  category?: string;
  promotionType?: string;
  claimType?: 'RAFFLE' | 'FIRST_DEPOSIT';
  groupName?: string;
  url?: string;
  cover?: string;
}

const p = (...t: string[]) => t.map((x) => `<p>${x}</p>`).join('');

const ANNOUNCEMENTS: (AnnouncementSeed & { title: Tr; html: Tr })[] = [
  {
    key: 'banner-promotions',
    type: 'B',
    groupName: '',
    url: '/content/banner-promotions.svg',
    title: { EN: 'Promotions', CN: '优惠活动', AR: 'العروض' },
    html: { EN: '', CN: '', AR: '' },
    daysAgo: 30,
  },
  {
    key: 'promo-welcome',
    type: 'PR',
    category: 'new_player',
    claimType: 'FIRST_DEPOSIT',
    cover: '/content/promo-welcome.svg',
    title: { EN: '100% welcome bonus', CN: '100% 首存奖金', AR: 'مكافأة ترحيب 100%' },
    html: {
      EN: p(
        'Double your first deposit up to $500.',
        'Wager the bonus 10 times within 30 days to withdraw it.',
      ),
      CN: p('首次存款翻倍，最高 500 美元。', '30 天内完成奖金 10 倍流水即可提款。'),
      AR: p('ضاعف إيداعك الأول حتى 500 دولار.', 'راهن بقيمة المكافأة 10 مرات خلال 30 يومًا لسحبها.'),
    },
    daysAgo: 20,
  },
  {
    key: 'promo-raffle',
    type: 'PR',
    category: 'other_promo',
    claimType: 'RAFFLE',
    cover: '/content/promo-raffle.svg',
    title: { EN: 'Weekly lucky raffle', CN: '每周幸运抽奖', AR: 'السحب الأسبوعي المحظوظ' },
    html: {
      EN: p('Claim your raffle ticket once a week. Winners are drawn every Monday.'),
      CN: p('每周领取一次抽奖券，每周一开奖。'),
      AR: p('احصل على تذكرة السحب مرة كل أسبوع. يتم السحب كل يوم اثنين.'),
    },
    daysAgo: 7,
  },
  {
    key: 'promo-slots-rebate',
    type: 'PR',
    category: 'rng_promo',
    cover: '/content/promo-slots.svg',
    title: { EN: 'Slots rebate 1.2%', CN: '老虎机返水 1.2%', AR: 'استرداد 1.2% على السلوتس' },
    html: {
      EN: p('Every slot bet earns a 1.2% rebate, paid daily with no wagering.'),
      CN: p('每笔老虎机投注可获 1.2% 返水，每日派发，无流水要求。'),
      AR: p('كل رهان على السلوتس يمنحك استردادًا بنسبة 1.2% يُدفع يوميًا دون شروط رهان.'),
    },
    daysAgo: 12,
  },
  {
    key: 'promo-live-cashback',
    type: 'PR',
    category: 'live_promo',
    cover: '/content/promo-live.svg',
    title: { EN: 'Live casino cashback', CN: '真人娱乐返现', AR: 'استرداد نقدي للكازينو المباشر' },
    html: {
      EN: p('Get 5% of your weekly live casino losses back every Monday.'),
      CN: p('每周一返还上周真人娱乐净亏损的 5%。'),
      AR: p('استرد 5% من خسائرك الأسبوعية في الكازينو المباشر كل يوم اثنين.'),
    },
    daysAgo: 15,
  },
  {
    key: 'promo-sports-boost',
    type: 'PR',
    category: 'sport_promo',
    cover: '/content/promo-sports.svg',
    title: { EN: 'Sports odds boost', CN: '体育赔率提升', AR: 'تعزيز احتمالات الرياضة' },
    html: {
      EN: p('Accumulators of 4 legs or more get 10% extra winnings.'),
      CN: p('4 串 1 及以上的过关投注额外赢取 10% 奖金。'),
      AR: p('الرهانات المركبة من 4 اختيارات أو أكثر تحصل على 10% أرباح إضافية.'),
    },
    daysAgo: 3,
  },
  {
    key: 'promo-deposit',
    type: 'PR',
    category: 'deposit_promo',
    cover: '/content/promo-deposit.svg',
    title: { EN: 'Daily reload 10%', CN: '每日续存 10%', AR: 'إعادة إيداع يومية 10%' },
    html: {
      EN: p('Your first deposit of each day earns a 10% bonus up to $50.'),
      CN: p('每日首笔存款可获 10% 奖金，最高 50 美元。'),
      AR: p('أول إيداع لك كل يوم يمنحك مكافأة 10% حتى 50 دولارًا.'),
    },
    daysAgo: 1,
  },
];

export const DEMO_ANNOUNCEMENTS: AnnouncementSeed[] = ANNOUNCEMENTS.map((a) => ({
  ...a,
  title: localized(`announcement.${a.key}.title`, a.title),
  html: localized(`announcement.${a.key}.html`, a.html),
}));

const NOTICE_TOPICS: { title: Tr; body: Tr; promotionType?: string }[] = [
  {
    title: { EN: 'Welcome bonus is live', CN: '首存奖金上线', AR: 'مكافأة الترحيب متاحة الآن' },
    body: {
      EN: 'New members double their first deposit.',
      CN: '新会员首存翻倍。',
      AR: 'الأعضاء الجدد يضاعفون إيداعهم الأول.',
    },
    promotionType: 'new_player',
  },
  {
    title: { EN: 'Scheduled maintenance', CN: '例行维护通知', AR: 'صيانة مجدولة' },
    body: {
      EN: 'Lottery games pause on Tuesday 02:00 to 03:00.',
      CN: '彩票游戏将于周二 02:00 至 03:00 暂停。',
      AR: 'تتوقف ألعاب اليانصيب يوم الثلاثاء من 02:00 إلى 03:00.',
    },
  },
  {
    title: {
      EN: 'New slots from the demo vendor',
      CN: '全新老虎机上线',
      AR: 'سلوتس جديدة من المزوّد التجريبي',
    },
    body: {
      EN: 'Ten new slot games are in the lobby.',
      CN: '大厅新增十款老虎机游戏。',
      AR: 'عشر ألعاب سلوتس جديدة في الردهة.',
    },
  },
  {
    title: { EN: 'Weekly raffle draw', CN: '每周抽奖开奖', AR: 'سحب الجوائز الأسبوعي' },
    body: {
      EN: 'Claim your ticket before Sunday midnight.',
      CN: '请在周日午夜前领取抽奖券。',
      AR: 'احصل على تذكرتك قبل منتصف ليل الأحد.',
    },
    promotionType: 'other_promo',
  },
  {
    title: { EN: 'Withdrawal status', CN: '提款状态', AR: 'حالة السحب' },
    body: {
      EN: 'Follow each withdrawal in your transaction records, from review to payout.',
      CN: '您可在交易记录中跟踪每笔提款，从审核到付款。',
      AR: 'تابع كل طلب سحب في سجل معاملاتك، من المراجعة حتى الدفع.',
    },
  },
];

/** Five marquee notices (PL) and the same topics kept in the notice centre only (H). */
export const DEMO_NOTICES: AnnouncementSeed[] = NOTICE_TOPICS.flatMap((topic, i) => {
  const body = localized(`notice.${i + 1}.body`, topic.body);
  return [
    {
      key: `notice-${i + 1}`,
      type: 'PL' as const,
      title: localized(`notice.${i + 1}.title`, topic.title),
      html: Object.fromEntries(
        Object.entries(body).map(([lang, text]) => [lang, p(text)]),
      ) as Texts,
      daysAgo: i * 2 + 1,
      ...(topic.promotionType ? { promotionType: topic.promotionType } : {}),
    },
  ];
});

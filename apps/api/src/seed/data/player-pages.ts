// Information pages, blog and news posts, activities and winner board of the demo merchant
// in EN, CN and AR.
import type { Tr } from './player-announcements';

const p = (...t: string[]) => t.map((x) => `<p>${x}</p>`).join('');
const h = (title: string, ...t: string[]) => `<h2>${title}</h2>${p(...t)}`;

export interface EntrySeed {
  kind: 'page' | 'blog' | 'news' | 'activity';
  key: string;
  title: Tr;
  summary?: Tr;
  html: Tr;
  imageUrl?: string;
  activityKind?: 'JOIN' | 'CLAIM';
  /** Days from now (negative = past). */
  startIn?: number;
  endIn?: number | null;
  daysAgo?: number;
}

export const DEMO_PAGES: EntrySeed[] = [
  {
    kind: 'page',
    key: 'aboutus',
    title: { EN: 'About us', CN: '关于我们', AR: 'من نحن' },
    html: {
      EN: h(
        'Royal Demo',
        'A demonstration site of the platform, run with play money only.',
        'We build fair, fast and friendly games for players in 35 languages.',
      ),
      CN: h(
        'Royal Demo',
        '本平台的演示站点，仅使用虚拟货币运营。',
        '我们以 35 种语言为玩家打造公平、快速、友好的游戏。',
      ),
      AR: h(
        'Royal Demo',
        'موقع تجريبي للمنصة يعمل بأموال افتراضية فقط.',
        'نصنع ألعابًا عادلة وسريعة وودودة للاعبين بخمس وثلاثين لغة.',
      ),
    },
  },
  {
    kind: 'page',
    key: 'contactus',
    title: { EN: 'Contact us', CN: '联系我们', AR: 'اتصل بنا' },
    html: {
      EN: h(
        'We are here around the clock',
        'E-mail: support@royal-demo.test',
        'Telegram: @royal_demo_support',
        'Or open live chat from customer service.',
      ),
      CN: h(
        '我们全天候为您服务',
        '邮箱：support@royal-demo.test',
        'Telegram：@royal_demo_support',
        '也可以从客服入口打开在线客服。',
      ),
      AR: h(
        'نحن هنا على مدار الساعة',
        'البريد الإلكتروني: support@royal-demo.test',
        'تيليجرام: @royal_demo_support',
        'أو افتح الدردشة المباشرة من خدمة العملاء.',
      ),
    },
  },
  {
    kind: 'page',
    key: 'security',
    title: { EN: 'Security centre', CN: '安全中心', AR: 'مركز الأمان' },
    html: {
      EN: h(
        'How we protect your account',
        'Passwords are stored hashed with scrypt and never leave our servers.',
        'Sessions end after 30 minutes without activity.',
        'Never share your password or SMS codes with anyone, including our staff.',
      ),
      CN: h(
        '我们如何保护您的账户',
        '密码经 scrypt 哈希存储，绝不离开我们的服务器。',
        '会话在 30 分钟无操作后结束。',
        '请勿向任何人（包括我们的员工）透露密码或短信验证码。',
      ),
      AR: h(
        'كيف نحمي حسابك',
        'تُخزَّن كلمات المرور مشفرة بخوارزمية scrypt ولا تغادر خوادمنا أبدًا.',
        'تنتهي الجلسات بعد 30 دقيقة من عدم النشاط.',
        'لا تشارك كلمة المرور أو رموز الرسائل مع أي شخص، بما في ذلك موظفونا.',
      ),
    },
  },
  {
    kind: 'page',
    key: 'creditreport',
    title: { EN: 'Credit report', CN: '信用报告', AR: 'تقرير الائتمان' },
    html: {
      EN: h(
        'Our licence and audits',
        'Game results are audited monthly by an independent testing laboratory.',
        'Player funds are held in segregated accounts.',
      ),
      CN: h('我们的牌照与审计', '游戏结果每月由独立检测实验室审计。', '玩家资金存放于独立账户。'),
      AR: h(
        'الترخيص والتدقيق',
        'تُدقَّق نتائج الألعاب شهريًا من قبل مختبر اختبار مستقل.',
        'تُحفظ أموال اللاعبين في حسابات منفصلة.',
      ),
    },
  },
];

const post = (
  kind: 'blog' | 'news',
  key: string,
  daysAgo: number,
  title: Tr,
  summary: Tr,
  body: Tr,
  imageUrl: string,
): EntrySeed => ({
  kind,
  key,
  daysAgo,
  title,
  summary,
  imageUrl,
  html: { EN: p(summary.EN, body.EN), CN: p(summary.CN, body.CN), AR: p(summary.AR, body.AR) },
});

export const DEMO_POSTS: EntrySeed[] = [
  post(
    'blog',
    'blog-bankroll',
    2,
    {
      EN: 'Five bankroll habits of calm players',
      CN: '冷静玩家的五个资金管理习惯',
      AR: 'خمس عادات لإدارة الرصيد لدى اللاعبين الهادئين',
    },
    {
      EN: 'Set a budget before you play and stick to it.',
      CN: '游戏前设定预算并严格遵守。',
      AR: 'حدد ميزانية قبل اللعب والتزم بها.',
    },
    {
      EN: 'Split it into sessions, take breaks and never chase losses.',
      CN: '把预算分成几局，适当休息，切勿追损。',
      AR: 'قسّمها على جلسات وخذ فترات راحة ولا تطارد الخسائر.',
    },
    '/content/post-bankroll.svg',
  ),
  post(
    'blog',
    'blog-rtp',
    9,
    {
      EN: 'What return to player really means',
      CN: '返还率到底是什么意思',
      AR: 'ماذا تعني نسبة العائد للاعب حقًا',
    },
    {
      EN: 'RTP is an average over millions of rounds, not a promise for tonight.',
      CN: '返还率是数百万局的平均值，而非今晚的承诺。',
      AR: 'نسبة العائد متوسط على ملايين الجولات وليست وعدًا لليلة.',
    },
    {
      EN: 'Every game shows its RTP in the information panel.',
      CN: '每款游戏都会在信息面板中显示其返还率。',
      AR: 'تعرض كل لعبة نسبة العائد في لوحة المعلومات.',
    },
    '/content/post-rtp.svg',
  ),
  post(
    'news',
    'news-new-vendor',
    1,
    {
      EN: 'New games from the demo vendor',
      CN: '演示供应商推出新游戏',
      AR: 'ألعاب جديدة من المزوّد التجريبي',
    },
    {
      EN: 'Ten slots and two live tables join the lobby this week.',
      CN: '本周大厅新增十款老虎机和两张真人桌台。',
      AR: 'تنضم هذا الأسبوع عشر ألعاب سلوتس وطاولتان مباشرتان إلى الردهة.',
    },
    {
      EN: 'Find them under New in the slots lobby.',
      CN: '可在老虎机大厅的“最新”中找到。',
      AR: 'تجدها ضمن "جديد" في ردهة السلوتس.',
    },
    '/content/post-vendor.svg',
  ),
  post(
    'news',
    'news-app',
    6,
    { EN: 'Install the lite app', CN: '安装轻应用', AR: 'ثبّت التطبيق الخفيف' },
    {
      EN: 'Add the site to your home screen and open it like an app.',
      CN: '将网站添加到主屏幕，像应用一样打开。',
      AR: 'أضف الموقع إلى الشاشة الرئيسية وافتحه كتطبيق.',
    },
    {
      EN: 'See App download for the steps on iOS and Android.',
      CN: '请在“应用下载”查看 iOS 和安卓的步骤。',
      AR: 'راجع صفحة تنزيل التطبيق لمعرفة الخطوات على iOS وأندرويد.',
    },
    '/content/post-app.svg',
  ),
];

const activity = (
  key: string,
  kind: 'JOIN' | 'CLAIM',
  startIn: number,
  endIn: number | null,
  title: Tr,
  summary: Tr,
): EntrySeed => ({
  kind: 'activity',
  key,
  activityKind: kind,
  startIn,
  endIn,
  title,
  summary,
  imageUrl: '/content/activity.svg',
  html: { EN: p(summary.EN), CN: p(summary.CN), AR: p(summary.AR) },
});

export const DEMO_ACTIVITIES: EntrySeed[] = [
  activity(
    'act-checkin',
    'JOIN',
    -10,
    20,
    { EN: 'Daily check-in', CN: '每日签到', AR: 'تسجيل الحضور اليومي' },
    {
      EN: 'Join and check in every day for free spins.',
      CN: '报名并每日签到领取免费旋转。',
      AR: 'انضم وسجّل حضورك يوميًا لتحصل على لفات مجانية.',
    },
  ),
  activity(
    'act-first-deposit',
    'CLAIM',
    -10,
    20,
    { EN: 'First deposit gift', CN: '首存礼包', AR: 'هدية الإيداع الأول' },
    {
      EN: 'Claim a gift after your first deposit.',
      CN: '完成首存后领取礼包。',
      AR: 'اطلب هديتك بعد إيداعك الأول.',
    },
  ),
  activity(
    'act-lucky',
    'CLAIM',
    -10,
    20,
    { EN: 'Lucky Friday', CN: '幸运星期五', AR: 'جمعة الحظ' },
    {
      EN: 'A bonus for Friday players, reviewed by our team.',
      CN: '周五玩家专属奖金，由团队审核。',
      AR: 'مكافأة للاعبي يوم الجمعة يراجعها فريقنا.',
    },
  ),
  activity(
    'act-vip-gift',
    'CLAIM',
    -10,
    20,
    { EN: 'VIP monthly gift', CN: 'VIP 月度礼金', AR: 'هدية VIP الشهرية' },
    {
      EN: 'VIP members receive a monthly gift.',
      CN: 'VIP 会员每月可获礼金。',
      AR: 'يحصل أعضاء VIP على هدية شهرية.',
    },
  ),
  activity(
    'act-birthday',
    'CLAIM',
    -10,
    20,
    { EN: 'Birthday bonus', CN: '生日礼金', AR: 'مكافأة عيد الميلاد' },
    {
      EN: 'Celebrate with a bonus in your birthday month.',
      CN: '生日当月领取礼金。',
      AR: 'احتفل بمكافأة في شهر ميلادك.',
    },
  ),
  activity(
    'act-weekend',
    'CLAIM',
    -10,
    20,
    { EN: 'Weekend reload', CN: '周末续存', AR: 'إعادة إيداع نهاية الأسبوع' },
    {
      EN: 'Extra bonus on weekend deposits.',
      CN: '周末存款额外奖金。',
      AR: 'مكافأة إضافية على إيداعات نهاية الأسبوع.',
    },
  ),
  activity(
    'act-referral',
    'CLAIM',
    -10,
    20,
    { EN: 'Refer a friend', CN: '推荐好友', AR: 'ادعُ صديقًا' },
    {
      EN: 'A reward for every friend who joins.',
      CN: '每位加入的好友都能为您带来奖励。',
      AR: 'مكافأة عن كل صديق ينضم.',
    },
  ),
  activity(
    'act-spring',
    'CLAIM',
    10,
    40,
    { EN: 'Spring festival', CN: '春节活动', AR: 'مهرجان الربيع' },
    {
      EN: 'Red envelopes for everyone, starting soon.',
      CN: '人人有红包，即将开始。',
      AR: 'مظاريف حمراء للجميع، قريبًا.',
    },
  ),
  activity(
    'act-summer',
    'JOIN',
    -60,
    -30,
    { EN: 'Summer tournament', CN: '夏季锦标赛', AR: 'بطولة الصيف' },
    {
      EN: 'The summer slots tournament has ended.',
      CN: '夏季老虎机锦标赛已结束。',
      AR: 'انتهت بطولة السلوتس الصيفية.',
    },
  ),
];

/** demo_player's claims, so every claim status of the activity centre can be seen. */
export const DEMO_PLAYER_CLAIMS: { key: string; status: string }[] = [
  { key: 'act-lucky', status: 'Applying' },
  { key: 'act-vip-gift', status: 'Process' },
  { key: 'act-birthday', status: 'Rejected' },
  { key: 'act-weekend', status: 'Issued' },
  { key: 'act-referral', status: 'Claimed' },
];

const GAMES = [
  'Dragon Fortune',
  'Golden Lotus',
  'Lucky Sevens',
  'Baccarat Live',
  'Fishing King',
  'Super Ace',
  'Mega Roulette',
  'Neon Nights',
];
const NAMES = [
  'ja***8',
  'mi***n',
  'lu***y',
  'ch***3',
  'ro***a',
  'ka***i',
  'wi***7',
  'so***e',
  'an***2',
  'pe***o',
];

export const DEMO_WINNERS = Array.from({ length: 20 }, (_, i) => ({
  customerName: NAMES[i % NAMES.length] ?? 'pl***r',
  gameName: GAMES[(i * 3) % GAMES.length] ?? 'Lucky Sevens',
  winAmount: ((20 - i) * 1234.56 + (i % 3) * 77.7).toFixed(2),
  iconUrl: null,
  hoursAgo: i * 3,
}));

// Agent announcements (type AG) of the demo merchant: what the agent console's announcement
// page lists. EN, CN and AR here, the other languages from content/<CODE>.json.
import { localized } from './content/index';
import type { AnnouncementSeed, Tr } from './player-announcements';

const p = (...t: string[]) => t.map((x) => `<p>${x}</p>`).join('');

const AGENT_ANNOUNCEMENTS: (AnnouncementSeed & { title: Tr; html: Tr })[] = [
  {
    key: 'agent-rebate-rates',
    type: 'AG',
    title: {
      EN: "Your downlines' rebate rates and your commission",
      CN: '下级返水比例与您的佣金',
      AR: 'نسب الاسترداد للأعضاء التابعين وعمولتك',
    },
    html: {
      EN: p(
        "When you open a downline's account or create an affiliate link, you set its rebate rate for each game category, up to your own rate.",
        "Commission: for every day in the merchant's time zone, the house pays you the difference between your rate and each direct downline's rate on the valid bets settled that day by that downline and everyone under it, per game category. The parts are added exactly and the sum is rounded down to the cent; it is paid shortly after the day closes.",
        "For example, at your 1.50% and a downline's 0.50%, 1,000.00 of slot bets under that downline pays you 10.00.",
        'My income lists every credit to your balance by day and by source; its commission statement lists each settlement with its lines.',
      ),
      CN: p(
        '开设下级账户或创建推广链接时，您可为每个游戏类别设置其返水比例，最高不超过您自己的比例。',
        '佣金：按商户时区每天结算，平台按游戏类别，就每个直属下级及其下所有成员当天已结算的有效投注，向您支付您的返水比例与该下级比例之差。各部分精确相加，合计向下取整到分，在当天结束后不久入账。',
        '例如：您的比例为 1.50%，下级为 0.50%，该下级名下 1,000.00 的老虎机有效投注为您带来 10.00。',
        '“我的收入”按日期和来源列出每一笔入账；其佣金明细列出每笔结算及其明细行。',
      ),
      AR: p(
        'عند فتح حساب لعضو تابع أو إنشاء رابط إحالة، تحدد نسبة الاسترداد له لكل فئة من الألعاب، بحد أقصى نسبتك أنت.',
        'العمولة: عن كل يوم بتوقيت التاجر يدفع لك الموقع، لكل فئة ألعاب، الفرق بين نسبتك ونسبة كل عضو تابع مباشر على الرهانات الصالحة المسوّاة في ذلك اليوم من هذا العضو وكل من تحته. تُجمع الأجزاء بدقة ويُقرَّب المجموع إلى الأسفل لأقرب سنت، وتُدفع بعد انتهاء اليوم بوقت قصير.',
        'مثال: بنسبتك 1.50% ونسبة العضو التابع 0.50%، تدفع لك رهانات سلوت بقيمة 1,000.00 تحت هذا العضو مبلغ 10.00.',
        'تعرض صفحة «دخلي» كل إضافة إلى رصيدك حسب اليوم والمصدر، ويسرد كشف العمولة فيها كل تسوية بتفاصيلها.',
      ),
    },
    daysAgo: 2,
  },
  {
    key: 'agent-reports',
    type: 'AG',
    title: {
      EN: 'New team reports',
      CN: '全新团队报表',
      AR: 'تقارير جديدة للفريق',
    },
    html: {
      EN: p(
        'Team betting, profit and loss, my income and downline transactions now keep your period, filters and sort in the address: share a view or reload it.',
      ),
      CN: p(
        '团队投注、盈亏、我的收入和下级交易明细现会在网址中保留周期、筛选和排序：可分享或刷新视图。',
      ),
      AR: p(
        'تحتفظ تقارير رهانات الفريق والأرباح والخسائر ودخلي ومعاملات الأعضاء التابعين الآن بالفترة والمرشحات والترتيب في العنوان: شارك العرض أو أعد تحميله.',
      ),
    },
    daysAgo: 6,
  },
  {
    key: 'agent-support-hours',
    type: 'AG',
    title: {
      EN: 'Agent support hours',
      CN: '代理客服时间',
      AR: 'ساعات دعم الوكلاء',
    },
    html: {
      EN: p(
        'Agent support answers on weekdays from 12:00 to 21:00. Customer service is open around the clock.',
      ),
      CN: p('代理专线于工作日 12:00 至 21:00 提供服务。客服全天候在线。'),
      AR: p('يرد دعم الوكلاء أيام الأسبوع من 12:00 إلى 21:00. خدمة العملاء متاحة على مدار الساعة.'),
    },
    daysAgo: 12,
  },
];

export const DEMO_AGENT_ANNOUNCEMENTS: AnnouncementSeed[] = AGENT_ANNOUNCEMENTS.map((a) => ({
  ...a,
  title: localized(`announcement.${a.key}.title`, a.title),
  html: localized(`announcement.${a.key}.html`, a.html),
}));

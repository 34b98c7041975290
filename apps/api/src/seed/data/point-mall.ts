// The demo merchant's points mall. Rates are points per 1.00 of valid bet; conversion is
// 100 points for 1.00 (src/seed/point-mall.ts), and every cash or bonus reward pays more
// than converting its points would. Names and descriptions are written here in EN, CN and AR;
// the other languages come from content/<CODE>.json.
import { localized, type Texts } from './content/index';

export const DEMO_POINT_RATES: Record<string, string> = {
  RNG: '1',
  FISH: '1',
  PVP: '0.8',
  LIVE: '0.5',
  LOTT: '0.5',
  ELOTT: '0.5',
  SPORTS: '0.3',
  ESPORTS: '0.3',
  COCKFIGHT: '0.3',
};

export const DEMO_WELCOME_POINTS = 3000n;

interface RewardSeed {
  code: string;
  type: 'cash' | 'bonus' | 'item';
  names: Texts;
  descriptions: Texts;
  /** Design number of the picture within the type's motifs, and its title. */
  art: number;
  label: string;
  points: number;
  /** Minor units. */
  amountRequired: bigint;
  value: bigint;
  stock: number | null;
  max: number;
}

const POINT_REWARDS: readonly RewardSeed[] = [
  {
    code: 'cash-5',
    type: 'cash',
    names: { EN: '$5 cash', CN: '5 美元现金', AR: 'نقدًا 5 دولارات' },
    descriptions: {
      EN: 'Paid to your balance once approved.',
      CN: '审核通过后存入您的余额。',
      AR: 'تُضاف إلى رصيدك بعد الموافقة.',
    },
    art: 0,
    label: '$5 Cash',
    points: 450,
    amountRequired: 0n,
    value: 500n,
    stock: null,
    max: 5,
  },
  {
    code: 'cash-20',
    type: 'cash',
    names: { EN: '$20 cash', CN: '20 美元现金', AR: 'نقدًا 20 دولارًا' },
    descriptions: {
      EN: 'Paid to your balance once approved. For members with valid bets of $500 or more.',
      CN: '审核通过后存入您的余额。有效投注满 500 美元的会员可兑换。',
      AR: 'تُضاف إلى رصيدك بعد الموافقة. للأعضاء الذين بلغت رهاناتهم الصالحة 500 دولار أو أكثر.',
    },
    art: 1,
    label: '$20 Cash',
    points: 1700,
    amountRequired: 50_000n,
    value: 2000n,
    stock: null,
    max: 3,
  },
  {
    code: 'bonus-10',
    type: 'bonus',
    names: { EN: '$10 bonus', CN: '10 美元红利', AR: 'مكافأة 10 دولارات' },
    descriptions: {
      EN: 'A bonus paid to your balance once approved.',
      CN: '审核通过后以红利形式存入您的余额。',
      AR: 'مكافأة تُضاف إلى رصيدك بعد الموافقة.',
    },
    art: 1,
    label: '$10 Bonus',
    points: 800,
    amountRequired: 0n,
    value: 1000n,
    stock: 500,
    max: 5,
  },
  {
    code: 'bonus-50',
    type: 'bonus',
    names: { EN: '$50 bonus', CN: '50 美元红利', AR: 'مكافأة 50 دولارًا' },
    descriptions: {
      EN: 'A bonus paid to your balance once approved. For members with valid bets of $2,000 or more.',
      CN: '审核通过后以红利形式存入您的余额。有效投注满 2,000 美元的会员可兑换。',
      AR: 'مكافأة تُضاف إلى رصيدك بعد الموافقة. للأعضاء الذين بلغت رهاناتهم الصالحة 2,000 دولار أو أكثر.',
    },
    art: 3,
    label: '$50 Bonus',
    points: 3800,
    amountRequired: 200_000n,
    value: 5000n,
    stock: 100,
    max: 2,
  },
  {
    code: 'gift-box',
    type: 'item',
    names: { EN: 'Lucky gift box', CN: '幸运礼盒', AR: 'صندوق هدايا الحظ' },
    descriptions: {
      EN: 'A box of surprises sent to you. Add your delivery address as a remark.',
      CN: '为您寄出一份惊喜礼盒。请在备注中填写收货地址。',
      AR: 'صندوق مفاجآت يُرسل إليك. أضف عنوان التوصيل في الملاحظة.',
    },
    art: 3,
    label: 'Gift Box',
    points: 1500,
    amountRequired: 0n,
    value: 0n,
    stock: 200,
    max: 3,
  },
  {
    code: 'headphones',
    type: 'item',
    names: { EN: 'Wireless headphones', CN: '无线耳机', AR: 'سماعات لاسلكية' },
    descriptions: {
      EN: 'Over-ear wireless headphones. Add your delivery address as a remark.',
      CN: '头戴式无线耳机。请在备注中填写收货地址。',
      AR: 'سماعات لاسلكية فوق الأذن. أضف عنوان التوصيل في الملاحظة.',
    },
    art: 1,
    label: 'Headphones',
    points: 12_000,
    amountRequired: 500_000n,
    value: 0n,
    stock: 20,
    max: 1,
  },
  {
    code: 'smart-watch',
    type: 'item',
    names: { EN: 'Smart watch', CN: '智能手表', AR: 'ساعة ذكية' },
    descriptions: {
      EN: 'A smart watch with a sports band. Add your delivery address as a remark.',
      CN: '配运动表带的智能手表。请在备注中填写收货地址。',
      AR: 'ساعة ذكية بسوار رياضي. أضف عنوان التوصيل في الملاحظة.',
    },
    art: 2,
    label: 'Smart Watch',
    points: 25_000,
    amountRequired: 1_000_000n,
    value: 0n,
    stock: 10,
    max: 1,
  },
  {
    code: 'smartphone',
    type: 'item',
    names: { EN: 'Smartphone', CN: '智能手机', AR: 'هاتف ذكي' },
    descriptions: {
      EN: 'The latest smartphone. Add your delivery address as a remark.',
      CN: '最新款智能手机。请在备注中填写收货地址。',
      AR: 'أحدث هاتف ذكي. أضف عنوان التوصيل في الملاحظة.',
    },
    art: 0,
    label: 'Smartphone',
    points: 60_000,
    amountRequired: 3_000_000n,
    value: 0n,
    stock: 3,
    max: 1,
  },
];

export const DEMO_POINT_REWARDS: readonly RewardSeed[] = POINT_REWARDS.map((r) => ({
  ...r,
  names: localized(`points.${r.code}.name`, r.names),
  descriptions: localized(`points.${r.code}.description`, r.descriptions),
}));

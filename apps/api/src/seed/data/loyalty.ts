// The demo merchant's loyalty rules: five VIP levels (by total or monthly valid bets, the top
// two also by deposits), rebate rates per level and game category, and the minimum rebate
// claim. Amounts are decimal strings in the merchant's currency.
import { localized, type Texts } from './content/index';
import type { Tr } from './player-announcements';

export interface VipLevelSeed {
  level: number;
  name: Texts;
  totalTurnover: string;
  monthlyTurnover: string;
  deposits: string;
  levelUpBonus: string;
  monthlyBonus: string;
  dailyWithdrawals: number;
  dailyWithdrawalAmount: string;
  wageringMultiple: string;
}

const VIP_LEVELS: (VipLevelSeed & { name: Tr })[] = [
  {
    level: 1,
    name: { EN: 'Bronze', CN: '青铜', AR: 'برونزي' },
    totalTurnover: '0.00',
    monthlyTurnover: '0.00',
    deposits: '0.00',
    levelUpBonus: '0.00',
    monthlyBonus: '0.00',
    dailyWithdrawals: 3,
    dailyWithdrawalAmount: '5000.00',
    wageringMultiple: '1',
  },
  {
    level: 2,
    name: { EN: 'Silver', CN: '白银', AR: 'فضي' },
    totalTurnover: '1000.00',
    monthlyTurnover: '500.00',
    deposits: '0.00',
    levelUpBonus: '8.00',
    monthlyBonus: '5.00',
    dailyWithdrawals: 5,
    dailyWithdrawalAmount: '20000.00',
    wageringMultiple: '1',
  },
  {
    level: 3,
    name: { EN: 'Gold', CN: '黄金', AR: 'ذهبي' },
    totalTurnover: '10000.00',
    monthlyTurnover: '5000.00',
    deposits: '0.00',
    levelUpBonus: '38.00',
    monthlyBonus: '18.00',
    dailyWithdrawals: 10,
    dailyWithdrawalAmount: '50000.00',
    wageringMultiple: '1',
  },
  {
    level: 4,
    name: { EN: 'Platinum', CN: '铂金', AR: 'بلاتيني' },
    totalTurnover: '50000.00',
    monthlyTurnover: '20000.00',
    deposits: '1000.00',
    levelUpBonus: '188.00',
    monthlyBonus: '58.00',
    dailyWithdrawals: 15,
    dailyWithdrawalAmount: '100000.00',
    wageringMultiple: '1',
  },
  {
    level: 5,
    name: { EN: 'Diamond', CN: '钻石', AR: 'ماسي' },
    totalTurnover: '200000.00',
    monthlyTurnover: '80000.00',
    deposits: '5000.00',
    levelUpBonus: '588.00',
    monthlyBonus: '188.00',
    dailyWithdrawals: 20,
    dailyWithdrawalAmount: '500000.00',
    wageringMultiple: '1',
  },
];

/** The VIP levels, their names in every language content/<CODE>.json has. */
export const DEMO_VIP_LEVELS: VipLevelSeed[] = VIP_LEVELS.map((l) => ({
  ...l,
  name: localized(`vip.${l.level}.name`, l.name),
}));

/** Rebate percent per game category at level 1; each level above adds `STEP` of it. */
const BASE: Record<string, number> = {
  RNG: 0.6,
  FISH: 0.6,
  PVP: 0.5,
  LIVE: 0.4,
  LOTT: 0.3,
  ELOTT: 0.3,
  SPORTS: 0.3,
  ESPORTS: 0.3,
  COCKFIGHT: 0.3,
};
const STEP = 0.25;

/** level -> category -> percent, e.g. RNG 0.6 % at Bronze ... 1.2 % at Diamond. */
export const DEMO_REBATE_RATES: { level: number; category: string; percent: string }[] =
  DEMO_VIP_LEVELS.flatMap(({ level }) =>
    Object.entries(BASE).map(([category, base]) => ({
      level,
      category,
      percent: (base * (1 + STEP * (level - 1))).toFixed(3),
    })),
  );

export const DEMO_REBATE_MIN_CLAIM = '1.00';
/** Rebates are cash: no turnover before a withdrawal. */
export const DEMO_REBATE_WAGERING = '0';

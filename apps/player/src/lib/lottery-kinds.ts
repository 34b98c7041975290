// The three lottery pages and their prize modes: one place for their routes and the page.
import type { PrizeMode } from '@platform/api-client/queries/lottery';
import { type Lanes, prizeModeOf } from './categories';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

export const LOTTERY_PATHS = {
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
} as const satisfies Record<LotteryKind, string>;

export const lotteryPrizeMode = (kind: LotteryKind, lanes: Lanes): PrizeMode =>
  kind === 'seaLottery' ? 'SEA' : prizeModeOf(lanes);

// The shapes of contract terms: the contract kinds, game types and period codes (generated
// from openapi/), the wire shapes of each kind's tiers, the internal form the evaluation reads
// (rates in millionths of the base: RATE_SCALE), and a period's figures and evaluation.
// Types and constants only.
import {
  CONTRACT_GAME_TYPE_VALUES,
  CONTRACT_KIND_VALUES,
  DIVIDEND_CYCLE_VALUES,
} from '@platform/api-client/enums';

export const CONTRACT_KINDS = CONTRACT_KIND_VALUES;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** CONS: every category (upstream "comprehensive"); the others count one category's bets. */
export const GAME_TYPES = CONTRACT_GAME_TYPE_VALUES;
export type GameType = (typeof GAME_TYPES)[number];

/** Dividend periods: daily, weekly, semi-monthly, monthly. */
export const DIVIDEND_CYCLES = DIVIDEND_CYCLE_VALUES;
/** Every settlement period code: the dividend's, h (hour) and r (5 minutes). */
export type Cycle = (typeof DIVIDEND_CYCLES)[number] | 'h' | 'r';

export const RATE_SCALE = 1_000_000n;
export const MAX_TIERS = 10;

// ---- wire shapes ---------------------------------------------------------------------------

export type RateType = 'P' | 'F';
export interface DividendTier {
  minimumBet: string;
  netLoss: string;
  activeMember: number;
  contractRate: string;
}
export interface DailyTier {
  betVolume: string;
  activeMember: number;
  rateType: RateType;
  rate: string;
}
export interface HourlyTier {
  minimumBet: string;
  activeMember: number;
  rateType: RateType;
  rate: string;
}
export interface RealtimeTier {
  singleBet: string;
  profitRate: string;
  lossRate: string;
}
export type WireTerms =
  | { kind: 'dividend'; cycle: 'D' | 'W' | 'H' | 'M'; tiers: DividendTier[] }
  | { kind: 'daily'; tiers: DailyTier[] }
  | { kind: 'hourly'; tiers: HourlyTier[] }
  | { kind: 'realtime'; tiers: RealtimeTier[] };

// ---- internal form -------------------------------------------------------------------------

/** A tier as evaluated: thresholds, then what it pays. */
export interface Tier {
  /** Valid bet at least (dividend minimumBet, daily betVolume, hourly minimumBet, real-time singleBet). */
  minValid: bigint;
  /** Team net loss at least (dividend only; 0 otherwise). */
  minNetLoss: bigint;
  /** Active members at least (0 for real-time). */
  minActive: number;
  /** Fixed amount per period (rateType F) instead of a rate. */
  fixed: boolean;
  /** Millionths of the base, or minor units when fixed. Real-time: on bets not lost. */
  rate: bigint;
  /** Real-time: on lost bets; equal to `rate` for the other kinds. */
  lossRate: bigint;
}

export interface Terms {
  kind: ContractKind;
  cycle: Cycle;
  tiers: Tier[];
}

/** A period's figures of the payee's team (the payee included), minor units. */
export interface Figures {
  validBet: bigint;
  /** Players' win/loss: payout - stake (negative when the team lost). */
  profitLoss: bigint;
  activeMembers: number;
  bets: number;
}

/** Real-time salary's figures: the settled bets of the window, grouped by stake and result. */
export interface BetGroup {
  stake: bigint;
  /** The bet paid back less than its stake. */
  lost: boolean;
  count: number;
}

export interface Evaluation {
  /** 1-based tier applied, null when none was met. */
  tier: number | null;
  /** The applied rate as written (real-time: "profit/loss"). */
  rate: string | null;
  rateType: RateType | null;
  amount: bigint;
  /** Real-time: per tier, the bets and stakes it paid on. */
  details?: RealtimeDetail[];
}

export interface RealtimeDetail {
  tier: number;
  bets: number;
  validBet: string;
  lostBets: number;
  lostValid: string;
}

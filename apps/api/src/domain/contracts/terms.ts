// Contract terms: their wire shapes (exact decimal strings, as the upstream rows carry them),
// their validation, their evaluation against a period's figures, and the comparison an offer
// must pass against the offering agent's own terms. Pure code, no database.
//
// Rates are exact: a percent ("1.5" = 1.5 %, up to 4 decimals) or a fraction ("0.35" = 35 %,
// up to 6 decimals, the dividend's contractRate) is held as an integer in millionths of the
// base (RATE_SCALE). Money is integer minor units. THE ROUNDING RULE lives in one function,
// `roundDown`: an amount is base x rate / 1,000,000, rounded down (towards zero; amounts are
// never negative) to the currency's minor unit, once per settlement (a real-time settlement
// adds its bets' exact products first and rounds the sum). Rounding down never pays more
// than the terms allow.
import {
  CONTRACT_GAME_TYPE_VALUES,
  CONTRACT_KIND_VALUES,
  DIVIDEND_CYCLE_VALUES,
} from '@platform/api-client/enums';
import { AppError } from '../kernel';

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

// ---- the rounding rule ---------------------------------------------------------------------

/** base x rate (millionths), summed exactly, to minor units: rounded down, never negative. */
export function roundDown(productSum: bigint): bigint {
  return productSum <= 0n ? 0n : productSum / RATE_SCALE;
}

// ---- parsing -------------------------------------------------------------------------------

export const termsInvalid = (tier: number, field: string, message: string): AppError =>
  new AppError(400, 'contract.terms.invalid', message, { tier, field });

const MONEY = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,2}))?$/;
const PERCENT = /^(0|[1-9][0-9]{0,2})(?:\.([0-9]{1,4}))?$/;
const FRACTION = /^(0|1)(?:\.([0-9]{1,6}))?$/;

function money(value: unknown, tier: number, field: string): bigint {
  const m = typeof value === 'string' ? MONEY.exec(value) : null;
  if (!m) throw termsInvalid(tier, field, `${field} must be an amount like 100.00`);
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** A percent string as millionths: "1.5" -> 15000. */
function percent(value: unknown, tier: number, field: string): bigint {
  const m = typeof value === 'string' ? PERCENT.exec(value) : null;
  if (!m) throw termsInvalid(tier, field, `${field} must be a percent like 1.5`);
  const millionths = BigInt(m[1]!) * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'));
  if (millionths > RATE_SCALE) throw termsInvalid(tier, field, `${field} cannot exceed 100`);
  return millionths;
}

/** A fraction string as millionths: "0.35" -> 350000. */
function fraction(value: unknown, tier: number, field: string): bigint {
  const m = typeof value === 'string' ? FRACTION.exec(value) : null;
  if (!m) throw termsInvalid(tier, field, `${field} must be a fraction from 0 to 1 like 0.35`);
  const millionths = BigInt(m[1]!) * RATE_SCALE + BigInt((m[2] ?? '').padEnd(6, '0'));
  if (millionths > RATE_SCALE) throw termsInvalid(tier, field, `${field} cannot exceed 1`);
  return millionths;
}

function count(value: unknown, tier: number, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 1_000_000)
    throw termsInvalid(tier, field, `${field} must be a whole number from 0 to 1000000`);
  return value;
}

function rateOf(type: unknown, value: unknown, tier: number): { fixed: boolean; rate: bigint } {
  if (type === 'F') return { fixed: true, rate: money(value, tier, 'rate') };
  if (type === 'P') return { fixed: false, rate: percent(value, tier, 'rate') };
  throw termsInvalid(tier, 'rateType', 'rateType must be P (percent) or F (fixed amount)');
}

type Raw = Record<string, unknown>;

/**
 * Wire terms to the internal form, refusing anything that is not exact, or tiers that are
 * not ordered (each tier's thresholds at least the previous one's and one of them higher;
 * rates never lower), so that the highest tier met is well defined and the payout grows
 * with the figures.
 */
export function parseTerms(kind: ContractKind, raw: unknown): Terms {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw;
  const list = Array.isArray(input.tiers) ? (input.tiers as unknown[]) : null;
  if (!list || list.length === 0 || list.length > MAX_TIERS)
    throw termsInvalid(0, 'tiers', `Terms need 1 to ${MAX_TIERS} tiers`);
  let cycle: Cycle;
  if (kind === 'dividend') {
    if (!(DIVIDEND_CYCLES as readonly unknown[]).includes(input.cycle))
      throw termsInvalid(0, 'cycle', 'cycle must be D, W, H or M');
    cycle = input.cycle as Cycle;
  } else cycle = kind === 'daily' ? 'D' : kind === 'hourly' ? 'h' : 'r';
  const tiers = list.map((item, i): Tier => {
    const n = i + 1;
    const t = (typeof item === 'object' && item !== null ? item : {}) as Raw;
    switch (kind) {
      case 'dividend': {
        const rate = fraction(t.contractRate, n, 'contractRate');
        return {
          minValid: money(t.minimumBet, n, 'minimumBet'),
          minNetLoss: money(t.netLoss, n, 'netLoss'),
          minActive: count(t.activeMember, n, 'activeMember'),
          fixed: false,
          rate,
          lossRate: rate,
        };
      }
      case 'daily':
      case 'hourly': {
        const { fixed, rate } = rateOf(t.rateType, t.rate, n);
        return {
          minValid: money(
            kind === 'daily' ? t.betVolume : t.minimumBet,
            n,
            kind === 'daily' ? 'betVolume' : 'minimumBet',
          ),
          minNetLoss: 0n,
          minActive: count(t.activeMember, n, 'activeMember'),
          fixed,
          rate,
          lossRate: rate,
        };
      }
      case 'realtime':
        return {
          minValid: money(t.singleBet, n, 'singleBet'),
          minNetLoss: 0n,
          minActive: 0,
          fixed: false,
          rate: percent(t.profitRate, n, 'profitRate'),
          lossRate: percent(t.lossRate, n, 'lossRate'),
        };
    }
  });
  tiers.forEach((tier, i) => {
    const n = i + 1;
    if (!tier.fixed && tier.rate === 0n && tier.lossRate === 0n)
      throw termsInvalid(n, 'rate', 'A tier must pay something');
    if (tier.fixed && tier.rate === 0n) throw termsInvalid(n, 'rate', 'A tier must pay something');
    const prev = tiers[i - 1];
    if (!prev) return;
    if (tier.fixed !== prev.fixed)
      throw termsInvalid(n, 'rateType', 'Every tier must use the same rate type');
    const notLower =
      tier.minValid >= prev.minValid &&
      tier.minNetLoss >= prev.minNetLoss &&
      tier.minActive >= prev.minActive;
    const higher =
      tier.minValid > prev.minValid ||
      tier.minNetLoss > prev.minNetLoss ||
      tier.minActive > prev.minActive;
    if (!notLower || !higher)
      throw termsInvalid(n, 'thresholds', 'Each tier needs higher thresholds than the one before');
    if (tier.rate < prev.rate || tier.lossRate < prev.lossRate)
      throw termsInvalid(n, 'rate', 'A higher tier cannot pay a lower rate');
  });
  return { kind, cycle, tiers };
}

// ---- formatting ----------------------------------------------------------------------------

const decimals = (value: bigint, scale: number): string => {
  const unit = 10n ** BigInt(scale);
  const whole = value / unit;
  const frac = (value % unit).toString().padStart(scale, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};
const moneyText = (minor: bigint) =>
  `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
/** Millionths as a percent string: 15000 -> "1.5". */
export const percentText = (millionths: bigint) => decimals(millionths, 4);
/** Millionths as a fraction string: 350000 -> "0.35". */
export const fractionText = (millionths: bigint) => decimals(millionths, 6);

/** The internal form back to its canonical wire shape (what is stored and served). */
export function toWire(terms: Terms): WireTerms {
  const rateText = (t: Tier) => (t.fixed ? moneyText(t.rate) : percentText(t.rate));
  switch (terms.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        cycle: terms.cycle as 'D' | 'W' | 'H' | 'M',
        tiers: terms.tiers.map((t) => ({
          minimumBet: moneyText(t.minValid),
          netLoss: moneyText(t.minNetLoss),
          activeMember: t.minActive,
          contractRate: fractionText(t.rate),
        })),
      };
    case 'daily':
      return {
        kind: 'daily',
        tiers: terms.tiers.map((t) => ({
          betVolume: moneyText(t.minValid),
          activeMember: t.minActive,
          rateType: t.fixed ? 'F' : 'P',
          rate: rateText(t),
        })),
      };
    case 'hourly':
      return {
        kind: 'hourly',
        tiers: terms.tiers.map((t) => ({
          minimumBet: moneyText(t.minValid),
          activeMember: t.minActive,
          rateType: t.fixed ? 'F' : 'P',
          rate: rateText(t),
        })),
      };
    case 'realtime':
      return {
        kind: 'realtime',
        tiers: terms.tiers.map((t) => ({
          singleBet: moneyText(t.minValid),
          profitRate: percentText(t.rate),
          lossRate: percentText(t.lossRate),
        })),
      };
  }
}

/** Stored (canonical) terms back to the internal form. */
export const fromStored = (kind: ContractKind, stored: unknown): Terms => parseTerms(kind, stored);

// ---- evaluation ----------------------------------------------------------------------------

/** The figures a tier's thresholds are read against; `netLoss` only for dividends (null otherwise). */
interface Point {
  validBet: bigint;
  netLoss: bigint | null;
  activeMembers: number;
}

const meets = (tier: Tier, f: Point) =>
  f.validBet >= tier.minValid &&
  (f.netLoss === null || f.netLoss >= tier.minNetLoss) &&
  f.activeMembers >= tier.minActive;

/** The 1-based index of the highest tier whose thresholds are all met (tiers are ordered). */
function highestTier(tiers: readonly Tier[], f: Point): number | null {
  let found: number | null = null;
  for (let i = 0; i < tiers.length; i++) {
    if (!meets(tiers[i]!, f)) break;
    found = i + 1;
  }
  return found;
}

const appliedRate = (terms: Terms, tier: Tier): string =>
  tier.fixed
    ? moneyText(tier.rate)
    : terms.kind === 'dividend'
      ? fractionText(tier.rate)
      : percentText(tier.rate);

/**
 * What dividend, daily and hourly terms pay for a period's figures. Dividend: contractRate x
 * the team's net loss (nothing when the team won). Salaries: rate % x valid bet, or the fixed
 * amount. Thresholds: all of the tier's must be met.
 */
export function evaluate(terms: Terms, figures: Figures): Evaluation {
  if (terms.kind === 'realtime') throw new Error('real-time terms are evaluated per bet');
  const netLoss = -figures.profitLoss;
  const index = highestTier(terms.tiers, {
    validBet: figures.validBet,
    netLoss: terms.kind === 'dividend' ? netLoss : null,
    activeMembers: figures.activeMembers,
  });
  if (index === null) return { tier: null, rate: null, rateType: null, amount: 0n };
  const tier = terms.tiers[index - 1]!;
  const rateType: RateType = tier.fixed ? 'F' : 'P';
  if (tier.fixed)
    return { tier: index, rate: appliedRate(terms, tier), rateType, amount: tier.rate };
  const base = terms.kind === 'dividend' ? netLoss : figures.validBet;
  return {
    tier: index,
    rate: appliedRate(terms, tier),
    rateType,
    amount: roundDown(base * tier.rate),
  };
}

/**
 * Real-time salary: every settled bet of the window whose stake reaches a tier's single-bet
 * minimum pays that (highest) tier's rate on its stake: the loss rate when the bet lost, the
 * profit rate otherwise. The exact products are summed, then rounded once.
 */
export function evaluateRealtime(terms: Terms, groups: readonly BetGroup[]): Evaluation {
  let sum = 0n;
  let top: number | null = null;
  const perTier = new Map<
    number,
    { bets: number; valid: bigint; lostBets: number; lostValid: bigint }
  >();
  for (const g of groups) {
    if (g.count <= 0 || g.stake <= 0n) continue;
    const index = highestTier(terms.tiers, { validBet: g.stake, netLoss: null, activeMembers: 0 });
    if (index === null) continue;
    const tier = terms.tiers[index - 1]!;
    const n = BigInt(g.count);
    sum += g.stake * n * (g.lost ? tier.lossRate : tier.rate);
    top = top === null ? index : Math.max(top, index);
    const d = perTier.get(index) ?? { bets: 0, valid: 0n, lostBets: 0, lostValid: 0n };
    d.bets += g.count;
    d.valid += g.stake * n;
    if (g.lost) {
      d.lostBets += g.count;
      d.lostValid += g.stake * n;
    }
    perTier.set(index, d);
  }
  const details = [...perTier.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tier, d]) => ({
      tier,
      bets: d.bets,
      validBet: moneyText(d.valid),
      lostBets: d.lostBets,
      lostValid: moneyText(d.lostValid),
    }));
  if (top === null) return { tier: null, rate: null, rateType: null, amount: 0n, details };
  const t = terms.tiers[top - 1]!;
  return {
    tier: top,
    rate: `${percentText(t.rate)}/${percentText(t.lossRate)}`,
    rateType: 'P',
    amount: roundDown(sum),
    details,
  };
}

// ---- offers against the offering agent's own terms -----------------------------------------

export interface Excess {
  /** 1-based tier of the offer that gives more than the own terms would at its thresholds. */
  tier: number;
  reason: 'cycle' | 'rateType' | 'rate';
}

/**
 * Whether `offer` never pays more than `own` for the same figures. Both are ordered (parseTerms),
 * so it is enough to compare each offered tier with the own tier that applies at that tier's
 * own thresholds: for larger figures the own terms only pay more. Answers the first excess.
 */
export function excessOver(offer: Terms, own: Terms): Excess | null {
  if (offer.kind !== own.kind) throw new Error('terms of different kinds');
  if (offer.cycle !== own.cycle) return { tier: 1, reason: 'cycle' };
  for (let i = 0; i < offer.tiers.length; i++) {
    const t = offer.tiers[i]!;
    const at = highestTier(own.tiers, {
      validBet: t.minValid,
      netLoss: offer.kind === 'dividend' ? t.minNetLoss : null,
      activeMembers: t.minActive,
    });
    if (at === null) return { tier: i + 1, reason: 'rate' };
    const o = own.tiers[at - 1]!;
    if (o.fixed !== t.fixed) return { tier: i + 1, reason: 'rateType' };
    if (t.rate > o.rate || t.lossRate > o.lossRate) return { tier: i + 1, reason: 'rate' };
  }
  return null;
}

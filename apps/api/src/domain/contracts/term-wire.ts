// Wire terms read and written: the parsing and validation of each kind's tiers (exact decimal
// strings to the internal form, ordered tiers only), and the internal form back to its
// canonical wire shape (what is stored and served) with the decimal texts it prints.
import { AppError } from '../kernel';
import {
  type ContractKind,
  type Cycle,
  DIVIDEND_CYCLES,
  MAX_TIERS,
  RATE_SCALE,
  type Terms,
  type Tier,
  type WireTerms,
} from './term-shapes';

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
export const moneyText = (minor: bigint) =>
  `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
/** Millionths as a percent string: 15000 -> "1.5". */
export const percentText = (millionths: bigint) => decimals(millionths, 4);
/** Millionths as a fraction string: 350000 -> "0.35". */
export const fractionText = (millionths: bigint) => decimals(millionths, 6);

/** The internal form back to its canonical wire shape (what is stored and served). */
export function toWire(terms: Terms): WireTerms {
  // Daily and hourly salary tiers share everything but the name of their bet threshold.
  const salaryRate = (t: Tier) => ({
    activeMember: t.minActive,
    rateType: t.fixed ? ('F' as const) : ('P' as const),
    rate: t.fixed ? moneyText(t.rate) : percentText(t.rate),
  });
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
        tiers: terms.tiers.map((t) => ({ betVolume: moneyText(t.minValid), ...salaryRate(t) })),
      };
    case 'hourly':
      return {
        kind: 'hourly',
        tiers: terms.tiers.map((t) => ({ minimumBet: moneyText(t.minValid), ...salaryRate(t) })),
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

// What terms pay: the rounding rule (roundDown, the one place amounts are rounded), the
// evaluation of dividend, daily and hourly terms against a period's figures and of real-time
// terms per bet, and the comparison an offer must pass against the offering agent's own terms.
import {
  type BetGroup,
  type Evaluation,
  type Figures,
  RATE_SCALE,
  type RateType,
  type Terms,
  type Tier,
} from './term-shapes';
import { fractionText, moneyText, percentText } from './term-wire';

// ---- the rounding rule ---------------------------------------------------------------------

/** base x rate (millionths), summed exactly, to minor units: rounded down, never negative. */
export function roundDown(productSum: bigint): bigint {
  return productSum <= 0n ? 0n : productSum / RATE_SCALE;
}

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

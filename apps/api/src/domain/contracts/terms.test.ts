// Property tests of term evaluation: for generated tiers and period figures, the tier chosen
// and the amount equal an independent reference (decimal strings read as fractions, every tier
// tested, the largest met index taken, the amount floored by long division on the whole
// numbers); payouts are never negative and never exceed what the terms allow; an offer that
// passes the comparison with the agent's own terms never pays more for any figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetGroup,
  type ContractKind,
  evaluate,
  evaluateRealtime,
  excessOver,
  type Figures,
  parseTerms,
  roundDown,
  toWire,
  type WireTerms,
} from './terms';

const RUNS = Number(process.env.FC_RUNS ?? 400);

// ---- the independent reference --------------------------------------------------------------

/** A decimal string as an exact fraction n / d. */
function frac(text: string): { n: bigint; d: bigint } {
  const [whole, part = ''] = text.split('.');
  return { n: BigInt(`${whole}${part}`), d: 10n ** BigInt(part.length) };
}
/** Money text to cents. */
const cents = (text: string) => {
  const f = frac(text);
  return (f.n * 100n) / f.d;
};

interface RefTier {
  minValid: bigint;
  minNetLoss: bigint;
  minActive: number;
  /** base x num / den; or a fixed amount in cents when den is 0. */
  num: bigint;
  den: bigint;
  lossNum: bigint;
  lossDen: bigint;
}

function refTiers(terms: WireTerms): RefTier[] {
  return terms.tiers.map((t): RefTier => {
    if (terms.kind === 'dividend') {
      const x = t as {
        minimumBet: string;
        netLoss: string;
        activeMember: number;
        contractRate: string;
      };
      const r = frac(x.contractRate);
      return {
        minValid: cents(x.minimumBet),
        minNetLoss: cents(x.netLoss),
        minActive: x.activeMember,
        num: r.n,
        den: r.d,
        lossNum: r.n,
        lossDen: r.d,
      };
    }
    if (terms.kind === 'realtime') {
      const x = t as { singleBet: string; profitRate: string; lossRate: string };
      const p = frac(x.profitRate);
      const l = frac(x.lossRate);
      return {
        minValid: cents(x.singleBet),
        minNetLoss: 0n,
        minActive: 0,
        num: p.n,
        den: p.d * 100n,
        lossNum: l.n,
        lossDen: l.d * 100n,
      };
    }
    const x = t as {
      betVolume?: string;
      minimumBet?: string;
      activeMember: number;
      rateType: string;
      rate: string;
    };
    const threshold = cents(x.betVolume ?? x.minimumBet ?? '0');
    if (x.rateType === 'F')
      return {
        minValid: threshold,
        minNetLoss: 0n,
        minActive: x.activeMember,
        num: cents(x.rate),
        den: 0n,
        lossNum: 0n,
        lossDen: 0n,
      };
    const r = frac(x.rate);
    return {
      minValid: threshold,
      minNetLoss: 0n,
      minActive: x.activeMember,
      num: r.n,
      den: r.d * 100n,
      lossNum: r.n,
      lossDen: r.d * 100n,
    };
  });
}

function refEvaluate(terms: WireTerms, f: Figures): { tier: number | null; amount: bigint } {
  const tiers = refTiers(terms);
  const netLoss = -f.profitLoss;
  const met = tiers
    .map((t, i) => ({ t, i: i + 1 }))
    // Salaries have no net-loss threshold: a team that won still earns its salary.
    .filter(
      ({ t }) =>
        f.validBet >= t.minValid &&
        (terms.kind !== 'dividend' || netLoss >= t.minNetLoss) &&
        f.activeMembers >= t.minActive,
    );
  if (met.length === 0) return { tier: null, amount: 0n };
  const best = met.reduce((a, b) => (b.i > a.i ? b : a));
  if (best.t.den === 0n) return { tier: best.i, amount: best.t.num };
  const base = terms.kind === 'dividend' ? netLoss : f.validBet;
  if (base <= 0n) return { tier: best.i, amount: 0n };
  return { tier: best.i, amount: (base * best.t.num) / best.t.den };
}

function refRealtime(terms: WireTerms, groups: readonly BetGroup[]): bigint {
  const tiers = refTiers(terms);
  // Sum each bet's exact share as a fraction over the common denominator, then floor once.
  const den = tiers.reduce((d, t) => (d % t.den === 0n ? d : d * t.den), 1n);
  let sum = 0n;
  for (const g of groups) {
    const met = tiers.map((t, i) => ({ t, i })).filter(({ t }) => g.stake >= t.minValid);
    if (met.length === 0 || g.count === 0) continue;
    const t = met[met.length - 1]!.t;
    const [n, d] = g.lost ? [t.lossNum, t.lossDen] : [t.num, t.den];
    sum += (g.stake * BigInt(g.count) * n * den) / d;
  }
  return sum / den;
}

// ---- generators ------------------------------------------------------------------------------

const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
/** A percent with up to 4 decimals from millionths. */
const pct = (m: number) => (m / 10_000).toFixed(4).replace(/\.?0+$/, '') || '0';
const fraction = (m: number) => (m / 1_000_000).toFixed(6).replace(/\.?0+$/, '') || '0';

/** Ordered tiers: thresholds that grow (one of them strictly), rates that never fall. */
const steps = (n: number) =>
  fc.array(
    fc.record({
      valid: fc.integer({ min: 0, max: 5_000_000 }),
      loss: fc.integer({ min: 0, max: 2_000_000 }),
      active: fc.integer({ min: 0, max: 20 }),
      rate: fc.integer({ min: 0, max: 20_000 }),
      rate2: fc.integer({ min: 0, max: 20_000 }),
      bump: fc.constantFrom('valid', 'loss', 'active'),
    }),
    { minLength: n, maxLength: n },
  );

function wireTerms(kind: ContractKind): fc.Arbitrary<WireTerms> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.constantFrom('P', 'F'),
      fc.constantFrom('D', 'W', 'H', 'M'),
    )
    .chain(([n, rateType, cycle]) =>
      steps(n).map((list) => {
        let valid = 0n;
        let loss = 0n;
        let active = 0;
        let rate = 1;
        let rate2 = 1;
        const tiers = list.map((s, i) => {
          valid += BigInt(s.valid);
          loss += kind === 'dividend' ? BigInt(s.loss) : 0n;
          active += kind === 'realtime' ? 0 : s.active;
          if (
            i > 0 &&
            s.valid === 0 &&
            (kind !== 'dividend' || s.loss === 0) &&
            (kind === 'realtime' || s.active === 0)
          ) {
            if (s.bump === 'active' && kind !== 'realtime') active += 1;
            else if (s.bump === 'loss' && kind === 'dividend') loss += 1n;
            else valid += 1n;
          }
          rate += s.rate;
          rate2 += s.rate2;
          return { valid, loss, active, rate, rate2 };
        });
        switch (kind) {
          case 'dividend':
            return {
              kind,
              cycle,
              tiers: tiers.map((t) => ({
                minimumBet: money(t.valid),
                netLoss: money(t.loss),
                activeMember: t.active,
                contractRate: fraction(Math.min(1_000_000, t.rate * 3)),
              })),
            } as WireTerms;
          case 'realtime':
            return {
              kind,
              tiers: tiers.map((t) => ({
                singleBet: money(t.valid),
                profitRate: pct(Math.min(1_000_000, t.rate)),
                lossRate: pct(Math.min(1_000_000, t.rate2)),
              })),
            } as WireTerms;
          default:
            return {
              kind,
              tiers: tiers.map((t) => ({
                [kind === 'daily' ? 'betVolume' : 'minimumBet']: money(t.valid),
                activeMember: t.active,
                rateType,
                rate:
                  rateType === 'F' ? money(BigInt(t.rate) * 7n) : pct(Math.min(1_000_000, t.rate)),
              })),
            } as unknown as WireTerms;
        }
      }),
    );
}

const figures: fc.Arbitrary<Figures> = fc.record({
  validBet: fc.bigInt({ min: 0n, max: 50_000_000_00n }),
  profitLoss: fc.bigInt({ min: -20_000_000_00n, max: 20_000_000_00n }),
  activeMembers: fc.integer({ min: 0, max: 150 }),
  bets: fc.integer({ min: 0, max: 10_000 }),
});

const betGroups: fc.Arbitrary<BetGroup[]> = fc.array(
  fc.record({
    stake: fc.bigInt({ min: 1n, max: 10_000_000n }),
    lost: fc.boolean(),
    count: fc.integer({ min: 1, max: 50 }),
  }),
  { maxLength: 40 },
);

const maxPayout = (terms: WireTerms, f: Figures): bigint => {
  // Nothing can pay more than the highest tier's rate on the largest base, or its fixed amount.
  const tiers = refTiers(terms);
  const top = tiers[tiers.length - 1]!;
  if (top.den === 0n) return top.num;
  const base = terms.kind === 'dividend' ? -f.profitLoss : f.validBet;
  return base <= 0n ? 0n : (base * top.num) / top.den;
};

// ---- properties ------------------------------------------------------------------------------

describe('term evaluation', () => {
  for (const kind of ['dividend', 'daily', 'hourly'] as const) {
    it(`${kind}: tier and amount equal the reference; never negative, never above the terms`, () => {
      fc.assert(
        fc.property(wireTerms(kind), figures, (wire, f) => {
          const terms = parseTerms(kind, wire);
          const got = evaluate(terms, f);
          const want = refEvaluate(wire, f);
          expect(got.tier).toBe(want.tier);
          expect(got.amount).toBe(want.amount);
          expect(got.amount >= 0n).toBe(true);
          expect(got.amount <= maxPayout(wire, f)).toBe(true);
        }),
        { numRuns: RUNS, seed: 15 },
      );
    });
  }

  it('realtime: each bet pays its tier on its stake, summed exactly and rounded once', () => {
    fc.assert(
      fc.property(wireTerms('realtime'), betGroups, (wire, groups) => {
        const terms = parseTerms('realtime', wire);
        const got = evaluateRealtime(terms, groups);
        expect(got.amount).toBe(refRealtime(wire, groups));
        const stake = groups.reduce((s, g) => s + g.stake * BigInt(g.count), 0n);
        const top = refTiers(wire).at(-1)!;
        const profitCap = (stake * top.num) / top.den;
        const lossCap = (stake * top.lossNum) / top.lossDen;
        const cap = profitCap > lossCap ? profitCap : lossCap;
        expect(got.amount >= 0n && got.amount <= cap).toBe(true);
      }),
      { numRuns: RUNS, seed: 16 },
    );
  });

  it('parsing then printing the canonical terms gives the same terms back', () => {
    for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const)
      fc.assert(
        fc.property(wireTerms(kind), (wire) => {
          const once = toWire(parseTerms(kind, wire));
          expect(toWire(parseTerms(kind, once))).toEqual(once);
        }),
        { numRuns: 100, seed: 17 },
      );
  });

  for (const kind of ['dividend', 'daily', 'hourly'] as const) {
    it(`${kind}: an offer within the own terms never pays more for any figures`, () => {
      fc.assert(
        fc.property(
          wireTerms(kind),
          wireTerms(kind),
          fc.array(figures, { minLength: 1, maxLength: 20 }),
          (a, b, fs) => {
            const offer = parseTerms(kind, a);
            const own = parseTerms(kind, b);
            const excess = excessOver(offer, own);
            if (excess === null) {
              for (const f of fs)
                expect(evaluate(offer, f).amount <= evaluate(own, f).amount).toBe(true);
              // ...and at each offered tier's own thresholds, where a breach would show first.
              for (const t of offer.tiers) {
                const f: Figures = {
                  validBet: t.minValid,
                  profitLoss: -t.minNetLoss - 1_000_000n,
                  activeMembers: t.minActive,
                  bets: 1,
                };
                if (kind === 'dividend')
                  f.profitLoss = -(t.minNetLoss > 0n ? t.minNetLoss : 1_000_000n);
                expect(evaluate(offer, f).amount <= evaluate(own, f).amount).toBe(true);
              }
            }
          },
        ),
        { numRuns: RUNS, seed: 18 },
      );
    });
  }

  it('realtime: an offer within the own terms never pays more for any bets', () => {
    fc.assert(
      fc.property(wireTerms('realtime'), wireTerms('realtime'), betGroups, (a, b, groups) => {
        const offer = parseTerms('realtime', a);
        const own = parseTerms('realtime', b);
        if (excessOver(offer, own) !== null) return;
        expect(evaluateRealtime(offer, groups).amount <= evaluateRealtime(own, groups).amount).toBe(
          true,
        );
        for (const t of offer.tiers)
          for (const lost of [true, false]) {
            const bet = [{ stake: t.minValid > 0n ? t.minValid : 1n, lost, count: 1_000_000 }];
            expect(evaluateRealtime(offer, bet).amount <= evaluateRealtime(own, bet).amount).toBe(
              true,
            );
          }
      }),
      { numRuns: RUNS, seed: 20 },
    );
  });

  it('an offer is compared with itself as within; a higher rate is an excess', () => {
    fc.assert(
      fc.property(wireTerms('daily'), (wire) => {
        const terms = parseTerms('daily', wire);
        expect(excessOver(terms, terms)).toBeNull();
        const higher = parseTerms('daily', {
          ...wire,
          tiers: (wire.tiers as { rate: string; rateType: string }[]).map((t) => ({
            ...t,
            rate:
              t.rateType === 'F'
                ? money(cents(t.rate) + 1n)
                : pct(Number((frac(t.rate).n * 10000n) / frac(t.rate).d) + 1),
          })),
        });
        expect(excessOver(higher, terms)).toMatchObject({ tier: 1, reason: 'rate' });
      }),
      { numRuns: 200, seed: 19 },
    );
  });
});

describe('worked examples', () => {
  it('daily salary: 1.5 % of 12,345.67 valid bet with 5 active members', () => {
    const terms = parseTerms('daily', {
      kind: 'daily',
      tiers: [
        { betVolume: '1000', activeMember: 3, rateType: 'P', rate: '1' },
        { betVolume: '10000', activeMember: 5, rateType: 'P', rate: '1.5' },
        { betVolume: '50000', activeMember: 10, rateType: 'P', rate: '2' },
      ],
    });
    // 1,234,567 cents x 15,000 millionths = 18,518,505,000 / 1,000,000 = 18,518.505 -> 18,518.
    const result = evaluate(terms, {
      validBet: 1_234_567n,
      profitLoss: -50_000n,
      activeMembers: 5,
      bets: 80,
    });
    expect(result).toMatchObject({ tier: 2, rate: '1.5', rateType: 'P', amount: 18_518n });
    // Tier 3's bet volume is met, its active members are not: tier 2 still applies.
    expect(
      evaluate(terms, { validBet: 6_000_000n, profitLoss: 0n, activeMembers: 9, bets: 1 }).tier,
    ).toBe(2);
    expect(
      evaluate(terms, { validBet: 99_999n, profitLoss: 0n, activeMembers: 50, bets: 1 }),
    ).toMatchObject({ tier: null, amount: 0n });
  });

  it('salaries are paid when the team won; dividends are not', () => {
    const terms = parseTerms('daily', {
      kind: 'daily',
      tiers: [{ betVolume: '100', activeMember: 1, rateType: 'F', rate: '10.00' }],
    });
    expect(
      evaluate(terms, { validBet: 55_000n, profitLoss: 65_000n, activeMembers: 1, bets: 2 }),
    ).toMatchObject({ tier: 1, amount: 1_000n });
  });

  it('dividend: pays a share of the net loss only, never of a team win', () => {
    const terms = parseTerms('dividend', {
      kind: 'dividend',
      cycle: 'W',
      tiers: [{ minimumBet: '0', netLoss: '100', activeMember: 0, contractRate: '0.35' }],
    });
    expect(
      evaluate(terms, { validBet: 10n, profitLoss: -33_333n, activeMembers: 0, bets: 1 }).amount,
    ).toBe(11_666n);
    expect(
      evaluate(terms, { validBet: 10n, profitLoss: 500_00n, activeMembers: 0, bets: 1 }),
    ).toMatchObject({ tier: null, amount: 0n });
  });

  it('real-time: the loss rate on lost bets, the profit rate on the others, rounded once', () => {
    const terms = parseTerms('realtime', {
      kind: 'realtime',
      tiers: [
        { singleBet: '10', profitRate: '0.1', lossRate: '0.3' },
        { singleBet: '100', profitRate: '0.2', lossRate: '0.5' },
      ],
    });
    const result = evaluateRealtime(terms, [
      { stake: 999n, lost: true, count: 3 }, // below 10.00: nothing
      { stake: 1_001n, lost: true, count: 3 }, // 3,003 x 0.3 % = 9.009
      { stake: 1_001n, lost: false, count: 1 }, // 1,001 x 0.1 % = 1.001
      { stake: 10_000n, lost: true, count: 1 }, // 10,000 x 0.5 % = 50
    ]);
    // 9.009 + 1.001 + 50 = 60.01 cents -> 60.
    expect(result).toMatchObject({ tier: 2, rate: '0.2/0.5', amount: 60n });
  });

  it('the rounding rule: down to the minor unit, never negative', () => {
    expect(roundDown(1_999_999n)).toBe(1n);
    expect(roundDown(999_999n)).toBe(0n);
    expect(roundDown(-5n)).toBe(0n);
  });

  it('refuses terms that are not exact or not in ascending order', () => {
    const tier = { betVolume: '100', activeMember: 1, rateType: 'P', rate: '1' };
    const bad = [
      { tiers: [] },
      { tiers: [{ ...tier, rate: '1.00001' }] },
      { tiers: [{ ...tier, rate: '101' }] },
      { tiers: [{ ...tier, betVolume: '1e3' }] },
      { tiers: [{ ...tier, rate: '0' }] },
      { tiers: [tier, { ...tier }] },
      { tiers: [tier, { ...tier, betVolume: '200', rate: '0.5' }] },
      { tiers: [tier, { ...tier, betVolume: '50', activeMember: 5 }] },
      { tiers: [tier, { ...tier, betVolume: '200', rateType: 'F', rate: '5' }] },
    ];
    for (const terms of bad)
      expect(() => parseTerms('daily', { kind: 'daily', ...terms }), JSON.stringify(terms)).toThrow(
        expect.objectContaining({ errorCode: 'contract.terms.invalid' }),
      );
  });
});

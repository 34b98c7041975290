// The terms editor's state, shared by the agent app (offers to downlines) and the operator
// console (the house's offers to top-level agents): tiers as the text people type (percents
// for every rate, the dividend's included), checked field by field like the server checks
// them, and turned into wire terms exactly (the dividend's percent becomes its fraction by
// moving the decimal point, never a float).
import type { ContractKind, ContractTerms } from '@platform/api-client/queries/contracts';
import { fractionToPercent, percentToFraction } from './rates';

export interface TierFields {
  /** Valid bet (dividend minimumBet, daily betVolume, hourly minimumBet, real-time singleBet). */
  threshold: string;
  netLoss: string;
  active: string;
  /** Percent, or an amount when the rate type is F; real-time: on other bets. */
  rate: string;
  /** Real-time: on bets lost. */
  lossRate: string;
}

export interface TermsFields {
  cycle: 'D' | 'W' | 'H' | 'M';
  rateType: 'P' | 'F';
  tiers: TierFields[];
}

const MONEY = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;
const PERCENT = /^(0|[1-9][0-9]{0,2})(\.[0-9]{1,4})?$/;
const COUNT = /^(0|[1-9][0-9]{0,6})$/;

export type FieldError = 'required' | 'amount' | 'percent' | 'fraction' | 'count' | 'positive';
export type TierErrors = Partial<Record<keyof TierFields, FieldError>>;

export const emptyTier = (): TierFields => ({
  threshold: '',
  netLoss: '',
  active: '0',
  rate: '',
  lossRate: '',
});

/** The editor's fields of existing terms. */
export function fieldsOf(terms: ContractTerms | undefined, kind: ContractKind): TermsFields {
  const base: TermsFields = { cycle: 'W', rateType: 'P', tiers: [emptyTier()] };
  if (!terms || terms.kind !== kind) return base;
  switch (terms.kind) {
    case 'dividend':
      return {
        ...base,
        cycle: terms.cycle,
        tiers: terms.tiers.map((t) => ({
          ...emptyTier(),
          threshold: t.minimumBet,
          netLoss: t.netLoss,
          active: String(t.activeMember),
          rate: fractionToPercent(t.contractRate),
        })),
      };
    case 'daily':
    case 'hourly':
      return {
        ...base,
        rateType: terms.tiers[0]?.rateType ?? 'P',
        tiers: terms.tiers.map((t) => ({
          ...emptyTier(),
          threshold: 'betVolume' in t ? t.betVolume : t.minimumBet,
          active: String(t.activeMember),
          rate: t.rate,
        })),
      };
    case 'realtime':
      return {
        ...base,
        tiers: terms.tiers.map((t) => ({
          ...emptyTier(),
          threshold: t.singleBet,
          rate: t.profitRate,
          lossRate: t.lossRate,
        })),
      };
  }
}

const positive = (text: string) => /[1-9]/.test(text);

/** Field errors of each tier (empty objects when all is well). */
export function checkFields(kind: ContractKind, fields: TermsFields): TierErrors[] {
  return fields.tiers.map((tier) => {
    const errors: TierErrors = {};
    const money = (key: keyof TierFields) => {
      const v = tier[key].trim();
      if (!v) errors[key] = 'required';
      else if (!MONEY.test(v)) errors[key] = 'amount';
    };
    const percent = (key: keyof TierFields, code: FieldError = 'percent') => {
      const v = tier[key].trim();
      if (!v) errors[key] = 'required';
      else if (!PERCENT.test(v) || percentToFraction(v) === null) errors[key] = code;
    };
    money('threshold');
    if (kind === 'dividend') money('netLoss');
    if (kind !== 'realtime') {
      const v = tier.active.trim();
      if (!v) errors.active = 'required';
      else if (!COUNT.test(v) || Number(v) > 1_000_000) errors.active = 'count';
    }
    if (kind === 'realtime') {
      percent('rate');
      percent('lossRate');
      if (!errors.rate && !errors.lossRate && !positive(tier.rate) && !positive(tier.lossRate))
        errors.lossRate = 'positive';
    } else if (kind !== 'dividend' && fields.rateType === 'F') {
      money('rate');
    } else {
      percent('rate', kind === 'dividend' ? 'fraction' : 'percent');
    }
    if (!errors.rate && kind !== 'realtime' && !positive(tier.rate)) errors.rate = 'positive';
    return errors;
  });
}

/** Wire terms of checked fields. */
export function termsOf(kind: ContractKind, fields: TermsFields): ContractTerms {
  const t = fields.tiers.map((tier) => ({
    threshold: tier.threshold.trim(),
    netLoss: tier.netLoss.trim(),
    active: Number(tier.active.trim() || '0'),
    rate: tier.rate.trim(),
    lossRate: tier.lossRate.trim(),
  }));
  switch (kind) {
    case 'dividend':
      return {
        kind,
        cycle: fields.cycle,
        tiers: t.map((x) => ({
          minimumBet: x.threshold,
          netLoss: x.netLoss,
          activeMember: x.active,
          contractRate: percentToFraction(x.rate) ?? '0',
        })),
      };
    case 'daily':
      return {
        kind,
        tiers: t.map((x) => ({
          betVolume: x.threshold,
          activeMember: x.active,
          rateType: fields.rateType,
          rate: x.rate,
        })),
      };
    case 'hourly':
      return {
        kind,
        tiers: t.map((x) => ({
          minimumBet: x.threshold,
          activeMember: x.active,
          rateType: fields.rateType,
          rate: x.rate,
        })),
      };
    case 'realtime':
      return {
        kind,
        tiers: t.map((x) => ({ singleBet: x.threshold, profitRate: x.rate, lossRate: x.lossRate })),
      };
  }
}

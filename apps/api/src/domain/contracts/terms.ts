// Contract terms, as the rest of the folder reads them: their shapes (term-shapes.ts), their
// wire form read, checked and written back (term-wire.ts), their evaluation against a period's
// figures and the comparison an offer must pass against the offering agent's own terms
// (term-evaluation.ts). Pure code, no database.
//
// Rates are exact: a percent ("1.5" = 1.5 %, up to 4 decimals) or a fraction ("0.35" = 35 %,
// up to 6 decimals, the dividend's contractRate) is held as an integer in millionths of the
// base (RATE_SCALE). Money is integer minor units. THE ROUNDING RULE lives in one function,
// `roundDown`: an amount is base x rate / 1,000,000, rounded down (towards zero; amounts are
// never negative) to the currency's minor unit, once per settlement (a real-time settlement
// adds its bets' exact products first and rounds the sum). Rounding down never pays more
// than the terms allow.
export * from './term-shapes';
export { fromStored, parseTerms, toWire } from './term-wire';
export {
  evaluate,
  evaluateRealtime,
  excessOver,
  /** @internal */ roundDown,
} from './term-evaluation';

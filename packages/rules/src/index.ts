export { isKnownPattern, PATTERN_KINDS, patternOf, type PatternKind } from './patterns';
export { matchesRule, ruleRegExp, type PatternRule } from './register-rule';
export { OPTIONAL_REGISTER_FIELDS, type OptionalRegisterField } from './register-fields';
export { compareDecimal } from './decimal';
export {
  AMOUNT_ERROR_CODES,
  AMOUNT_MAX_WHOLE_DIGITS,
  amountProblem,
  readAmount,
  type AmountErrorCode,
  type AmountFormProblem,
  type AmountProblem,
  type AmountRules,
} from './amount';
export { applyLinkRule, HTML_SANITIZE_OPTIONS, isAbsoluteUrl } from './html';

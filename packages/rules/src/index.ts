export { isKnownPattern, PATTERN_KINDS, patternOf, type PatternKind } from './patterns';
export { matchesRule, ruleRegExp, type PatternRule } from './register-rule';

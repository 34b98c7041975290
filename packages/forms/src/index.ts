export { matchesRule, ruleRegExp } from './rule';

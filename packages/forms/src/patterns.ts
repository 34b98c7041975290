// The message of each register pattern kind (auth:validation.reg_pattern_<id>, with the length
// range substituted); the catalogue itself is @platform/rules.
import { isKnownPattern } from '@platform/rules';
import { lengthRange, type Translate } from './messages';

/** The message of a rule: its pattern kind with the length range; unknown ids read as 'any'. */
export function patternMessage(
  t: Translate,
  patternId: number,
  minLength: number,
  maxLength: number,
): string {
  const id = isKnownPattern(patternId) ? patternId : 0;
  return t(`auth:validation.reg_pattern_${id}`, { range: lengthRange(minLength, maxLength) });
}

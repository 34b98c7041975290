// What the tightest deposit limit still allows; the amount rules themselves are @platform/rules'.
import { compareDecimal } from '@platform/rules';

/** What the tightest deposit limit still allows, or undefined when none is set. */
export function limitLeft(limits: {
  daily: { left: string | null };
  weekly: { left: string | null };
  monthly: { left: string | null };
}): string | undefined {
  return [limits.daily.left, limits.weekly.left, limits.monthly.left]
    .filter((l): l is string => l !== null)
    .sort(compareDecimal)[0];
}

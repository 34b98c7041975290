import { ApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { describe, expect, it } from 'vitest';
import { pointError } from './point-errors';

// A t() that shows which key it got and the values it was given.
const t = ((key: string, vars?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(vars ?? {})}`) as unknown as TFunction;
const money = (amount: string) => `$${amount}`;

describe('points mall errors', () => {
  it('maps each refusal to its own text, with its amounts formatted', () => {
    const requirement = new ApiError({
      kind: 'api',
      status: 400,
      errorCode: 'point.amount.requirement',
      value: { required: '500.00', validBets: '12.30' },
    });
    expect(pointError(requirement, t, money)).toBe(
      'pointMall:errors.point_amount_requirement {"required":"$500.00","validBets":"$12.30","seconds":60}',
    );
    const short = new ApiError({
      kind: 'api',
      status: 400,
      errorCode: 'point.balance.not.enough',
      value: { required: 900, balance: 800 },
    });
    expect(pointError(short, t, money)).toContain('"required":900,"balance":800');
    const locked = new ApiError({
      kind: 'api',
      status: 429,
      errorCode: 'point.password.locked',
      value: { retryAfterSeconds: 42 },
    });
    expect(pointError(locked, t, money)).toContain('"seconds":42');
  });
});

// Converting points to balance at the merchant's rate: the points go to the converted
// account and the amount is credited to the member's balance (money ledger kind `bonus`,
// reference `points:<conversion id>`), both in one database transaction.
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import type { Member } from '../sessions';
import { memberBalance, toDecimal, AppError } from '../kernel';
import { grantReward } from '../rewards';
import { accruePoints } from './accrual';
import { checkAccountPassword } from './password';
import { postPoints, systemPointAccount } from './points-ledger';
import { pointOrderId } from './redemptions';
import { pointRules } from './settings';

type ConversionWire = components['schemas']['PointConversion'];

export async function convertPoints(
  db: Db,
  input: {
    merchant: { id: number; currency: string };
    member: Member;
    points: number;
    password: string;
    now: number;
  },
): Promise<ConversionWire> {
  const { merchant, member, now } = input;
  if (!Number.isSafeInteger(input.points) || input.points <= 0) {
    throw new AppError(400, 'point.convert.zero', 'Enter the points to convert');
  }
  const points = BigInt(input.points);
  const rules = await pointRules(db, merchant.id);
  if (rules.conversionAmount <= 0n) {
    throw new AppError(400, 'function.not.available', 'Points cannot be converted here');
  }
  if (points < rules.minConvertPoints || points % rules.step !== 0n) {
    throw new AppError(
      400,
      'point.convert.minimum',
      'Convert at least the minimum, in multiples of the step',
      { min: Number(rules.minConvertPoints), step: Number(rules.step) },
    );
  }
  await checkAccountPassword(db, member, input.password, now);
  const id = pointOrderId('C', now);
  const amount = (points * rules.conversionAmount) / rules.conversionPoints;
  return db.transaction(async (tx) => {
    const { account } = await accruePoints(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      rules,
      now,
    });
    if (account.balance < points) {
      throw new AppError(
        400,
        'point.convert.over.balance',
        'You cannot convert more points than you have',
        { balance: Number(account.balance) },
      );
    }
    const converted = await systemPointAccount(tx, merchant.id, 'converted');
    const moved = await postPoints(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'convert',
      idempotencyKey: `convert:${id}`,
      reference: id,
      memo: { amount: toDecimal(amount) },
      legs: [
        { accountId: account.id, amount: -points, kind: 'member' },
        { accountId: converted, amount: points, kind: 'system' },
      ],
      now,
    });
    // Paid through the reward model: a grant of source `points` (ledger kind `bonus`, reference
    // `points:<conversion id>`), listed in the member's reward records and bonus details.
    const paid = await grantReward(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.currency,
      sourceKind: 'points',
      sourceId: id,
      amount,
      title: { EN: 'Points converted', CN: '积分兑换', AR: 'تحويل النقاط' },
      paidAs: 'Claimed',
      now,
    });
    return {
      id,
      points: Number(points),
      amount: toDecimal(amount),
      pointsBalance: Number(moved.balances.get(account.id) ?? account.balance - points),
      balance: toDecimal(paid.balance ?? (await memberBalance(tx, member.id))),
    };
  });
}

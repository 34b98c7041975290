// Reading points: the merchant's rules (public) and the member's balance, with the points
// earned on bets settled since the last read added first.
import { and, eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { pointEntries, pointRedemptions, pointTransactions } from '../../db/schema/points';
import { toDecimal, categoryRank } from '../kernel';
import { isModuleOn } from '../site';
import { accruePoints } from './accrual';
import { pointRules } from './settings';

type PointConfigWire = components['schemas']['PointConfig'];

type PointBalanceWire = components['schemas']['PointBalance'];

export async function pointConfig(
  db: Db,
  merchant: { id: number; currency: string; currencySymbol: string },
): Promise<PointConfigWire> {
  const rules = await pointRules(db, merchant.id);
  return {
    enabled: await isModuleOn(db, merchant.id, 'PTSYS3'),
    earnRates: Object.entries(rules.rateTexts)
      .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
      .map(([category, points]) => ({ category, points })),
    conversion: {
      points: Number(rules.conversionPoints),
      amount: toDecimal(rules.conversionAmount),
      minPoints: Number(rules.minConvertPoints),
      step: Number(rules.step),
    },
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}

export async function pointBalance(
  db: Db,
  input: { merchantId: number; memberId: number; now: number },
): Promise<PointBalanceWire> {
  const rules = await pointRules(db, input.merchantId);
  return db.transaction(async (tx) => {
    const { account, validBets } = await accruePoints(tx, { ...input, rules });
    const [held] = await tx
      .select({ n: sql<string>`coalesce(sum(${pointRedemptions.points}), 0)::text` })
      .from(pointRedemptions)
      .where(
        and(
          eq(pointRedemptions.memberId, input.memberId),
          eq(pointRedemptions.status, 'in_process'),
        ),
      );
    const [earned] = await tx
      .select({ n: sql<string>`coalesce(sum(${pointEntries.amount}), 0)::text` })
      .from(pointEntries)
      .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.transactionId))
      .where(and(eq(pointEntries.accountId, account.id), eq(pointTransactions.kind, 'earn')));
    return {
      points: Number(account.balance),
      inProcess: Number(held?.n ?? 0),
      totalEarned: Number(earned?.n ?? 0),
      validBets: toDecimal(validBets),
    };
  });
}

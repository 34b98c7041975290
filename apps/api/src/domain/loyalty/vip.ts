// VIP: the member's level is the highest one its figures ever reached (a level is never lost).
// It is evaluated when the member's VIP state is read (the VIP page, the public state, a rebate
// claim): reaching a level pays its level-up bonus once (grant `vip`, `level-up:<n>`, for every
// level passed), and the first evaluation of a calendar month (UTC) in which the member has
// valid bets pays the monthly bonus of the level held then (`monthly:YYYY-MM`): automatic, no
// claim. Payments run under the lock of the member's loyalty row and the grant's unique source,
// so concurrent evaluations pay each bonus exactly once.
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { memberLoyalty } from '../../db/schema/loyalty';
import { type Tx, toDecimal, readsOf } from '../kernel';
import type { Merchant } from '../merchants';
import { grantReward } from '../rewards';
import {
  type LoyaltyRules,
  levelFor,
  loyaltyRules,
  monthOf,
  plainPercent,
  ratesOf,
  type Turnover,
  turnoverOf,
  type VipLevel,
} from './config';

export type PlayerRankProgress = components['schemas']['PlayerRankProgress'];
type LoyaltyRow = typeof memberLoyalty.$inferSelect;

const nameIn = (l: VipLevel | undefined, lang: string): string | null =>
  l ? (l.name[lang.toUpperCase()] ?? l.name.EN ?? Object.values(l.name)[0] ?? null) : null;

/** The member's loyalty row, created if missing, locked for the rest of the transaction. */
export async function lockLoyalty(tx: Tx, merchantId: number, memberId: number) {
  await tx.insert(memberLoyalty).values({ memberId, merchantId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(memberLoyalty)
    .where(eq(memberLoyalty.memberId, memberId))
    .for('update');
  if (!row) throw new Error(`loyalty row of member ${memberId} vanished`);
  return row;
}

interface EvalInput {
  merchant: Merchant;
  memberId: number;
  lang: string;
  now: number;
}

const monthlyDue = (
  rules: LoyaltyRules,
  level: number,
  row: LoyaltyRow | undefined,
  t: Turnover,
  month: string,
) => {
  const l = rules.levels.find((x) => x.level === level);
  return !!l && l.monthlyBonus > 0n && t.monthly > 0n && row?.monthlyPaid !== month;
};

/**
 * Raises the member's level to what its figures reach and pays what that and the month owe,
 * inside `tx` (the member's loyalty row locked). Returns the row after.
 */
export async function evaluateIn(
  tx: Tx,
  rules: LoyaltyRules,
  input: EvalInput & { turnover: Turnover },
): Promise<LoyaltyRow> {
  const { merchant, memberId, now, turnover } = input;
  const row = await lockLoyalty(tx, merchant.id, memberId);
  const reached = Math.max(row.level, levelFor(rules, turnover));
  const month = monthOf(now, merchant.settings.timeZone).key;
  const payMonthly = monthlyDue(rules, reached, row, turnover, month);
  if (reached === row.level && !payMonthly) return row;
  const grant = (level: VipLevel, sourceId: string, amount: bigint) =>
    grantReward(tx, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
      sourceKind: 'vip',
      sourceId,
      amount,
      title: level.name,
      wageringMultiple: level.wageringMultiple,
      paidAs: 'Issued',
      language: input.lang,
      now,
    });
  for (const level of rules.levels) {
    if (level.level <= row.level || level.level > reached || level.levelUpBonus <= 0n) continue;
    await grant(level, `level-up:${level.level}`, level.levelUpBonus);
  }
  const held = rules.levels.find((l) => l.level === reached);
  if (payMonthly && held) await grant(held, `monthly:${month}`, held.monthlyBonus);
  const [after] = await tx
    .update(memberLoyalty)
    .set({
      level: reached,
      levelReachedAt: reached > row.level ? new Date(now) : row.levelReachedAt,
      monthlyPaid: payMonthly ? month : row.monthlyPaid,
    })
    .where(eq(memberLoyalty.memberId, memberId))
    .returning();
  return after ?? row;
}

/**
 * Evaluates the member's VIP level (paying what is owed) and returns its rules, figures and
 * row. Reads only, unless something is owed.
 */
export async function evaluateVip(db: Db, input: EvalInput) {
  const rules = await loyaltyRules(db, input.merchant.id);
  const [turnover, [stored]] = await readsOf(db, [
    async () => turnoverOf(db, input.memberId, input.now, input.merchant.settings.timeZone),
    async () => db.select().from(memberLoyalty).where(eq(memberLoyalty.memberId, input.memberId)),
  ]);
  let row = stored;
  if (rules.levels.length > 0) {
    const reached = levelFor(rules, turnover);
    const month = monthOf(input.now, input.merchant.settings.timeZone).key;
    const owed =
      !row ||
      reached > row.level ||
      monthlyDue(rules, Math.max(reached, row.level), row, turnover, month);
    if (owed) row = await db.transaction((tx) => evaluateIn(tx, rules, { ...input, turnover }));
  }
  return { rules, turnover, level: row?.level ?? 0, row };
}

/**
 * The withdrawal limits of a VIP level: its withdrawals a day and their total a day (0 = no
 * cap). The one rule that the VIP page's benefits table shows and the cashier enforces.
 */
export function withdrawalBenefit(level: VipLevel): {
  dailyCount: number;
  dailyAmount: bigint | null;
} {
  return {
    dailyCount: level.dailyWithdrawals,
    dailyAmount: level.dailyWithdrawalAmount > 0n ? level.dailyWithdrawalAmount : null,
  };
}

export interface VipWithdrawalLimits {
  /** The member's level (0: none) and its name in `lang`. */
  level: number;
  levelName: string | null;
  /** Null when the member holds no level (the merchant's own limits apply alone). */
  dailyCount: number | null;
  dailyAmount: bigint | null;
}

/** The withdrawal limits of the level the member holds (evaluated as the VIP page does). */
export async function vipWithdrawalLimits(db: Db, input: EvalInput): Promise<VipWithdrawalLimits> {
  const { rules, level } = await evaluateVip(db, input);
  const held = rules.levels.find((l) => l.level === level);
  if (!held) return { level, levelName: null, dailyCount: null, dailyAmount: null };
  return { level, levelName: nameIn(held, input.lang), ...withdrawalBenefit(held) };
}

/** The public state's VIP fields. */
export async function vipBadge(db: Db, input: EvalInput) {
  const { rules, level } = await evaluateVip(db, input);
  return {
    hasVip: rules.levels.length > 0,
    vipRankLevel: level,
    vipLabelName: nameIn(
      rules.levels.find((l) => l.level === level),
      input.lang,
    ),
  };
}

/** `MCSFE_getPlayerRankProgress`: level, progress to the next, and the benefits table. */
export async function playerRankProgress(db: Db, input: EvalInput): Promise<PlayerRankProgress> {
  const { rules, turnover, level, row } = await evaluateVip(db, input);
  const current = rules.levels.find((l) => l.level === level);
  const next = rules.levels.find((l) => l.level > level);
  const pair = (actual: bigint, expected: bigint | undefined) => ({
    actual: toDecimal(actual),
    expected: expected === undefined ? null : toDecimal(expected),
  });
  return {
    hasVip: rules.levels.length > 0,
    playerRankLevel: level,
    playerRankName: nameIn(current, input.lang),
    levelReachedAt: row?.levelReachedAt?.getTime() ?? null,
    nextRankLevel: next?.level ?? null,
    nextRankName: nameIn(next, input.lang),
    monthlyTurnover: pair(turnover.monthly, next?.monthlyTurnover),
    totalTurnover: pair(turnover.total, next?.totalTurnover),
    deposits: pair(turnover.deposits, next && next.deposits > 0n ? next.deposits : undefined),
    month: monthOf(input.now, input.merchant.settings.timeZone).key,
    monthlyBonusPaid: row?.monthlyPaid === monthOf(input.now, input.merchant.settings.timeZone).key,
    currency: input.merchant.currency,
    levels: rules.levels.map((l) => ({
      level: l.level,
      name: nameIn(l, input.lang) ?? String(l.level),
      totalTurnover: toDecimal(l.totalTurnover),
      monthlyTurnover: toDecimal(l.monthlyTurnover),
      deposits: toDecimal(l.deposits),
      levelUpBonus: toDecimal(l.levelUpBonus),
      monthlyBonus: toDecimal(l.monthlyBonus),
      dailyWithdrawals: withdrawalBenefit(l).dailyCount,
      dailyWithdrawalAmount: toDecimal(withdrawalBenefit(l).dailyAmount ?? 0n),
      rebate: [...ratesOf(rules, l.level).entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([category, percent]) => ({ category, percent: plainPercent(percent) })),
    })),
  };
}

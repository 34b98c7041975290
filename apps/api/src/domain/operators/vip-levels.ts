// The console's VIP levels: each level's names (by language, EN required), what reaches it
// (total or monthly valid bets, and deposits), what it pays (the level-up and monthly bonuses,
// with their wagering) and the withdrawal limits the cashier enforces at it (withdrawals a day
// and their total). Only what the product does with a level is here (src/domain/loyalty).
// Saving replaces the levels: validated (400 in the envelope: levels numbered 1, 2, 3 …,
// thresholds strictly increasing), written with its audit entry (the levels before and after) in
// one transaction. A level a member holds, or one a rebate rate names, cannot be removed (409).
// The vip_levels trigger advances the config version; it is advanced once more after the commit,
// so every replica's cached loyalty rules are dropped within a second or two.
import { asc, count, eq, gt, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { memberLoyalty, rebateRates, vipLevels } from '../../db/schema/loyalty';
import { merchants } from '../../db/schema/merchants';
import { AppError, badRequest, type DbOrTx, readsOf, toDecimal } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';
import { amountField, multipleField, shownMultiple } from './settings-input';

export type VipLevels = components['schemas']['OperatorVipLevels'];
export type VipLevelsInput = components['schemas']['OperatorVipLevelsInput'];
type Level = components['schemas']['OperatorVipLevel'];

const LANGUAGE = /^[A-Z]{2}$/;

/** The merchant's levels as stored (not the cached copy), with how many members hold each. */
export async function vipLevelSettings(db: DbOrTx, merchantId: number): Promise<VipLevels> {
  const [rows, held, [merchant]] = await readsOf(db, [
    async () =>
      db
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level)),
    async () =>
      db
        .select({ level: memberLoyalty.level, count: count() })
        .from(memberLoyalty)
        .where(sql`${memberLoyalty.merchantId} = ${merchantId} and ${memberLoyalty.level} > 0`)
        .groupBy(memberLoyalty.level)
        .orderBy(asc(memberLoyalty.level)),
    async () =>
      db
        .select({ currency: merchants.currency })
        .from(merchants)
        .where(eq(merchants.id, merchantId)),
  ]);
  return {
    currency: merchant?.currency ?? '',
    levels: rows.map((r) => ({
      level: r.level,
      name: r.name,
      totalTurnover: toDecimal(r.totalTurnover),
      monthlyTurnover: toDecimal(r.monthlyTurnover),
      deposits: toDecimal(r.deposits),
      levelUpBonus: toDecimal(r.levelUpBonus),
      monthlyBonus: toDecimal(r.monthlyBonus),
      dailyWithdrawals: r.dailyWithdrawals,
      dailyWithdrawalAmount: toDecimal(r.dailyWithdrawalAmount),
      wageringMultiple: shownMultiple(r.wageringMultiple),
    })),
    members: held.map((h) => ({ level: h.level, count: Number(h.count) })),
  };
}

/** The names as stored: trimmed, empty ones dropped, EN required. */
function names(field: string, name: Level['name']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(name)) {
    if (!LANGUAGE.test(lang)) throw badRequest(`body field "${field}.${lang}" is not a language`);
    const trimmed = (text ?? '').trim();
    if (trimmed !== '') out[lang] = trimmed;
  }
  if (!out.EN) throw badRequest(`body field "${field}.EN" is required`);
  return out;
}

/** The rows to store; a 400 naming the field for anything the site cannot use. */
function validated(merchantId: number, input: VipLevelsInput) {
  const rows = input.levels.map((l, i) => {
    const at = `levels.${i}`;
    if (l.level !== i + 1) {
      throw badRequest(`body field "${at}.level" must be ${i + 1}: levels are numbered in order`);
    }
    if (!Number.isSafeInteger(l.dailyWithdrawals) || l.dailyWithdrawals < 1) {
      throw badRequest(`body field "${at}.dailyWithdrawals" must be 1 or more`);
    }
    return {
      merchantId,
      level: l.level,
      name: names(`${at}.name`, l.name),
      totalTurnover: amountField(`${at}.totalTurnover`, l.totalTurnover, 0n),
      monthlyTurnover: amountField(`${at}.monthlyTurnover`, l.monthlyTurnover, 0n),
      deposits: amountField(`${at}.deposits`, l.deposits, 0n),
      levelUpBonus: amountField(`${at}.levelUpBonus`, l.levelUpBonus, 0n),
      monthlyBonus: amountField(`${at}.monthlyBonus`, l.monthlyBonus, 0n),
      dailyWithdrawals: l.dailyWithdrawals,
      dailyWithdrawalAmount: amountField(
        `${at}.dailyWithdrawalAmount`,
        l.dailyWithdrawalAmount,
        0n,
      ),
      wageringMultiple: multipleField(`${at}.wageringMultiple`, l.wageringMultiple),
    };
  });
  // A higher level asks for more: otherwise reaching one would mean reaching the next too.
  for (let i = 1; i < rows.length; i++) {
    const [low, high] = [rows[i - 1]!, rows[i]!];
    if (high.totalTurnover <= low.totalTurnover) {
      throw badRequest(
        `body field "levels.${i}.totalTurnover" must be more than the level below's`,
      );
    }
    if (high.monthlyTurnover <= low.monthlyTurnover) {
      throw badRequest(
        `body field "levels.${i}.monthlyTurnover" must be more than the level below's`,
      );
    }
    if (high.deposits < low.deposits) {
      throw badRequest(`body field "levels.${i}.deposits" must be at least the level below's`);
    }
  }
  return rows;
}

/** Replaces the merchant's VIP levels, audited with the levels before and after. */
export async function setVipLevels(
  db: Db,
  input: { merchantId: number; levels: VipLevelsInput; by: Operator | null; now: number },
): Promise<VipLevels> {
  const { merchantId } = input;
  const rows = validated(merchantId, input.levels);
  const top = rows.length;
  try {
    return await db.transaction(async (tx) => {
      // The merchant's row locked: two saves of the levels run one after the other.
      await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update');
      const before = await vipLevelSettings(tx, merchantId);
      const held = before.members.find((m) => m.level > top);
      if (held) {
        throw new AppError(
          409,
          'vip.level.in.use',
          `Level ${held.level} is held by ${held.count} member(s) and cannot be removed`,
          { level: held.level, members: held.count },
        );
      }
      const [rated] = await tx
        .select({ level: rebateRates.level })
        .from(rebateRates)
        .where(sql`${rebateRates.merchantId} = ${merchantId} and ${gt(rebateRates.level, top)}`)
        .limit(1);
      if (rated) {
        throw new AppError(
          409,
          'vip.level.in.use',
          `Level ${rated.level} has rebate rates; remove them before the level`,
          { level: rated.level },
        );
      }
      await tx.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
      await tx.insert(vipLevels).values(rows);
      const after = await vipLevelSettings(tx, merchantId);
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'settings.vip',
        target: 'settings:vip',
        before: before.levels,
        after: after.levels,
        now: input.now,
      });
      return after;
    });
  } finally {
    // Committed (or not): a version step other replicas see only now, and this process's copy.
    await db.execute(sql`select nextval('config_version')`);
    configCache(db).invalidate();
  }
}

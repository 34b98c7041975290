// The console's payment channels and limits: the merchant's deposit and withdrawal channels in
// the order members see them, each switched on or off with its smallest and largest amount, and
// the withdrawal limits every member has (amounts and requests a day; a VIP level's own daily
// limits apply on top, see vip-levels.ts). They live in the merchant's cashier settings
// (merchants.settings.cashier), which the cashier reads on every deposit and withdrawal. A change
// is validated (400 in the envelope), written with its audit entry in one transaction; the
// merchants table's trigger advances the config version, and it is advanced once more after the
// commit, so every replica's configuration cache drops what it read meanwhile.
import { eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { readAmount } from '@platform/rules';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { merchants } from '../../db/schema/merchants';
import { type CashierSettings, cashierSettings, CURRENCY_DECIMALS } from '../cashier';
import { badRequest, type DbOrTx, toDecimal } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type PaymentSettings = components['schemas']['OperatorPaymentSettings'];
export type PaymentSettingsInput = components['schemas']['OperatorPaymentSettingsInput'];

/** A positive amount in minor units with at most the currency's decimals (the one amount
 * rule of @platform/rules, the forms check the same), or a 400 naming the field. */
function positiveAmount(field: string, value: string): bigint {
  const read = readAmount(value, CURRENCY_DECIMALS);
  if (read.problem === undefined) return read.minor;
  if (read.problem === 'decimals') {
    throw badRequest(`body field "${field}" has more than ${CURRENCY_DECIMALS} decimals`);
  }
  if (read.problem === 'zero' || read.problem === 'negative') {
    throw badRequest(`body field "${field}" must be more than zero`);
  }
  throw badRequest(`body field "${field}" is not an amount`);
}

/** Smallest and largest amount of one place, as stored ('10.00'), or a 400. */
function range(field: string, input: { min: string; max: string }) {
  const min = positiveAmount(`${field}.min`, input.min);
  const max = positiveAmount(`${field}.max`, input.max);
  if (min > max) throw badRequest(`body field "${field}.min" is more than "${field}.max"`);
  return { min, max };
}

/** The same channels, each once, in the order given; a 400 naming the list otherwise. */
function sameChannels(
  field: string,
  given: readonly { code: string }[],
  stored: readonly { code: string }[],
) {
  const codes = given.map((c) => c.code);
  const known = new Set(stored.map((c) => c.code));
  const unknown = codes.findIndex((code) => !known.has(code));
  if (unknown >= 0)
    throw badRequest(`body field "${field}.${unknown}.code" is not a channel of the merchant`);
  const twice = codes.findIndex((code, i) => codes.indexOf(code) !== i);
  if (twice >= 0) throw badRequest(`body field "${field}.${twice}.code" repeats a channel`);
  if (codes.length !== known.size)
    throw badRequest(`body field "${field}" must list every channel`);
}

function wireOf(settings: CashierSettings, currency: string): PaymentSettings {
  return {
    currency,
    decimals: CURRENCY_DECIMALS,
    depositChannels: settings.depositChannels.map((c) => ({
      code: c.code,
      type: c.type,
      name: c.name,
      enabled: c.enabled !== false,
      min: c.min,
      max: c.max,
    })),
    withdraw: {
      min: settings.withdraw.min,
      max: settings.withdraw.max,
      dailyCount: settings.withdraw.dailyCount,
      channels: settings.withdraw.channels.map((c) => ({
        code: c.code,
        name: c.name,
        enabled: c.enabled !== false,
        min: c.min,
        max: c.max,
      })),
    },
  };
}

async function currencyOf(db: DbOrTx, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.currency ?? '';
}

/** The merchant's channels and withdrawal limits as stored (not a cached copy). */
export async function paymentSettings(db: DbOrTx, merchantId: number): Promise<PaymentSettings> {
  const settings = await cashierSettings(db, merchantId);
  return wireOf(settings, await currencyOf(db, merchantId));
}

/** The cashier settings after `input`: every check passed, amounts as stored. */
function applied(stored: CashierSettings, input: PaymentSettingsInput): CashierSettings {
  sameChannels('depositChannels', input.depositChannels, stored.depositChannels);
  sameChannels('withdraw.channels', input.withdraw.channels, stored.withdraw.channels);
  const overall = range('withdraw', input.withdraw);
  const depositChannels = input.depositChannels.map((given, i) => {
    const { min, max } = range(`depositChannels.${i}`, given);
    const channel = stored.depositChannels.find((c) => c.code === given.code)!;
    return { ...channel, enabled: given.enabled, min: toDecimal(min), max: toDecimal(max) };
  });
  const channels = input.withdraw.channels.map((given, i) => {
    const { min, max } = range(`withdraw.channels.${i}`, given);
    // A withdrawal must fit both the channel's range and the overall one.
    if (given.enabled && (min > overall.max || max < overall.min)) {
      throw badRequest(
        `body field "withdraw.channels.${i}" allows no amount within the withdrawal limits`,
      );
    }
    const channel = stored.withdraw.channels.find((c) => c.code === given.code)!;
    return { ...channel, enabled: given.enabled, min: toDecimal(min), max: toDecimal(max) };
  });
  const { dailyCount } = input.withdraw;
  if (!Number.isSafeInteger(dailyCount) || dailyCount < 1 || dailyCount > 1000) {
    throw badRequest('body field "withdraw.dailyCount" is not a number from 1 to 1000');
  }
  return {
    ...stored,
    depositChannels,
    withdraw: {
      ...stored.withdraw,
      min: toDecimal(overall.min),
      max: toDecimal(overall.max),
      dailyCount,
      channels,
    },
  };
}

/** Changes the channels and withdrawal limits, audited with the settings before and after. */
export async function setPaymentSettings(
  db: Db,
  input: { merchantId: number; settings: PaymentSettingsInput; by: Operator | null; now: number },
): Promise<PaymentSettings> {
  const { merchantId } = input;
  try {
    return await db.transaction(async (tx) => {
      // The merchant's row locked: the site switches write the same settings document.
      const [row] = await tx
        .select({ settings: merchants.settings, currency: merchants.currency })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .for('update');
      const stored = await cashierSettings(tx, merchantId);
      const next = applied(stored, input.settings);
      const cashier = {
        ...((row?.settings as { cashier?: object } | undefined)?.cashier ?? {}),
        depositChannels: next.depositChannels,
        withdraw: next.withdraw,
      };
      await tx
        .update(merchants)
        .set({
          settings: sql`jsonb_set(coalesce(${merchants.settings}, '{}'::jsonb), '{cashier}', ${JSON.stringify(cashier)}::jsonb)`,
        })
        .where(eq(merchants.id, merchantId));
      const currency = row?.currency ?? '';
      const before = wireOf(stored, currency);
      const after = wireOf(next, currency);
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'settings.payments',
        target: 'settings:payments',
        before,
        after,
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

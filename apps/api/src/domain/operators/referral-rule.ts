// The referral rule of the console's settings screen: whether referral is on, the deposits an
// invitee must reach, what the referrer earns for it, its wagering and its name per language.
// A change is validated (400 in the envelope), written with its audit entry (the rule before and
// after) in one transaction; the table's trigger advances the config version, so every replica's
// configuration cache (db/config-cache.ts) reads the new rule within a second or two. After the
// commit the version is advanced once more (a replica that read the rule while the change was
// still uncommitted drops it) and this process's cache is dropped at once.
import { eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { referralSettings } from '../../db/schema/referral';
import { badRequest, type DbOrTx, toDecimal } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';
import { amountField, multipleField, shownMultiple } from './settings-input';

export type ReferralRuleSettings = components['schemas']['ReferralRuleSettings'];

const LANGUAGE = /^[A-Z]{2}$/;

/** The merchant's referral rule as stored (not the cached copy); null when it has none. */
export async function referralRuleSettings(
  db: DbOrTx,
  merchantId: number,
): Promise<ReferralRuleSettings | null> {
  const [row] = await db
    .select()
    .from(referralSettings)
    .where(eq(referralSettings.merchantId, merchantId));
  if (!row) return null;
  return {
    enabled: row.enabled,
    minDeposit: toDecimal(row.minDeposit),
    reward: toDecimal(row.reward),
    wageringMultiple: shownMultiple(row.wageringMultiple),
    title: row.title,
  };
}

/** The rule as it will be stored; a 400 in the envelope for anything the site cannot use. */
function validated(input: ReferralRuleSettings) {
  const minDeposit = amountField('minDeposit', input.minDeposit, 1n);
  const reward = amountField('reward', input.reward, 1n);
  const wageringMultiple = multipleField('wageringMultiple', input.wageringMultiple);
  const title: Record<string, string> = {};
  for (const [lang, text] of Object.entries(input.title)) {
    if (!LANGUAGE.test(lang)) throw badRequest(`body field "title.${lang}" is not a language`);
    const trimmed = text.trim();
    if (trimmed === '') throw badRequest(`body field "title.${lang}" is empty`);
    title[lang] = trimmed;
  }
  if (title.EN === undefined) {
    throw badRequest('body field "title" needs an EN name (the site falls back to it)');
  }
  return {
    enabled: input.enabled,
    minDeposit,
    reward,
    wageringMultiple,
    title,
  };
}

/** Replaces the merchant's referral rule, audited with the rule before and after. */
export async function setReferralRule(
  db: Db,
  input: { merchantId: number; rule: ReferralRuleSettings; by: Operator | null; now: number },
): Promise<ReferralRuleSettings> {
  const { merchantId } = input;
  const values = validated(input.rule);
  try {
    return await db.transaction(async (tx) => {
      const before = await referralRuleSettings(tx, merchantId);
      await tx
        .insert(referralSettings)
        .values({ merchantId, ...values })
        .onConflictDoUpdate({ target: referralSettings.merchantId, set: values });
      const after = (await referralRuleSettings(tx, merchantId))!;
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'settings.referral',
        target: 'settings:referral',
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

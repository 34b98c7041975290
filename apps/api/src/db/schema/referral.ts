// Referral (invite friends): each member's own referral code, who invited whom (recorded when the
// invitee registers with a code), and the merchant's referral rule (what the referrer earns when an
// invitee's credited deposits reach the rule's minimum). The rules live in src/domain/referral.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { merchantRef } from './merchants';
import type { Texts } from './rewards';
import { at, units, multiple } from './columns';

/** A member's referral code (created on first use), unique within the merchant. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: memberRef().primaryKey(),
    merchantId: merchantRef(),
    /** Upper-case letters and digits (no 0/O/1/I), compared case-insensitively. */
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('referral_codes_code_uq').on(t.merchantId, t.code)],
);

/** One row per invitee: who invited them, and the reward grant once it was paid. */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: memberRef('invitee_id').primaryKey(),
    referrerId: memberRef('referrer_id'),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    /** The referrer's reward grant (source `referral`, `invitee:<invitee id>`), once paid. */
    grantId: bigint('grant_id', { mode: 'number' }),
    rewardedAt: at('rewarded_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_not_self', sql`${t.inviteeId} <> ${t.referrerId}`),
  ],
);

/**
 * The merchant's referral rule. `enabled` is the REFERRAL entry of the public state's
 * `availablePromo`: off, the referral pages and calls answer function-not-available. The referrer
 * earns `reward` (wagered `wagering_multiple` times) once per invitee, when the invitee's credited
 * deposits reach `min_deposit`.
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    merchantId: merchantRef().primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    minDeposit: units('min_deposit').notNull(),
    reward: units('reward').notNull(),
    wageringMultiple: multiple('wagering_multiple'),
    /** The reward's name per language (shown in the reward centre). */
    title: jsonb('title').$type<Texts>().notNull().default({}),
  },
  (t) => [
    check('referral_settings_min_deposit_positive', sql`${t.minDeposit} > 0`),
    check('referral_settings_reward_positive', sql`${t.reward} > 0`),
  ],
);

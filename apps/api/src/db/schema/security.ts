// Security state shared by every replica: captchas, the RSA key pair, rate-limit counters
// and the IP-to-country table used for region checks.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { at } from './columns';

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    /** SHA-256 of the captchaId cookie that binds the captcha to one browser. */
    bindingHash: text('binding_hash').notNull(),
    /** SHA-256 of the binding and the normalised answer. */
    answerHash: text('answer_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('captchas_binding_idx').on(t.bindingHash)],
);

/** RSA key pairs for request encryption; scope is `global` or `merchant:<id>`. */
export const serverKeys = pgTable('server_keys', {
  scope: text('scope').primaryKey(),
  modulusHex: text('modulus_hex').notNull(),
  privateExponentHex: text('private_exponent_hex').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** End of the current window, epoch milliseconds. */
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

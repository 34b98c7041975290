// Merchants (white-label sites) and their per-merchant configuration tables.
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /** Site configuration; read through parseMerchantSettings (src/domain/merchants/merchant-settings.ts). */
  settings: jsonb('settings').notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The merchant a row belongs to (deleted with it). */
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** The white-label module tree: one row per module switch. */
export const merchantModules = pgTable(
  'merchant_modules',
  {
    merchantId: merchantRef(),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

/** Register validator config: one rule per merchant and form field. */
export const registerFields = pgTable(
  'register_fields',
  {
    merchantId: merchantRef(),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: integer('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    type: text('type'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

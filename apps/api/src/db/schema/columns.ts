// Column builders shared by the schema files, so a kind of column is written once: times with
// their time zone, whole amounts read as bigint (money in minor units, points), running sums
// and counters that start at zero, and wagering multiples. References to a merchant, a member
// and a game live beside their tables (merchantRef, memberRef, gameRef).
import { sql } from 'drizzle-orm';
import { bigint, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A whole amount read as a bigint: money in minor units, or points. */
export const units = (name: string) => bigint(name, { mode: 'bigint' });

/** A sum or a threshold of money (minor units) that starts at zero. */
export const money = (name: string) =>
  units(name)
    .notNull()
    .default(sql`0`);

/** A counter that starts at zero. */
export const count = (name: string) => integer(name).notNull().default(0);

/** A turnover multiple (of a reward or bonus) that must be wagered before a withdrawal. */
export const multiple = (name: string) =>
  numeric(name, { precision: 8, scale: 2 }).notNull().default('0');

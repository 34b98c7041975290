// Banners (B), player notices (PL, the marquee), popups (PU) and promotions (PR), and the
// operator's showcase winners that the winner board merges with real wins.
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { games } from './games';
import { merchants } from './merchants';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type').$type<'B' | 'PL' | 'PU' | 'PR'>().notNull(),
    /** Banner placement (w_home, w_login, ...); promotions use ''. */
    groupName: text('group_name'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Image path; banners without one get a generated image. */
    imageUrl: text('image_url'),
    /** Motif of the generated banner image (jackpot, live, slots, sports). */
    art: text('art'),
    linkageType: text('linkage_type'),
    linkageValue: text('linkage_value'),
    promotionType: text('promotion_type'),
    category: text('category'),
    /** Who sees it: A signed in, B anonymous, F first login, ALL everyone. */
    execution: text('execution').notNull().default('ALL'),
    platform: text('platform').notNull().default('W'),
    sort: integer('sort').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [index('announcements_lookup_idx').on(t.merchantId, t.type, t.sort)],
);

export const winnerShowcase = pgTable('winner_showcase', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  customerName: text('customer_name').notNull(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  /** Minor units. */
  winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
});

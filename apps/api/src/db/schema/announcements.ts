// The operator's showcase winners that the winner board merges with real wins. (Banners and
// notices live in the announcements table of schema/player-content.ts.)
import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { games } from './games';
import { merchants } from './merchants';

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

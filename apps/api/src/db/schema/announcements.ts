// The operator's showcase winners that the winner board merges with real wins. (Banners and
// notices live in the announcements table of schema/player-content.ts.)
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { gameRef } from './games';
import { merchantRef } from './merchants';
import { units } from './columns';

export const winnerShowcase = pgTable('winner_showcase', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  customerName: text('customer_name').notNull(),
  gameId: gameRef(),
  /** Minor units. */
  winAmount: units('win_amount').notNull(),
});

// The rows images are drawn from: a vendor's colours and name, a game's design and title.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, gameVendors } from '../../db/schema/games';
import type { IconInput } from './game-icon';
import type { VendorArt } from './vendor-image';

/** The first vendor row of a code (in catalogue order), any merchant. */
export async function vendorArt(db: Db, code: string): Promise<VendorArt | undefined> {
  const [vendor] = await db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.code, code))
    .orderBy(asc(gameVendors.sort))
    .limit(1);
  return vendor;
}

/** A game's icon input: its category, design number and title. */
export async function gameIconInput(db: Db, id: number): Promise<IconInput | undefined> {
  const [game] = await db
    .select({
      id: games.id,
      vendorCode: games.vendorCode,
      category: games.category,
      art: games.art,
      name: games.nameEn,
    })
    .from(games)
    .where(eq(games.id, id))
    .limit(1);
  return game;
}

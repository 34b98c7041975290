// The rows images are drawn from: a vendor's colours and a game's art with its vendor's colours.
import { and, asc, eq } from 'drizzle-orm';
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

/** A game's icon input: its art, in its vendor's colours (neutral ones without a vendor). */
export async function gameIconInput(db: Db, id: number): Promise<IconInput | undefined> {
  const [row] = await db
    .select({ game: games, from: gameVendors.colorFrom, to: gameVendors.colorTo })
    .from(games)
    .leftJoin(
      gameVendors,
      and(
        eq(gameVendors.merchantId, games.merchantId),
        eq(gameVendors.code, games.vendorCode),
        eq(gameVendors.category, games.category),
      ),
    )
    .where(eq(games.id, id))
    .limit(1);
  if (!row) return undefined;
  const { game } = row;
  return {
    id: game.id,
    vendorCode: game.vendorCode,
    category: game.category,
    art: game.art,
    colorFrom: row.from ?? '#35415f',
    colorTo: row.to ?? '#111727',
  };
}

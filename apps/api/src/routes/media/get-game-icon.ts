import { and, eq } from 'drizzle-orm';
import { games, gameVendors } from '../../db/schema/games';
import { notFound } from '../../domain/shared';
import { defaultGameIconSvg, gameIconSvg } from '../../domain/media';
import type { Handler, HandlerDeps } from '../types';
import { sendSvg } from './send-svg';

export const getGameIcon =
  ({ db }: HandlerDeps): Handler<'getGameIcon'> =>
  async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (name === 'default') return sendSvg(reply, defaultGameIconSvg());
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
      .where(eq(games.id, Number(name)))
      .limit(1);
    if (!row) throw notFound('No such game');
    const { game } = row;
    return sendSvg(
      reply,
      gameIconSvg({
        id: game.id,
        vendorCode: game.vendorCode,
        category: game.category,
        art: game.art,
        colorFrom: row.from ?? '#35415f',
        colorTo: row.to ?? '#111727',
      }),
    );
  };

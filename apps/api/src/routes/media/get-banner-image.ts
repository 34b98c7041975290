import { and, eq } from 'drizzle-orm';
import { announcements } from '../../db/schema/announcements';
import { notFound } from '../../domain/errors';
import { bannerSvg } from '../../domain/media/banner-image';
import type { Handler, HandlerDeps } from '../types';
import { sendSvg } from './send-svg';

export const getBannerImage =
  ({ db }: HandlerDeps): Handler<'getBannerImage'> =>
  async (request, reply) => {
    const id = Number(request.params.file.replace(/\.svg$/, ''));
    const [banner] = await db
      .select({ art: announcements.art })
      .from(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.type, 'B')));
    if (!banner) throw notFound('No such banner');
    return sendSvg(reply, bannerSvg(banner.art ?? 'jackpot', id));
  };

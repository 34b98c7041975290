import { asc, eq } from 'drizzle-orm';
import { gameVendors } from '../../db/schema/games';
import { notFound } from '../../domain/shared';
import { parseVendorImage, vendorImageSvg } from '../../domain/media';
import type { Handler, HandlerDeps } from '../types';
import { sendSvg } from './send-svg';

export const getVendorImage =
  ({ db }: HandlerDeps): Handler<'getVendorImage'> =>
  async (request, reply) => {
    const parsed = parseVendorImage(request.params.file);
    if (!parsed) throw notFound('No such image');
    const [vendor] = await db
      .select()
      .from(gameVendors)
      .where(eq(gameVendors.code, parsed.code))
      .orderBy(asc(gameVendors.sort))
      .limit(1);
    if (!vendor) throw notFound('No such vendor');
    return sendSvg(reply, vendorImageSvg(vendor, parsed.kind));
  };

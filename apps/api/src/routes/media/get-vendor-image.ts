import { parseVendorImage, vendorArt, vendorImageSvg } from '../../domain/media';
import { notFound } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';
import { sendSvg } from './send-svg';

export const getVendorImage =
  ({ db }: HandlerDeps): Handler<'getVendorImage'> =>
  async (request, reply) => {
    const parsed = parseVendorImage(request.params.file);
    if (!parsed) throw notFound('No such image');
    const vendor = await vendorArt(db, parsed.code);
    if (!vendor) throw notFound('No such vendor');
    return sendSvg(reply, vendorImageSvg(vendor, parsed.kind));
  };

import { notFound } from '../../domain/kernel';
import { BANNER_ARTS, bannerSvg } from '../../domain/media';
import type { Handler } from '../types';
import { sendSvg } from './send-svg';

/** Generated banner artwork, addressed by motif (`/cdn/banners/jackpot.svg`). */
export const getBannerImage = (): Handler<'getBannerImage'> => async (request, reply) => {
  const art = request.params.file.replace(/\.svg$/, '');
  const index = BANNER_ARTS.indexOf(art);
  if (index < 0) throw notFound('No such banner');
  return sendSvg(reply, bannerSvg(art, index + 1));
};

import { rewardImageSvg } from '../../domain/media';
import { rewardArt } from '../../domain/points';
import { notFound } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';
import { sendSvg } from './send-svg';

/** The generated picture of a points-mall reward (`/cdn/rewards/<id>.svg`). */
export const getRewardImage =
  ({ db }: HandlerDeps): Handler<'getRewardImage'> =>
  async (request, reply) => {
    const reward = await rewardArt(db, Number(request.params.file.replace(/\.svg$/, '')));
    if (!reward) throw notFound('No such reward');
    return sendSvg(reply, rewardImageSvg(reward));
  };

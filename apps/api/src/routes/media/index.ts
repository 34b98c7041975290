// The handlers of the media operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getBannerImage } from './get-banner-image';
import { getGameIcon } from './get-game-icon';
import { getRewardImage } from './get-reward-image';
import { getVendorImage } from './get-vendor-image';

export const mediaHandlers = (deps: HandlerDeps) =>
  ({
    getGameIcon: getGameIcon(deps),
    getVendorImage: getVendorImage(deps),
    getBannerImage: getBannerImage(),
    getRewardImage: getRewardImage(deps),
  }) satisfies AreaHandlers;

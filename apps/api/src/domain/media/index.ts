// The public surface of domain/media: what the rest of the server may use.
export { BANNER_ARTS, bannerSvg } from './banner-image';
export { defaultGameIconSvg, gameIconSvg } from './game-icon';
export { escapeXml } from './svg';
export { parseVendorImage, vendorImageSvg } from './vendor-image';
export { rewardImageSvg } from './reward-image';
export { gameIconInput, vendorArt } from './art-sources';
export { decodeImage, type ImageType, MAX_IMAGE_PIXELS } from './uploaded-image';

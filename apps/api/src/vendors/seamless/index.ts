// The seamless-wallet vendor adapter: launches its games and answers its signed wallet
// callbacks through domain/games.
export { createSeamlessVendor } from './seamless-vendor';
export { /** @internal */ signCallback } from './signature';

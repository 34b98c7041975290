// The seamless-wallet vendor adapter: launches its games and answers its signed wallet
// callbacks through domain/games.
export { createSeamlessVendor, SEAMLESS_ENGINE, type SeamlessConfig } from './seamless-vendor';
export { signCallback, SIGNATURE_WINDOW_SECONDS } from './signature';

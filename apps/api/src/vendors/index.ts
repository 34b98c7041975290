// The game vendors of this platform. The first one listed also runs any game no other vendor
// claims (today every catalogue game is a demo game).
import type { GameRow } from '../domain/catalogue';
import { demoVendor } from './demo';
import type { GameVendor, VendorRegistry } from './vendor';

export type { GameVendor, VendorRegistry } from './vendor';

export function createVendorRegistry(vendors: readonly GameVendor[]): VendorRegistry {
  const [fallback] = vendors;
  if (!fallback) throw new Error('no game vendor configured');
  return {
    vendorFor: (game: GameRow) =>
      vendors.find((v) => v.listGames().includes(game.engine)) ?? fallback,
  };
}

export const vendorRegistry: VendorRegistry = createVendorRegistry([demoVendor]);

// The game vendors of this platform. The first one listed also runs any game no other vendor
// claims (today every catalogue game but the seamless adapter's is a demo game). The seamless
// adapter is listed only when it is configured (its callbacks need a secret).
import type { GameRow } from '../domain/catalogue';
import { demoVendor } from './demo';
import type { GameVendor, VendorRegistry } from './vendor';

export type { GameVendor, VendorRegistry, WalletCallback } from './vendor';
export { createSeamlessVendor, /** @internal */ signCallback } from './seamless';

export function createVendorRegistry(vendors: readonly GameVendor[]): VendorRegistry {
  const [fallback] = vendors;
  if (!fallback) throw new Error('no game vendor configured');
  return {
    vendorFor: (game: GameRow) =>
      vendors.find((v) => v.listGames().includes(game.engine)) ?? fallback,
    vendorNamed: (name: string) => vendors.find((v) => v.name === name) ?? null,
  };
}

export const vendorRegistry: VendorRegistry = createVendorRegistry([demoVendor]);

// The game vendor adapter: what the platform needs from a vendor that runs games. A launch
// opens a game session (platform side) and asks the game's vendor where that session plays.
// A vendor only launches games and reports outcomes: the money of every round (its debit,
// credit and rollback, each idempotent by the vendor's transaction id) is the platform's
// (domain/games). A vendor that calls the platform back (a seamless wallet) also answers
// those callbacks, through domain/games only. A real vendor is a new folder beside demo/ and
// seamless/ implementing GameVendor, listed in ./index.ts.
import type { Db } from '../db/client';
import type { GameRow } from '../domain/catalogue';

/** A launched session, as the vendor needs it to build the game's address. */
export interface VendorLaunch {
  /** The launch host picked from the merchant's list ('' for this origin). */
  host: string;
  /** The game session token (the vendor presents it back on every call). */
  token: string;
  game: GameRow;
  language: string;
}

/** One signed call of a vendor to the platform's wallet, as received. */
export interface WalletCallback {
  operation: 'balance' | 'debit' | 'credit' | 'rollback';
  /** The body exactly as received (the signature covers these bytes). */
  rawBody: string;
  /** The parsed body (already checked against the contract). */
  body: unknown;
  signature: string;
  timestamp: string;
  now: number;
}

export interface GameVendor {
  readonly name: string;
  /** The games this vendor runs, by the engine a catalogue row names. */
  listGames(): readonly string[];
  /** The address where a launched session plays. */
  launchUrl(launch: VendorLaunch): string;
  /** Vendors that call the platform's wallet: answers one such call (the answer's value). */
  walletCallback?(db: Db, call: WalletCallback): Promise<unknown>;
}

/** Picks the vendor of a game, or a vendor by name (for its callbacks). */
export interface VendorRegistry {
  vendorFor(game: GameRow): GameVendor;
  vendorNamed(name: string): GameVendor | null;
}

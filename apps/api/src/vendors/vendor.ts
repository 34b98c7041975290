// The game vendor adapter: what the platform needs from a vendor that runs games. A launch
// opens a game session (platform side) and asks the game's vendor where that session plays;
// the vendor's money calls (one per round) are answered through settleRound. A real vendor is
// a new folder beside demo/ implementing GameVendor, listed in ./index.ts.
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

/** A bet as the game sends it; which fields count depends on the game. */
export interface RoundBet {
  side?: string | undefined;
  target?: string | undefined;
  pick?: string | undefined;
  numero?: string | undefined;
}

/** The vendor's money call for one round: the session token, its round id, stake and bet. */
export interface RoundRequest {
  token: string;
  roundId: string;
  stake: string;
  bet: RoundBet;
}

export interface RoundResult {
  roundId: string;
  status: 'OPEN' | 'SETTLED';
  stake: bigint;
  payout: bigint;
  balance: bigint;
  outcome: Record<string, unknown>;
  replayed: boolean;
}

export interface GameVendor {
  readonly name: string;
  /** The games this vendor runs, by the engine a catalogue row names. */
  listGames(): readonly string[];
  /** The address where a launched session plays. */
  launchUrl(launch: VendorLaunch): string;
  /**
   * Answers the vendor's money call for one round: stake debited and payout credited in the
   * ledger, idempotent by round id (a retried round answers the stored result).
   */
  settleRound(db: Db, round: RoundRequest, now: number): Promise<RoundResult>;
}

/** Picks the vendor of a game. */
export interface VendorRegistry {
  vendorFor(game: GameRow): GameVendor;
}

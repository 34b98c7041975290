// The wallet side of a game round, as vendors see it: what a vendor adapter reports (a debit,
// a credit, a rollback, each with the vendor's own transaction id) and what it is answered.
import { AppError } from '../kernel';

/** What an instant round drew: the vendor reports it with the bet. */
export interface Outcome {
  outcome: Record<string, unknown>;
  /** Paid back, stake included (0 for a loss). */
  payout: bigint;
}

/** The vendor's debit: a bet on one round. */
export interface BetRequest {
  /** The vendor adapter reporting the round (its name: `demo`, `seamless`). */
  adapter: string;
  /** The vendor's id of this debit: unique per adapter, a repeat is answered as a replay. */
  txId: string;
  /** The vendor's round (one debit per round and member). */
  roundId: string;
  /** Minor units, positive. */
  stake: bigint;
  /** What was bet, kept with the record (vendor-specific). */
  bet: Record<string, unknown>;
  /**
   * An instant round: drawn once, before the record is written (never for a replay), and
   * settled in the same database transaction (its credit id is the debit's).
   */
  instant?: () => Outcome;
  /** A round settled later by a credit: its outcome so far (and a lottery bet's draw). */
  open?: { outcome: Record<string, unknown>; drawNumero?: string | null };
}

/** The vendor's credit: the payout that closes the round of one debit. */
export interface CreditRequest {
  adapter: string;
  /** The vendor's id of this credit (unique per adapter). */
  txId: string;
  /** The debit this credit settles. */
  betTxId: string;
  /** Minor units, 0 or more (0: the round was lost). */
  payout: bigint;
  /** Merged into the record's outcome. */
  outcome?: Record<string, unknown>;
}

/** The vendor's rollback (cancel): the stake of one debit refunded. */
export interface RollbackRequest {
  adapter: string;
  /** The vendor's id of this rollback. */
  txId: string;
  /** The debit to cancel. */
  betTxId: string;
}

export interface RoundAnswer {
  roundId: string;
  status: 'OPEN' | 'SETTLED';
  stake: bigint;
  payout: bigint;
  /** The balance of the wallet the session plays from, after the call. */
  balance: bigint;
  outcome: Record<string, unknown>;
  /** True when this transaction id was already applied: the stored result, nothing moved. */
  replayed: boolean;
}

export interface RollbackAnswer {
  balance: bigint;
  /** What this rollback refunded (0 on a replay and for an unknown debit). */
  refunded: bigint;
  replayed: boolean;
  /**
   * The debit was never seen: the rollback is recorded, and the debit is refused with
   * `game.bet.cancelled` if it arrives later.
   */
  unknownDebit: boolean;
}

export const unknownBet = (): AppError =>
  new AppError(404, 'game.bet.unknown', 'No debit with this transaction id in this session');

export const betCancelled = (): AppError =>
  new AppError(409, 'game.bet.cancelled', 'This debit was rolled back');

export const roundClosed = (): AppError =>
  new AppError(409, 'game.round.closed', 'This round is already settled');

export const roundTaken = (): AppError =>
  new AppError(409, 'game.round.exists', 'This round already has a debit with another id');

export const transactionConflict = (): AppError =>
  new AppError(
    409,
    'game.transaction.conflict',
    'This transaction id was already used for another call',
  );

/** A unique violation (PostgreSQL 23505), as thrown directly or wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// A seamless-wallet vendor: its games run on the vendor's servers, and the vendor calls the
// platform's wallet back for every money movement, in the callback shape common to the
// industry: balance, debit (bet), credit (win) and rollback (cancel), each signed with the
// vendor's secret and carrying the game session token of the launch and the vendor's own
// transaction id. The adapter verifies the signature and reads the call; the money is moved,
// recorded and made idempotent by domain/games (this folder holds no ledger code).
import type { Db } from '../../db/client';
import {
  balance,
  bet,
  type GameSession,
  resolveGameSession,
  rollback,
  settle,
} from '../../domain/games';
import { badRequest, toDecimal, toMinor } from '../../domain/kernel';
import type { GameVendor, WalletCallback } from '../vendor';
import { verifyCallback } from './signature';

export interface SeamlessConfig {
  /** The adapter's name: the `{vendor}` of its callback paths, and its transaction-id scope. */
  name?: string;
  /** The shared secret the vendor signs its callbacks with. */
  secret: string;
  /** Where the vendor's game client starts (it receives `token`, `game` and `lang`). */
  launchBase: string;
  /** The catalogue engines this vendor runs (games rows naming one of them). */
  engines?: readonly string[];
}

/** The catalogue engine of the seamless vendor's games. */
export const SEAMLESS_ENGINE = 'seamless';

interface Call {
  token: string;
  transactionId?: string;
  debitTransactionId?: string;
  roundId?: string;
  amount?: string;
  currency?: string;
}

/** What the vendor is answered (the envelope's value). */
export interface SeamlessAnswer {
  balance: string;
  currency: string;
  transactionId?: string;
  replayed?: boolean;
  status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  unknownDebit?: boolean;
}

function checkCurrency(session: GameSession, call: Call): void {
  if (call.currency !== undefined && call.currency !== session.merchant.currency)
    throw badRequest(`This session plays in ${session.merchant.currency}`);
}

export function createSeamlessVendor(config: SeamlessConfig): GameVendor {
  const name = config.name ?? 'seamless';
  const engines = config.engines ?? [SEAMLESS_ENGINE];
  const base = config.launchBase.replace(/\/+$/, '');

  async function answer(db: Db, call: WalletCallback): Promise<SeamlessAnswer> {
    verifyCallback({ secret: config.secret, ...call });
    const body = call.body as Call;
    const { now } = call;
    // Credits and rollbacks settle bets placed while the session was open, even after it ended.
    const ended = call.operation === 'credit' || call.operation === 'rollback';
    const session = await resolveGameSession(db, body.token, now, { ended });
    checkCurrency(session, body);
    const currency = session.merchant.currency;
    const txId = body.transactionId ?? '';
    // A debit, credit or rollback answers what it moved: the balance after it and its status.
    const moved = (
      done: { balance: bigint; replayed: boolean },
      status: NonNullable<SeamlessAnswer['status']>,
    ): SeamlessAnswer => ({
      balance: toDecimal(done.balance),
      currency,
      transactionId: txId,
      replayed: done.replayed,
      status,
    });
    switch (call.operation) {
      case 'balance':
        return { balance: toDecimal(await balance(db, session)), currency };
      case 'debit': {
        const stake = toMinor(body.amount ?? '');
        if (stake <= 0n) throw badRequest('A debit is more than 0');
        const round = await bet(
          db,
          session,
          {
            adapter: name,
            txId,
            roundId: body.roundId ?? txId,
            stake,
            bet: {},
            open: { outcome: {} },
          },
          now,
        );
        return moved(round, round.status);
      }
      case 'credit': {
        const round = await settle(
          db,
          session,
          {
            adapter: name,
            txId,
            betTxId: body.debitTransactionId ?? '',
            payout: toMinor(body.amount ?? ''),
          },
          now,
        );
        return moved(round, 'SETTLED');
      }
      case 'rollback': {
        const done = await rollback(
          db,
          session,
          { adapter: name, txId, betTxId: body.debitTransactionId ?? '' },
          now,
        );
        return { ...moved(done, 'ROLLED_BACK'), unknownDebit: done.unknownDebit };
      }
    }
  }

  return {
    name,
    listGames: () => engines,
    launchUrl({ token, game, language }) {
      const query = new URLSearchParams({ token, game: game.gameCode, lang: language });
      return `${base}/play?${query.toString()}`;
    },
    walletCallback: answer,
  };
}

// Rollback (cancel) of a debit: the stake refunded once, whatever rollbacks repeat it. The bet
// record, found by its debit's key row, is locked first; a debit never seen leaves a cancelled
// record under its id, so the debit, if it arrives later, meets the record's key and is
// refused (wallet.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';
import { debitKey, keyedBet, recordBet } from './bet-keys';
import { emitMemberEvent } from '../events';
import { debitedAccount, memberAccount, memberBalance, post, toDecimal } from '../kernel';
import { betCategory } from './bet-category';
import type { GameSession } from './session';
import { houseAccountOf, memberOf } from './wallet-accounts';
import { trialRollback } from './wallet-trial';
import { type RollbackAnswer, type RollbackRequest, roundClosed, unknownBet } from './wallet-types';

/** Refunds the stake of one debit; an unknown debit is recorded as cancelled. */
export async function rollback(
  db: Db,
  session: GameSession,
  request: RollbackRequest,
  now: number,
): Promise<RollbackAnswer> {
  if (session.mode === 'trial') return trialRollback(db, session, request, now);
  const member = memberOf(session);
  const { game, merchant } = session;
  const house = await houseAccountOf(db, merchant);
  return db.transaction(async (tx) => {
    const wallet = () => memberBalance(tx, member.id, session.wallet);
    // Twice at most: when the cancelled record cannot be written, the debit has just committed.
    for (let attempt = 0; attempt < 2; attempt++) {
      const debit = keyedBet(debitKey(request.adapter, request.betTxId));
      const [stored] = await tx.select().from(betRecords).where(debit).for('update');
      if (!stored) {
        const marker = await recordBet(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          roundId: `rollback:${request.betTxId}`,
          category: betCategory(game),
          vendorCode: game.vendorCode,
          gameId: game.id,
          gameCode: game.gameCode,
          stake: 0n,
          payout: 0n,
          status: 'SETTLED',
          bet: {},
          outcome: { rolledBack: true, unknownDebit: true },
          drawNumero: null,
          createdAt: now,
          settledAt: now,
          adapter: request.adapter,
          debitTxId: request.betTxId,
          creditTxId: null,
          rollbackTxId: request.txId,
        });
        if (marker !== null)
          return { balance: await wallet(), refunded: 0n, replayed: false, unknownDebit: true };
        continue;
      }
      if (stored.memberId !== member.id) throw unknownBet();
      if (stored.rollbackTxId !== null) {
        const unknownDebit = (stored.outcome as { unknownDebit?: boolean }).unknownDebit === true;
        return { balance: await wallet(), refunded: 0n, replayed: true, unknownDebit };
      }
      if (stored.status === 'SETTLED') throw roundClosed();
      await tx
        .update(betRecords)
        .set({
          status: 'SETTLED',
          stake: 0n,
          payout: 0n,
          rollbackTxId: request.txId,
          settledAt: new Date(now),
          outcome: {
            ...(stored.outcome as Record<string, unknown>),
            rolledBack: true,
            refunded: toDecimal(stored.stake),
          },
        })
        .where(and(debit, eq(betRecords.id, stored.id)));
      const account =
        (await debitedAccount(tx, merchant.id, `bet:${stored.id}:stake`)) ??
        session.accountId ??
        (await memberAccount(tx, merchant.id, member.id, merchant.currency, session.wallet)).id;
      const refunded = await post(tx, {
        merchantId: merchant.id,
        kind: 'refund',
        idempotencyKey: `bet:${stored.id}:refund`,
        reference: `bet:${stored.id}`,
        legs: [
          { accountId: house, amount: -stored.stake, kind: 'house' },
          { accountId: account, amount: stored.stake, kind: 'member' },
        ],
        now,
      });
      const after = account === session.accountId ? refunded.balances.get(account) : undefined;
      await emitMemberEvent(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        topics: ['balance'],
      });
      return {
        balance: after ?? (await wallet()),
        refunded: stored.stake,
        replayed: false,
        unknownDebit: false,
      };
    }
    throw new Error(`rollback of ${request.betTxId}: the debit vanished`);
  });
}

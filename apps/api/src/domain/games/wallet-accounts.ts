// The accounts of a round's money: the merchant's house account (remembered per database),
// and the payout of a claimed bet into the wallet that paid its stake.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { debitedAccount, houseAccount, memberAccount, post, type DbOrTx, type Tx } from '../kernel';
import type { GameSession } from './session';

const houseAccounts = new WeakMap<Db, Map<number, number>>();

/** The merchant's house account id, read once per database handle (it never changes). */
export async function houseAccountOf(db: Db, merchant: GameSession['merchant']): Promise<number> {
  let known = houseAccounts.get(db);
  if (!known) {
    known = new Map();
    houseAccounts.set(db, known);
  }
  const cached = known.get(merchant.id);
  if (cached !== undefined) return cached;
  const id = await houseAccount(db, merchant.id, merchant.currency);
  known.set(merchant.id, id);
  return id;
}

export function memberOf(session: GameSession): { id: number } {
  if (!session.member) throw new Error('a real session without a member');
  return session.member;
}

export interface ClaimedBet {
  id: number;
  merchantId: number;
  memberId: number;
}

/**
 * Pays a claimed bet's win into the wallet that paid its stake (a vendor wallet in transfer
 * mode), whatever the merchant's wallet mode is now. Null when there is nothing to pay.
 */
export async function payOut(
  tx: Tx,
  bet: ClaimedBet,
  payout: bigint,
  now: number,
): Promise<{ account: number; balance: bigint | undefined } | null> {
  if (payout === 0n) return null;
  const currency = await merchantCurrency(tx, bet.merchantId);
  const account =
    (await debitedAccount(tx, bet.merchantId, `bet:${bet.id}:stake`)) ??
    (await memberAccount(tx, bet.merchantId, bet.memberId, currency)).id;
  const house = await houseAccount(tx, bet.merchantId, currency);
  const paid = await post(tx, {
    merchantId: bet.merchantId,
    kind: 'payout',
    idempotencyKey: `bet:${bet.id}:payout`,
    reference: `bet:${bet.id}`,
    legs: [
      { accountId: house, amount: -payout, kind: 'house' },
      { accountId: account, amount: payout, kind: 'member' },
    ],
    now,
  });
  return { account, balance: paid.balances.get(account) };
}

async function merchantCurrency(db: DbOrTx, merchantId: number): Promise<string> {
  const [m] = await db
    .select({ currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return m?.currency ?? 'USD';
}

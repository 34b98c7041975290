// Moving money between a member's own wallets (transfer-wallet merchants): main -> vendor,
// vendor -> main (or vendor -> vendor), and "recall all" (every vendor wallet back to main).
// Each is one balanced `wallet_transfer` ledger transaction keyed by the caller's
// Idempotency-Key; a wallet never goes below zero (the ledger's conditional update), and the
// member's accounts are always locked in id order, as post() applies its legs, so transfers,
// recalls and rounds of one member never deadlock.
import type { Db } from '../../db/client';
import { parseAmount, refuseTrial } from '../cashier';
import {
  entryAmount,
  type Leg,
  lockMemberWallets,
  memberAccount,
  type MemberRef,
  post,
  type Tx,
} from '../kernel';
import { requireModule } from '../site';
import { AppError } from '../kernel';
import { walletSettings } from './settings';
import { walletVendors } from './vendors';

/** The wire name of the main wallet in `from` / `to`. */
const MAIN_WALLET = 'MAIN';

/** The member whose wallets move. */
export type WalletOwner = Pick<MemberRef, 'id' | 'type'>;

export interface WalletMerchant {
  id: number;
  currency: string;
}

export interface MoveOptions {
  idempotencyKey: string;
  now: number;
}

async function requireTransferMode(db: Db, merchantId: number): Promise<void> {
  await requireModule(db, merchantId, 'FUNDTRANS3');
  const settings = await walletSettings(db, merchantId);
  if (settings.mode !== 'transfer') {
    throw new AppError(
      400,
      'function.not.available',
      'This site plays every game from the main wallet: there is nothing to transfer',
    );
  }
}

/** 'MAIN' -> null (the main account); a vendor code of the catalogue -> itself. */
async function walletCode(
  db: Db,
  merchantId: number,
  name: string,
  incoming: boolean,
): Promise<string | null> {
  if (name === MAIN_WALLET) return null;
  const vendor = (await walletVendors(db, merchantId)).find((v) => v.code === name);
  if (!vendor) {
    throw new AppError(400, 'wallet.vendor.invalid', `There is no "${name}" wallet`, {
      wallet: name,
    });
  }
  if (incoming && vendor.maintenance) {
    throw new AppError(400, 'game.maintenance', `${vendor.name} is under maintenance`);
  }
  return vendor.code;
}

/** What a stored transaction credited to an account (a replayed key answers what it moved). */
async function creditedTo(tx: Tx, transactionId: number, accountId: number): Promise<bigint> {
  return (await entryAmount(tx, transactionId, accountId)) ?? 0n;
}

/** Legs in account-id order: the order post() takes the row locks in. */
const ordered = (legs: Leg[]): Leg[] => [...legs].sort((a, b) => a.accountId - b.accountId);

export interface TransferInput {
  from: string;
  to: string;
  amount: string;
}

/** Moves `amount` from one of the member's wallets to another. */
export async function transferBetweenWallets(
  db: Db,
  merchant: WalletMerchant,
  member: WalletOwner,
  input: TransferInput,
  options: MoveOptions,
): Promise<{ transactionId: number; amount: bigint; replayed: boolean }> {
  refuseTrial(member);
  await requireTransferMode(db, merchant.id);
  const from = await walletCode(db, merchant.id, input.from, false);
  const to = await walletCode(db, merchant.id, input.to, true);
  if (from === to) {
    throw new AppError(400, 'wallet.transfer.same', 'Choose two different wallets');
  }
  const amount = parseAmount(input.amount);
  return db.transaction(async (tx) => {
    const source = await memberAccount(tx, merchant.id, member.id, merchant.currency, from);
    const target = await memberAccount(tx, merchant.id, member.id, merchant.currency, to);
    const result = await post(tx, {
      merchantId: merchant.id,
      kind: 'wallet_transfer',
      idempotencyKey: `wallet-transfer:${member.id}:${options.idempotencyKey}`,
      reference: `wallet:${input.from}>${input.to}`,
      legs: ordered([
        { accountId: source.id, amount: -amount, kind: 'member' },
        { accountId: target.id, amount, kind: 'member' },
      ]),
      now: options.now,
    });
    const moved = result.replayed ? await creditedTo(tx, result.transactionId, target.id) : amount;
    return { transactionId: result.transactionId, amount: moved, replayed: result.replayed };
  });
}

/**
 * Every vendor wallet's balance back to the main wallet in one transaction. Allowed in single
 * mode too: a merchant that left transfer mode must not strand money in vendor wallets.
 */
export async function recallAll(
  db: Db,
  merchant: WalletMerchant,
  member: WalletOwner,
  options: MoveOptions,
): Promise<{ transactionId: number | null; amount: bigint; wallets: number }> {
  refuseTrial(member);
  await requireModule(db, merchant.id, 'FUNDTRANS3');
  return db.transaction(async (tx: Tx) => {
    const main = await memberAccount(tx, merchant.id, member.id, merchant.currency);
    // Every account of the member, locked in id order: what they hold cannot change before
    // the posting below, and nobody waits on us in the other order.
    const accounts = await lockMemberWallets(tx, member.id);
    const full = accounts.filter((a) => a.vendorCode !== null && a.balance > 0n);
    const amount = full.reduce((sum, a) => sum + a.balance, 0n);
    if (amount === 0n) return { transactionId: null, amount: 0n, wallets: 0 };
    const result = await post(tx, {
      merchantId: merchant.id,
      kind: 'wallet_transfer',
      idempotencyKey: `wallet-recall:${member.id}:${options.idempotencyKey}`,
      reference: `wallet:*>${MAIN_WALLET}`,
      legs: ordered([
        ...full.map((a): Leg => ({ accountId: a.id, amount: -a.balance, kind: 'member' })),
        { accountId: main.id, amount, kind: 'member' },
      ]),
      now: options.now,
    });
    if (result.replayed) {
      const moved = await creditedTo(tx, result.transactionId, main.id);
      return { transactionId: result.transactionId, amount: moved, wallets: 0 };
    }
    return { transactionId: result.transactionId, amount, wallets: full.length };
  });
}

// The payments of settlements through the ledger: the payers' accounts locked and what each
// can pay in full decided (the house always pays; an upline while its balance covers), the
// ledger transactions payer -> payee posted, and the inbox messages of paid and short ones.
import { sql } from 'drizzle-orm';
import { arrayOf } from '../../db/sql-arrays';
import {
  type DbOrTx,
  houseAccount,
  lockBalances,
  memberAccounts,
  type Posting,
  postBatch,
  toDecimal,
  type Tx,
} from '../kernel';
import { type MessageInput, type MessageType, writeMessages } from '../messages';
import { houseName, kindName } from './notify';
import type { SettleMerchant } from './settlement-jobs';
import type { ContractKind } from './terms';
import { accountsOf } from './views';

export const ledgerKind = (kind: ContractKind): Posting['kind'] =>
  kind === 'dividend' ? 'dividend' : 'salary';

export interface Payment {
  settlementId: number;
  kind: ContractKind;
  gameType: string;
  period: string;
  payerId: number | null;
  payeeId: number;
  /** What this payment moves (minor units, > 0). */
  amount: bigint;
  /** Paid before this payment (part of the ledger key). */
  paidBefore: bigint;
}

interface Plan {
  accounts: Map<number, number>;
  house: number | null;
  /** Per owed item, in order: paid now (true) or short. */
  pays: boolean[];
}

/**
 * Locks the payers' accounts (id order) and decides what is paid: the house always pays; an
 * upline pays its items in order while its balance covers each in full (a payment is never
 * split); the others are short.
 */
export async function planPayments(
  tx: Tx,
  merchant: SettleMerchant,
  owed: readonly { payerId: number | null; payeeId: number; amount: bigint }[],
): Promise<Plan> {
  const memberIds = owed.flatMap((p) =>
    p.payerId === null ? [p.payeeId] : [p.payerId, p.payeeId],
  );
  const accounts = await memberAccounts(tx, merchant.id, memberIds, merchant.currency);
  const house = owed.some((p) => p.payerId === null)
    ? await houseAccount(tx, merchant.id, merchant.currency)
    : null;
  const payerAccounts = [
    ...new Set(owed.flatMap((p) => (p.payerId === null ? [] : [accounts.get(p.payerId)!]))),
  ].sort((a, b) => a - b);
  const balances = await lockBalances(tx, payerAccounts);
  const pays = owed.map((p) => {
    if (p.payerId === null) return true;
    const from = accounts.get(p.payerId)!;
    const balance = balances.get(from) ?? 0n;
    if (balance < p.amount) return false;
    balances.set(from, balance - p.amount);
    return true;
  });
  return { accounts, house, pays };
}

/** The ledger transactions of payments (payer -> payee, one per payment), posted in one go. */
export async function postPayments(
  tx: Tx,
  merchant: SettleMerchant,
  plan: Plan,
  payments: readonly Payment[],
  now: number,
) {
  await postBatch(
    tx,
    payments.map((p) => ({
      merchantId: merchant.id,
      kind: ledgerKind(p.kind),
      idempotencyKey: `settlement:${p.settlementId}:${p.paidBefore}`,
      reference: `settlement:${p.settlementId}`,
      legs: [
        p.payerId === null
          ? { accountId: plan.house!, amount: -p.amount, kind: 'house' as const }
          : {
              accountId: plan.accounts.get(p.payerId)!,
              amount: -p.amount,
              kind: 'member' as const,
            },
        { accountId: plan.accounts.get(p.payeeId)!, amount: p.amount, kind: 'member' as const },
      ],
      now,
    })),
  );
}

/** Pays what it can of existing settlements (retries of shorts): plan, post, mark them. */
export async function pay(
  tx: Tx,
  merchant: SettleMerchant,
  payments: readonly Payment[],
  now: number,
): Promise<{ paid: Payment[]; short: Payment[] }> {
  if (payments.length === 0) return { paid: [], short: [] };
  const plan = await planPayments(tx, merchant, payments);
  const paid = payments.filter((_, i) => plan.pays[i]);
  const short = payments.filter((_, i) => !plan.pays[i]);
  await postPayments(tx, merchant, plan, paid, now);
  if (paid.length > 0)
    await tx.execute(sql`
      update settlements s
         set paid = s.paid + v.amount, paid_at = ${new Date(now).toISOString()},
             status = case when s.paid + v.amount >= s.amount then 'paid' else 'short' end
        from unnest(${arrayOf(
          paid.map((p) => p.settlementId),
          'bigint',
        )}, ${arrayOf(
          paid.map((p) => p.amount),
          'bigint',
        )}) as v(id, amount)
       where s.id = v.id`);
  await tell(tx, merchant, paid, 'settlement_paid', now);
  await tell(tx, merchant, short, 'settlement_short', now);
  return { paid, short };
}

/** Inbox messages of payments: the payee of each; for shorts the payer too. */
export async function tell(
  tx: DbOrTx,
  merchant: SettleMerchant,
  payments: readonly Payment[],
  type: Extract<MessageType, 'settlement_paid' | 'settlement_short'>,
  now: number,
) {
  if (payments.length === 0) return;
  const names = await accountsOf(
    tx,
    payments.flatMap((p) => [p.payerId, p.payeeId]),
  );
  const messages = payments.flatMap((p): MessageInput[] => {
    // In the reader's language; the house names itself in it too.
    const values = (language: string, account: string | null) => ({
      kind: kindName(language, p.kind),
      gameType: p.gameType,
      period: p.period,
      amount: toDecimal(p.amount),
      account: account ?? houseName(language),
    });
    const payer = p.payerId === null ? null : (names.get(p.payerId) ?? '');
    const payee = {
      merchantId: merchant.id,
      memberId: p.payeeId,
      type,
      eventKey: `settlement:${p.settlementId}:${type}:${p.paidBefore}`,
      values: (language: string) => values(language, payer),
      now,
      topics: ['balance', 'settlements'] as const,
    };
    if (type === 'settlement_paid' || p.payerId === null) return [payee];
    return [
      payee,
      {
        ...payee,
        memberId: p.payerId,
        eventKey: `settlement:${p.settlementId}:short-payer:${p.paidBefore}`,
        values: (language: string) => values(language, null),
      },
    ];
  });
  await writeMessages(tx, messages);
}

// A bet record and its keys. `bet_records` is partitioned by month of its time, so what must be
// unique whatever the month lives in `bet_keys` (not partitioned): the round per member and the
// vendor's debit and credit transaction ids per adapter, each row naming its bet by id and
// time (migration bets_partitioned).
//  - A new bet is written in one statement: its key row first (the bet's id taken from the
//    bets' sequence), then the bet, only when the key row was written. A taken key writes
//    nothing, and the caller replays: exactly what the record's own unique keys did when the
//    table was one. A concurrent repeat waits on the key's index entry for the first to commit.
//  - A bet found by one of its keys is read through its key row: `(id, created_at)` names
//    it, so the read (or the update) runs in its month's partition only.
//  - Triggers keep the rest: a bet written any other way gets its key row (a taken key is
//    refused with the unique violation it always was), a changed id (the credit that settles
//    a round) changes its key row, so the credit id stays unique per adapter, and a deleted
//    bet takes its key row along.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { betKeys, betRecords } from '../../db/schema/bets';
import type { Tx } from '../kernel';

/** A bet record to write (its id comes with its key row). */
interface NewBet {
  merchantId: number;
  memberId: number;
  roundId: string;
  category: string;
  vendorCode: string;
  gameId: number;
  gameCode: string;
  stake: bigint;
  payout: bigint;
  status: 'OPEN' | 'SETTLED';
  bet: unknown;
  outcome: unknown;
  drawNumero: string | null;
  createdAt: number;
  settledAt: number | null;
  adapter: string;
  debitTxId: string;
  creditTxId: string | null;
  rollbackTxId: string | null;
}

const time = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Writes a bet record with its key row, or nothing when its round (for its member) or its
 * debit or credit id (for its adapter) is taken: the new bet's id, or null.
 */
export async function recordBet(tx: Tx, b: NewBet): Promise<number | null> {
  const { rows } = await tx.execute<{ id: string | number }>(sql`
    with k as (
      insert into bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
      values (${b.memberId}, ${b.roundId}, nextval('bet_records_id_seq'), ${time(b.createdAt)}::timestamptz,
              ${b.adapter}, ${b.debitTxId}, ${b.creditTxId})
      on conflict do nothing
      returning bet_id, created_at)
    insert into bet_records (id, merchant_id, member_id, round_id, category, vendor_code, game_id,
                             game_code, stake, payout, status, bet, outcome, draw_numero, created_at,
                             settled_at, adapter, debit_tx_id, credit_tx_id, rollback_tx_id)
    select k.bet_id, ${b.merchantId}::int, ${b.memberId}::int, ${b.roundId}::text,
           ${b.category}::text, ${b.vendorCode}::text, ${b.gameId}::int, ${b.gameCode}::text,
           ${b.stake.toString()}::bigint, ${b.payout.toString()}::bigint, ${b.status}::text,
           ${JSON.stringify(b.bet)}::jsonb, ${JSON.stringify(b.outcome)}::jsonb,
           ${b.drawNumero}::text, k.created_at, ${time(b.settledAt)}::timestamptz,
           ${b.adapter}::text, ${b.debitTxId}::text, ${b.creditTxId}::text, ${b.rollbackTxId}::text
      from k
    returning id`);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The bet whose key row matches `where` (the first by `order`), named by its id and time: a
 * condition on `bet_records` that reads the key row first and then the bet's month only.
 */
export function keyedBet(where: SQL, order?: SQL): SQL {
  return sql`(${betRecords.id}, ${betRecords.createdAt}) = (select ${betKeys.betId}, ${betKeys.createdAt}
    from ${betKeys} where ${where}${order ? sql` order by ${order}` : sql``} limit 1)`;
}

/** The key rows of a member's round. */
export const roundKey = (memberId: number, roundId: string): SQL =>
  and(eq(betKeys.memberId, memberId), eq(betKeys.roundId, roundId))!;

/** The key row of a vendor's debit. */
export const debitKey = (adapter: string, txId: string): SQL =>
  and(eq(betKeys.adapter, adapter), eq(betKeys.debitTxId, txId))!;

// The cashier's clock work, every few seconds (the job runner, kernel/jobs, runs it on one
// replica at a time): pending online payments expire, disbursed withdrawals without an answer
// in time count as received, and idempotency keys older than 48 hours go. One transaction;
// every update is conditional, so a pass retried after a crash does only what is left.
import type { Db } from '../../db/client';
import type { JobDefinition } from '../kernel';
import { expireDeposits } from './deposit-outcomes';
import { purgeKeys } from './idempotency';
import { autoConfirmReceipts } from './withdrawal-receipts';

export const CASHIER_JOB = 'cashier';
export const CASHIER_JOB_EVERY_MS = 5_000;

export interface JobResult {
  ran: boolean;
  received: number;
  expired: number;
}

export async function runCashierJobs(db: Db, now: number): Promise<JobResult> {
  return db.transaction(async (tx) => {
    const received = await autoConfirmReceipts(tx, now);
    const expired = await expireDeposits(tx, now);
    await purgeKeys(tx, now);
    return { ran: true, received, expired };
  });
}

export const cashierJob = (everyMs = CASHIER_JOB_EVERY_MS): JobDefinition => ({
  name: CASHIER_JOB,
  everyMs,
  async run({ db, now }) {
    await runCashierJobs(db, now);
  },
});

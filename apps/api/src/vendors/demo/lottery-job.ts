// Settles lottery bets whose draw has closed, every few seconds, even when nobody looks at
// the game: a job of the runner (kernel/jobs), so one replica at a time, on the app's clock.
// Settlement is idempotent (each bet is claimed with a conditional update and paid under its
// own ledger key), so a pass retried after a crash pays nothing twice.
import type { JobDefinition } from '../../domain/kernel';
import { cryptoRng } from './engines/rng';
import { settleLotteryBets } from './lottery-draws';

export const LOTTERY_SETTLEMENT_JOB = 'lottery-settlement';
export const SETTLE_EVERY_MS = 5_000;

export const lotterySettlementJob = (everyMs = SETTLE_EVERY_MS): JobDefinition => ({
  name: LOTTERY_SETTLEMENT_JOB,
  everyMs,
  async run({ db, now }) {
    await settleLotteryBets(db, now, cryptoRng);
  },
});

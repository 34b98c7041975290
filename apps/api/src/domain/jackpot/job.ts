// The jackpot's job: every few seconds, each merchant's eligible stakes since the cursor are
// swept into its pool and the wins among them paid (pool.ts). One runner at a time (kernel/jobs).
import type { JobDefinition } from '../kernel';
import { JACKPOT_JOB, JACKPOT_JOB_EVERY_MS, sweepAllJackpots } from './pool';

export const jackpotJob = (everyMs = JACKPOT_JOB_EVERY_MS): JobDefinition => ({
  name: JACKPOT_JOB,
  everyMs,
  async run({ db, now, signal }) {
    await sweepAllJackpots(db, now, signal);
  },
});

// What the server's metrics count from inside the domain, without the domain knowing how
// they are kept: ledger transactions posted, scheduled job runs and failures, transactions run again after a
// lost race. The metrics
// plugin (src/plugins/metrics.ts) installs the observer; without one the calls do nothing.

export type JobOutcome = 'ran' | 'skipped' | 'failed';

export interface Observer {
  /** A new ledger transaction was written (not a replay of an existing key). */
  ledgerTransaction(kind: string): void;
  /** One run of a scheduled job: `skipped` when another replica held its lock. */
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
  /** A database transaction lost a race (SQLSTATE 40001 or 40P01) and runs again. */
  transactionRetried?(code: string): void;
}

const NOOP: Observer = {
  ledgerTransaction: () => undefined,
  jobRun: () => undefined,
  transactionRetried: () => undefined,
};
let current: Observer = NOOP;

export function setObserver(observer: Observer | null): void {
  current = observer ?? NOOP;
}

export const observe: Required<Observer> = {
  ledgerTransaction: (kind) => current.ledgerTransaction(kind),
  jobRun: (job, outcome, seconds) => current.jobRun(job, outcome, seconds),
  transactionRetried: (code) => current.transactionRetried?.(code),
};

/**
 * Runs one tick of a scheduled job and reports it: `fn` resolves whether it did the work
 * (false: another replica holds the job's lock). Failures are reported and rethrown.
 */
export async function observeJob(job: string, fn: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const ran = await fn();
    current.jobRun(job, ran ? 'ran' : 'skipped', seconds());
    return ran;
  } catch (error) {
    current.jobRun(job, 'failed', seconds());
    throw error;
  }
}

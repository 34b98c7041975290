// Every background job of the API, in one list: the app registers each once with its job
// runner (domain/kernel/jobs) and starts it once (app.ts), on the app's clock. A new job is a
// JobDefinition next to the code it drives, added here.
import { cashierJob } from './domain/cashier';
import { settlementJob } from './domain/contracts';
import { eventsJob } from './domain/events';
import { jackpotJob } from './domain/jackpot';
import { type JobDefinition, partitionsJob } from './domain/kernel';
import { sessionsJob } from './domain/sessions';
import { type DeliveryProviders, deliveryJob, NO_PROVIDERS } from './domain/verification';
import { lotterySettlementJob } from './vendors/demo';

export const JOB_NAMES = [
  'cashier',
  'settlement',
  'lottery-settlement',
  'events',
  'jackpot',
  'delivery',
  'partitions',
  'sessions',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobsOptions {
  /** How often the runner looks for due jobs (real time); default one second. */
  tickMs?: number;
  /** A job's interval instead of its default. */
  everyMs?: Partial<Record<JobName, number>>;
  /** How long after a contract period closes it is settled (default 30 s). */
  settlementGraceMs?: number;
  /** Only these jobs (default: all). */
  only?: readonly JobName[];
  /** The SMS and e-mail providers the delivery job retries failed messages with. */
  delivery?: DeliveryProviders;
}

export function backgroundJobs(options: JobsOptions = {}): JobDefinition[] {
  const every = options.everyMs ?? {};
  const jobs: Record<JobName, () => JobDefinition> = {
    // Receipts auto-confirmed, online payments expired, idempotency keys purged.
    cashier: () => cashierJob(every.cashier),
    // Contract periods settled, short settlements retried.
    settlement: () =>
      settlementJob({
        ...(every.settlement !== undefined ? { everyMs: every.settlement } : {}),
        ...(options.settlementGraceMs !== undefined ? { graceMs: options.settlementGraceMs } : {}),
      }),
    // Lottery bets of closed draws settled.
    'lottery-settlement': () => lotterySettlementJob(every['lottery-settlement']),
    // Member events older than the replay window dropped.
    events: () => eventsJob(every.events),
    // Eligible stakes swept into the jackpot pool, its wins paid (domain/jackpot).
    jackpot: () => jackpotJob(every.jackpot),
    // Messages the SMS or e-mail provider refused tried again, with backoff and a limit.
    delivery: () => deliveryJob(options.delivery ?? NO_PROVIDERS, every.delivery),
    // The monthly partitions of this month and the next three made ahead of time.
    partitions: () => partitionsJob(every.partitions),
    // Sessions that ended more than a week ago deleted (their sign-ins stay in sign_ins).
    sessions: () => sessionsJob(every.sessions),
  };
  return (options.only ?? JOB_NAMES).map((name) => jobs[name]());
}

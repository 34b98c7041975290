// The background jobs' schedule and leases (src/domain/kernel/jobs): one row per registered
// job. A runner claims a due job by setting its lease in one conditional update; the lease is
// kept alive while the job runs and cleared when it ends, so on several replicas one runner
// at a time runs each job, and a job whose runner died is taken over once its lease lapses.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** When the job is next due, on the app's clock (the development clock moves it). */
  dueAt: at('due_at').notNull(),
  /** The runner holding the job and until when (database time); null while idle. */
  owner: text('owner'),
  leaseUntil: at('lease_until'),
  /** The app's time of the latest start and end. */
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  runs: integer('runs').notNull().default(0),
  /** Failed runs in a row (0 after a run that succeeds), and the latest failure's message. */
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
});

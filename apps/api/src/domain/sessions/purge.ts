// Ended sessions leave the live table: `sessions` is read by token hash on every signed-in
// request, and the member's sign-in history is kept apart (`sign_ins`, partitioned by month),
// so a session row is needed only while it can be used, and a little after, for the member's
// page ("active" or not, last seen). A week after a session ended (revoked, or past its
// absolute end: an idle one ends before, never after) the `sessions` job deletes it, in
// batches, each its own statement, so no run holds many row locks or a long transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx, JobDefinition } from '../kernel';

/** How long an ended session is kept. */
export const ENDED_SESSIONS_KEPT_MS = 7 * 24 * 60 * 60_000;
const BATCH = 1_000;
/** At most this many batches a run; the next run goes on. */
const MAX_BATCHES = 100;
const SESSIONS_JOB = 'sessions';
const SESSIONS_JOB_EVERY_MS = 60 * 60_000;

/**
 * Deletes the sessions that ended before `now - keptMs`, `batch` at a time, at most
 * `maxBatches` batches (stopping early when `signal` aborts); answers how many.
 */
export async function purgeEndedSessions(
  db: DbOrTx,
  now: number,
  {
    keptMs = ENDED_SESSIONS_KEPT_MS,
    batch = BATCH,
    maxBatches = MAX_BATCHES,
    signal,
  }: { keptMs?: number; batch?: number; maxBatches?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const before = new Date(now - keptMs).toISOString();
  let purged = 0;
  for (let n = 0; n < maxBatches && !signal?.aborted; n++) {
    const { rows } = await db.execute<{ n: string | number }>(sql`
      with gone as (
        delete from sessions
         where id in (select id from sessions
                       where least(expires_at, revoked_at) < ${before}::timestamptz
                       limit ${batch})
        returning 1
      )
      select count(*) as n from gone`);
    const deleted = Number(rows[0]?.n ?? 0);
    purged += deleted;
    if (deleted < batch) break;
  }
  return purged;
}

export const sessionsJob = (everyMs = SESSIONS_JOB_EVERY_MS): JobDefinition => ({
  name: SESSIONS_JOB,
  everyMs,
  async run({ db, now, log, signal }) {
    const purged = await purgeEndedSessions(db, now, { signal });
    if (purged > 0) log.info?.({ purged }, 'ended sessions deleted');
  },
});

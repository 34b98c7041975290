// Reading events back when a stream resumes, and the replay window's pruning (a job).
// Event ids come from a sequence taken inside each transaction, so a transaction that commits
// after a later one can carry a smaller id than an event already sent. A resume therefore
// reads the events after the client's last id and also those of the last REPLAY_OVERLAP_S
// seconds (transactions here last milliseconds); the stream skips ids it sent, the client
// skips ids it saw, and every event only asks the client to refresh, so a repeat is harmless.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../kernel';
import type { EventNotice, EventTopic } from './topics';

/** How long events are kept for a stream to resume after (minutes). */
const REPLAY_WINDOW_MINUTES = 10;
const REPLAY_OVERLAP_S = 30;
const REPLAY_LIMIT = 500;

export interface Replay {
  /** The client's last id is older than the window: it must refresh everything. */
  reset: boolean;
  events: EventNotice[];
}

/** The member's events after `lastId` (and of the last seconds), oldest first. */
export async function replayEvents(db: Db, memberId: number, lastId: number): Promise<Replay> {
  const result = await db.execute<{ id: string | number; topics: string[]; oldest: string | null }>(
    sql`
      select e.id, e.topics, (select min(id) from member_events) as oldest
      from member_events e
      where e.member_id = ${memberId}
        and (e.id > ${lastId} or e.created_at > now() - make_interval(secs => ${REPLAY_OVERLAP_S}))
      order by e.id
      limit ${REPLAY_LIMIT}`,
  );
  const rows = result.rows;
  let reset = rows.length === REPLAY_LIMIT;
  if (!reset) {
    // No row of the member: ask whether the window still reaches back to lastId.
    const oldest =
      rows[0]?.oldest ??
      (
        await db.execute<{ oldest: string | null }>(
          sql`select min(id) as oldest from member_events`,
        )
      ).rows[0]?.oldest ??
      null;
    // Ids before the oldest kept one may have been pruned (or never committed: a refresh
    // too many is harmless).
    reset =
      oldest === null
        ? lastId > 0 && (await sequenceBeyond(db, lastId))
        : Number(oldest) > lastId + 1;
  }
  return {
    reset,
    events: rows.map((r) => ({
      memberId,
      id: Number(r.id),
      topics: r.topics as EventTopic[],
    })),
  };
}

/** The newest event id (0 when none is kept): where a fresh stream starts. */
export async function latestEventId(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: string | number | null }>(
    sql`select max(id) as id from member_events`,
  );
  return Number(rows[0]?.id ?? 0);
}

/** An empty table: whether events after lastId were written (and pruned) since. */
async function sequenceBeyond(db: Db, lastId: number): Promise<boolean> {
  const { rows } = await db.execute<{ last: string | number | null }>(
    sql`select last_value as last from member_events_id_seq`,
  );
  return Number(rows[0]?.last ?? 0) > lastId;
}

/** Drops events older than the replay window. */
export async function pruneEvents(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: string | number }>(sql`
    with gone as (
      delete from member_events
      where created_at < now() - make_interval(mins => ${REPLAY_WINDOW_MINUTES})
      returning 1
    )
    select count(*) as n from gone`);
  return Number(rows[0]?.n ?? 0);
}

export const EVENTS_JOB = 'events';
const EVENTS_JOB_EVERY_MS = 60_000;

export const eventsJob = (everyMs = EVENTS_JOB_EVERY_MS): JobDefinition => ({
  name: EVENTS_JOB,
  everyMs,
  async run({ db }) {
    await pruneEvents(db);
  },
});

// Emitting an event: one row in member_events and a NOTIFY, both inside the caller's
// transaction. PostgreSQL (and PGlite) deliver a NOTIFY only when its transaction commits and
// drop it on rollback, so a stream never hears of a change that did not happen; the row is
// what a stream that reconnects reads back (the replay window).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../kernel';
import { EVENTS_CHANNEL, type EventTopic } from './topics';

export interface MemberEvent {
  merchantId: number;
  memberId: number;
  topics: readonly EventTopic[];
}

/** Records that `topics` changed for one member, delivered to their streams at commit. */
export async function emitMemberEvent(db: DbOrTx, event: MemberEvent): Promise<void> {
  await emitMemberEvents(db, [event]);
}

/** The same for several members, in one statement. */
export async function emitMemberEvents(db: DbOrTx, events: readonly MemberEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = sql.join(
    events.map(
      (e) =>
        sql`(${e.merchantId}::int, ${e.memberId}::int, ${`{${[...new Set(e.topics)].join(',')}}`}::text[])`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with e as (
      insert into member_events (merchant_id, member_id, topics) values ${rows}
      returning id, member_id, topics
    )
    select pg_notify(${EVENTS_CHANNEL}, e.member_id || ':' || e.id || ':' || array_to_string(e.topics, ','))
    from e`);
}

// The topics of a member event: what changed, named as the apps' caches are (the contract's
// MemberEventTopic).
import type { components } from '@platform/api-client/schema';

export type EventTopic = components['schemas']['MemberEventTopic'];

/** The channel of PostgreSQL NOTIFY that carries new events to every replica. */
export const EVENTS_CHANNEL = 'member_events';

/** A notification's payload is `<memberId>:<eventId>:<topic>,<topic>` (emit.ts writes it). */
export interface EventNotice {
  memberId: number;
  id: number;
  topics: EventTopic[];
}

export function decodeNotice(payload: string): EventNotice | null {
  const m = /^(\d+):(\d+):([a-z,]+)$/.exec(payload);
  if (!m) return null;
  return {
    memberId: Number(m[1]),
    id: Number(m[2]),
    topics: (m[3] ?? '').split(',') as EventTopic[],
  };
}

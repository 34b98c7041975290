// Member events: what changed for a member or agent, emitted inside the transaction that
// changed it, delivered at commit to their open streams on every replica (LISTEN/NOTIFY),
// replayed on resume from a short window.
export { emitMemberEvent, emitMemberEvents, type MemberEvent } from './emit';
export { closeEventHub, eventHub, type EventListener } from './hub';
export {
  eventsJob,
  latestEventId,
  pruneEvents,
  replayEvents,
  REPLAY_WINDOW_MINUTES,
} from './replay';
export type { EventNotice, EventTopic } from './topics';

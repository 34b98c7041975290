// Member events: what changed for a member or agent, emitted inside the transaction that
// changed it, delivered at commit to their open streams on every replica (LISTEN/NOTIFY),
// replayed on resume from a short window.
export { emitMemberEvent, emitMemberEvents } from './emit';
export { closeEventHub, eventHub } from './hub';
export { eventsJob, latestEventId, /** @internal */ pruneEvents, replayEvents } from './replay';
export type { EventNotice, EventTopic } from './topics';

// The public surface of domain/messages: what the rest of the server may use.
export { inboxPage, markRead, openMessage, unreadCount, writeMessage } from './inbox';

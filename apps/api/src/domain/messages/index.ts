// The public surface of domain/messages: what the rest of the server may use.
export {
  inboxPage,
  /** @internal */ INBOX_DAYS,
  type MessageInput,
  markRead,
  openMessage,
  unreadCount,
  writeMessage,
  writeMessages,
} from './inbox';
export type { MessageType } from './texts';

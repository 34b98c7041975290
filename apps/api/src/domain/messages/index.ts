// The public surface of domain/messages: what the rest of the server may use.
export {
  inboxPage,
  type MessageInput,
  markRead,
  openMessage,
  unreadCount,
  writeMessage,
  writeMessages,
} from './inbox';
export type { MessageType } from './texts';

// The public surface of domain/content: what the rest of the server may use.
export {
  CHAT_MAX_LENGTH,
  CHAT_STREAM_MS,
  chatHub,
  latestMessages,
  postMessage,
  type ChatMessage,
} from './chat-room';
export { contentCoverage, coverageReport } from './coverage';
export { contentPage, entriesOf, type EntryRow, post, postList } from './content-entries';
export { addAnnouncements, removeAnnouncements } from './dev-content';
export { FEEDBACK_BODY_LIMIT, feedbackConfig, storeFeedback } from './feedback';
export { loadHelpCenter } from './help-center';
export { chatMessagesOf, launchChat, ticketLanguage, writeToSupport } from './live-chat';
export { LIVE_CHAT_SCRIPT, liveChatPage, pageLanguage } from './live-chat-page';
export { helpSet } from './help-center';
export { sanitizeContentHtml } from './sanitize';

// Handlers of the content operations (announcements, promotions, feedback, chat room, live
// chat, information pages, activity centre and their development helpers).
import type { HandlerDeps, ServiceHandlers } from '../types';
import {
  claimRafflePromotion,
  getAvailablePromotions,
  getListAnnouncements,
} from './announcement-handlers';
import { getChatMessages, postChatMessage, streamChatMessages } from './chat-handlers';
import { deleteDevAnnouncements, postDevAnnouncements } from './dev-handlers';
import { getFeedbackConfig, submitFeedback } from './feedback-handlers';
import {
  getLiveChatMessages,
  getLiveChatPage,
  getLiveChatScript,
  launchLiveChat,
  postLiveChatMessage,
} from './live-chat-handlers';
import {
  claimActivity,
  getActivities,
  getContentPage,
  getContentWinners,
  getPost,
  getPosts,
  joinActivity,
} from './page-handlers';

type ContentOperation =
  | 'getListAnnouncements'
  | 'getAvailablePromotions'
  | 'claimRafflePromotion'
  | 'submitFeedback'
  | 'getFeedbackConfig'
  | 'getChatMessages'
  | 'postChatMessage'
  | 'streamChatMessages'
  | 'launchLiveChat'
  | 'getLiveChatPage'
  | 'getLiveChatScript'
  | 'getLiveChatMessages'
  | 'postLiveChatMessage'
  | 'getContentPage'
  | 'getPosts'
  | 'getPost'
  | 'getContentWinners'
  | 'getActivities'
  | 'joinActivity'
  | 'claimActivity'
  | 'postDevAnnouncements'
  | 'deleteDevAnnouncements';

export function createContentHandlers(deps: HandlerDeps): Pick<ServiceHandlers, ContentOperation> {
  return {
    getListAnnouncements: getListAnnouncements(deps),
    getAvailablePromotions: getAvailablePromotions(deps),
    claimRafflePromotion: claimRafflePromotion(deps),
    submitFeedback: submitFeedback(deps),
    getFeedbackConfig: getFeedbackConfig(deps),
    getChatMessages: getChatMessages(deps),
    postChatMessage: postChatMessage(deps),
    streamChatMessages: streamChatMessages(deps),
    launchLiveChat: launchLiveChat(deps),
    getLiveChatPage: getLiveChatPage(deps),
    getLiveChatScript: getLiveChatScript(),
    getLiveChatMessages: getLiveChatMessages(deps),
    postLiveChatMessage: postLiveChatMessage(deps),
    getContentPage: getContentPage(deps),
    getPosts: getPosts(deps),
    getPost: getPost(deps),
    getContentWinners: getContentWinners(deps),
    getActivities: getActivities(deps),
    joinActivity: joinActivity(deps),
    claimActivity: claimActivity(deps),
    postDevAnnouncements: postDevAnnouncements(deps),
    deleteDevAnnouncements: deleteDevAnnouncements(deps),
  };
}

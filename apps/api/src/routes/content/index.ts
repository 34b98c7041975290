// The handlers of the content operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import {
  claimRafflePromotion,
  getAvailablePromotions,
  getListAnnouncements,
} from './announcements';
import { getChatMessages, postChatMessage, streamChatMessages } from './chat-room';
import { deleteDevAnnouncements, postDevAnnouncements } from './dev-announcements';
import { getFeedbackConfig, submitFeedback } from './feedback';
import {
  getLiveChatMessages,
  getLiveChatPage,
  getLiveChatScript,
  launchLiveChat,
  postLiveChatMessage,
} from './live-chat';
import {
  claimActivity,
  getActivities,
  getContentPage,
  getPost,
  getPosts,
  joinActivity,
} from './pages';

export const contentHandlers = (deps: HandlerDeps) =>
  ({
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
    getActivities: getActivities(deps),
    joinActivity: joinActivity(deps),
    claimActivity: claimActivity(deps),
    postDevAnnouncements: postDevAnnouncements(deps),
    deleteDevAnnouncements: deleteDevAnnouncements(deps),
  }) satisfies AreaHandlers;

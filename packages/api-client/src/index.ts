export { createPlatformClient, GATEWAY_VERSION } from './client';
export type { PlatformClient, PlatformClientOptions } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export { readEnvelope, unwrap } from './envelope';
export { fingerprint, IntentKeys, isDefiniteRefusal, newIdempotencyKey } from './intent-keys';
export type { Envelope } from './envelope';
export { flattenWhitelabel, SITE_STATUS } from './system';
export { followChatStream, parseEvents } from './chat-stream';
export type { ChatMessage, ChatStreamOptions } from './chat-stream';
export type {
  Activity,
  ActivityStatus,
  Announcement,
  AnnouncementList,
  ChatRoomState,
  ClaimStatus,
  ContentPage,
  FeedbackConfig,
  FeedbackQuestionType,
  FeedbackRequest,
  Post,
  PostSummary,
  WinnerEntry,
} from './content-types';
export type {
  Country,
  CustomerServiceEntry,
  HelpArticle,
  LoginResult,
  MemberInfo,
  RegisterFieldRule,
  RegisterValidators,
  SiteInfo,
  SystemStatus,
  WhitelabelNode,
} from './system';
export type {
  Banner,
  Game,
  GameCategory,
  LotteryDraw,
  LotteryGame,
  PlayerNotice,
  VendorCard,
  VendorLane,
  WalletBalance,
  WinnerEntry as GameWinnerEntry,
} from './games';
export type { components, operations, paths } from './generated/schema';

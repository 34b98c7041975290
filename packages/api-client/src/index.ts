export { createPlatformClient, GATEWAY_VERSION } from './client';
export type { PlatformClient, PlatformClientOptions } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export { readEnvelope, unwrap } from './envelope';
export type { Envelope } from './envelope';
export { flattenWhitelabel, SITE_STATUS } from './system';
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
  WinnerEntry,
} from './games';
export type { components, operations, paths } from './generated/schema';

// The handlers of the dev operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getDevOauthAuthorize } from './get-dev-oauth-authorize';
import { getDevOutbox } from './get-dev-outbox';
import { patchDevMerchantSettings } from './patch-dev-merchant-settings';
import { postDevEcho } from './post-dev-echo';
import { postDevMember } from './post-dev-member';
import { postDevOauthAuthorize } from './post-dev-oauth-authorize';
import { putDevClock } from './put-dev-clock';

export const devHandlers = (deps: HandlerDeps) =>
  ({
    getDevOutbox: getDevOutbox(deps),
    patchDevMerchantSettings: patchDevMerchantSettings(deps),
    postDevEcho: postDevEcho(deps),
    putDevClock: putDevClock(deps),
    postDevMember: postDevMember(deps),
    getDevOauthAuthorize: getDevOauthAuthorize(deps),
    postDevOauthAuthorize: postDevOauthAuthorize(deps),
  }) satisfies AreaHandlers;

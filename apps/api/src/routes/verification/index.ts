// The handlers of the verification operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { sendLoginSmsCode } from './send-login-sms-code';
import { sendRegisterSmsCode } from './send-register-sms-code';

export const verificationHandlers = (deps: HandlerDeps) =>
  ({
    sendLoginSmsCode: sendLoginSmsCode(deps),
    sendRegisterSmsCode: sendRegisterSmsCode(deps),
  }) satisfies AreaHandlers;

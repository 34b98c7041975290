// The handlers of the member operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { changePassword } from './change-password';
import { getMemberInfo } from './get-member-info';
import { registerMember, registerMobileMember } from './register-member';
import { resetPasswordByEmail } from './reset-password-by-email';
import { resetPasswordByPhone } from './reset-password-by-phone';
import { sendResetSmsCode } from './send-reset-sms-code';

export const memberHandlers = (deps: HandlerDeps) =>
  ({
    getMemberInfo: getMemberInfo(deps),
    registerMember: registerMember(deps),
    registerMobileMember: registerMobileMember(deps),
    changePassword: changePassword(deps),
    resetPasswordByEmail: resetPasswordByEmail(deps),
    sendResetSmsCode: sendResetSmsCode(deps),
    resetPasswordByPhone: resetPasswordByPhone(deps),
  }) satisfies AreaHandlers;

import type { Handler, HandlerDeps } from '../types';
import { smsCodeHandler } from '../sms-code-handler';

export const sendResetSmsCode: (deps: HandlerDeps) => Handler<'sendResetSmsCode'> = smsCodeHandler(
  'reset',
  'CHNGPASSVERIF3',
);

import type { Handler, HandlerDeps } from '../types';
import { smsCodeHandler } from '../sms-code-handler';

export const sendRegisterSmsCode: (deps: HandlerDeps) => Handler<'sendRegisterSmsCode'> =
  smsCodeHandler('register', 'MOBILENUMREG3');

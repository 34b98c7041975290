import { smsCodeHandler } from '../sms-code-handler';

export const sendLoginSmsCode = smsCodeHandler('login', 'VERIFICATION3');

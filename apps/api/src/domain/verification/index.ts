// The public surface of domain/verification: what the rest of the server may use.
export { listOutbox, sendEmail, sendSms } from './outbox';
export { parsePhone, type Phone } from './phone-number';
export { sendSmsCode } from './send-sms-code';
export { consumeCode, issueCode, throttleSend } from './verification-codes';

// The public surface of domain/verification: what the rest of the server may use.
export {
  channelFailing,
  deliverQueued,
  deliveryJob,
  deliveryFailed,
  listOutbox,
  newMessageState,
  sendEmail,
  sendSms,
} from './outbox';
export { type DeliveryProviders, deliveryProviders, NO_PROVIDERS } from './providers';
export { parsePhone, type Phone } from './phone-number';
export { sendSmsCode } from './send-sms-code';
export { consumeCode, issueCode, throttleSend } from './verification-codes';

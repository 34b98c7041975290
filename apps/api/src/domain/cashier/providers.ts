// Payment-provider adapters. A provider creates a payment (answering its hosted page) and
// sends signed notifications that the platform verifies before crediting anything. The demo
// provider lives inside the reference API: its hosted page is /payment/demo/pay/<paymentId>,
// and it signs notifications with HMAC-SHA256 over `<timestamp>.<raw body>`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../kernel';

export interface PaymentNotification {
  paymentId: string;
  merchant: string;
  orderId: string;
  amount: string;
  currency: string;
  status: 'paid' | 'cancelled' | 'failed';
}

export interface PaymentProvider {
  code: string;
  /** Starts a payment: the provider's payment id and the page the payer opens. */
  createPayment(input: { orderId: string; amount: string; currency: string }): {
    paymentId: string;
    payUrl: string;
  };
  /** Signs a notification body (the provider side; the demo page uses it). */
  sign(secret: string, timestamp: string, rawBody: string): string;
  /** Checks the signature and timestamp window; answers the parsed notification. */
  verify(input: {
    secret: string;
    rawBody: string;
    signature: string;
    timestamp: string;
    now: number;
  }): PaymentNotification;
}

export const CALLBACK_WINDOW_SECONDS = 300;

export const callbackRefused = (reason: string): AppError =>
  new AppError(400, 'payment.callback.invalid', `Payment notification refused: ${reason}`);

const hmac = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export const demoProvider: PaymentProvider = {
  code: 'demo',
  createPayment() {
    const paymentId = randomBytes(24).toString('base64url');
    return { paymentId, payUrl: `/payment/demo/pay/${paymentId}` };
  },
  sign: hmac,
  verify({ secret, rawBody, signature, timestamp, now }) {
    if (!/^[0-9]{1,12}$/.test(timestamp)) throw callbackRefused('bad timestamp');
    if (Math.abs(now / 1000 - Number(timestamp)) > CALLBACK_WINDOW_SECONDS) {
      throw callbackRefused('timestamp outside the window');
    }
    const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
    const given = /^[0-9a-f]{64}$/i.test(signature)
      ? Buffer.from(signature, 'hex')
      : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw callbackRefused('bad signature');
    }
    return JSON.parse(rawBody) as PaymentNotification;
  },
};

const PROVIDERS: Record<string, PaymentProvider> = { demo: demoProvider };

export function paymentProvider(code: string): PaymentProvider | null {
  return PROVIDERS[code] ?? null;
}

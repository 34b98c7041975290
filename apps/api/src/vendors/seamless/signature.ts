// The signature of a seamless-wallet callback: HMAC-SHA256 with the vendor's secret over
// `<timestamp>.<raw body>`, hex; the timestamp (epoch seconds) at most 5 minutes off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../domain/kernel';

export const SIGNATURE_WINDOW_SECONDS = 300;

export const signatureRefused = (reason: string): AppError =>
  new AppError(401, 'vendor.signature.invalid', `Wallet callback refused: ${reason}`);

/** Signs a callback body (the vendor's side; tests and tools use it). */
export const signCallback = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** Throws vendor.signature.invalid unless the body was signed with `secret` within the window. */
export function verifyCallback(input: {
  secret: string;
  rawBody: string;
  signature: string;
  timestamp: string;
  now: number;
}): void {
  const { secret, rawBody, signature, timestamp, now } = input;
  if (!/^[0-9]{1,12}$/.test(timestamp)) throw signatureRefused('bad timestamp');
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS)
    throw signatureRefused('timestamp outside the window');
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw signatureRefused('bad signature');
}

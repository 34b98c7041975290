// The delivery providers: e-mail through SMTP (nodemailer), SMS through an HTTP gateway. Each
// provider either resolves (the provider accepted the message) or throws a DeliveryRefused with
// the reason recorded on the message. Configured by environment (src/env.ts): SMTP_URL and
// MAIL_FROM, SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN; a channel without configuration has no
// provider and its messages stay in the development outbox (GET /dev/outbox).
import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  /** The outbox row: the gateway's idempotency key and the mail's Message-ID. */
  id: number;
  to: string;
  subject: string | null;
  body: string;
}

export type Provider = (message: OutgoingMessage) => Promise<void>;

export interface DeliveryProviders {
  sms: Provider | null;
  email: Provider | null;
}

export const NO_PROVIDERS: DeliveryProviders = { sms: null, email: null };

/** The provider did not take the message; `reason` is what it said (kept on the message). */
export class DeliveryRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DeliveryRefused';
  }
}

/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * E-mail through SMTP. `url` is a nodemailer connection URL: smtp://user:pass@host:587
 * (STARTTLS when offered) or smtps://user:pass@host:465.
 */
export function smtpProvider(url: string, from: string): Provider {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: ATTEMPT_TIMEOUT_MS,
    greetingTimeout: ATTEMPT_TIMEOUT_MS,
    socketTimeout: ATTEMPT_TIMEOUT_MS,
  });
  return async (message) => {
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
    } catch (error) {
      throw new DeliveryRefused(`smtp: ${reasonOf(error)}`);
    }
  };
}

/**
 * SMS through an HTTP gateway (README "Delivery"): POST `url` with a JSON body
 * `{ "id": "<message id>", "to": "+<E.164 number>", "text": "<message>" }`, the headers
 * `Authorization: Bearer <token>` and `Idempotency-Key: outbox-<id>`; any 2xx answer means
 * the gateway took the message, anything else (or no answer in 10 s) is a failed attempt.
 */
export function httpSmsProvider(url: string, token: string): Provider {
  return async (message) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `outbox-${message.id}`,
        },
        body: JSON.stringify({ id: String(message.id), to: message.to, text: message.body }),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryRefused(`sms gateway: ${reasonOf(error)}`);
    }
    // The body is read either way, so the connection can be reused.
    const text = (await res.text().catch(() => '')).slice(0, 200);
    if (!res.ok) throw new DeliveryRefused(`sms gateway: HTTP ${res.status} ${text}`.trim());
  };
}

export interface DeliveryConfig {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  smsGatewayUrl?: string | undefined;
  smsGatewayToken?: string | undefined;
}

/** The providers of a configuration; a channel without its settings has none. */
export function deliveryProviders(config: DeliveryConfig): DeliveryProviders {
  return {
    email: config.smtpUrl && config.mailFrom ? smtpProvider(config.smtpUrl, config.mailFrom) : null,
    sms: config.smsGatewayUrl
      ? httpSmsProvider(config.smsGatewayUrl, config.smsGatewayToken ?? '')
      : null,
  };
}

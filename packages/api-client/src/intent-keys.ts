// The Idempotency-Key of a money call belongs to the member's intent, not to one request.
//
// The API runs a call once per key (apps/api/src/http/idempotency.ts): the same key with the
// same request answers the stored result again (the same status and body, a business refusal
// included); the same key while the first call still runs answers 409
// `idempotency.in.progress`; the same key with another request answers 422
// `idempotency.key.reused`; a 5xx or a 429 gives the key back so that it can be sent again.
//
// So the client keeps one key per intent and sends it again on every retry of that intent
// until the answer is definite:
// - a success: the intent is done; the next press is a new intent with a new key;
// - a definite refusal, a 4xx business refusal of the error envelope (the server stored it and
//   would answer it again for this key): the member reads it and decides, and the next press
//   is a new intent (a balance topped up meanwhile makes a new try, not the stored refusal);
// - anything else keeps the key: no answer (a lost answer, a dropped connection, a timeout),
//   a 5xx, a 408 or 429, the 409 `idempotency.in.progress`, a 401 (the session ended; the
//   member logs in and presses again), an error of the client itself. The money may have moved,
//   so the retry must be recognised by the server as the same call.
//
// What is one intent: the same kind of call (`intent` name) with the same values. Values the
// member changed (another amount, card or password) are another intent with its own key: the
// first values' answer is still owed to them, and the server would refuse the new values under
// the old key. Going back to values still awaiting a definite answer reuses their key (the
// server answers what it did with them). A press while the same intent is on its way joins
// that call instead of sending a second one.
import { isApiError } from './errors';

/** 128 random bits as hex (getRandomValues works outside secure contexts too). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * True when the server's answer is final for this key: a business refusal (4xx of the error
 * envelope) that the same request would get again. Transport failures, 5xx, 408, 429 and the
 * 409 of a call still running are not final.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'api') return false;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 408 || status === 429) return false;
  return !(status === 409 && error.errorCode === 'idempotency.in.progress');
}

/** JSON with sorted object keys, so the same values give the same text. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (typeof value === 'bigint') return `"${value}n"`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** 53-bit string hash (cyrb53), as 14 hex digits. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The identity of an intent's values: a hash, so that a payment password in the values is not
 * kept in memory as text after the form is gone.
 */
export const fingerprint = (values: unknown): string => {
  const text = canonical(values);
  return hash53(text, 1) + hash53(text, 2);
};

interface Intent {
  key: string;
  running: Promise<unknown> | null;
}

/** Intents still owed a definite answer, kept at most (the oldest are forgotten first). */
const OPEN_INTENTS = 20;

/** The keys of one kind of call: one per intent, kept until its answer is definite. */
export class IntentKeys {
  readonly #open = new Map<string, Intent>();

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key the next call with these values would send. */
  keyFor(values: unknown): string {
    return this.#intent(fingerprint(values)).key;
  }

  /**
   * Sends the call of these values with their intent's key, or joins the call of the same
   * intent still on its way; settles the intent by the answer (see the rules above).
   */
  run<T>(values: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const id = fingerprint(values);
    const intent = this.#intent(id);
    if (intent.running) return intent.running as Promise<T>;
    const close = () => {
      if (this.#open.get(id) === intent) this.#open.delete(id);
    };
    const running = send(intent.key).then(
      (answer) => {
        close();
        return answer;
      },
      (error: unknown) => {
        if (isDefiniteRefusal(error)) close();
        else intent.running = null;
        throw error;
      },
    );
    intent.running = running;
    return running;
  }

  #intent(id: string): Intent {
    let intent = this.#open.get(id);
    if (!intent) {
      intent = { key: this.makeKey(), running: null };
      this.#open.set(id, intent);
      for (const old of this.#open.keys()) {
        if (this.#open.size <= OPEN_INTENTS) break;
        if (!this.#open.get(old)?.running) this.#open.delete(old);
      }
    }
    return intent;
  }
}

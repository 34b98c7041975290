// Answers partly serialised ahead of time. Values shared from the configuration cache
// (src/db/config-cache.ts: site info, catalogue pages) are the same objects request after
// request until the configuration changes, and are never mutated, so their JSON is kept
// beside them (by identity), already encoded as UTF-8 bytes, and spliced into each answer
// instead of being serialised and encoded again: the status call's site info alone is about
// 6 KB, and writing it as a string made the socket write encode it on every answer (a page of
// names in several scripts is not Latin-1, so never a plain copy). The reply serializer
// (plugins/validation.ts) writes such an answer's bytes as they are.
import type { ok } from './envelope';

const RAW = Symbol('serialised answer');

interface Serialised {
  [RAW]: Buffer;
}

const isSerialised = (data: unknown): data is Serialised =>
  typeof data === 'object' && data !== null && RAW in data;

/** What is written for an answer: its bytes when built here, else JSON.stringify's text. */
export function serializeAnswer(data: unknown): string | Buffer {
  return isSerialised(data) ? data[RAW] : JSON.stringify(data);
}

/** The JSON text of an answer (for embedding it in another document). */
export function answerText(data: unknown): string {
  const answer = serializeAnswer(data);
  return typeof answer === 'string' ? answer : answer.toString('utf8');
}

const bytes = new WeakMap<object, Buffer>();
const envelopes = new WeakMap<object, Buffer>();

/** The JSON of a shared, never-mutated value, as UTF-8, serialised once per value. */
function sharedBytes(value: object): Buffer {
  let encoded = bytes.get(value);
  if (encoded === undefined) {
    encoded = Buffer.from(JSON.stringify(value), 'utf8');
    bytes.set(value, encoded);
  }
  return encoded;
}

const HEAD_TEXT = '{"success":true,"value":';
const TAIL_TEXT = ',"message":null,"errorCode":null}';
const HEAD = Buffer.from(HEAD_TEXT, 'utf8');
const TAIL = Buffer.from(TAIL_TEXT, 'utf8');
/** What follows a shared field written last: the value's end, then the envelope's. */
const FIELD_TAIL = Buffer.from(`}${TAIL_TEXT}`, 'utf8');

const envelope = <T>(valueBytes: Buffer): ReturnType<typeof ok<T>> => {
  const answer: Serialised = { [RAW]: valueBytes };
  // Typed as the envelope it serialises to, so a handler returns it like any other answer.
  return answer as unknown as ReturnType<typeof ok<T>>;
};

/** The whole answers of `okShared`: the same bytes answer after answer. */
const sharedAnswers = new WeakSet<Buffer>();

/**
 * Whether `bytes` is a whole answer shared from the configuration cache (the same object until
 * the configuration changes), so that what is derived from it (its compressed copies) may be
 * kept beside it.
 */
export const isSharedAnswer = (bytes: Buffer): boolean => sharedAnswers.has(bytes);

/** `ok(value)` for a value shared from the configuration cache: the same bytes every time. */
export function okShared<T extends object>(value: T): ReturnType<typeof ok<T>> {
  let whole = envelopes.get(value);
  if (whole === undefined) {
    whole = Buffer.concat([HEAD, sharedBytes(value), TAIL]);
    envelopes.set(value, whole);
    sharedAnswers.add(whole);
  }
  return envelope<T>(whole);
}

/**
 * `ok(value)` where `value[field]` is shared from the configuration cache (written last;
 * the rest is serialised as usual).
 */
export function okWithShared<T extends object, K extends keyof T & string>(
  value: T,
  field: K,
): ReturnType<typeof ok<T>> {
  const { [field]: shared, ...rest } = value;
  const head = JSON.stringify(rest);
  const name = JSON.stringify(field);
  const start = head === '{}' ? `{${name}:` : `${head.slice(0, -1)},${name}:`;
  return envelope<T>(
    Buffer.concat([
      Buffer.from(`${HEAD_TEXT}${start}`, 'utf8'),
      sharedBytes(shared as object),
      FIELD_TAIL,
    ]),
  );
}

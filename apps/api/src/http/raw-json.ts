// Answers partly serialised ahead of time. Values shared from the configuration cache
// (src/db/config-cache.ts: site info, catalogue pages) are the same objects request after
// request until the configuration changes, and are never mutated, so their JSON text is kept
// beside them (by identity) and spliced into each answer instead of being serialised again:
// the status call's site info alone is about 6 KB. The reply serializer
// (plugins/validation.ts) writes such an answer's text as it is.
import type { ok } from './envelope';

const RAW = Symbol('serialised answer');

interface Serialised {
  [RAW]: string;
}

const isSerialised = (data: unknown): data is Serialised =>
  typeof data === 'object' && data !== null && RAW in data;

/** The text of an answer: JSON.stringify, or the text of one built here. */
export function serializeAnswer(data: unknown): string {
  return isSerialised(data) ? data[RAW] : JSON.stringify(data);
}

const texts = new WeakMap<object, string>();

/** The JSON of a shared, never-mutated value, serialised once per value. */
function sharedJson(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

const envelope = <T>(valueJson: string): ReturnType<typeof ok<T>> => {
  const answer: Serialised = {
    [RAW]: `{"success":true,"value":${valueJson},"message":null,"errorCode":null}`,
  };
  // Typed as the envelope it serialises to, so a handler returns it like any other answer.
  return answer as unknown as ReturnType<typeof ok<T>>;
};

/** `ok(value)` for a value shared from the configuration cache. */
export function okShared<T extends object>(value: T): ReturnType<typeof ok<T>> {
  return envelope<T>(sharedJson(value));
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
  const text = sharedJson(shared as object);
  return envelope<T>(head === '{}' ? `{${name}:${text}}` : `${head.slice(0, -1)},${name}:${text}}`);
}

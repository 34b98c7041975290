// How deep a JSON request body may nest. Every JSON body (application/json, and the plaintext
// of an encrypted body once decrypted) is measured right after parsing, before validation and
// before any handler: deeper bodies are refused with 400 request.param.err. No contract shape
// comes near the limit; it keeps every later walk over request data (validation, hashing,
// JSON.stringify, jsonb) far from the stack's depth.
import { badRequest } from '../domain/kernel';

/** Containers (objects and arrays) a JSON body may nest: `{"a":[1]}` nests 2. */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests more than `max` containers, measured without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    const children = Array.isArray(node) ? node : Object.values(node as object);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Throws 400 request.param.err when a parsed body nests deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(value: unknown): void {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
    throw badRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

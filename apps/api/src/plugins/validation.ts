// Request validation for the routes fastify-openapi-glue builds from the document. The
// document is OpenAPI 3.1 (JSON Schema 2020-12), so it is compiled with Ajv 2020:
// query strings, path parameters and headers arrive as text and are coerced to the
// declared types; bodies are checked as sent (no coercion). Fields a body schema does not
// know (`additionalProperties: false`) are dropped, not refused, as upstream does: older
// clients send legacy fields (`uuId` on login); the dropped names are logged at debug.
// One rule over every validated part (query, path, headers, bodies, encrypted bodies after
// decryption): text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) is refused with
// request.param.err before it reaches a handler.
// Responses are serialised with JSON.stringify, unchanged (or written as pre-serialised,
// see http/raw-json.ts).
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { serializeAnswer } from '../http/raw-json';

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: !coerce,
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Node lowercases received header names, so the header schema must name them in lower
 * case too (Fastify does this itself only for its built-in compiler). The schemas
 * fastify-openapi-glue builds for headers are flat: properties and required.
 */
export function lowerCaseHeaderSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const required = schema.required as string[] | undefined;
  return {
    ...schema,
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v]),
      ),
    }),
    ...(Array.isArray(required) && { required: required.map((k) => k.toLowerCase()) }),
  };
}

/** NUL and unpaired surrogates: PostgreSQL refuses the first in text and jsonb. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const pointerPart = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** An object or array being walked: its keys (null for an array) and the next child to look at. */
interface Frame {
  node: Record<string, unknown> | unknown[];
  keys: string[] | null;
  next: number;
}

const frameOf = (node: object): Frame =>
  Array.isArray(node)
    ? { node, keys: null, next: 0 }
    : { node: node as Record<string, unknown>, keys: Object.keys(node), next: 0 };

/** The JSON pointer of the child each frame is at: where the walk stopped. */
const pointerOf = (frames: Frame[]): string =>
  frames
    .map((f) => `/${f.keys ? pointerPart(f.keys[f.next - 1] as string) : String(f.next - 1)}`)
    .join('');

/**
 * The JSON pointer of the first string (value or key, in document order) PostgreSQL cannot
 * store, or null. Every validated part of every request takes this check (the headers, the
 * query), so the clean path allocates nothing but a frame and a key list per object; the
 * pointer is built only when there is a place to name. Walked with a stack of its own, not
 * recursion: request data of any depth.
 */
function findUnstorable(value: unknown): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? '' : null;
  if (typeof value !== 'object' || value === null) return null;
  const frames: Frame[] = [frameOf(value)];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as Frame;
    const { node, keys } = frame;
    if (frame.next >= (keys ? keys.length : (node as unknown[]).length)) {
      frames.pop();
      continue;
    }
    const index = frame.next++;
    let child: unknown;
    if (keys) {
      const key = keys[index] as string;
      if (UNSTORABLE.test(key)) return pointerOf(frames);
      child = (node as Record<string, unknown>)[key];
    } else child = (node as unknown[])[index];
    if (typeof child === 'string') {
      if (UNSTORABLE.test(child)) return pointerOf(frames);
    } else if (typeof child === 'object' && child !== null) frames.push(frameOf(child));
  }
  return null;
}

/** Every key path of an object (`a`, `a.b`), without recursion. */
const keyPaths = (value: unknown): string[] => {
  const out: string[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [node, prefix] = stack.pop() as [unknown, string];
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.push(path);
      stack.push([child, path]);
    }
  }
  return out;
};

/** Log levels at which the ignored body fields are written (pino's `level` is their name). */
const DEBUG_LEVELS: ReadonlySet<string> = new Set(['debug', 'trace']);

interface ValidationContext {
  parentData?: unknown;
  parentDataProperty?: string;
}

type Validator = ((data: unknown, context?: ValidationContext) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

/** Wraps an Ajv validator with the storable-text rule (and, for bodies, the debug log). */
function guarded(inner: ValidateFunction, isBody: boolean): Validator {
  const validate: Validator = (data, context) => {
    const at = findUnstorable(data);
    if (at !== null) {
      validate.errors = [
        {
          instancePath: at,
          schemaPath: '#/storable',
          keyword: 'storable',
          params: {},
          message: 'contains a character that cannot be stored',
        },
      ];
      return false;
    }
    // The dropped field names are only worth walking the body for when they will be logged.
    const request = context?.parentData as FastifyRequest | undefined;
    const before = isBody && DEBUG_LEVELS.has(request?.log?.level ?? '') ? keyPaths(data) : null;
    const valid = inner(data, context as Parameters<ValidateFunction>[1]);
    validate.errors = inner.errors as FastifySchemaValidationError[] | null | undefined;
    if (valid && before) {
      const after = new Set(keyPaths(data));
      const ignored = before.filter((k) => !after.has(k));
      if (ignored.length > 0) request?.log.debug({ ignored }, 'unknown body fields ignored');
    }
    return valid;
  };
  // Fastify passes the request as parentData (so Ajv can change the root) only when this is set.
  validate.schemaEnv = inner.schemaEnv;
  return validate;
}

/**
 * Compiled validators by part and schema text, for the life of the process. Compiling the
 * document's routes was two fifths of building an app (about a second); a process that builds
 * several (the API tests, one or more per file) compiles each schema once. A validator keeps
 * nothing between calls but the last call's errors, read right after it returns.
 */
const compiled = new Map<string, ReturnType<typeof guarded>>();
const strict = createAjv(false);
const coercing = createAjv(true);

function compileFor(schema: object, httpPart: string | undefined): ReturnType<typeof guarded> {
  const key = `${httpPart ?? ''}\u0000${JSON.stringify(schema)}`;
  const known = compiled.get(key);
  if (known) return known;
  const validate =
    httpPart === 'body'
      ? guarded(strict.compile(schema), true)
      : httpPart === 'headers'
        ? guarded(coercing.compile(lowerCaseHeaderSchema(schema as Record<string, unknown>)), false)
        : guarded(coercing.compile(schema), false);
  compiled.set(key, validate);
  return validate;
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => compileFor(schema as object, httpPart));
  // Responses are written as the handlers return them. A schema-driven serializer would
  // coerce a wrong type or drop an unexpected field and hide the drift that the
  // contract tests (which validate every response against the document) must see.
  // Fastify writes what the serializer returns when it is a string or a Buffer (reply.js,
  // onSendEnd); its type names only string.
  app.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string);
}

const pointerToPath = (pointer: string): string =>
  pointer
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** A readable sentence naming the field, e.g. `query parameter "lang" is required`. */
export function describeValidationError(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0];
  const where =
    context === 'querystring'
      ? 'query parameter'
      : context === 'headers'
        ? 'header'
        : context === 'params'
          ? 'path parameter'
          : 'body field';
  if (!first) return 'The request does not match the API contract';
  const params = first.params as Record<string, unknown>;
  const base = pointerToPath(first.instancePath);
  const join = (child: unknown) => [base, String(child)].filter(Boolean).join('.');
  if (first.keyword === 'required') {
    return `${where} "${join(params.missingProperty)}" is required`;
  }
  if (first.keyword === 'additionalProperties') {
    return `${where} "${join(params.additionalProperty)}" is not allowed`;
  }
  if (!base) {
    return context === 'body'
      ? `The request body ${first.message ?? 'is invalid'}`
      : `Invalid ${where}s`;
  }
  return `${where} "${base}" ${first.message ?? 'is invalid'}`;
}

// Validates responses against the OpenAPI document: the operation is found by method and
// path, the status must be one the operation declares, and the body must match that
// response's schema (Ajv 2020 + ajv-formats over the bundled document). Requests that
// match no operation must answer with the error envelope.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { listOperations, loadDocument, type OpenApiOperation } from '../../src/contract/document';

const doc = loadDocument();
const DOC_ID = 'platform.json';
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(doc as object, DOC_ID);

const operations = listOperations(doc).map((op) => ({
  ...op,
  matcher: new RegExp(
    `^${op.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`,
  ),
}));

const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
const validators = new Map<string, ValidateFunction>();

function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

function resolveRef<T>(value: T | { $ref: string }): { value: T; pointer: string | null } {
  if (
    typeof value === 'object' &&
    value !== null &&
    '$ref' in value &&
    typeof value.$ref === 'string'
  ) {
    const pointer = value.$ref.slice(1);
    let node: unknown = doc;
    for (const part of pointer.split('/').filter(Boolean)) {
      node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return { value: node as T, pointer: value.$ref };
  }
  return { value: value as T, pointer: null };
}

export function findOperation(
  method: string,
  url: string,
): { path: string; method: string; operation: OpenApiOperation } | undefined {
  // Resolve the path the way the HTTP layer does (dot segments, including %2e%2e).
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    path = url.split('?')[0] ?? '';
  }
  const m = method.toLowerCase();
  return operations.find((op) => op.method === m && op.matcher.test(path));
}

export interface ResponseLike {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Returns a list of contract violations (empty when the response conforms). */
export function contractViolations(method: string, url: string, res: ResponseLike): string[] {
  if (method.toUpperCase() === 'HEAD') return [];
  const contentType =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const found = findOperation(method, url);
  let pointer: string;
  if (!found) {
    if (contentType !== 'application/json')
      return [`no operation: expected JSON, got "${contentType}"`];
    pointer = '#/components/schemas/ErrorEnvelope';
  } else {
    const responses = (found.operation.responses ?? {}) as Record<string, unknown>;
    const declared = responses[String(res.statusCode)];
    if (!declared) {
      return [
        `${found.operation.operationId}: status ${res.statusCode} is not declared (body ${res.body.slice(0, 200)})`,
      ];
    }
    const { value: response, pointer: responseRef } = resolveRef(
      declared as Record<string, unknown>,
    );
    const content = (response.content ?? {}) as Record<string, unknown>;
    if (!(contentType in content)) {
      return [
        `${found.operation.operationId} ${res.statusCode}: content type "${contentType}" not declared`,
      ];
    }
    const base =
      responseRef ??
      `#/paths/${escapePointer(found.path)}/${found.method}/responses/${res.statusCode}`;
    pointer = `${base}/content/${escapePointer(contentType)}/schema`;
  }
  let body: unknown = res.body;
  if (contentType === 'application/json') {
    try {
      body = JSON.parse(res.body);
    } catch {
      return [`body is not JSON: ${res.body.slice(0, 200)}`];
    }
  }
  const validate = validatorFor(pointer);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${pointer}: ${e.instancePath || '/'} ${e.message ?? ''} (${res.body.slice(0, 300)})`,
  );
}

const STACK_HINTS = [/\n\s+at\s/, /node_modules/, /\.ts:\d+/, /\.js:\d+:\d+/, /"stack"/];

/** True when a body looks like it carries a stack trace or source locations. */
export function leaksInternals(body: string): boolean {
  return STACK_HINTS.some((re) => re.test(body));
}

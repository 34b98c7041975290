// The bundled OpenAPI document (openapi/dist/platform.json): the single source of the
// routes, their validation and the x- extensions (x-encrypted, x-dev-only, x-module).
import { readFileSync } from 'node:fs';
import { openapiDocumentPath } from '../paths';

export interface OpenApiOperation {
  operationId?: string;
  'x-encrypted'?: boolean;
  'x-dev-only'?: boolean;
  'x-module'?: string;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

export function loadDocument(file = openapiDocumentPath()): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const isOperation = (method: string, value: unknown): value is OpenApiOperation =>
  (HTTP_METHODS as readonly string[]).includes(method) &&
  typeof value === 'object' &&
  value !== null;

/** Every operation with its method and path template. */
export function listOperations(
  doc: OpenApiDocument,
): { method: string; path: string; operation: OpenApiOperation }[] {
  const out: { method: string; path: string; operation: OpenApiOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (isOperation(method, value)) out.push({ method, path, operation: value });
    }
  }
  return out;
}

/** A copy of the document without the operations marked `x-dev-only` (production). */
export function withoutDevOnly(doc: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([method, value]) => !(isOperation(method, value) && value['x-dev-only'] === true),
      ),
    );
    if (Object.keys(kept).some((method) => (HTTP_METHODS as readonly string[]).includes(method)))
      paths[path] = kept;
  }
  return { ...doc, paths };
}

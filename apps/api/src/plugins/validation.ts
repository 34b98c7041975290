// Request validation for the routes fastify-openapi-glue builds from the document. The
// document is OpenAPI 3.1 (JSON Schema 2020-12), so it is compiled with Ajv 2020:
// query strings, path parameters and headers arrive as text and are coerced to the
// declared types; bodies are checked as sent (no coercion, nothing silently removed).
// Responses are serialised with JSON.stringify, unchanged.
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
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

export function registerValidation(app: FastifyInstance): void {
  const strict = createAjv(false);
  const coercing = createAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return strict.compile(schema as object);
    if (httpPart === 'headers')
      return coercing.compile(lowerCaseHeaderSchema(schema as Record<string, unknown>));
    return coercing.compile(schema as object);
  });
  // Responses are written as the handlers return them. A schema-driven serializer would
  // coerce a wrong type or drop an unexpected field and hide the drift that the
  // contract tests (which validate every response against the document) must see.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
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

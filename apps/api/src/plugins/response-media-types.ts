// Media types the document uses only for responses (pages, scripts, images, CSV, event
// streams). The route glue warns at start-up about every media type of the document without a
// body parser, responses included; each response-only type gets one that refuses a request
// body of that type, the same answer as any other unsupported body. The list is read from the
// document, so a new response type cannot bring the warning back.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../domain/kernel';
import { listOperations, type OpenApiDocument } from '../contract/document';

type Content = { content?: Record<string, unknown>; $ref?: string };

/** The media types of the document's responses that no request body uses. */
export function responseOnlyMediaTypes(doc: OpenApiDocument): string[] {
  const shared = ((doc.components as { responses?: Record<string, Content> } | undefined)
    ?.responses ?? {}) as Record<string, Content>;
  const resolve = (item: Content | undefined): Content | undefined =>
    item?.$ref?.startsWith('#/components/responses/')
      ? shared[item.$ref.slice('#/components/responses/'.length)]
      : item;
  const requests = new Set<string>();
  const responses = new Set<string>();
  for (const { operation } of listOperations(doc)) {
    const body = operation.requestBody as Content | undefined;
    for (const type of Object.keys(body?.content ?? {})) requests.add(type);
    for (const response of Object.values((operation.responses ?? {}) as Record<string, Content>))
      for (const type of Object.keys(resolve(response)?.content ?? {})) responses.add(type);
  }
  return [...responses].filter((type) => !requests.has(type)).sort();
}

export function registerResponseMediaTypes(app: FastifyInstance, doc: OpenApiDocument): void {
  const types = responseOnlyMediaTypes(doc).filter((type) => !app.hasContentTypeParser(type));
  if (types.length === 0) return;
  app.addContentTypeParser(types, (_request, _body, done) => {
    done(badRequest('Unsupported content type; send application/json'), undefined);
  });
}

// Request bodies as the document declares them. Fastify validates a body only against the
// schema of its own media type, so a body of an undeclared type (text/plain, say) would
// skip validation, and a missing body would reach the handler. This hook refuses both,
// from each operation's requestBody (`required` and its content types).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOperations, type OpenApiDocument } from '../contract/document';
import { badRequest } from '../domain/kernel';
import { appendRouteHook, routeKey } from './route-hooks';

interface BodyRule {
  required: boolean;
  mediaTypes: string[];
}

const toFastifyPath = (path: string): string => path.replace(/{(\w+)}/g, ':$1');

function bodyRules(doc: OpenApiDocument): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  for (const { method, path, operation } of listOperations(doc)) {
    const body = operation.requestBody as
      { required?: boolean; content?: Record<string, unknown> } | undefined;
    if (!body?.content) continue;
    rules.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, {
      required: body.required === true,
      mediaTypes: Object.keys(body.content).map((t) => t.toLowerCase()),
    });
  }
  return rules;
}

export function registerBodyRules(app: FastifyInstance, doc: OpenApiDocument): void {
  const rules = bodyRules(doc);

  app.addHook('onRoute', (route) => {
    const rule = rules.get(routeKey(route));
    if (!rule) return;
    const check = async (request: FastifyRequest) => {
      if (request.body === undefined || request.body === null) {
        if (rule.required) throw badRequest('A request body is required');
        return;
      }
      const type =
        (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!rule.mediaTypes.includes(type)) {
        throw badRequest(`Unsupported content type; send ${rule.mediaTypes.join(' or ')}`);
      }
    };
    appendRouteHook(route, 'preValidation', check);
  });
}

// Access to the operator API, enforced from the contract: every operation marked
// `x-operator-only` finds its caller (staff session or operator key) and checks the caller's
// role against OPERATION_ACCESS (domain/operators/permissions.ts) before its handler runs. An
// operation missing from that map stops the app at start, so none is left open by mistake.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { listOperations, type OpenApiDocument } from '../contract/document';
import type { Clock } from '../domain/kernel';
import { type Access, OPERATION_ACCESS } from '../domain/operators';
import { authoriseOperator } from '../http/operator';
import { appendRouteHook, routeKey } from './route-hooks';

const toFastifyPath = (path: string): string => path.replace(/{(\w+)}/g, ':$1');

/** `METHOD /fastify/:path` -> the access its operation asks, for every operator operation. */
function accessOfOperations(doc: OpenApiDocument): Map<string, Access> {
  const access = new Map<string, Access>();
  for (const { method, path, operation } of listOperations(doc)) {
    if (operation['x-operator-only'] !== true) continue;
    const id = operation.operationId ?? `${method} ${path}`;
    const needed = OPERATION_ACCESS[id];
    if (!needed) {
      throw new Error(`${id} is an operator call without an entry in OPERATION_ACCESS`);
    }
    access.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, needed);
  }
  return access;
}

export function registerOperatorAccess(
  app: FastifyInstance,
  db: Db,
  doc: OpenApiDocument,
  clock: Clock,
): void {
  const access = accessOfOperations(doc);
  app.addHook('onRoute', (route) => {
    const needed = access.get(routeKey(route));
    if (!needed) return;
    // After validation, so a malformed call is a 400 whoever sends it.
    const check = (request: FastifyRequest) => authoriseOperator(request, db, needed, clock());
    appendRouteHook(route, 'preHandler', check);
  });
}

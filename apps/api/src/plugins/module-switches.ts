// White-label module switches, enforced from the contract: every operation marked
// `x-module: <modID>` answers 400 `function.not.available` while the request's merchant has
// that module (or one of its ancestors) off. One hook, read from the document, so an
// operation added later with its `x-module` is covered without code. It runs right after the
// merchant is known and before validation and authentication: a switched-off feature says
// so whatever the request carries.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Db } from '../db/client';
import { listOperations, type OpenApiDocument } from '../contract/document';
import { AppError } from '../domain/kernel';
import { isModuleSwitchedOff, moduleSwitchedOffNow } from '../domain/site';
import { appendRouteHook, routeKey } from './route-hooks';

const switchedOff = () =>
  new AppError(400, 'function.not.available', 'This feature is not available right now.');

const toFastifyPath = (path: string): string => path.replace(/{(\w+)}/g, ':$1');

/** `METHOD /fastify/:path` -> modID, for every operation of the document marked x-module. */
export function moduleOfOperations(doc: OpenApiDocument): Map<string, string> {
  const modules = new Map<string, string>();
  for (const { method, path, operation } of listOperations(doc)) {
    const modId = operation['x-module'];
    if (typeof modId === 'string' && modId.trim() !== '') {
      modules.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, modId.trim());
    }
  }
  return modules;
}

export function registerModuleSwitches(app: FastifyInstance, db: Db, doc: OpenApiDocument): void {
  const modules = moduleOfOperations(doc);
  app.addHook('onRoute', (route) => {
    const found = modules.get(routeKey(route));
    if (!found) return;
    const modId = found;
    // Synchronous while the merchant's modules are in the configuration cache (no promise).
    function moduleSwitchHook(
      request: FastifyRequest,
      _reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void {
      // Merchant-scoped routes resolved it already (the merchant hook runs first).
      const merchant = request.merchant;
      if (!merchant) return done();
      const off = moduleSwitchedOffNow(db, merchant.id, modId);
      if (off !== undefined) return done(off ? switchedOff() : undefined);
      isModuleSwitchedOff(db, merchant.id, modId).then(
        (isOff) => done(isOff ? switchedOff() : undefined),
        done,
      );
    }
    appendRouteHook(route, 'onRequest', moduleSwitchHook);
  });
}

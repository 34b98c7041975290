// The signed-in lookup kept in memory (domain/sessions/cache.ts) for this app's database:
// turned on with the app, off when it closes. Every write request (any method but GET, HEAD
// and OPTIONS) is counted while it runs and when it ends, so that no copy is served while a
// change this process makes may not have been announced back yet.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { closeSessionCache, openSessionCache, sessionCacheOf } from '../domain/sessions';

type Cache = NonNullable<ReturnType<typeof sessionCacheOf>>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSessionCache(app: FastifyInstance, database: Database): void {
  openSessionCache(database);
  // The cache each write was counted in, told once when the write ends.
  const counted = new WeakMap<FastifyRequest, Cache>();
  const ended = (request: FastifyRequest) => {
    // Reads were never counted.
    if (READS.has(request.method)) return;
    counted.get(request)?.writeEnded();
    counted.delete(request);
  };
  app.addHook('onRequest', function sessionCacheWriteHook(request, _reply, done) {
    if (!READS.has(request.method)) {
      const cache = sessionCacheOf(database.db);
      if (cache) {
        cache.writeStarted();
        counted.set(request, cache);
      }
    }
    done();
  });
  app.addHook('onResponse', function sessionCacheEndHook(request, _reply, done) {
    ended(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    ended(request);
    done();
  });
  app.addHook('onClose', () => closeSessionCache(database));
}

// Until the database is migrated and seeded, every request except the liveness and
// readiness checks answers 503 system.not.available: the server listens early so that its
// readiness check can say it is still migrating (main.ts). While draining, requests on open
// connections are served and their connections closed after the answer.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/kernel';
import type { Readiness } from '../http/readiness';

const ALWAYS = new Set(['/health', '/ready']);

export function registerReadinessGate(app: FastifyInstance, readiness: Readiness): void {
  // Synchronous: it runs on every request, and once ready it only reads the state.
  app.addHook('onRequest', function readinessHook(request, reply, done) {
    const state = readiness.get();
    // Draining: served, but the connection closes after this answer.
    if (state === 'draining') reply.header('connection', 'close');
    if (state === 'starting' || state === 'migrating') {
      if (ALWAYS.has(request.url.split('?')[0] ?? '')) return done();
      return done(
        new AppError(503, 'system.not.available', 'The service is starting; retry shortly'),
      );
    }
    done();
  });
}

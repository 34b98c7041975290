// Quotas on stored uploads (operations marked `x-upload: true` in the contract: feedback
// images, withdrawal receipt proofs, avatars): bytes per source IP per hour and per member per
// day, counted in the database so every replica shares them. The declared size
// (Content-Length) is charged before the body is read, so a request over quota is refused
// without parsing (and holding) megabytes of base64; a body without a length is charged as it
// streams in. A refused upload answers 429 too.many.requests.
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { listOperations, type OpenApiDocument } from '../contract/document';
import { addWithinLimit } from '../domain/security';
import { AppError, type Clock } from '../domain/kernel';
import { optionalMember } from '../http/request';
import { appendRouteHook, routeKey } from './route-hooks';

export interface UploadQuota {
  /** Bytes one source IP may upload per hour. */
  ipBytes: number;
  /** Bytes one member may upload per day. */
  memberBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  ipBytes: 60 * 1024 * 1024,
  memberBytes: 100 * 1024 * 1024,
};

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const toFastifyPath = (path: string): string => path.replace(/{(\w+)}/g, ':$1');

const overQuota = () =>
  new AppError(429, 'too.many.requests', 'Upload quota used up; please try again later');

export function registerUploadQuota(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; doc: OpenApiDocument; quota: UploadQuota },
): void {
  const { db, clock, quota } = deps;
  const uploads = new Set(
    listOperations(deps.doc)
      .filter(({ operation }) => operation['x-upload'] === true)
      .map(({ method, path }) => `${method.toUpperCase()} ${toFastifyPath(path)}`),
  );

  async function charge(request: FastifyRequest, bytes: number): Promise<void> {
    if (bytes <= 0) return;
    const now = clock();
    const merchant = request.merchant?.id ?? 0;
    const ipOk = await addWithinLimit(db, `upload:${merchant}:ip:${request.ip}`, bytes, {
      windowMs: HOUR_MS,
      limit: quota.ipBytes,
      now,
    });
    if (!ipOk) throw overQuota();
    const member = await optionalMember(request, { db, clock }).catch(() => null);
    if (!member) return;
    const memberOk = await addWithinLimit(db, `upload:${merchant}:m:${member.id}`, bytes, {
      windowMs: DAY_MS,
      limit: quota.memberBytes,
      now,
    });
    if (!memberOk) throw overQuota();
  }

  app.addHook('onRoute', (route) => {
    if (!uploads.has(routeKey(route))) return;
    const preParsing = async (
      request: FastifyRequest,
      _reply: unknown,
      payload: NodeJS.ReadableStream,
    ): Promise<NodeJS.ReadableStream> => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > 0) {
        await charge(request, declared);
        return payload;
      }
      // No length: charge each chunk as it arrives; the first one over quota ends the body.
      let pending = Promise.resolve();
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          pending = pending.then(() => charge(request, chunk.length));
          pending.then(
            () => done(null, chunk),
            (error: unknown) => done(error as Error),
          );
        },
      });
      return (payload as NodeJS.ReadableStream & { pipe: <T>(d: T) => T }).pipe(counter);
    };
    appendRouteHook(route, 'preParsing', preParsing);
  });
}

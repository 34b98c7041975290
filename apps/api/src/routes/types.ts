// Handler types derived from the generated contract types, so a handler that returns the
// wrong shape, or an operation without a handler, fails the type check.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@platform/api-client/schema';
import type { Database, Db } from '../db/client';
import type { Reader } from '../db/reader';
import type { VendorRegistry } from '../vendors';
import type { Clock, DevClock } from '../domain/kernel';
import type { HumanCheck } from '../domain/captcha';
import type { KeyStore } from '../domain/security';
import type { PhoneTokenVerifier } from '../domain/registration';
import type { Readiness } from '../http/readiness';
import type { DeliveryProviders } from '../domain/verification';
import type { CountryLookup } from '../domain/site';

export type OperationId = keyof operations;

type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : T extends undefined
    ? Record<string, never>
    : T;

export type QueryOf<K extends OperationId> = OrEmpty<
  NonNullable<operations[K]['parameters']['query']>
>;

export type ParamsOf<K extends OperationId> = OrEmpty<
  NonNullable<operations[K]['parameters']['path']>
>;

export type BodyOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[K] extends {
        requestBody: { content: { 'application/x-www-form-urlencoded': infer F } };
      }
    ? F
    : undefined;

type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : never;

/** The success payload of an operation (its 200 response body). */
export type Ok<K extends OperationId> = operations[K]['responses'] extends { 200: infer R }
  ? ContentOf<R>
  : never;

export type Handler<K extends OperationId> = (
  request: FastifyRequest<{ Querystring: QueryOf<K>; Body: BodyOf<K>; Params: ParamsOf<K> }>,
  reply: FastifyReply,
) => Promise<Ok<K>>;

export type ServiceHandlers = { [K in OperationId]: Handler<K> };

/** What handlers need from the application. */
export interface HandlerDeps {
  database: Database;
  db: Db;
  /** Read-only queries that may run on the read replica, chosen per call site (db/reader.ts). */
  reader: Reader;
  keys: KeyStore;
  clock: Clock;
  /** Captcha code generator; tests inject a known one. */
  captchaText: () => string;
  /** The proof-of-work human check (ALTCHA). */
  humanCheck: HumanCheck;
  /** The SMS and e-mail providers (none in development: messages stay in the outbox). */
  delivery: DeliveryProviders;
  /** The country of an IP (the country IP database; tests may put fixed ranges in front). */
  countryOf: CountryLookup;
  /** Verifies phone tokens of the optional outside provider (Firebase). */
  phoneToken: PhoneTokenVerifier;
  /** Moves `clock` (development only; null in production). */
  devClock: DevClock | null;
  /** The game vendors: launch asks a game's vendor for its address. */
  vendors: VendorRegistry;
  /** Whether this process takes traffic (starting, migrating, ready, draining). */
  readiness: Readiness;
  /** How long an event stream (the chat room's) stays open; clients reconnect after it. */
  streamMs: number;
}

/** The handlers of one area (src/routes/<area>/index.ts), keyed by operationId. */
export type AreaHandlers = Partial<ServiceHandlers>;

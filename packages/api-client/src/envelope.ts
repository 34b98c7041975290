import { ApiError } from './errors';

/** The upstream response envelope. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  message: string | null;
  errorCode: string | null;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** Turns any response body and status into the value, or throws an ApiError. */
export function readEnvelope<T>(body: unknown, response: Response): T {
  if (response.status === 401) {
    const env = isEnvelope(body) ? body : null;
    throw new ApiError({
      kind: 'session',
      status: 401,
      errorCode: env?.errorCode ?? 'login.not.session',
      message: env?.message ?? null,
      value: env?.value,
    });
  }
  if (isEnvelope(body)) {
    if (body.success && response.ok) return body.value as T;
    throw new ApiError({
      kind: 'api',
      status: response.status,
      errorCode: body.errorCode ?? 'unknown.system.err',
      message: body.message,
      value: body.value,
    });
  }
  if (response.ok && typeof body === 'string') return body as T;
  throw new ApiError({ kind: 'api', status: response.status, errorCode: 'unknown.system.err' });
}

type ValueOf<D> = D extends { value?: infer V } ? V : D;

/**
 * Awaits an openapi-fetch call and returns the envelope's `value` (or the plain body for
 * non-envelope responses such as text), throwing ApiError on any failure.
 */
export async function unwrap<D>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<Exclude<ValueOf<D>, undefined>> {
  const { data, error, response } = await call;
  return readEnvelope<Exclude<ValueOf<D>, undefined>>(data ?? error, response);
}

/** What went wrong, in the terms a screen needs to decide what to show. */
export type ApiErrorKind =
  /** The server answered with `success: false` or an error status. */
  | 'api'
  /** HTTP 401: no session, or it expired or was revoked. */
  | 'session'
  /** The request never got an answer (offline, DNS, connection refused). */
  | 'network'
  /** No answer within the client's time limit. */
  | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  errorCode?: string | null;
  message?: string | null;
  value?: unknown;
  cause?: unknown;
}

/** The one error type every call throws; screens map it to translated text in one place. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** Dotted upstream code such as `login.cred.err`, when the server gave one. */
  readonly errorCode: string | null;
  /** Extra data of a failed response (for example a captcha flag). */
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.errorCode ?? init.kind, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errorCode = init.errorCode ?? null;
    this.value = init.value ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

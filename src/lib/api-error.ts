// Every failed call rejects with an ApiError. It satisfies Refine's HttpError (message + statusCode), and
// `handled` tells callers the user has already been shown it, so nothing shows it twice.
export type ApiErrorKind = 'business' | 'session' | 'transport';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope state for business and session errors; the HTTP status (or 0) for transport errors. */
  readonly statusCode: number;
  readonly handled: boolean;

  constructor(kind: ApiErrorKind, message: string, statusCode: number, handled: boolean) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.statusCode = statusCode;
    this.handled = handled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isSessionError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'session';
}

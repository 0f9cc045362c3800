/** Every error code of the spec (and interface decisions) with its HTTP status: the one table. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  out_of_credits: 402,
  payment_required: 402,
  trial_ended: 402,
  forbidden: 403,
  plan_feature: 403,
  plan_limit: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_error: 422,
  rate_limited: 429,
  internal_error: 500,
  upstream_error: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export interface AppErrorOptions {
  /** Catalog key of a more specific `detail` (defaults to `error.<code>`). */
  messageKey?: string;
  /** Values for the message's placeholders. */
  params?: Record<string, string | number | undefined>;
  details?: Record<string, unknown>;
  errors?: FieldError[];
  /** Literal English detail for 422 rule failures that name no catalog entry. */
  detail?: string;
  headers?: Record<string, string>;
}

/** The one error type of the domain. Transport maps it to the spec's body; workers treat it as final. */
export class AppError extends Error {
  readonly status: number;

  constructor(readonly code: ErrorCode, readonly options: AppErrorOptions = {}) {
    super(options.detail ?? code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const conflict = (detail?: string) => new AppError('conflict', { detail });
export const validationError = (errors: FieldError[], detail?: string) => new AppError('validation_error', { errors, detail });

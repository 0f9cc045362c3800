import type { NextFunction, Request, Response } from 'express';
import { AppError, isAppError } from '@tcs/domain';
import { hasMessage, translate, type Lang } from '@tcs/i18n';
import type { Logger } from '@tcs/logger';

/** The spec's error body: `{detail, code, details?, errors?, request_id?}` with `detail` in the reader's language. */
export function errorBody(error: AppError, lang: Lang, requestId: string) {
  const key = error.options.messageKey ?? `error.${error.code}`;
  const detail = error.options.detail ?? (hasMessage(key) ? translate(lang, key, error.options.params) : translate(lang, 'error.bad_request'));
  return {
    detail,
    code: error.code,
    ...(error.options.details ? { details: error.options.details } : {}),
    ...(error.code === 'validation_error' && error.options.errors ? { errors: error.options.errors } : {}),
    ...(error.status >= 500 ? { request_id: requestId } : {}),
  };
}

export function sendError(res: Response, error: AppError): void {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) res.setHeader(name, value);
  res.status(error.status).json(errorBody(error, res.locals.lang, res.locals.requestId));
}

/** Errors the body parser raises, mapped to the spec's codes. */
function fromBodyParser(error: { type?: string; limit?: number; status?: number; charset?: string }): AppError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('bad_request', { messageKey: 'error.bad_request.json' });
    case 'entity.too.large':
      return new AppError('payload_too_large', { params: { limit: `${error.limit} bytes` } });
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError('unsupported_media_type', { params: { type: error.charset ?? 'encoding', expected: 'application/json; charset=utf-8' } });
    case 'request.aborted':
      return new AppError('bad_request');
    default:
      return null;
  }
}

/** The one error handler: AppErrors as the spec says; anything else a 500 with the request id, stack logged, never sent. */
export function errorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = isAppError(error) ? error : fromBodyParser(error as never);
    if (known) {
      if (!res.headersSent) sendError(res, known);
      else abortStream(res);
      return;
    }
    logger.error('unhandled error', {
      request_id: res.locals.requestId,
      method: req.method,
      path: req.path,
      error: (error as Error)?.message,
      stack: (error as Error)?.stack,
    });
    if (!res.headersSent) sendError(res, new AppError('internal_error'));
    else abortStream(res);
  };
}

/**
 * A streamed export that fails half way cannot become an error answer any more: cutting the
 * connection makes the client see an incomplete download instead of waiting forever.
 */
function abortStream(res: Response) {
  if (!res.writableEnded) res.destroy();
}

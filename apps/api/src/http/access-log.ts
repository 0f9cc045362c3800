import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '@tcs/logger';

/** One JSON line per answer, with both request ids; never headers, bodies or keys. */
export function accessLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - (res.locals.startedAt as bigint)) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'http';
      logger.log(level, 'request', {
        request_id: res.locals.requestId,
        client_request_id: res.locals.clientRequestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        account_id: res.locals.caller?.accountId,
      });
    });
    next();
  };
}

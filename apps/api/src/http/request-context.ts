import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { negotiateLanguage, type Lang } from '@tcs/i18n';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/**
 * Runs first on every request: our own request id (always), the caller's id echoed when it has
 * the spec's shape (ignored otherwise), and the negotiated answer language.
 */
export function requestContext(defaultLanguage: Lang) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = randomBytes(16).toString('hex');
    res.locals.requestId = requestId;
    res.setHeader('X-Request-ID', requestId);
    const clientId = req.get('X-Request-ID');
    if (clientId && CLIENT_REQUEST_ID.test(clientId)) {
      res.locals.clientRequestId = clientId;
      res.setHeader('X-Client-Request-ID', clientId);
    }
    const lang = negotiateLanguage(req.get('Accept-Language'), defaultLanguage);
    res.locals.lang = lang;
    res.setHeader('Content-Language', lang);
    res.locals.startedAt = process.hrtime.bigint();
    next();
  };
}

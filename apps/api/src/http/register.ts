import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError, LIMITS, type Authenticator } from '@tcs/domain';
import { authorize } from './auth';
import type { RouteSpec } from './route';
import { validatePart } from './validate';

const hasBody = (req: Request) => Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

/** JSON operations accept only JSON bodies: anything else that carries a body is 415. */
function requireJson(req: Request, _res: Response, next: NextFunction) {
  if (hasBody(req) && !req.is(['application/json', 'application/*+json'])) {
    throw new AppError('unsupported_media_type', { params: { type: req.get('content-type') ?? 'none', expected: 'application/json' } });
  }
  next();
}

const jsonParser = express.json({ limit: LIMITS.jsonBodyBytes, type: ['application/json', 'application/*+json'] });

function validateRequest(spec: RouteSpec) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.params = spec.params ? validatePart(spec.params, req.params) : req.params;
    res.locals.query = spec.query ? validatePart(spec.query, req.query) : {};
    if (spec.body) res.locals.body = validatePart(spec.body, req.body ?? {});
    next();
  };
}

function respond(spec: RouteSpec) {
  const status = spec.responses.find((r) => r.status < 300)?.status ?? 200;
  return async (req: Request, res: Response, next: NextFunction) => {
    const result = await spec.handler(req, res, next);
    if (!res.headersSent && result !== undefined) res.status(status).json(result);
  };
}

/**
 * Registers every route with a 405 (with `Allow`) for known addresses called with another
 * method: before the routes for fixed addresses, after them for addresses with a parameter.
 * The 404 for unknown addresses comes after, in createApp.
 */
export function registerRoutes(app: Express, routes: RouteSpec[], authenticator: Authenticator): void {
  const methodsByPath = new Map<string, string[]>();
  for (const spec of routes) methodsByPath.set(spec.path, [...(methodsByPath.get(spec.path) ?? []), spec.method.toUpperCase()]);
  const allowedOn = (path: string) => {
    const methods = methodsByPath.get(path)!;
    return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  };
  const paths = [...methodsByPath.keys()];
  // A fixed address ("/api/skus/bulk") is checked before the routes: otherwise a method it does
  // not take would fall to a route with a parameter in its place ("GET /api/skus/:id") and be
  // answered as a bad id instead of 405.
  for (const path of paths.filter((p) => !p.includes(':'))) {
    const allowed = allowedOn(path);
    app.all(path, (req: Request, res: Response, next: NextFunction) => (allowed.includes(req.method) ? next() : methodNotAllowed(req, res, allowed)));
  }
  for (const spec of routes) {
    const chain: RequestHandler[] = [authorize(spec, authenticator)];
    const withBody = spec.method !== 'get' && spec.method !== 'delete';
    if (withBody && (spec.bodyType ?? 'json') === 'json') chain.push(requireJson, jsonParser);
    app[spec.method](spec.path, ...chain, validateRequest(spec), respond(spec));
  }
  // Addresses with a parameter answer 405 after their routes (a fixed one already did, above).
  for (const path of paths.filter((p) => p.includes(':'))) {
    const allowed = allowedOn(path);
    app.all(path, (req: Request, res: Response) => methodNotAllowed(req, res, allowed));
  }
}

function methodNotAllowed(req: Request, res: Response, allowed: string[]): never {
  res.setHeader('Allow', allowed.join(', '));
  throw new AppError('method_not_allowed', { params: { method: req.method, allowed: allowed.join(', ') } });
}

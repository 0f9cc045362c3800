import type { NextFunction, Request, Response } from 'express';
import { AppError, requireFeature, roleAtLeast, type Authenticator, type Caller } from '@tcs/domain';
import type { RouteSpec } from './route';

/**
 * Who may call, in the spec's order: a valid key (401), a role that allows the call (403),
 * a trial that has not ended for catalog writes (402, before any validation), the plan's
 * feature (403 plan_feature).
 */
export function authorize(spec: RouteSpec, authenticator: Authenticator) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (spec.auth === 'public') return next();
    const caller = await authenticator.authenticate(req.get('X-API-Key'));
    res.locals.caller = caller;
    if (!roleAtLeast(caller.role, spec.auth)) throw new AppError('forbidden');
    if (spec.catalogWrite && caller.trialEnded) throw new AppError('trial_ended');
    if (spec.feature) requireFeature(caller.entitlements, spec.feature);
    next();
  };
}

export const callerOf = (res: Response): Caller => res.locals.caller as Caller;

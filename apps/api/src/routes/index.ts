import type { AppDeps } from '../deps';
import type { RouteSpec } from '../http/route';
import { systemRoutes } from './system/system.router';
import { webhookRoutes } from './webhooks/webhooks.router';
import { tariffRoutes } from './tariffs/tariffs.router';
import { dutyRoutes } from './tariffs/duty.router';
import { lookupRoutes } from './lookups/lookups.router';
import { batchRoutes } from './batches/batches.router';
import { catalogRoutes } from './catalog/catalog.router';
import { usageRoutes } from './usage/usage.router';

/** Every route of the API; each capability adds its router here. */
export function allRoutes(deps: AppDeps, openApi: () => unknown): RouteSpec[] {
  return [...systemRoutes(deps, openApi), ...tariffRoutes(deps), ...dutyRoutes(deps), ...lookupRoutes(deps), ...batchRoutes(deps), ...catalogRoutes(deps), ...webhookRoutes(deps), ...usageRoutes(deps)];
}

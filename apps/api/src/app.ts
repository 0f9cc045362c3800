import express, { type Express } from 'express';
import { AppError } from '@tcs/domain';
import type { Lang } from '@tcs/i18n';
import type { AppDeps } from './deps';
import { accessLog } from './http/access-log';
import { errorHandler } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { registerRoutes } from './http/register';
import { requestContext } from './http/request-context';
import type { RouteSpec } from './http/route';
import { allRoutes } from './routes';

export interface CreatedApp {
  app: Express;
  routes: RouteSpec[];
}

/** Builds the HTTP app; never listens (main.ts and tests do). */
export function createApp(deps: AppDeps): CreatedApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'extended');
  app.use(requestContext(deps.config.defaultLanguage as Lang));
  app.use(accessLog(deps.logger));

  let openApi: unknown;
  const routes = allRoutes(deps, () => openApi);
  openApi = buildOpenApi(routes);
  registerRoutes(app, routes, deps.authenticator);

  app.use((req) => {
    throw new AppError('not_found', { messageKey: 'error.not_found.route', params: { method: req.method, path: req.path } });
  });
  app.use(errorHandler(deps.logger));
  return { app, routes };
}

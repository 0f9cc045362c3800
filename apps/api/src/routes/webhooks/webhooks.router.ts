import Joi from 'joi';
import { EVENTS } from '@tcs/domain';
import { defineRoute, type RouteSpec } from '../../http/route';

export function webhookRoutes(): RouteSpec[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/webhooks/events',
      tag: 'Webhooks',
      summary: 'Every event name with its description',
      auth: 'admin',
      responses: [{ status: 200, description: 'Event names mapped to descriptions', schema: Joi.object().pattern(Joi.string(), Joi.string()) }],
      handler: () => EVENTS,
    }),
  ];
}

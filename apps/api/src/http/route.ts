import type { NextFunction, Request, Response } from 'express';
import type Joi from 'joi';
import type { Role } from '@tcs/domain';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseDescription {
  status: number;
  description: string;
  schema?: Joi.Schema;
  contentType?: string;
}

/**
 * One description per route: the same object registers the Express handler, validates the
 * request and produces the route's OpenAPI entry, so the published description cannot drift
 * from what the code accepts.
 */
export interface RouteSpec {
  method: Method;
  /** Express path, e.g. `/api/lookups/:lookup_id`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** `public` needs no key; otherwise the least role that may call. */
  auth: 'public' | Role;
  /** Catalog writes of a trial-ended account answer 402 `trial_ended` before validation. */
  catalogWrite?: boolean;
  /** Plan feature the call needs (403 `plan_feature`). */
  feature?: string;
  params?: Joi.ObjectSchema;
  query?: Joi.ObjectSchema;
  body?: Joi.Schema;
  /** Request body media type when not JSON. */
  bodyType?: 'json' | 'multipart';
  /** A multipart form's fields, for the description only: the route reads the form itself. */
  formBody?: Joi.ObjectSchema;
  responses: ResponseDescription[];
  handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown;
}

export const defineRoute = (spec: RouteSpec): RouteSpec => spec;

export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

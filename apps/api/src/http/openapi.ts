import Joi from 'joi';
import parse from 'joi-to-json';
import { ERROR_STATUS } from '@tcs/domain';
import { toOpenApiPath, type RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: Joi.Schema): JsonSchema => parse(schema, 'open-api-3.1') as JsonSchema;

const errorBody = Joi.object({
  detail: Joi.string().required().description('Message in the request language'),
  code: Joi.string().valid(...Object.keys(ERROR_STATUS)).required().description('Stable lower snake case code'),
  request_id: Joi.string().description('Only on 500: the X-Request-ID of the answer'),
  details: Joi.object().unknown(true).description('Present when there is more to say'),
  errors: Joi.array().items(Joi.object({ field: Joi.string().required(), message: Joi.string().required() })).description('Only on 422'),
});

/** Query or path parameters of a joi object schema, one OpenAPI parameter each. */
function parameters(schema: Joi.ObjectSchema | undefined, location: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

function errorResponses(spec: RouteSpec) {
  const statuses = new Set<number>([422, 500]);
  if (spec.auth !== 'public') [401, 403].forEach((s) => statuses.add(s));
  if (spec.catalogWrite) statuses.add(402);
  if (spec.body) [400, 413, 415].forEach((s) => statuses.add(s));
  for (const r of spec.responses) if (r.status >= 400) statuses.add(r.status);
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
      String(status),
      {
        description: spec.responses.find((r) => r.status === status)?.description ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

function operation(spec: RouteSpec) {
  const success = spec.responses.filter((r) => r.status < 400);
  return {
    operationId: `${spec.method}${toOpenApiPath(spec.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    security: spec.auth === 'public' ? [] : [{ ApiKey: [] }],
    'x-required-role': spec.auth,
    ...(spec.feature ? { 'x-plan-feature': spec.feature } : {}),
    parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
    ...(spec.body || spec.formBody
      ? {
          requestBody: {
            required: true,
            content: { [spec.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: toSchema((spec.body ?? spec.formBody)!) } },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        success.map((r) => [
          String(r.status),
          { description: r.description, ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: toSchema(r.schema) } } } : {}) },
        ]),
      ),
      ...errorResponses(spec),
    },
  };
}

/** The OpenAPI 3.1 description, generated from the same route specs that validate requests. */
export function buildOpenApi(routes: RouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of routes) {
    const path = toOpenApiPath(spec.path);
    paths[path] = { ...(paths[path] ?? {}), [spec.method]: operation(spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tariff Classification Service',
      version: '1.0.0',
      description:
        'Proposes tariff codes for the US, EU and Vietnam schedules with reasons, sources and alternatives. ' +
        'Every answer carries X-Request-ID and Content-Language; errors share one body shape. Results are suggestions, ' +
        'not decisions of a customs authority.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas: { Error: toSchema(errorBody) },
    },
    paths,
  };
}

import Joi from 'joi';
import { CHANGE_KINDS, FIELD_LENGTHS, LIST_LIMITS, AppError, datasetRef, datasetView, nodeView, tariffChangeView, type DatasetRecord } from '@tcs/domain';
import { normalizeCodeInput } from '@tcs/tariffs';
import { defineRoute, type RouteSpec } from '../../http/route';
import { limitQuery } from '../../http/paging';
import type { AppDeps } from '../../deps';
import { changeSchema, datasetRefSchema, datasetSchema, hitSchema, lineSchema, marketField, nodeSchema, versionField } from './tariffs.schemas';

const TAG = 'Tariff data';

export function tariffRoutes(deps: AppDeps): RouteSpec[] {
  const { datasets, tariffLines, tariffChanges, tariffSearch } = deps.repos;
  const marketOf = (query: Record<string, unknown>) => (query.market as string | undefined) ?? deps.config.defaultMarket;
  const resolve = (query: Record<string, unknown>) => datasets.resolve(marketOf(query), query.version as string | null | undefined);
  const digitsOf = (market: string, code: string, field: string) => {
    const digits = normalizeCodeInput(market, code);
    if (!digits) throw new AppError('validation_error', { errors: [{ field, message: `"${field}" is not a tariff code` }] });
    return digits;
  };
  const node = (dataset: DatasetRecord, lang: string) => (line: Parameters<typeof nodeView>[0]) => nodeView(line, dataset, lang);

  return [
    defineRoute({
      method: 'get',
      path: '/api/datasets',
      tag: TAG,
      summary: 'Loaded schedule versions of every market',
      auth: 'entry',
      responses: [{ status: 200, description: 'Array of datasets', schema: Joi.array().items(datasetSchema) }],
      handler: async () => (await datasets.list()).map(datasetView),
    }),
    defineRoute({
      method: 'get',
      path: '/api/datasets/:dataset_id/entries',
      tag: TAG,
      summary: 'Lines of one dataset, by code start or words, in schedule order',
      auth: 'entry',
      params: Joi.object({ dataset_id: Joi.string().max(64).required() }),
      query: Joi.object({
        code: Joi.string().trim().max(16).description('Code or its start, any common form'),
        q: Joi.string().trim().max(FIELD_LENGTHS.q).description('Words in the English or Vietnamese text'),
        ...limitQuery(LIST_LIMITS.dataset_entries),
      }),
      responses: [{ status: 200, description: 'Array of tariff lines', schema: Joi.array().items(lineSchema) }, { status: 404, description: 'No such dataset' }],
      handler: async (_req, res) => {
        const { dataset_id } = res.locals.params as { dataset_id: string };
        const query = res.locals.query as { code?: string; q?: string; limit: number };
        const dataset = await datasets.get(dataset_id);
        if (!dataset || dataset.status !== 'ready') throw new AppError('not_found');
        const digits = query.code ? digitsOf(dataset.market, query.code, 'code') : undefined;
        const lines = await tariffLines.entries(dataset.id, { digits, q: query.q, limit: query.limit });
        return lines.map(node(dataset, res.locals.lang));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/hts/search',
      tag: TAG,
      summary: 'Search a schedule by code (or its start) or by words, ranked by relevance',
      description: '`mode` says how `q` was read: `code` for digits (dots and spaces allowed), `keyword` for words (BM25 over the line’s own text, weighted over its parents’; English stemmed, Vietnamese with or without tone marks).',
      auth: 'entry',
      query: Joi.object({
        q: Joi.string().trim().max(FIELD_LENGTHS.q).required(),
        market: marketField,
        version: versionField,
        ...limitQuery(LIST_LIMITS.hts_search),
      }),
      responses: [
        { status: 200, description: 'Hits', schema: Joi.object({ dataset: datasetRefSchema, mode: Joi.string().valid('code', 'keyword'), items: Joi.array().items(hitSchema) }) },
        { status: 404, description: 'No such version' },
        { status: 503, description: 'The market has no active dataset yet' },
      ],
      handler: async (_req, res) => {
        const query = res.locals.query as { q: string; limit: number };
        const dataset = await resolve(res.locals.query);
        const index = await tariffSearch.get(dataset.id);
        const { mode, hits } = index.search(query.q, query.limit);
        return { dataset: datasetRef(dataset), mode, items: hits.map((h) => ({ ...nodeView(h.line, dataset, res.locals.lang), score: h.score })) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/hts/tree',
      tag: TAG,
      summary: 'Browse a schedule: the chapters, or a line with its ancestors, children and siblings',
      auth: 'entry',
      query: Joi.object({ code: Joi.string().trim().max(24).allow(null, ''), market: marketField, version: versionField }),
      responses: [
        {
          status: 200,
          description: 'Tree node',
          schema: Joi.object({ dataset: datasetRefSchema, node: nodeSchema.allow(null), ancestors: Joi.array().items(nodeSchema), children: Joi.array().items(nodeSchema), siblings: Joi.array().items(nodeSchema) }),
        },
        { status: 404, description: 'No line with this code in the schedule' },
      ],
      handler: async (_req, res) => {
        const query = res.locals.query as { code?: string | null };
        const dataset = await resolve(res.locals.query);
        const view = node(dataset, res.locals.lang);
        if (!query.code) return { dataset: datasetRef(dataset), node: null, ancestors: [], children: (await tariffLines.top(dataset.id)).map(view), siblings: [] };
        const line = await tariffLines.byDigits(dataset.id, digitsOf(dataset.market, query.code, 'code'));
        if (!line) throw new AppError('not_found', { messageKey: 'error.code_not_found', params: { code: query.code, market: dataset.market, version: dataset.version } });
        const [ancestors, children, family] = await Promise.all([
          tariffLines.ancestors(dataset.id, line),
          tariffLines.children(dataset.id, line.code),
          line.parent_code ? tariffLines.children(dataset.id, line.parent_code) : tariffLines.top(dataset.id),
        ]);
        return { dataset: datasetRef(dataset), node: view(line), ancestors: ancestors.map(view), children: children.map(view), siblings: family.filter((s) => s.id !== line.id).map(view) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/tariff-changes',
      tag: TAG,
      summary: 'Differences recorded between schedule versions',
      auth: 'entry',
      query: Joi.object({
        market: marketField,
        from_version: Joi.string().trim().max(FIELD_LENGTHS.tariff_version),
        to_version: Joi.string().trim().max(FIELD_LENGTHS.tariff_version),
        code: Joi.string().trim().max(24).description('Code or its start, any common form'),
        kind: Joi.string().valid(...CHANGE_KINDS),
        ...limitQuery(LIST_LIMITS.tariff_changes),
      }),
      responses: [{ status: 200, description: 'Changes, newest version first, then schedule order', schema: Joi.object({ items: Joi.array().items(changeSchema) }) }],
      handler: async (_req, res) => {
        const query = res.locals.query as { market?: string; from_version?: string; to_version?: string; code?: string; kind?: string; limit: number };
        const digits = query.code ? digitsOf(query.market ?? deps.config.defaultMarket, query.code, 'code') : undefined;
        const items = await tariffChanges.list({ ...query, digits });
        return { items: items.map(tariffChangeView) };
      },
    }),
  ];
}

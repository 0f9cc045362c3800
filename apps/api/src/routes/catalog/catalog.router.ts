import type { Response } from 'express';
import Joi from 'joi';
import {
  AppError, ALERTS_ON_SKU, alertView, bulkSync, checkSkuCodes, classifySku, createdLookupDetail, replaceSku, skuView, upsertSku, visibleSku,
  type BulkBody, type Caller, type CatalogDeps, type SkuBody, type SkuFilter, type SkuRecord,
} from '@tcs/domain';
import type { Lang } from '@tcs/i18n';
import type { AppDeps } from '../../deps';
import { pageWindow, toPage } from '../../http/paging';
import { defineRoute, type RouteSpec } from '../../http/route';
import { lookupDetailSchema } from '../lookups/lookups.schemas';
import { alertIdParams, alertSchema, alertsQuery, bulkBody, checkCodesBody, classifyBody, listQuery, replaceBody, skuBody, skuIdParams, skuSchema } from './catalog.schemas';

const TAG = 'Catalog';

export function catalogRoutes(deps: AppDeps): RouteSpec[] {
  const lookupDeps = { db: deps.db, lookups: deps.repos.lookups, datasets: deps.repos.datasets, tariffLines: deps.repos.tariffLines, creditsPerLookup: deps.config.creditsPerLookup };
  const catalog: CatalogDeps = { db: deps.db, skus: deps.repos.skus, datasets: deps.repos.datasets, lookups: deps.repos.lookups, lookupDeps, creditsPerLookup: deps.config.creditsPerLookup, defaultMarket: deps.config.defaultMarket };
  const ctx = (res: Response) => ({ caller: res.locals.caller as Caller, lang: res.locals.lang as Lang, requestId: res.locals.requestId as string });
  const withAlerts = async (sku: SkuRecord, lang: Lang) => skuView(sku, lang, { alerts: await deps.repos.skus.alertsOf(sku.id, ALERTS_ON_SKU) });

  return [
    defineRoute({
      method: 'post',
      path: '/api/skus',
      tag: TAG,
      summary: 'Create a SKU, or update the one with this sku + market (repeat-safe); `current_code` is checked against the active schedule',
      auth: 'entry',
      catalogWrite: true,
      body: skuBody,
      responses: [{ status: 200, description: 'The SKU', schema: skuSchema }],
      handler: async (_req, res) => withAlerts(await upsertSku(catalog, ctx(res).caller, res.locals.body as SkuBody), ctx(res).lang),
    }),
    defineRoute({
      method: 'post',
      path: '/api/skus/bulk',
      tag: TAG,
      summary: 'Sync up to 5,000 SKUs at once (all or nothing on validation)',
      description:
        'Every item is validated first: any error answers 422 with `items.N.field` paths and nothing is saved. Template example rows are skipped. `check_codes` (default true) checks every `current_code`; `classify_missing` (needs `feature.batch`, at most `batch_max_rows` SKUs) queues a lookup for each SKU of the payload without a code and without a lookup yet, as far as the credits reach (never 402). Sending the same payload twice changes nothing and queues nothing twice.',
      auth: 'entry',
      catalogWrite: true,
      body: bulkBody,
      responses: [
        { status: 200, description: '`{upserted, classification_queued, examples_skipped, items}`', schema: Joi.object({ upserted: Joi.number().integer(), classification_queued: Joi.number().integer(), examples_skipped: Joi.number().integer(), items: Joi.array().items(Joi.object({ id: Joi.number().integer(), sku: Joi.string(), market: Joi.string(), code_status: Joi.string() })) }) },
        { status: 403, description: '`plan_feature` or `plan_limit` (classify_missing)' },
      ],
      handler: async (_req, res) => {
        const { caller, lang, requestId } = ctx(res);
        const { lookupIds, answer } = await bulkSync(catalog, caller, res.locals.body as BulkBody, { language: lang, requestId });
        await Promise.all(lookupIds.map((id) => deps.queues.enqueue('classify-lookup', { lookup_id: id }, requestId)));
        return answer;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/skus/check-codes',
      tag: TAG,
      summary: 'Check the codes of SKUs again against their market’s active schedule',
      auth: 'entry',
      catalogWrite: true,
      body: checkCodesBody,
      responses: [{ status: 200, description: '`{checked, counts}`', schema: Joi.object({ checked: Joi.number().integer(), counts: Joi.object().pattern(Joi.string(), Joi.number().integer()) }) }],
      handler: async (_req, res) => checkSkuCodes(catalog, ctx(res).caller, res.locals.body as { market?: string; sku_ids?: number[] }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/skus',
      tag: TAG,
      summary: 'A page of SKUs with `open_alerts`, and `counts` per code status',
      auth: 'entry',
      query: listQuery,
      responses: [{ status: 200, description: '`{items, total, page, page_size, counts}`', schema: Joi.object({ items: Joi.array().items(skuSchema), total: Joi.number().integer(), page: Joi.number().integer(), page_size: Joi.number().integer(), counts: Joi.object().pattern(Joi.string(), Joi.number().integer()) }) }],
      handler: async (_req, res) => {
        const { page, page_size, ...filter } = res.locals.query as SkuFilter & { page: number; page_size: number };
        const found = await deps.repos.skus.list(filter, pageWindow(page, page_size));
        const items = found.items.map((sku) => skuView(sku, ctx(res).lang, { open_alerts: found.openAlerts.get(sku.id) ?? 0 }));
        return { ...toPage(items, found.total, page, page_size), counts: found.counts };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/skus/:sku_id',
      tag: TAG,
      summary: 'A SKU with its latest 50 alerts',
      auth: 'entry',
      params: skuIdParams,
      responses: [{ status: 200, description: 'The SKU', schema: skuSchema }],
      handler: async (_req, res) => withAlerts(await visibleSku(catalog, res.locals.params.sku_id), ctx(res).lang),
    }),
    defineRoute({
      method: 'put',
      path: '/api/skus/:sku_id',
      tag: TAG,
      summary: 'Replace a SKU’s fields (sku and market identify it and do not change)',
      auth: 'entry',
      catalogWrite: true,
      params: skuIdParams,
      body: replaceBody,
      responses: [{ status: 200, description: 'The SKU', schema: skuSchema }],
      handler: async (_req, res) => withAlerts(await replaceSku(catalog, ctx(res).caller, res.locals.params.sku_id, res.locals.body as SkuBody), ctx(res).lang),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/skus/:sku_id',
      tag: TAG,
      summary: 'Delete a SKU and its alerts (its lookups stay)',
      auth: 'reviewer',
      catalogWrite: true,
      params: skuIdParams,
      responses: [{ status: 200, description: '`{ok: true}`', schema: Joi.object({ ok: Joi.boolean() }) }],
      handler: async (_req, res) => {
        if (!(await deps.repos.skus.remove(res.locals.params.sku_id))) throw new AppError('not_found');
        return { ok: true };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/skus/:sku_id/classify',
      tag: TAG,
      summary: 'Classify one SKU (202 with the lookup, kind `sku`)',
      auth: 'entry',
      catalogWrite: true,
      params: skuIdParams,
      body: classifyBody,
      responses: [{ status: 202, description: 'The lookup, queued', schema: lookupDetailSchema }, { status: 402, description: '`out_of_credits`' }],
      handler: async (_req, res) => {
        const { caller, lang, requestId } = ctx(res);
        const lookup = await classifySku(catalog, caller, res.locals.params.sku_id, res.locals.body, { language: lang, requestId });
        await deps.queues.enqueue('classify-lookup', { lookup_id: lookup.id }, requestId);
        res.status(202).setHeader('Retry-After', '1');
        return createdLookupDetail(lookup, caller, lang);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/alerts',
      tag: TAG,
      summary: 'Alerts raised by schedule changes, newest first',
      auth: 'entry',
      query: alertsQuery,
      responses: [{ status: 200, description: 'Array of alerts', schema: Joi.array().items(alertSchema) }],
      handler: async (_req, res) => {
        const { limit, ...filter } = res.locals.query as { limit: number; sku_id?: number; market?: string; acknowledged?: boolean };
        return (await deps.repos.skus.alerts(filter, limit)).map(alertView);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/alerts/:alert_id/ack',
      tag: TAG,
      summary: 'Acknowledge an alert (a second time keeps the first)',
      auth: 'reviewer',
      catalogWrite: true,
      params: alertIdParams,
      responses: [{ status: 200, description: 'The alert', schema: alertSchema }],
      handler: async (_req, res) => {
        const alert = await deps.repos.skus.acknowledge(res.locals.params.alert_id, ctx(res).caller.accountId);
        if (!alert) throw new AppError('not_found');
        return alertView(alert);
      },
    }),
  ];
}

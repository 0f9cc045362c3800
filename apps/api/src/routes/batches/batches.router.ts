import type { Response } from 'express';
import Joi from 'joi';
import {
  batchViews, editBatchRow, exportHeaders, exportRows, listBatches, progressView, retryBatch, rowViews, startBatch, uploadBatch, validateBatch, visibleBatch,
  type BatchDeps, type BatchRecord, type Caller, type StartBody,
} from '@tcs/domain';
import { createXlsxWriter, csvLine, writeTemplate } from '@tcs/files';
import type { Lang } from '@tcs/i18n';
import type { AppDeps } from '../../deps';
import { attachment, writeChunk } from '../../http/stream';
import { defineRoute, type RouteSpec } from '../../http/route';
import {
  batchIdParams, batchSchema, editBody, exportQuery, listQuery, previewQuery, progressSchema, retryBody, rowParams, rowSchema, rowsQuery, startBody, uploadFields, uploadForm,
} from './batches.schemas';
import { validatePart } from '../../http/validate';
import { withUploadedFile } from './receive-upload';

const TAG = 'Batches';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function batchRoutes(deps: AppDeps): RouteSpec[] {
  const batchDeps: BatchDeps = { db: deps.db, batches: deps.repos.batches, datasets: deps.repos.datasets, tariffLines: deps.repos.tariffLines, creditsPerLookup: deps.config.creditsPerLookup };
  const ctx = (res: Response) => ({ caller: res.locals.caller as Caller, lang: res.locals.lang as Lang, requestId: res.locals.requestId as string });
  const view = async (batch: BatchRecord, preview = false) => (await batchViews(batchDeps, [batch], { preview }))[0];
  const startOf = (res: Response): StartBody => {
    const body = res.locals.body as StartBody & { market?: string };
    return { ...body, market: body.market ?? deps.config.defaultMarket };
  };
  /** Work was queued: worker-batch takes it from the database. */
  const advance = (batchId: string, requestId: string) => deps.queues.enqueue('advance-batch', { batch_id: batchId }, requestId);

  return [
    defineRoute({
      method: 'get',
      path: '/api/batches/template',
      tag: TAG,
      summary: 'The batch template (.xlsx): columns, example rows and a guide sheet in the reader’s language',
      auth: 'entry',
      responses: [{ status: 200, description: 'The template', contentType: XLSX }],
      handler: async (_req, res) => {
        res.setHeader('Content-Type', XLSX);
        res.setHeader('Content-Disposition', 'attachment; filename="tcs-batch-template.xlsx"');
        await writeTemplate(res, ctx(res).lang);
        res.end();
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/batches',
      tag: TAG,
      summary: 'Upload an .xlsx or .csv file: columns, suggested mapping, precheck and preview (nothing classified)',
      description:
        'Form field `file` (required); optional field `language` (en, vi, ja, ko) for the rows’ written reasons, else the request language. Limits: 20 MB, 50,000 data rows (and the plan’s `batch_max_rows`). CSV: `,` `;` or tab, UTF-8 (with or without BOM), UTF-16 or Windows-1252. Formulas are read as their stored values and never evaluated; macros and external links are ignored.',
      auth: 'entry',
      feature: 'feature.batch',
      bodyType: 'multipart',
      formBody: uploadForm,
      responses: [
        { status: 200, description: 'The batch, `uploaded`, with its preview', schema: batchSchema },
        { status: 403, description: '`plan_limit` (rows over `batch_max_rows`) or `plan_feature`' },
        { status: 408, description: '`request_timeout`: 30 s without receiving data' },
        { status: 413, description: '`payload_too_large`: over 20 MB or 50,000 data rows' },
        { status: 415, description: '`unsupported_media_type`: not a multipart form' },
        { status: 429, description: '`rate_limited`: the service is parsing other uploads; `Retry-After: 5`' },
      ],
      handler: async (req, res) => {
        const { caller, lang, requestId } = ctx(res);
        const batch = await withUploadedFile(req, res, (file, fields) => {
          const { language } = validatePart<{ language?: Lang | null }>(uploadFields, fields);
          return uploadBatch(batchDeps, caller, file, { language: language ?? lang, requestId });
        });
        return view(batch, true);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/batches',
      tag: TAG,
      summary: 'Batches, newest first (entry: its own)',
      auth: 'entry',
      query: listQuery,
      responses: [{ status: 200, description: 'Array of batches', schema: Joi.array().items(batchSchema) }],
      handler: async (_req, res) => listBatches(batchDeps, ctx(res).caller, (res.locals.query as { limit: number }).limit),
    }),
    defineRoute({
      method: 'get',
      path: '/api/batches/:batch_id',
      tag: TAG,
      summary: 'A batch; `preview=true` adds the first rows of the file',
      auth: 'entry',
      params: batchIdParams,
      query: previewQuery,
      responses: [{ status: 200, description: 'The batch', schema: batchSchema }],
      handler: async (_req, res) => view(await visibleBatch(batchDeps, ctx(res).caller, res.locals.params.batch_id), (res.locals.query as { preview: boolean }).preview),
    }),
    defineRoute({
      method: 'post',
      path: '/api/batches/:batch_id/validate',
      tag: TAG,
      summary: 'Check every row against a mapping (the batch stays `uploaded`)',
      auth: 'entry',
      params: batchIdParams,
      body: startBody,
      responses: [{ status: 200, description: 'The batch with `validation.precheck` for this mapping', schema: batchSchema }, { status: 409, description: 'Already started' }],
      handler: async (_req, res) => view(await validateBatch(batchDeps, ctx(res).caller, res.locals.params.batch_id, startOf(res))),
    }),
    defineRoute({
      method: 'post',
      path: '/api/batches/:batch_id/start',
      tag: TAG,
      summary: 'Start classifying the rows (status `queued`)',
      description:
        'Rows without a description and rows left from the template are `skipped`, repeats of an earlier row are `duplicate` (they reuse its result and cost nothing), rows over a field limit are `error`. Each classified row is charged when it finishes; when the balance runs out, the remaining rows fail with the reason and can be retried.',
      auth: 'entry',
      feature: 'feature.batch',
      params: batchIdParams,
      body: startBody,
      responses: [
        { status: 200, description: 'The batch, `queued`', schema: batchSchema },
        { status: 402, description: '`out_of_credits`: the balance covers no row' },
        { status: 403, description: '`plan_limit` (rows over `batch_max_rows`) or `plan_feature`' },
        { status: 409, description: 'Not `uploaded`' },
      ],
      handler: async (_req, res) => {
        const { caller, requestId } = ctx(res);
        const batch = await startBatch(batchDeps, caller, res.locals.params.batch_id, startOf(res));
        await advance(batch.id, requestId);
        return view(batch);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/batches/:batch_id/progress',
      tag: TAG,
      summary: 'Progress: poll (every 1 s) until `completed` or `completed_with_errors`',
      auth: 'entry',
      params: batchIdParams,
      responses: [{ status: 200, description: 'Counters, percent and ETA', schema: progressSchema }],
      handler: async (_req, res) => {
        const batch = await visibleBatch(batchDeps, ctx(res).caller, res.locals.params.batch_id);
        const counts = (await deps.repos.batches.counts([batch.id])).get(batch.id)!;
        if (batch.status === 'queued' || batch.status === 'running') res.setHeader('Retry-After', '1');
        return progressView(batch, counts);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/batches/:batch_id/rows',
      tag: TAG,
      summary: 'Rows in file order',
      auth: 'entry',
      params: batchIdParams,
      query: rowsQuery,
      responses: [{ status: 200, description: 'Array of rows', schema: Joi.array().items(rowSchema) }],
      handler: async (_req, res) => {
        const batch = await visibleBatch(batchDeps, ctx(res).caller, res.locals.params.batch_id);
        const { offset, limit } = res.locals.query as { offset: number; limit: number };
        return rowViews(await deps.repos.batches.rows(batch.id, offset, limit));
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/batches/:batch_id/rows/:row_index',
      tag: TAG,
      summary: 'Edit a row’s cells: any row before start, or an `error` row of a finished batch (then re-queued)',
      auth: 'entry',
      feature: 'feature.batch',
      params: rowParams,
      body: editBody,
      responses: [{ status: 200, description: 'The row', schema: rowSchema }, { status: 402, description: '`out_of_credits` (re-queue)' }, { status: 409, description: 'The row cannot be edited now' }],
      handler: async (_req, res) => {
        const { caller, requestId } = ctx(res);
        const { batch_id, row_index } = res.locals.params as { batch_id: string; row_index: number };
        const edited = await editBatchRow(batchDeps, caller, batch_id, row_index, (res.locals.body as { raw: Record<string, string | null> }).raw);
        if (edited.requeue) await advance(batch_id, requestId);
        return edited.row;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/batches/:batch_id/retry',
      tag: TAG,
      summary: 'Retry `error` rows of a finished batch (default: all of them); status `queued`',
      auth: 'entry',
      feature: 'feature.batch',
      params: batchIdParams,
      body: retryBody,
      responses: [{ status: 200, description: 'The batch, `queued`', schema: batchSchema }, { status: 402, description: '`out_of_credits`' }, { status: 409, description: 'Not finished, or no failed rows' }],
      handler: async (_req, res) => {
        const { caller, requestId } = ctx(res);
        const batch = await retryBatch(batchDeps, caller, res.locals.params.batch_id, (res.locals.body as { rows?: number[] }).rows);
        await advance(batch.id, requestId);
        return view(batch);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/batches/:batch_id/export',
      tag: TAG,
      summary: 'Results as a file: `format=xlsx` (default) or `csv`',
      description: 'The file’s own columns, then row_status, recommended_code, recommended_description, confidence, result_status, review_flags, existing_code_check, final_code, lookup_id and error, headers of the result columns in the reader’s language. Cells starting with = + - @ are neutralised.',
      auth: 'entry',
      params: batchIdParams,
      query: exportQuery,
      responses: [{ status: 200, description: 'The results', contentType: XLSX }],
      handler: async (_req, res) => {
        const batch = await visibleBatch(batchDeps, ctx(res).caller, res.locals.params.batch_id);
        const format = (res.locals.query as { format: 'xlsx' | 'csv' }).format;
        await streamExport(res, batch, format, ctx(res).lang, deps);
      },
    }),
  ];
}

/** "Bảng giá.xlsx" → "Bảng giá-results.xlsx" (with an ASCII fallback name). */
function attachmentOf(batch: BatchRecord, format: string): string {
  const base = batch.filename.replace(/\.[^.]+$/, '').slice(0, 80) || 'batch';
  return attachment(`${base}-results.${format}`);
}

async function streamExport(res: Response, batch: BatchRecord, format: 'xlsx' | 'csv', lang: Lang, deps: AppDeps) {
  res.setHeader('Content-Disposition', attachmentOf(batch, format));
  const headers = exportHeaders(batch, lang);
  if (format === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    // The BOM makes Excel read UTF-8 (Vietnamese, Japanese, Korean) correctly.
    await writeChunk(res, `\ufeff${csvLine(headers)}`);
    for await (const values of exportRows(deps.repos.batches, batch)) await writeChunk(res, csvLine(values));
    res.end();
    return;
  }
  res.setHeader('Content-Type', XLSX);
  const workbook = createXlsxWriter(res);
  const sheet = workbook.addSheet('results', headers.map((header) => ({ header, width: 18 })));
  for await (const values of exportRows(deps.repos.batches, batch)) sheet.addRow(values);
  await sheet.commit();
  await workbook.finish();
}

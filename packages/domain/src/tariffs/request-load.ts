import { MARKETS } from '@tcs/config';
import { AppError, type FieldError } from '../errors';
import { newId } from '../ids';
import { FIELD_LENGTHS } from '../limits';
import type { Repos } from '../repos';
import type { DatasetRecord } from './dataset.repo';
import { MARKET_SOURCES, SCHEDULE_FORMATS, type ScheduleFormat } from './schedule-formats';

export interface LoadRequest {
  market: string;
  version: string;
  format: ScheduleFormat | 'auto';
  name?: string;
  effectiveDate?: string;
  demo: boolean;
  activate: boolean;
  file: { name: string; firstBytes: Buffer; content: AsyncIterable<Buffer> };
}

/**
 * Accepts a schedule file for loading: checks the request, keeps the file where every worker can
 * read it, and records the dataset in `loading`. The caller enqueues the ingestion job.
 * A version that failed before may be loaded again; a loaded or loading one may not.
 */
export async function requestDatasetLoad(repos: Repos, request: LoadRequest, detect: (name: string, firstBytes: Buffer) => ScheduleFormat | null): Promise<DatasetRecord> {
  const market = request.market?.toUpperCase();
  const errors = checkRequest({ ...request, market });
  if (errors.length) throw new AppError('validation_error', { errors, detail: 'The load request is invalid; nothing was stored.' });
  const format = request.format === 'auto' ? detect(request.file.name, request.file.firstBytes) : request.format;
  if (!format) throw new AppError('validation_error', { detail: 'The file format could not be recognised; nothing was stored.', errors: [{ field: 'format', message: 'name the format with --format (usitc-json, tcs-csv, eu-cn, vn-xlsx)' }] });

  const existing = await repos.datasets.byVersion(market, request.version);
  if (existing && existing.status !== 'failed') throw new AppError('conflict', { detail: `${market} version ${request.version} is already ${existing.status === 'ready' ? 'loaded' : 'loading'}.` });
  if (existing) {
    await repos.datasets.remove(existing.id);
    if (existing.file_id) await repos.files.remove(existing.file_id);
  }

  const stored = await repos.files.put(request.file.content, { purpose: 'tariff', name: request.file.name });
  const source = MARKET_SOURCES[market as keyof typeof MARKET_SOURCES];
  return repos.datasets.create({
    id: newId(),
    market,
    version: request.version,
    name: request.name ?? `${source.name} ${request.version}`,
    format,
    national_digits: source.national_digits,
    source_name: source.source_name,
    source_url: source.source_url,
    official_domains: [...source.official_domains],
    is_demo: request.demo,
    effective_date: request.effectiveDate ?? null,
    notes: `Loaded from ${request.file.name} (${stored.size} bytes, sha256 ${stored.sha256}).`,
    file_id: stored.id,
    bundle: null,
    activate: request.activate,
  });
}

function checkRequest(request: LoadRequest): FieldError[] {
  const errors: FieldError[] = [];
  if (!MARKETS.includes(request.market as (typeof MARKETS)[number])) errors.push({ field: 'market', message: `"market" must be one of ${MARKETS.join(', ')}` });
  if (!request.version || request.version.length > FIELD_LENGTHS.tariff_version || !/^[\w.-]+$/.test(request.version))
    errors.push({ field: 'version', message: `"version" is required: letters, digits, '.', '_' or '-', up to ${FIELD_LENGTHS.tariff_version}` });
  if (request.format !== 'auto' && !SCHEDULE_FORMATS.includes(request.format)) errors.push({ field: 'format', message: `"format" must be auto or one of ${SCHEDULE_FORMATS.join(', ')}` });
  if (request.effectiveDate && !/^\d{4}-\d{2}-\d{2}$/.test(request.effectiveDate)) errors.push({ field: 'effective_date', message: '"effective_date" must be YYYY-MM-DD' });
  if (request.name && request.name.length > 200) errors.push({ field: 'name', message: '"name" must be at most 200 characters' });
  return errors;
}

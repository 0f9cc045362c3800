/**
 * pnpm eval [--set kr|ecommerce|all] [--market US|EU|VN] [--limit N] [--out FILE] [--misses FILE]
 * Runs the engine in process over ../shared/eval (measure only: those labels never reach the
 * product) and prints, per set and language, HS4 / HS6 top-1 and top-5, national top-1 where
 * labels allow, the proposed share and its HS6 precision, calibration, engine time and peak RSS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildEngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { classifyProduct } from '../engine/engine';
import { buildVectorSearch } from '../engine/vector-search';
import { createEmbedder } from '../embed';
import { initReader } from '../read';
import type { Lang, Market } from '../types';
import { calibration, figures, type Outcome } from './metrics';
import { copiedDescriptions } from './copies';

const EVAL_DIR = process.env.TCS_EVAL_DIR ?? path.resolve(__dirname, '../../../../../shared/eval');
const SETS = { kr: 'kr-cases-public.jsonl', ecommerce: 'ecommerce-public.jsonl' } as const;

interface Row {
  id: string;
  description: string;
  hs6: string;
  national_code: string;
  national_schedule: string;
  language: string;
}

async function main() {
  const { values } = parseArgs({ options: { vectors: { type: 'boolean', default: false }, set: { type: 'string', default: 'all' }, market: { type: 'string', default: 'US' }, limit: { type: 'string' }, out: { type: 'string' }, misses: { type: 'string' } } });
  const market = values.market as Market;
  const sets = values.set === 'all' ? (['kr', 'ecommerce'] as const) : ([values.set] as Array<keyof typeof SETS>);
  const started = performance.now();
  await initReader();
  const data = buildEngineData(await loadBundledSources());
  const vectors = values.vectors ? await buildVectorSearch(data, createEmbedder('local')!) : null;
  const startupS = Math.round((performance.now() - started) / 100) / 10;

  const report: string[] = [];
  const all: Outcome[] = [];
  // Rows whose first HS6 is wrong, for reading error patterns by hand (never fed back as rules).
  const misses: string[] = [];
  const descriptions: string[] = [];
  for (const set of sets) {
    let rows = readFileSync(path.join(EVAL_DIR, SETS[set]), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row);
    descriptions.push(...rows.map((row) => row.description));
    if (values.limit) rows = rows.slice(0, Number(values.limit));
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const t0 = performance.now();
      const input = { description: row.description, market, language: (['en', 'vi', 'ja', 'ko'].includes(row.language) ? row.language : 'en') as Lang };
      // The whole engine, explanation and questions included, as the workers run it.
      const result = await classifyProduct(input, data, { vectors });
      const ms = performance.now() - t0;
      const national = row.national_schedule === `${market}-HTS` || (market === 'US' && row.national_schedule === 'US-HTS') ? row.national_code : null;
      if (result.candidates[0]?.hs6 !== row.hs6) {
        misses.push(JSON.stringify({ id: row.id, language: row.language, description: row.description, hs6: row.hs6, predicted: result.candidates.slice(0, 3).map((c) => c.hs6), rank: result.candidates.findIndex((c) => c.hs6 === row.hs6) + 1, confidence: result.confidence, status: result.status }));
      }
      outcomes.push({
        set,
        language: row.language,
        hs6: row.hs6,
        national,
        predicted: result.candidates.map((c) => c.hs6),
        predictedNational: result.candidates[0]?.line?.code_digits ?? null,
        confidence: result.confidence,
        status: result.status,
        ms,
      });
    }
    all.push(...outcomes);
    report.push(`### ${SETS[set]} (market ${market})`, '', table(outcomes), '', '#### Calibration (HS6 accuracy per confidence band)', '', calibrationTable(outcomes), '');
  }
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  const commit = safe(() => execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim());
  const header = [
    '# Classifier evaluation',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} with \`pnpm eval --set ${values.set} --market ${market}${values.limit ? ` --limit ${values.limit}` : ''}${values.vectors ? ' --vectors' : ''}\`, one process on the 2-core machine, no LLM, ${values.vectors ? 'vectors on as the service runs by default (USE-lite over HS6 texts, consulted for goods the reader does not recognise)' : 'lexical mode (no vectors)'}.`,
    `Start-up (schedules, precedents and indexes ready): ${startupS} s. Peak RSS: ${rss} MB.`,
    copiedLine(descriptions),
    '',
  ];
  const text = [...header, ...report].join('\n');
  process.stdout.write(`${text}\n`);
  if (values.out) writeFileSync(values.out, `${text}\n`);
  if (values.misses) writeFileSync(values.misses, `${misses.join('\n')}\n`);
}

/** The sets are measure-only: say whether any of their descriptions stands in the code or its tests. */
function copiedLine(descriptions: string[]): string {
  const copies = copiedDescriptions(path.resolve(__dirname, '../../..'), descriptions);
  return copies.length ? `Evaluation descriptions copied into packages/ (measure-only; reword them): ${copies.length}\n${copies.map((c) => `- ${c}`).join('\n')}` : 'Evaluation descriptions copied into packages/: none.';
}

function table(outcomes: Outcome[]): string {
  const groups = new Map<string, Outcome[]>([['all', outcomes]]);
  for (const o of outcomes) groups.set(o.language, [...(groups.get(o.language) ?? []), o]);
  const lines = ['| rows | language | HS4 top-1 | HS6 top-1 | HS6 top-5 | national top-1 | proposed | HS6 precision in proposed | p50 ms | p95 ms |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const [language, group] of groups) {
    const f = figures(group);
    lines.push(`| ${f.rows} | ${language} | ${f.hs4_top1} % | ${f.hs6_top1} % | ${f.hs6_top5} % | ${f.national_top1 === null ? '–' : `${f.national_top1} %`} | ${f.proposed_share} % | ${f.proposed_hs6_precision === null ? '–' : `${f.proposed_hs6_precision} %`} | ${f.p50_ms} | ${f.p95_ms} |`);
  }
  return lines.join('\n');
}

function calibrationTable(outcomes: Outcome[]): string {
  return ['| confidence | lookups | mean confidence | HS6 accuracy |', '| --- | --- | --- | --- |', ...calibration(outcomes).map((c) => `| ${c.band} | ${c.lookups} | ${c.mean_confidence} | ${c.hs6_accuracy} % |`)].join('\n');
}

const safe = (read: () => string) => {
  try {
    return read();
  } catch {
    return 'unknown';
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testEnv, uniqueName } from '@tcs/testing';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const env = () => {
  const e = testEnv();
  return { ...process.env, DATABASE_URL: e.databaseUrl, REDIS_URL: e.redisUrl, TCS_REDIS_PREFIX: e.redisPrefix, LOG_LEVEL: 'error' };
};
const tcs = (...args: string[]) => {
  const run = spawnSync(TSX, [path.join(ROOT, 'apps/cli/src/main.ts'), ...args], { env: env(), encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
};

const HEADER = 'code,indent,description,duty_rate,special_rate,column2_rate,unit';

describe('tcs tariffs load, ingested by the real worker-tariff', () => {
  let worker: ChildProcess;
  const dir = mkdtempSync(path.join(tmpdir(), 'tcs-load-'));
  const file = (name: string, lines: string[]) => {
    const p = path.join(dir, name);
    writeFileSync(p, lines.join('\n'));
    return p;
  };

  beforeAll(() => {
    worker = spawn(TSX, [path.join(ROOT, 'apps/worker-tariff/src/main.ts')], { env: env(), stdio: 'ignore' });
  });
  afterAll(() => {
    worker.kill('SIGTERM');
  });

  it('when the file has bad rows, then --wait exits 2 listing each bad row by line and nothing is loaded', () => {
    const version = uniqueName('bad');
    const bad = file('bad.csv', [HEADER, '0101,0,Live horses,,,,', '0101.2X,1,Horses,,,,', '0101.21.00,2,,Free,,,']);
    const run = tcs('tariffs', 'load', '--market', 'VN', '--version', version, '--file', bad, '--format', 'tcs-csv', '--wait', '--json');
    expect(run.status).toBe(2);
    const { error } = JSON.parse(run.stderr.trim().split('\n').pop()!);
    expect(error.code).toBe('validation_error');
    expect(error.errors.map((e: { field: string }) => e.field)).toEqual(['line 3', 'line 4']);
    const listed = tcs('tariffs', 'list', '--json').json().items.find((d: { version: string }) => d.version === version);
    expect(listed).toMatchObject({ status: 'failed', entry_count: 0, active: false });
  }, 60_000);

  it('when the file is good, then --wait prints the loaded dataset; without --activate the active version stays', () => {
    const version = uniqueName('good');
    const good = file('good.csv', [HEADER, '0101,0,"Live horses, asses, mules and hinnies:",,,,', '0101.21.00,1,Pure-bred breeding animals,5,,,', '0101.29.00,1,Other,5,,,']);
    const run = tcs('tariffs', 'load', '--market', 'vn', '--version', version, '--file', good, '--name', 'Test schedule', '--effective-date', '2026-02-01', '--wait', '--json');
    expect(run.status).toBe(0);
    expect(run.json()).toMatchObject({ market: 'VN', version, name: 'Test schedule', status: 'ready', entry_count: 4, active: false, effective_date: '2026-02-01', format: 'tcs-csv', changes: {}, alerts: 0 });
    expect(tcs('tariffs', 'load', '--market', 'VN', '--version', version, '--file', good, '--json').status).not.toBe(0);
  }, 60_000);

  it('when the request is wrong, then exit 2 naming the field, before anything is stored', () => {
    const missing = tcs('tariffs', 'load', '--market', 'VN', '--version', 'v', '--file', path.join(dir, 'nope.csv'), '--json');
    expect(missing.status).toBe(2);
    expect(JSON.parse(missing.stderr.trim()).error.errors[0].field).toBe('file');
    const market = tcs('tariffs', 'load', '--market', 'JP', '--version', 'v', '--file', file('x.csv', [HEADER]), '--json');
    expect(market.status).toBe(2);
    expect(JSON.parse(market.stderr.trim()).error.errors[0].field).toBe('market');
  });
});

/** What every benchmark shares: a scratch database, child processes run like `./tcs up` runs them, figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@tcs/config';
import { createDb, ensureDatabase, migrate } from '@tcs/db';
import { createRepos } from '@tcs/domain';
import { uniqueName, withDatabase } from '@tcs/testing';

export const ROOT = path.resolve(__dirname, '..');

/** A migrated database and a Redis prefix of the benchmark's own (dropped by the caller). */
export async function scratchService() {
  const base = loadConfig();
  const databaseUrl = withDatabase(base.databaseUrl, uniqueName('tcs_test_bench'));
  const prefix = uniqueName('bench');
  await ensureDatabase(databaseUrl);
  await migrate(databaseUrl);
  const db = createDb(databaseUrl, 4);
  return { base, databaseUrl, prefix, db, repos: createRepos(db) };
}

export const tsx = (script: string, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

export const peakRssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
};

/** CPU seconds a process has used (user + system), from /proc. */
export const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `url` answers 200 (a process just started). */
export async function waitUp(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** The team's own product descriptions (not the evaluation sets), in the four languages. */
export const PRODUCTS = [
  "Men's 100% cotton knitted T-shirt", 'Frozen shrimp, peeled and deveined', 'Laptop computer 14 inch', 'Stainless steel kitchen knife', 'Wooden bedroom wardrobe',
  'Plastic building blocks toy', 'Extra virgin olive oil 1 l', 'LED light bulb E27', "Women's woven polyester blouse", 'Leather handbag', 'Roasted coffee beans',
  'Lithium-ion battery pack 36 V', 'Porcelain dinner plates', 'Rubber tyres for passenger cars', 'Smartphone 128 GB', 'Cotton bath towels', 'Green tea leaves 100 g',
  'Áo thun nam cotton', 'Giày thể thao đế cao su', '冷凍えび むき身', 'ノートパソコン', '면 100% 남성 티셔츠', 'Aluminium window frames', 'Glass drinking bottles',
  'Electric kettle 1.7 l', 'Steel screws for wood', 'Cashew nuts shelled', 'Printed paper books', 'Bicycle brake levers', 'Solar photovoltaic panels',
];

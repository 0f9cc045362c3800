#!/usr/bin/env node
// pnpm bench <name>: runs bench/<name>.bench.ts, which prints its figures.
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const name = process.argv[2];
const file = name && path.join(__dirname, '..', 'bench', `${name}.bench.ts`);
if (!file || !existsSync(file)) {
  const known = readdirSync(path.join(__dirname, '..', 'bench')).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace('.bench.ts', ''));
  console.error(`usage: pnpm bench <${known.join('|')}>`);
  process.exit(2);
}
const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const run = spawnSync(tsx, [file, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(run.status ?? 1);

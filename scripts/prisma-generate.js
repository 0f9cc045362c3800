#!/usr/bin/env node
// Generates the Prisma client offline. The CLI insists on locating a schema engine binary even
// for `generate`, which never runs it; any existing file satisfies the check (see DEVELOPERS.md).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const cli = require.resolve('prisma/build/index.js', { paths: [root] });
const run = spawnSync(process.execPath, [cli, 'generate', '--schema', path.join(root, 'prisma/schema.prisma')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (run.status !== 0) process.exit(run.status ?? 1);

/** Where the bundled tariff data lives: data/tariffs/ at the repository root, found from this file upwards. */
import { existsSync } from 'node:fs';
import path from 'node:path';

const DATA_SUBDIR = path.join('data', 'tariffs');
const MANIFEST = 'manifest.json';

let cached: string | null = null;

export function bundledDataDir(): string {
  if (cached) return cached;
  // Walk up rather than a fixed '../../../..' so that the lookup survives a move of this package.
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, DATA_SUBDIR);
    if (existsSync(path.join(candidate, MANIFEST))) return (cached = candidate);
    if (path.dirname(dir) === dir) throw new Error(`no ${DATA_SUBDIR}/${MANIFEST} above ${__dirname}`);
  }
}

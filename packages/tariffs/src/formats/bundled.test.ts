import { existsSync, readFileSync } from 'node:fs';
import type { FormatName } from '../types';
import { bundledFilePath, loadManifest } from './bundled';
import { NATIONAL_DIGITS } from './codes';
import { isGzip } from './input';

const FORMATS: FormatName[] = ['usitc-json', 'tcs-csv', 'eu-cn', 'vn-xlsx'];

describe('data/tariffs/manifest.json', () => {
  const entries = loadManifest();

  it('lists US 2024-12, EU 2025 then 2026, and VN 2026, in activation order', () => {
    expect(entries.map((e) => `${e.market} ${e.version}`)).toEqual(['US 2024-12', 'EU 2025', 'EU 2026', 'VN 2026']);
    expect(new Set(entries.map((e) => e.bundle)).size).toBe(entries.length);
  });

  it.each(loadManifest().map((e) => [e.bundle, e] as const))('%s is complete and its files are gzip', (_, entry) => {
    expect(FORMATS).toContain(entry.format);
    expect(entry.national_digits).toBe(NATIONAL_DIGITS[entry.market]);
    expect(entry.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entry.official_domains.length).toBeGreaterThan(0);
    expect(entry.source_url).toMatch(/^https:\/\//);
    expect(new URL(entry.source_url).hostname.replace(/^www\./, '')).toBe(entry.official_domains.find((d) => entry.source_url.includes(d)));
    for (const file of Object.values(entry.files)) {
      expect(existsSync(bundledFilePath(file))).toBe(true);
      expect(isGzip(readFileSync(bundledFilePath(file)).subarray(0, 2))).toBe(true);
    }
  });
});

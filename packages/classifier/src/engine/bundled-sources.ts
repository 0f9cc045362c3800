import { loadHs2022, loadJpBridge, loadManifest, readBundled, readKrRulings } from '@tcs/tariffs';
import type { Market } from '../types';
import type { EngineSources, Precedent, ReferenceTexts } from './data';

/**
 * The engine's sources straight from the files the repo ships (the newest bundled version of
 * each market, the Korea Customs cases, HS 2022 and the Japanese bridge), for the evaluation
 * harness and tests, which must not depend on a database.
 */
export async function loadBundledSources(markets: Market[] = ['US', 'EU', 'VN']): Promise<EngineSources> {
  const newest = new Map<Market, ReturnType<typeof loadManifest>[number]>();
  for (const entry of loadManifest()) if (markets.includes(entry.market)) newest.set(entry.market, entry);
  const schedules = await Promise.all(
    [...newest.values()].map(async (entry) => ({
      market: entry.market,
      dataset: { id: entry.bundle, version: entry.version, is_demo: false, name: entry.name, source_url: entry.source_url },
      lines: (await readBundled(entry)).lines,
    })),
  );
  const precedents: Precedent[] = [];
  for await (const r of readKrRulings()) precedents.push({ ruling: r.ruling, code: r.code, hs6: r.hs6, description: r.description, source: r.source, url: r.url, date: r.date });
  return { schedules, precedents, reference: referenceTexts() };
}

/** HS 2022 texts and the Japanese bridge, shipped with the repo whatever the schedules' source. */
export function referenceTexts(): ReferenceTexts {
  const hs = loadHs2022();
  return {
    hs6: new Map([...hs.subheadings].map(([k, v]) => [k, v.description])),
    headings: new Map([...hs.headings].map(([k, v]) => [k, v.description])),
    chapters: new Map([...hs.chapters].map(([k, v]) => [k, v.description])),
    japanese: loadJpBridge().entries.map((e) => ({ hs6: e.hs6, text: e.path_ja })),
  };
}

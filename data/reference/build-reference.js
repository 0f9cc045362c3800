#!/usr/bin/env node
/**
 * Regenerates every bundle in this folder from the read-only sources in /work/shared/data (or $TCS_SHARED_DATA_DIR).
 * The parsing lives in packages/tariffs/src/reference (TypeScript, unit-tested); tsx loads it from here.
 *
 *   node data/reference/build-reference.js
 */
'use strict';
const path = require('node:path');
const tsx = require('tsx/cjs/api');

const reference = tsx.require(path.join(__dirname, '../../packages/tariffs/src/reference/index.ts'), __filename);

const steps = [
  ['hs2022.csv.gz', () => reference.buildHs2022Bundle()],
  ['us-legal-notes.json.gz', () => reference.buildUsLegalNotesBundle()],
  ['jp-terms.csv.gz', () => reference.buildJpTermsBundle()],
  ['kr-rulings.csv.gz', () => reference.buildKrRulingsBundle()],
];

console.log(`sources: ${reference.SHARED_DATA_DIR}  →  bundles: ${reference.referenceDir()}`);
for (const [file, build] of steps) {
  const started = Date.now();
  const result = build();
  console.log(`${file.padEnd(24)} ${JSON.stringify(result)}  (${Date.now() - started} ms)`);
}

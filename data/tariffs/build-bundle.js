#!/usr/bin/env node
/**
 * Rebuilds the bundled tariff data in this folder from the shared source copies (see each PROVENANCE.md):
 *
 *   node data/tariffs/build-bundle.js [SOURCE_DIR]     (default /work/shared/data, or $TCS_SHARED_DATA)
 *
 * Every output is gzip level 9 and deterministic (Node writes no timestamp in the gzip header), so a rebuild
 * from the same sources gives byte-identical files. manifest.json is maintained by hand and only checked here.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createRequire } = require('node:module');

const OUT_DIR = __dirname;
const REPO_ROOT = path.resolve(OUT_DIR, '..', '..');
const SOURCE_DIR = path.resolve(process.argv[2] || process.env.TCS_SHARED_DATA || '/work/shared/data');
// csv-parse is a dependency of packages/tariffs, not of the repository root.
const { parse } = createRequire(path.join(REPO_ROOT, 'packages', 'tariffs', 'package.json'))('csv-parse/sync');

const source = (...parts) => path.join(SOURCE_DIR, ...parts);

function writeGzip(name, bytes) {
  const gz = zlib.gzipSync(bytes, { level: 9 });
  fs.writeFileSync(path.join(OUT_DIR, name), gz);
  console.log(`${name}: ${bytes.length} → ${gz.length} bytes`);
}

function csvField(value) {
  const text = value == null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function assertCount(what, actual, expected) {
  if (actual !== expected) throw new Error(`${what}: expected ${expected}, found ${actual}; has the source changed?`);
}

/** US: the USITC export, byte for byte. */
function buildUs() {
  writeGzip('us-hts-2024-12.json.gz', fs.readFileSync(source('us-hts-2024-12', 'hts_usitc_export_2024-12.json')));
}

/** EU: the five CN lists of one year in one JSON object, records unchanged, read by formats/eu-cn.ts. */
function buildEu(year) {
  const list = (kind) => JSON.parse(fs.readFileSync(source('eu-cn', `cn${kind}_${year}.json`), 'utf8'));
  const bundle = {
    format: 'eu-cn',
    year,
    source: 'github.com/xterr/php-cncodes@edf79ad347ceefedb1cad00cd36215a587471efd Resources/cn*_' + year + '.json',
    sections: list('Sections'),
    chapters: list('Chapters'),
    headings: list('Headings'),
    subheadings: list('Subheadings'),
    codes: list('Codes'),
  };
  writeGzip(`eu-cn-${year}.json.gz`, Buffer.from(JSON.stringify(bundle)));
}

/**
 * HS 2022 chapter titles (Comtrade wording; its chapter 99 "Commodities not specified" is an artefact and is
 * dropped) plus the national chapters HS lacks. US 98/99 come from the Section XXII title of the HTSUS
 * (us-hts-2025-notes/section/Section_22.txt); VN 98 is the title of Chapter 98 in Decree 26/2023/ND-CP.
 */
const NATIONAL_CHAPTERS = [
  ['US', '98', 'Special classification provisions', '', 'htsus-section-xxii'],
  ['US', '99', 'Temporary legislation; temporary modifications established pursuant to trade legislation; additional import restrictions established pursuant to section 22 of the Agricultural Adjustment Act, as amended', '', 'htsus-section-xxii'],
  ['VN', '98', 'Codes and special preferential import duty rates for certain goods and groups of goods', 'Quy định mã hàng và mức thuế suất thuế nhập khẩu ưu đãi riêng đối với một số nhóm mặt hàng, mặt hàng', 'decree-26-2023-chapter-98'],
];

function buildChapterTitles() {
  const records = parse(fs.readFileSync(source('hs2022', 'harmonized-system.csv')), { columns: true, bom: true });
  const chapters = records.filter((r) => r.level === '2' && r.hscode !== '99');
  assertCount('HS 2022 chapters (without 99)', chapters.length, 96);
  const rows = [['scope', 'chapter', 'title', 'title_vi', 'source']];
  for (const r of chapters) rows.push(['HS', r.hscode, r.description, '', 'hs2022']);
  rows.push(...NATIONAL_CHAPTERS);
  writeGzip('chapter-titles.csv.gz', Buffer.from(rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n'));
}

/*
 * VN: the two CSVs share one row layout (row i of one is row i of the other). The compiled schedule has a few
 * defects, all in national chapter 98, that would make the whole file fail validation; they are corrected here,
 * each on an exact match that must be found the stated number of times:
 *  - 129 rows that repeat the row above them field for field (ch. 98 lines that map to several HS lines lost the
 *    column telling them apart) are dropped;
 *  - two uncoded "Loại khác" headings carry their parent's code (9808, 984943): the code is blanked;
 *  - four rows carry a malformed 7-digit code plus a no-break space ("9849170 " ×3 vehicle mirrors,
 *    "9849190 " vehicle locks); the missing digit cannot be known, so they are dropped, with the groups
 *    984917 and 984919 and one uncoded heading that they leave without lines;
 *  - one heading ("- - Bộ dây đánh lửa…") is at Level 1 but has two dashes and a Level 3 child: Level 2;
 *  - heading 9846 ("Set-top-boxes.") is at Level 1, like its own lines 98460010/98460090: Level 0.
 */
const isMalformed7 = (row) => row !== undefined && /^\d{7}\u00a0$/.test(row.HSCode);
const VN_ROW_FIXES = [
  { what: 'code 9808 on an uncoded "Other" heading', times: 1, match: (r) => r.Level === '1' && r.HSCode === '9808' && r.Description_VN === '- Loại khác:', fix: { HSCode: '' } },
  { what: 'code 984943 on an uncoded "Other" heading', times: 1, match: (r) => r.Level === '2' && r.HSCode === '984943' && r.Description_VN.startsWith('- - Loại khác (trừ loại thuộc phân nhóm 8506.10'), fix: { HSCode: '' } },
  { what: '7-digit code ending in a no-break space', times: 4, match: (r) => isMalformed7(r), drop: true },
  // Without those rows, 984917 and 984919 would be declarable leaves without rates, and one heading would be empty.
  { what: 'groups left without lines', times: 2, match: (r) => r.HSCode === '984917' || r.HSCode === '984919', drop: true },
  { what: 'uncoded heading between malformed rows', times: 1, match: (r, i, rows) => r.HSCode === '' && isMalformed7(rows[i - 1]) && isMalformed7(rows[i + 1]), drop: true },
  { what: 'heading 9846 at Level 1 above its own Level 1 lines', times: 1, match: (r) => r.Level === '1' && r.HSCode === '9846', fix: { Level: '0' } },
  { what: 'level 1 heading with two dashes', times: 1, match: (r) => r.Level === '1' && r.HSCode === '' && /^-\s-\s*Bộ dây đánh lửa/.test(r.Description_VN), fix: { Level: '2' } },
];
const VN_EXACT_REPEATS = 129;

/** Level and HSCode are the first two fields and are never quoted, so a fix rewrites only the line's start. */
function rewriteLineStart(line, fields) {
  return line.replace(/^[^,]*,[^,]*,/, `${fields.Level},${fields.HSCode},`);
}

function splitLines(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function correctVnRows(tariffText, proceduresText) {
  const tariffLines = splitLines(tariffText);
  const procedureLines = splitLines(proceduresText);
  const tariffRows = parse(tariffText, { columns: true });
  const procedureRows = parse(proceduresText, { columns: true });
  assertCount('VN rows (one record per line)', tariffLines.length - 1, tariffRows.length);
  assertCount('VN procedure rows aligned with tariff rows', procedureRows.length, tariffRows.length);
  const found = new Map();
  const keep = [[tariffLines[0], procedureLines[0]]];
  let repeats = 0;
  tariffRows.forEach((row, i) => {
    const twin = procedureRows[i];
    if (twin.HSCode !== row.HSCode || twin.Level !== row.Level) throw new Error(`VN files differ at row ${i + 2}`);
    if (i > 0 && tariffLines[i + 1] === tariffLines[i]) return void repeats++;
    const fix = VN_ROW_FIXES.find((f) => f.match(row, i, tariffRows));
    if (fix) found.set(fix, (found.get(fix) || 0) + 1);
    if (fix?.drop) return;
    const fields = fix ? { ...row, ...fix.fix } : row;
    keep.push(fix ? [rewriteLineStart(tariffLines[i + 1], fields), rewriteLineStart(procedureLines[i + 1], fields)] : [tariffLines[i + 1], procedureLines[i + 1]]);
  });
  assertCount('VN rows repeating the row above', repeats, VN_EXACT_REPEATS);
  for (const fix of VN_ROW_FIXES) assertCount(`VN fix "${fix.what}"`, found.get(fix) || 0, fix.times);
  return { tariff: keep.map(([t]) => t), procedures: keep.map(([, p]) => p) };
}

function buildVn() {
  const tariff = fs.readFileSync(source('vn-tariff', 'vn_tariff_2026.csv'), 'utf8');
  const procedures = fs.readFileSync(source('vn-tariff', 'vn_specialised_procedures_2026.csv'), 'utf8');
  const corrected = correctVnRows(tariff, procedures);
  writeGzip('vn-tariff-2026.csv.gz', Buffer.from(corrected.tariff.join('\n') + '\n'));
  writeGzip('vn-specialised-procedures-2026.csv.gz', Buffer.from(corrected.procedures.join('\n') + '\n'));
}

function checkManifest() {
  const manifest = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'manifest.json'), 'utf8'));
  for (const entry of manifest.datasets) {
    for (const file of Object.values(entry.files)) {
      if (!fs.existsSync(path.join(OUT_DIR, file))) throw new Error(`manifest: ${entry.market} ${entry.version} lists missing ${file}`);
    }
  }
  console.log(`manifest.json: ${manifest.datasets.length} datasets, all files present`);
}

buildUs();
buildEu(2025);
buildEu(2026);
buildChapterTitles();
buildVn();
if (fs.existsSync(path.join(OUT_DIR, 'manifest.json'))) checkManifest();

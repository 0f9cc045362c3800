import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copiedDescriptions } from './copies';

describe('copiedDescriptions', () => {
  it('finds an evaluation description written as a string literal, in any case, and leaves short names and vocabulary alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tcs-copies-'));
    mkdirSync(path.join(dir, 'pkg', 'node_modules'), { recursive: true });
    writeFileSync(path.join(dir, 'pkg', 'a.test.ts'), `expect(read('Walnut Keepsake Box - Large')).toBe(1);\nconst x = "Soya beans";\nconst y = 'mechanical pencils';\n`);
    writeFileSync(path.join(dir, 'pkg', 'node_modules', 'b.ts'), `'Walnut Keepsake Box - Large'`);
    const found = copiedDescriptions(dir, ['walnut keepsake box - large', 'Soya beans', 'Mechanical Pencils', 'Not in the code at all']);
    expect(found).toEqual([`${path.join('pkg', 'a.test.ts')}: Walnut Keepsake Box - Large`]);
  });

  it('finds a copy of a title whose search highlighting was left out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tcs-copies-'));
    writeFileSync(path.join(dir, 'c.test.ts'), `read('Oak Keepsake Box  Large Walnut')`);
    expect(copiedDescriptions(dir, ['Oak Keepsake Box <b>Large</b> Walnut'])).toEqual(['c.test.ts: Oak Keepsake Box  Large Walnut']);
  });

  it('reads the JSON Lines of the calibration titles too', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tcs-copies-'));
    writeFileSync(path.join(dir, 'titles.jsonl'), `{"description": "Walnut Keepsake Box - Large", "hs6": "442090"}\n`);
    expect(copiedDescriptions(dir, ['Walnut Keepsake Box - Large'])).toEqual(['titles.jsonl: Walnut Keepsake Box - Large']);
  });
});

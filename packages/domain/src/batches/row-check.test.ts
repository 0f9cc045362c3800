import { editOutcome, emptyCounts, finishedStatus, progressFigures } from './batch-rules';
import { mappingIssues, RowChecker } from './row-check';

describe('the row check', () => {
  const mapping = { description: 'Desc', material: 'Mat', origin: 'Origin', sku: 'SKU', existing_code: 'Code' };
  const row = (Desc: string, extra: Record<string, string> = {}) => ({ Desc, Mat: '', Origin: '', SKU: '', Code: '', ...extra });

  it('when rows stream through, then each gets one verdict and the precheck adds up', () => {
    const checker = new RowChecker(mapping, { saveToCatalog: true });
    expect(checker.check(2, row('Cotton shirt', { SKU: 'A' })).verdict).toBe('valid');
    expect(checker.check(3, row('  ', { SKU: 'B' })).verdict).toBe('empty');
    const duplicate = checker.check(4, row(' COTTON   shirt ', { SKU: 'C' }));
    expect(duplicate).toMatchObject({ verdict: 'duplicate', duplicate_of: 2 });
    expect(checker.check(5, row('Cotton shirt', { Mat: 'silk', SKU: 'D' })).verdict).toBe('valid');
    const invalid = checker.check(6, row('x'.repeat(2001)));
    expect(invalid.verdict).toBe('invalid');
    expect(invalid.issues[0]).toMatchObject({ code: 'too_long', field: 'description', severity: 'error' });
    const warned = checker.check(7, row('Tea', { Code: 'n/a', Origin: 'QQ', SKU: 'A' }));
    expect(warned.verdict).toBe('valid');
    expect(warned.issues.map((i) => i.code).sort()).toEqual(['code_format', 'origin_unknown', 'short_description', 'sku_repeated']);
    expect(checker.precheck).toMatchObject({ total: 6, empty: 1, examples: 0, invalid: 1, duplicates: 1, valid: 3, warnings: 3 });
  });

  it('when the batch is in Vietnamese or Japanese, then findings are worded in it (codes stay the same)', () => {
    const vi = new RowChecker(mapping, { language: 'vi' }).check(2, row(''));
    expect(vi.issues[0]).toMatchObject({ code: 'empty_description', message: 'Không có mô tả: dòng này được bỏ qua' });
    const ja = new RowChecker(mapping, { language: 'ja' }).check(2, row('x'.repeat(2001)));
    expect(ja.issues[0]).toMatchObject({ code: 'too_long', message: '「description」は 2001 文字です（上限 2000 文字）' });
    expect(mappingIssues({}, false, 'ko')[0].message).toBe('description에 매핑된 열이 없습니다');
  });

  it('when the mapping lacks description, or sku for a catalog save, then file-level issues', () => {
    expect(mappingIssues({}, true).map((i) => i.code)).toEqual(['description_unmapped', 'sku_unmapped']);
    expect(mappingIssues({ description: 'D' }, false)).toEqual([]);
  });
});

describe('batch rules', () => {
  it('when rows are edited, then before start any row, after the end only error rows (re-queued)', () => {
    expect(editOutcome('uploaded', 'pending')).toBe('edit');
    expect(editOutcome('completed_with_errors', 'error')).toBe('edit_and_requeue');
    expect(editOutcome('completed_with_errors', 'done')).toBe('conflict');
    expect(editOutcome('running', 'error')).toBe('conflict');
  });

  it('when a batch ends, then failed rows decide its status', () => {
    expect(finishedStatus(0)).toBe('completed');
    expect(finishedStatus(2)).toBe('completed_with_errors');
  });

  it('when half the rows are done after 10 s, then 50 % and about 10 s to go', () => {
    const counts = { ...emptyCounts(), done: 40, skipped: 5, duplicate: 5, pending: 50 };
    const now = Date.now();
    const started = new Date(now - 10_000);
    expect(progressFigures(counts, 100, started, null, now)).toEqual({ processed_rows: 50, failed_rows: 0, percent: 50, eta_seconds: 10 });
    expect(progressFigures({ ...emptyCounts(), done: 100 }, 100, started, new Date()).eta_seconds).toBeNull();
  });
});

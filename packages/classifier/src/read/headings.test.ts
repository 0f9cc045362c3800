import { catchAllHeadings } from './headings';

describe('catch-all headings by material', () => {
  it('gives the chapter heading that takes articles of the chief material no other heading names', () => {
    expect(catchAllHeadings({ name: 'polylactic acid', group: 'plastic', percent: null })).toEqual(['3926']);
    expect(catchAllHeadings({ name: 'stainless steel', group: 'metal_ferrous', percent: null })).toEqual(['7326']);
    expect(catchAllHeadings({ name: 'copper', group: 'metal_nonferrous', percent: null })).toEqual(['7419']);
    expect(catchAllHeadings({ name: 'cotton', group: 'textile_vegetable', percent: 100 })).toEqual(['6307']);
    expect(catchAllHeadings({ name: 'leather', group: 'leather', percent: null })).toEqual(['4205']);
  });

  it('gives none without a material, or for a material of no articles chapter', () => {
    expect(catchAllHeadings(undefined)).toEqual([]);
    expect(catchAllHeadings({ name: 'sugar', group: 'food', percent: null })).toEqual([]);
  });
});

import { attributeAgreement } from './attributes';
import { readDescription } from '../read';

const read = (description: string) => readDescription({ description, market: 'US', language: 'en' });

describe('attribute agreement: chief material', () => {
  it('favours the subheading naming the chief material and disfavours one naming another', () => {
    const shirt = read("Men's woven cotton shirt");
    expect(attributeAgreement('620520', shirt, "Men's or boys' shirts; of cotton").factor).toBeGreaterThan(1);
    expect(attributeAgreement('620530', shirt, "Men's or boys' shirts; of man-made fibres").factor).toBeLessThan(1);
  });

  it('when a subheading leaves the chief material out ("other than cotton"), then it disagrees', () => {
    const finding = attributeAgreement('620590', read("Men's woven cotton shirt"), "Men's or boys' shirts; of textile materials (other than cotton)");
    expect(finding.factor).toBeLessThan(1);
  });

  it('when a subheading leaves out something that is no material ("other than knives of heading 8208"), then the material says nothing', () => {
    const text = 'Knives with cutting blades, serrated or not (including pruning knives), other than knives of heading 8208; other knives having fixed blades';
    expect(attributeAgreement('821192', read('Stainless steel kitchen knife'), text).factor).toBe(1);
  });
});

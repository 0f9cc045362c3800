import { usProgramAppliesTo, vnAgreementsFor, US_PROGRAMS } from './programs';
import { convertQuantity, normalizeUnit } from './units';

describe('US special programs', () => {
  it('knows who may claim what', () => {
    expect(usProgramAppliesTo('P', 'GT')).toBe(true);
    expect(usProgramAppliesTo('S', 'CA')).toBe(true);
    expect(usProgramAppliesTo('D', 'KE')).toBe(true);
    expect(usProgramAppliesTo('E', 'HT')).toBe(true);
    expect(usProgramAppliesTo('KR', 'JP')).toBe(false);
  });

  it('keeps lapsed programs out unless asked', () => {
    expect(US_PROGRAMS.A.expired).toBe(true);
    expect(usProgramAppliesTo('A+', 'KH')).toBe(false);
    expect(usProgramAppliesTo('A+', 'KH', true)).toBe(true);
    expect(usProgramAppliesTo('A+', 'TH', true)).toBe(false); // Thailand is a GSP beneficiary, not a least-developed one
    expect(usProgramAppliesTo('CA', 'CA')).toBe(false);
  });

  it('gives product programs no countries', () => {
    expect(US_PROGRAMS.C.countries).toEqual([]);
    expect(US_PROGRAMS.K.countries).toEqual([]);
  });
});

describe('VN agreements by origin', () => {
  const columns = (origin: string) => vnAgreementsFor(origin).map((entry) => entry.column);

  it('maps each RCEP party to its schedule column', () => {
    expect(columns('TH')).toContain('RCEPT A');
    expect(columns('AU')).toContain('RCEPT B');
    expect(columns('CN')).toContain('RCEPT C');
    expect(columns('JP')).toContain('RCEPT D');
    expect(columns('KR')).toContain('RCEPT E');
    expect(columns('NZ')).toContain('RCEPT F');
  });

  it('lists every agreement open to an origin', () => {
    expect(columns('JP')).toEqual(['AJCEP', 'VJEPA', 'CPTPP', 'RCEPT D']);
    expect(columns('GB')).toEqual(['CPTPP', 'UKVFTA']);
    expect(columns('DE')).toEqual(['EVFTA']);
    expect(columns('US')).toEqual([]);
  });
});

describe('units', () => {
  it('normalises the schedule’s spellings', () => {
    expect(normalizeUnit('No.')).toBe('no');
    expect(normalizeUnit('pf.liters')).toBe('pf_liter');
    expect(normalizeUnit('m²')).toBe('m2');
    expect(normalizeUnit('doz. prs.')).toBe('doz_pair');
  });

  it('converts only where the factor is exact', () => {
    expect(convertQuantity(2, 't', 'kg')).toBe(2000);
    expect(convertQuantity(500, 'g', 'kg')).toBe(0.5);
    expect(convertQuantity(750, 'ml', 'liter')).toBe(0.75);
    expect(convertQuantity(24, 'pcs', 'doz')).toBe(2);
    expect(convertQuantity(1, 'liter', 'pf_liter')).toBeNull();
    expect(convertQuantity(1, 'kg', 'liter')).toBeNull();
  });
});

import { landedCost, US_MPF_MAX_USD, US_MPF_MIN_USD } from './landed-cost';
import type { DutyLine, LandedCostInput } from './types';

function line(rates: Partial<DutyLine>): DutyLine {
  return { duty_rate: null, special_rate: null, column2_rate: null, unit: null, footnotes: [], additional_duties: [], extra: {}, ...rates };
}

const US_LINE = line({ duty_rate: '5%', special_rate: 'Free (KR,S)', column2_rate: '35%' });
const us = (rest: Partial<LandedCostInput>) => landedCost({ market: 'US', code: '8501.10.40', line: US_LINE, origin: 'DE', customs_value: 10_000, ...rest });

describe('landedCost: US', () => {
  it('FOB by sea: duty 5% = 500, MPF 0.3464% = 34.64, HMF 0.125% = 12.50, plus freight 800 and insurance 50 → 11,397.14', () => {
    const cost = us({ incoterm: 'FOB', freight: 800, insurance: 50 });
    expect(cost).toMatchObject({ currency: 'USD', customs_value: 10_000, dutiable_value: 10_000, duty: 500, freight_and_insurance_outside_value: 850, total_landed_cost: 11_397.14 });
    expect(cost.fees).toEqual([
      { name: 'Merchandise Processing Fee (MPF)', amount: 34.64 },
      { name: 'Harbor Maintenance Fee (HMF)', amount: 12.5 },
    ]);
    expect(cost.taxes).toEqual([]);
    expect(cost.missing_inputs).toEqual([]);
    expect(cost.assumptions.join(' ')).toMatch(/sea-only incoterm/);
  });

  it('raises a small MPF to its minimum and leaves HMF out for air freight: 5,000 + 0 + 33.58 + 100 = 5,133.58', () => {
    const cost = us({ customs_value: 5000, incoterm: 'FCA', transport: 'air', freight: 100, origin: 'KR', line: line({ duty_rate: 'Free' }) });
    expect(cost.fees).toEqual([{ name: 'Merchandise Processing Fee (MPF)', amount: US_MPF_MIN_USD }]);
    expect(cost).toMatchObject({ duty: 0, total_landed_cost: 5133.58 });
  });

  it('takes freight and insurance out of a CIF price and caps MPF: 250,000 CIF → 244,000; duty 2.5% 6,100; MPF 651.50; HMF 305 → 257,056.50', () => {
    const cost = us({ customs_value: 250_000, incoterm: 'CIF', freight: 5000, insurance: 1000, line: line({ duty_rate: '2.5%' }) });
    expect(cost).toMatchObject({ dutiable_value: 244_000, duty: 6100, total_landed_cost: 257_056.5 });
    expect(cost.fees).toEqual([
      { name: 'Merchandise Processing Fee (MPF)', amount: US_MPF_MAX_USD },
      { name: 'Harbor Maintenance Fee (HMF)', amount: 305 },
    ]);
    expect(cost.assumptions.join(' ')).toMatch(/excluded from the US dutiable value/);
  });

  it('cannot deduct freight it was not given from a CFR price', () => {
    const cost = us({ incoterm: 'CFR' });
    expect(cost.dutiable_value).toBe(10_000);
    expect(cost.missing_inputs).toContain('freight');
  });

  it('lists HMF as may_apply when the transport mode is unknown: 10,000 + 500 + 34.64 = 10,534.64', () => {
    const cost = us({ incoterm: 'FCA', freight: 0 });
    expect(cost.fees.map((fee) => fee.name)).toEqual(['Merchandise Processing Fee (MPF)']);
    expect(cost.may_apply).toContainEqual({ name: 'Harbor Maintenance Fee (HMF)', reason: expect.stringContaining('12.5 USD') });
    expect(cost.missing_inputs).toEqual(expect.arrayContaining(['transport', 'freight']));
    expect(cost.total_landed_cost).toBe(10_534.64);
  });

  it('waives MPF for goods claimed under an FTA: Korea Free, HMF only → 10,012.50', () => {
    const cost = us({ origin: 'KR', transport: 'ocean', incoterm: 'FOB' });
    expect(cost.duty).toBe(0);
    expect(cost.fees).toEqual([{ name: 'Harbor Maintenance Fee (HMF)', amount: 12.5 }]);
    expect(cost.total_landed_cost).toBe(10_012.5);
    expect(cost.assumptions.join(' ')).toMatch(/MPF waived/);
  });

  it('leaves a specific duty it cannot compute out of the total and says so', () => {
    const cost = us({ incoterm: 'FOB', transport: 'ocean', line: line({ duty_rate: '2.4¢/kg' }) });
    expect(cost.duty).toBeNull();
    expect(cost.missing_inputs).toContain('quantity');
    expect(cost.total_landed_cost).toBe(10_000 + 34.64 + 12.5);
    expect(cost.assumptions.join(' ')).toMatch(/duty could not be computed/);
  });

  it('lists applied duty and fees together', () => {
    const cost = us({ incoterm: 'FOB', transport: 'ocean' });
    expect(cost.applied.map((entry) => [entry.name, entry.amount])).toEqual([
      ['General (column 1) rate', 500],
      ['Merchandise Processing Fee (MPF)', 34.64],
      ['Harbor Maintenance Fee (HMF)', 12.5],
    ]);
    expect(cost.disclaimer).toMatch(/not a decision of a customs authority/);
  });
});

describe('landedCost: EU', () => {
  const eu = (rest: Partial<LandedCostInput>) => landedCost({ market: 'EU', code: '6109 10 00', line: line({}), origin: 'CN', customs_value: 10_000, ...rest });

  it('FOB 10,000 + freight 1,000 + insurance 100 = CIF 11,100; German VAT 19% = 2,109 → 13,209; duty unknown', () => {
    const cost = eu({ incoterm: 'FOB', freight: 1000, insurance: 100 });
    expect(cost).toMatchObject({ currency: 'EUR', dutiable_value: 11_100, duty: null, total_landed_cost: 13_209 });
    expect(cost.taxes).toEqual([{ name: 'Import VAT (DE)', rate_pct: 19, amount: 2109 }]);
    expect(cost.missing_inputs).toContain('duty_rate');
    expect(cost.may_apply.map((entry) => entry.name)).toContain('EU customs duty (TARIC)');
    expect(cost.assumptions.join(' ')).toMatch(/VAT base leaves out the customs duty/);
  });

  it('uses the VAT rate of the destination: CIF 5,000 to France at 20% → 6,000', () => {
    const cost = eu({ customs_value: 5000, incoterm: 'CIF', destination_country: 'FR' });
    expect(cost.taxes).toEqual([{ name: 'Import VAT (FR)', rate_pct: 20, amount: 1000 }]);
    expect(cost.total_landed_cost).toBe(6000);
  });

  it('accepts EL for Greece and falls back to DE for a non-member', () => {
    expect(eu({ incoterm: 'CIF', destination_country: 'EL' }).taxes[0]).toMatchObject({ name: 'Import VAT (GR)', rate_pct: 24 });
    const cost = eu({ incoterm: 'CIF', destination_country: 'US' });
    expect(cost.taxes[0].rate_pct).toBe(19);
    expect(cost.missing_inputs).toContain('destination_country');
  });
});

describe('landedCost: VN', () => {
  const VN_LINE = line({ duty_rate: '20', extra: { standard_rate: '30', agreement_rates: { EVFTA: '0', ACFTA: '5' } } });
  const vn = (rest: Partial<LandedCostInput>) => landedCost({ market: 'VN', code: '6109.10.10', line: VN_LINE, origin: 'US', customs_value: 100_000_000, ...rest });

  it('FOB 100m + freight 5m + insurance 0.5m = CIF 105.5m; duty 20% 21.1m; VAT 10% of 126.6m = 12.66m → 139.26m VND', () => {
    const cost = vn({ incoterm: 'FOB', freight: 5_000_000, insurance: 500_000 });
    expect(cost).toMatchObject({ currency: 'VND', dutiable_value: 105_500_000, duty: 21_100_000, total_landed_cost: 139_260_000 });
    expect(cost.taxes).toEqual([{ name: 'Import VAT', rate_pct: 10, amount: 12_660_000 }]);
    expect(cost.fees).toEqual([]);
    expect(cost.may_apply.map((entry) => entry.name)).toContain('Lower VAT rate');
  });

  it('EVFTA origin pays no duty: CIF 100m, VAT 10m → 110m', () => {
    const cost = vn({ origin: 'DE', incoterm: 'CIF' });
    expect(cost).toMatchObject({ duty: 0, total_landed_cost: 110_000_000 });
    expect(cost.duty_estimate.rate_basis).toBe('agreement:EVFTA');
  });

  it('flags special consumption tax for goods on its list', () => {
    const cost = vn({ code: '2203.00.10', incoterm: 'CIF' });
    expect(cost.may_apply.map((entry) => entry.name)).toContain('Special consumption tax');
  });
});

import { estimateDuty } from './estimate';
import type { DutyEstimateInput, DutyLine } from './types';

function usLine(rates: Partial<DutyLine>): DutyLine {
  return { duty_rate: null, special_rate: null, column2_rate: null, unit: null, footnotes: [], additional_duties: [], extra: {}, ...rates };
}

function vnLine(mfn: string | null, agreementRates: Record<string, string>, standard: string | null = null): DutyLine {
  return usLine({ duty_rate: mfn, extra: { standard_rate: standard, agreement_rates: agreementRates } });
}

// 6109.10.00 as published in the late-2024 USITC export.
const TSHIRTS = usLine({
  duty_rate: '16.5%',
  special_rate: 'Free (AU,BH,CL,CO,IL,JO,KR,MA,OM,P,PA,PE,S,SG)',
  column2_rate: '90%',
  footnotes: ['See 9903.88.15. '],
});

const us = (line: DutyLine, rest: Partial<DutyEstimateInput> = {}) => estimateDuty({ market: 'US', code: '6109.10.00', line, ...rest });
const vn = (line: DutyLine, rest: Partial<DutyEstimateInput> = {}) => estimateDuty({ market: 'VN', code: '6109.10.10', line, ...rest });

describe('estimateDuty: US', () => {
  it('applies the general rate to an origin without a program: 16.5% of 1000 = 165', () => {
    const estimate = us(TSHIRTS, { origin: 'VN', customs_value: 1000 });
    expect(estimate).toMatchObject({ available: true, rate_text: '16.5%', rate_basis: 'general', effective_pct: 16.5, amount: 165, currency: 'USD', specific: false });
    expect(estimate.applied).toEqual([{ name: 'General (column 1) rate', rate_text: '16.5%', pct: 16.5, amount: 165 }]);
    expect(estimate.missing_inputs).toEqual([]);
    expect(estimate.may_apply).toEqual([]); // the Section 301 footnote is about Chinese goods
  });

  it('applies the special rate an eligible origin may claim: Korea → Free', () => {
    const estimate = us(TSHIRTS, { origin: 'KR', customs_value: 1000 });
    expect(estimate).toMatchObject({ rate_basis: 'special:KR', effective_pct: 0, amount: 0, certificate_of_origin_required: true });
  });

  it('applies column 2 to Russia: 90% of 1000 = 900', () => {
    const estimate = us(TSHIRTS, { origin: 'RU', customs_value: 1000 });
    expect(estimate).toMatchObject({ rate_basis: 'column2', rate_text: '90%', effective_pct: 90, amount: 900 });
  });

  it('warns that North Korean goods are prohibited while quoting column 2', () => {
    const estimate = us(TSHIRTS, { origin: 'KP' });
    expect(estimate.rate_basis).toBe('column2');
    expect(estimate.notes.join(' ')).toMatch(/prohibited/);
  });

  it('lists a Section 301 footnote as may_apply for Chinese goods, never in effective_pct', () => {
    const estimate = us(TSHIRTS, { origin: 'CN', customs_value: 1000 });
    expect(estimate.effective_pct).toBe(16.5);
    expect(estimate.additional_pct).toBe(0);
    expect(estimate.may_apply).toEqual([{ name: 'HTS 9903.88.15', reason: expect.stringContaining('Section 301') }]);
  });

  it('without an origin: general rate, origin missing, special programs and Section 301 may apply', () => {
    const estimate = us(TSHIRTS, { customs_value: 200 });
    expect(estimate).toMatchObject({ rate_basis: 'general', amount: 33 });
    expect(estimate.missing_inputs).toEqual(['origin']);
    expect(estimate.may_apply.map((entry) => entry.name)).toEqual(['Special tariff programs', 'HTS 9903.88.15']);
  });

  it('lists IEEPA and other chapter 99 references for any origin', () => {
    const line = usLine({ duty_rate: '2%', additional_duties: ['9903.01.25', '9904.02.01-9904.02.37'] });
    expect(us(line, { origin: 'DE' }).may_apply.map((entry) => entry.name)).toEqual(['HTS 9903.01.25', 'HTS 9904.02.01-9904.02.37']);
  });

  const CHEESE = usLine({ duty_rate: '10¢/kg + 8.5%', special_rate: 'Free (AU,KR) 3.4% (JP)', column2_rate: '35¢/kg + 35%', unit: 'kg' });

  it('computes a compound rate with quantity and value: 0.10 × 50 kg + 8.5% × 1000 = 90 → 9%', () => {
    const estimate = us(CHEESE, { origin: 'DE', customs_value: 1000, quantity: 50, unit: 'kg' });
    expect(estimate).toMatchObject({ rate_basis: 'general', effective_pct: 9, min_pct: 9, max_pct: 9, amount: 90, specific: true, missing_inputs: [] });
  });

  it('without a quantity gives the ad valorem part of a compound rate and asks for the quantity', () => {
    const estimate = us(CHEESE, { origin: 'DE', customs_value: 1000 });
    expect(estimate).toMatchObject({ effective_pct: 8.5, min_pct: 8.5, max_pct: null, specific: true });
    expect(estimate.amount).toBeUndefined();
    expect(estimate.missing_inputs).toEqual(['quantity']);
  });

  it('uses the schedule unit when the quantity comes without one', () => {
    const estimate = us(CHEESE, { origin: 'DE', customs_value: 1000, quantity: 50 });
    expect(estimate.amount).toBe(90);
    expect(estimate.notes.join(' ')).toMatch(/schedule's unit \(kg\)/);
  });

  it('picks the JP special rate for Japan: 3.4% of 1000 = 34', () => {
    expect(us(CHEESE, { origin: 'JP', customs_value: 1000 })).toMatchObject({ rate_basis: 'special:JP', effective_pct: 3.4, amount: 34 });
  });

  it('converts tonnes to kilograms for a per-kg rate: 2 t × 2.4¢/kg = 48 on 1000 → 4.8%', () => {
    const estimate = us(usLine({ duty_rate: '2.4¢/kg' }), { origin: 'DE', customs_value: 1000, quantity: 2, unit: 't' });
    expect(estimate).toMatchObject({ effective_pct: 4.8, amount: 48, specific: true });
  });

  it('computes a pure specific amount from the quantity alone and asks for the value for the percent', () => {
    const estimate = us(usLine({ duty_rate: '2.4¢/kg' }), { origin: 'DE', quantity: 1000, unit: 'kg' });
    expect(estimate).toMatchObject({ effective_pct: null, amount: 24, missing_inputs: ['customs_value'] });
  });

  it('charges a proof-liter rate on proof liters: 10 pf. liters × $3.47 = 34.70 on 200 → 17.35%', () => {
    const estimate = us(usLine({ duty_rate: '$3.47/pf. liter' }), { origin: 'DE', customs_value: 200, quantity: 10, unit: 'pf. liters' });
    expect(estimate).toMatchObject({ effective_pct: 17.35, amount: 34.7 });
  });

  it('does not turn liters into proof liters: the unit is reported missing', () => {
    const estimate = us(usLine({ duty_rate: '$3.47/pf. liter' }), { origin: 'DE', customs_value: 200, quantity: 10, unit: 'liter' });
    expect(estimate).toMatchObject({ effective_pct: null, specific: true });
    expect(estimate.amount).toBeUndefined();
    expect(estimate.missing_inputs).toEqual(['unit']);
  });

  it('counts pieces in dozens: 120 pcs = 10 doz × 0.96 + 1.4% × 500 = 16.60 → 3.32%', () => {
    const estimate = us(usLine({ duty_rate: '96¢/doz. + 1.4%' }), { origin: 'DE', customs_value: 500, quantity: 120, unit: 'pcs' });
    expect(estimate).toMatchObject({ effective_pct: 3.32, amount: 16.6 });
  });

  it('quotes the polarity range of a sugar rate: 1000 kg at 3.6606¢ (floor 3.143854¢) on 1000', () => {
    const line = usLine({ duty_rate: '3.6606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 3.143854¢/kg' });
    const estimate = us(line, { origin: 'DE', customs_value: 1000, quantity: 1000, unit: 'kg' });
    expect(estimate).toMatchObject({ effective_pct: 3.6606, min_pct: 3.1439, max_pct: 3.6606, amount: 36.61 });
  });

  it('takes the lowest special rate when several programs open to the origin: Haiti E Free beats R 3.4%', () => {
    const line = usLine({ duty_rate: '10%', special_rate: '3.4% (R) Free (E,IL)' });
    expect(us(line, { origin: 'HT', customs_value: 100 })).toMatchObject({ rate_basis: 'special:E', effective_pct: 0, amount: 0 });
  });

  it('does not apply lapsed GSP unless asked, but says it would', () => {
    const line = usLine({ duty_rate: '4%', special_rate: 'Free (A,AU)' });
    const estimate = us(line, { origin: 'TH', customs_value: 100 });
    expect(estimate).toMatchObject({ rate_basis: 'general', amount: 4 });
    expect(estimate.may_apply[0]).toMatchObject({ name: 'Special program A', reason: expect.stringContaining('not in force') });
    expect(us(line, { origin: 'TH', customs_value: 100, apply_expired_programs: true })).toMatchObject({ rate_basis: 'special:A', amount: 0 });
  });

  it('uses USMCA (S), not the superseded NAFTA code, for Mexico', () => {
    const line = usLine({ duty_rate: '4%', special_rate: 'Free (A*,CA,MX,S)' });
    expect(us(line, { origin: 'MX' }).rate_basis).toBe('special:S');
  });

  it('treats "The rate applicable to …" as a reference without a percent', () => {
    const estimate = us(usLine({ duty_rate: 'The rate applicable to the article of which it is a part or accessory' }), { origin: 'DE', customs_value: 100 });
    expect(estimate).toMatchObject({ available: true, rate_basis: 'reference', effective_pct: null, specific: false });
    expect(estimate.amount).toBeUndefined();
    expect(estimate.may_apply[0]).toMatchObject({ name: 'Rate of another provision' });
  });

  it('asks for the value of each part when percents apply to parts of a watch', () => {
    const estimate = us(usLine({ duty_rate: '$1.60 each + 6.7% on the case + 5.3% on the battery' }), { origin: 'DE', customs_value: 100, quantity: 1, unit: 'each' });
    expect(estimate.effective_pct).toBeNull();
    expect(estimate.missing_inputs).toContain('component_values');
  });

  it('has nothing to say for a line without a rate', () => {
    expect(us(usLine({ duty_rate: '' }), { origin: 'DE' })).toMatchObject({ available: false, missing_inputs: ['code'] });
    expect(estimateDuty({ market: 'US', code: '0000', line: null })).toMatchObject({ available: false, missing_inputs: ['code'] });
  });
});

describe('estimateDuty: EU', () => {
  it('is unavailable: the CN data has no duty rates, and none is invented', () => {
    const estimate = estimateDuty({ market: 'EU', code: '6109 10 00', line: usLine({}), origin: 'CN', customs_value: 1000 });
    expect(estimate).toMatchObject({ available: false, rate_text: null, effective_pct: null, currency: 'EUR', missing_inputs: ['duty_rate'] });
    expect(estimate.amount).toBeUndefined();
    expect(estimate.notes.join(' ')).toMatch(/TARIC/);
  });
});

describe('estimateDuty: VN', () => {
  // 6109.10.10 T-shirts for men or boys, vn_tariff_2026.csv: standard 30, MFN 20, ACFTA "0 (-KH, ID)", AHKFTA 4, VIFTA 14, others 0.
  const TSHIRTS_VN = vnLine(
    '20',
    { ACFTA: '0 (-KH, ID)', ATIGA: '0', AJCEP: '0', VJEPA: '0', AKFTA: '0', AANZFTA: '0', VKFTA: '0', AHKFTA: '4', EVFTA: '0', VIFTA: '14', 'RCEPT A': '0' },
    '30',
  );

  it('applies MFN to a WTO origin without an agreement: 20% of 10,000,000 VND = 2,000,000', () => {
    const estimate = vn(TSHIRTS_VN, { origin: 'US', customs_value: 10_000_000 });
    expect(estimate).toMatchObject({ rate_basis: 'mfn', effective_pct: 20, amount: 2_000_000, currency: 'VND', certificate_of_origin_required: false });
  });

  it('applies the agreement rate of the origin: Hong Kong AHKFTA 4% of 10,000,000 = 400,000', () => {
    const estimate = vn(TSHIRTS_VN, { origin: 'HK', customs_value: 10_000_000 });
    expect(estimate).toMatchObject({ rate_basis: 'agreement:AHKFTA', effective_pct: 4, amount: 400_000, certificate_of_origin_required: true });
    expect(estimate.notes.join(' ')).toMatch(/certificate of origin is required/);
  });

  it('applies EVFTA to an EU member state: Germany 0%', () => {
    expect(vn(TSHIRTS_VN, { origin: 'DE', customs_value: 1_000_000 })).toMatchObject({ rate_basis: 'agreement:EVFTA', effective_pct: 0, amount: 0 });
  });

  it('takes the lowest of several agreements and names it', () => {
    const line = vnLine('15', { AKFTA: '5', VKFTA: '3', 'RCEPT E': '4', 'RCEPT A': '0' });
    const estimate = vn(line, { origin: 'KR', customs_value: 1_000_000 });
    expect(estimate).toMatchObject({ rate_basis: 'agreement:VKFTA', effective_pct: 3, amount: 30_000 });
    expect(estimate.notes.join(' ')).toMatch(/Other agreements open to this origin: AKFTA 5%, RCEPT E 4%/);
  });

  it('reads the RCEP column of the origin (China → RCEPT C) and skips an agreement that excludes it', () => {
    const line = vnLine('15', { ACFTA: '0 (-CN)', 'RCEPT A': '0', 'RCEPT C': '10' });
    const estimate = vn(line, { origin: 'CN', customs_value: 1_000_000 });
    expect(estimate).toMatchObject({ rate_basis: 'agreement:RCEP', effective_pct: 10, amount: 100_000 });
    expect(estimate.notes.join(' ')).toMatch(/goods of CN are excluded/);
  });

  it('uses the CPTPP rate for Mexico where the schedule gives one', () => {
    const line = vnLine('10', { CPTPP: '2,7; M: 5,4' });
    expect(vn(line, { origin: 'MX', customs_value: 1000 }).effective_pct).toBe(5.4);
    expect(vn(line, { origin: 'CA', customs_value: 1000 }).effective_pct).toBe(2.7);
  });

  it('quotes the highest rate of a split line with its range', () => {
    const line = vnLine('10', { EVFTA: '0/5' });
    expect(vn(line, { origin: 'FR', customs_value: 1000 })).toMatchObject({ rate_basis: 'agreement:EVFTA', effective_pct: 5, min_pct: 0, max_pct: 5, amount: 50 });
  });

  it('applies the standard rate to a non-MFN origin: North Korea 30%', () => {
    expect(vn(TSHIRTS_VN, { origin: 'KP', customs_value: 1000 })).toMatchObject({ rate_basis: 'standard', effective_pct: 30, amount: 300 });
  });

  it('resolves "150% thuế MFN" against the MFN rate', () => {
    expect(vn(vnLine('8', {}, '150% thuế MFN'), { origin: 'KP' })).toMatchObject({ rate_basis: 'standard', effective_pct: 12 });
  });

  it('quotes the out-of-quota rate and lists the quota: eggs 40 (NHN: 80)', () => {
    const estimate = vn(vnLine('40 (NHN: 80)', { 'VN-EAEU': 'Q' }), { origin: 'US', customs_value: 1000 });
    expect(estimate).toMatchObject({ effective_pct: 80, min_pct: 40, max_pct: 80, amount: 800 });
    expect(estimate.may_apply[0].name).toMatch(/tariff quota/);
  });

  it('without an origin: MFN, origin missing, lower agreement rates listed', () => {
    const estimate = vn(TSHIRTS_VN, { customs_value: 1000 });
    expect(estimate).toMatchObject({ rate_basis: 'mfn', effective_pct: 20, missing_inputs: ['origin'] });
    expect(estimate.may_apply[0]).toMatchObject({ name: 'Preferential agreements', reason: expect.stringContaining('AHKFTA 4%') });
  });

  it('rounds VND to whole dong: 12.5% of 1,234,567 = 154,320.875 → 154,321', () => {
    expect(vn(vnLine('12.5', {}), { origin: 'US', customs_value: 1_234_567 }).amount).toBe(154_321);
  });

  it('treats a chapter 98 MFN cell as a reference', () => {
    const estimate = vn(vnLine('Theo hướng dẫn tại khoản 3 Chương 98', {}), { origin: 'US', customs_value: 1000 });
    expect(estimate).toMatchObject({ available: true, rate_basis: 'reference', effective_pct: null });
  });
});

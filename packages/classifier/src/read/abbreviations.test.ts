import { expandAbbreviations, type AbbreviationContext } from './abbreviations';

const NONE: AbbreviationContext = { apparel: false, vehicles: false, metals: false, plastics: false };
const APPAREL = { ...NONE, apparel: true };
const VEHICLES = { ...NONE, vehicles: true };

describe('expandAbbreviations', () => {
  it('replaces shorthand in the text and records it', () => {
    expect(expandAbbreviations('knife w/ wooden handle, 3 pcs', NONE)).toEqual({ text: 'knife with wooden handle, 3 pieces', abbreviations: { 'w/': 'with', pcs: 'pieces' }, expansions: [] });
    expect(expandAbbreviations('mug w/o lid', NONE).text).toBe('mug without lid');
    expect(expandAbbreviations('Android Tablet w Precision Pen', NONE).text).toBe('Android Tablet with Precision Pen');
    expect(expandAbbreviations('Panel W 1020mm', NONE).text).toBe('Panel W 1020mm');
    expect(expandAbbreviations('FUEL PUMP ASSY', NONE).text).toBe('FUEL PUMP assembly');
    expect(expandAbbreviations('TRAY ASSYBATTERY', NONE).text).toBe('TRAY assembly BATTERY');
  });

  it('reads SS and S/S as stainless steel, or short sleeve in apparel', () => {
    expect(expandAbbreviations('SS sink 304', NONE).text).toBe('stainless steel sink 304');
    expect(expandAbbreviations('polo S/S', APPAREL).text).toBe('polo short sleeve');
    expect(expandAbbreviations('SS tee', APPAREL).abbreviations).toEqual({ SS: 'short sleeve' });
    expect(expandAbbreviations('shirt L/S', APPAREL).text).toBe('shirt long sleeve');
  });

  it('reads MTG as a mounting, but as the card game where games are named', () => {
    expect(expandAbbreviations('MTG BRKT', NONE).text).toBe('mounting bracket');
    expect(expandAbbreviations('MTG booster pack', { ...NONE, games: true }).text).toBe('MTG booster pack');
  });

  it('splits stainless grades from SUS and STS, the grade first so the steel stands before the form', () => {
    expect(expandAbbreviations('SUS304 bolt', NONE).text).toBe('304 stainless steel bolt');
    expect(expandAbbreviations('STS316L CR SHEET', NONE).text).toBe('316L stainless steel cold rolled SHEET');
    expect(expandAbbreviations('AISI304 plate', NONE).text).toBe('304 stainless steel plate');
    expect(expandAbbreviations('STS 316L pipe', NONE).abbreviations).toEqual({ STS: 'stainless steel' });
  });

  it('reads mill grades as the kind of steel they are, keeping the grade', () => {
    expect(expandAbbreviations('SS400 EQUAL ANGLE', NONE).text).toBe('non-alloy steel SS400 EQUAL ANGLE');
    expect(expandAbbreviations('SPCC 0.8T X 1219MM', NONE).text).toBe('cold rolled non-alloy steel SPCC 0.8T X 1219MM');
    expect(expandAbbreviations('SCM440 ROUND BAR', NONE).text).toBe('alloy steel SCM440 ROUND BAR');
    expect(expandAbbreviations('EGI COIL SECC', NONE).abbreviations).toEqual({ EGI: 'non-alloy steel electrolytically plated with zinc EGI', SECC: 'non-alloy steel electrolytically plated with zinc SECC' });
    expect(expandAbbreviations('Galaxy S24 case', NONE).text).toBe('Galaxy S24 case');
  });

  it('reads an aluminium or copper grade only beside its metal or its temper: a laptop battery\u2019s A1466 is no aluminium', () => {
    expect(expandAbbreviations('A1050 ALUMINIUM COIL H14', NONE).text).toBe('aluminium, not alloyed A1050 ALUMINIUM COIL H14');
    expect(expandAbbreviations('A6061 T6 ROUND BAR', NONE).text).toBe('aluminium alloys A6061 T6 ROUND BAR');
    expect(expandAbbreviations('C2680 BRASS STRIP', NONE).text).toBe('copper-zinc base alloys (brass) C2680 BRASS STRIP');
    expect(expandAbbreviations('Battery A1466 for MacBook Air', NONE).text).toBe('Battery A1466 for MacBook Air');
  });

  it('reads an American invoice\u2019s bare aluminium number beside aluminium or its temper, and copper\u2019s five-digit UNS numbers', () => {
    expect(expandAbbreviations('ALUMINUM TUBE 6061-T6 SEAMLESS', NONE).text).toBe('ALUMINUM TUBE aluminium alloys 6061-T6 SEAMLESS');
    expect(expandAbbreviations('ALUMINIUM WIRE ROD EC GRADE 1350', NONE).text).toBe('ALUMINIUM WIRE ROD EC GRADE aluminium, not alloyed 1350');
    expect(expandAbbreviations('COPPER BUS BAR C11000', NONE).text).toBe('COPPER BUS BAR copper, refined C11000');
    expect(expandAbbreviations('BRASS STRIP C26000', NONE).text).toBe('BRASS STRIP copper-zinc base alloys (brass) C26000');
    // A copper sheet's width is no aluminium grade.
    expect(expandAbbreviations('copper sheet 1100 x 2000mm', NONE).text).toBe('copper sheet 1100 x 2000mm');
  });

  it('reads CM and CD before a yarn\u2019s English count as combed and carded, and no centimetre', () => {
    expect(expandAbbreviations('COTTON YARN CM 40S/1', NONE).text).toBe('COTTON YARN combed 40S/1');
    expect(expandAbbreviations('COTTON YARN CD 30S', NONE).text).toBe('COTTON YARN carded 30S');
    expect(expandAbbreviations('Ruler 30 CM', NONE).text).toBe('Ruler 30 CM');
  });

  it('expands fibre blends so their ratio can be read', () => {
    expect(expandAbbreviations('T/C 65/35 fabric', APPAREL).text).toBe('polyester/cotton 65/35 fabric');
    expect(expandAbbreviations('CVC 60/40 jersey', APPAREL).text).toBe('cotton/polyester 60/40 jersey');
  });

  it('reads POLY as polyester in a composition outside apparel too, and PCT as a percent sign', () => {
    expect(expandAbbreviations('WOVEN FABRIC 51 POLY 36 COTTON 13 NYLON', NONE).text).toBe('WOVEN FABRIC 51 polyester 36 COTTON 13 NYLON');
    expect(expandAbbreviations('65% POLY, 35% RAYON', NONE).text).toBe('65% polyester, 35% RAYON');
    expect(expandAbbreviations('2 POLY BAGS', NONE).text).toBe('2 POLY BAGS');
    expect(expandAbbreviations('100PCT CARDED COTTON, 8 PCT SPANDEX', NONE).text).toBe('100% CARDED COTTON, 8% SPANDEX');
  });

  it('keeps material and electronics names in the text and lists their expansion', () => {
    const result = expandAbbreviations('PU leather bag with LED and USB port, PVC lining', NONE);
    expect(result.text).toBe('PU leather bag with LED and USB port, PVC lining');
    expect(result.abbreviations).toEqual({ PU: 'polyurethane', LED: 'light-emitting diode', USB: 'universal serial bus', PVC: 'polyvinyl chloride' });
    expect(result.expansions).toEqual(['polyvinyl chloride', 'polyurethane', 'light-emitting diode', 'universal serial bus']);
  });

  it('reads part-list abbreviations of vehicles only in a vehicle context', () => {
    expect(expandAbbreviations('BRKT FR DR UPR LH', VEHICLES).text).toBe('bracket front door upper left-hand');
    expect(expandAbbreviations('FR DR', NONE).text).toBe('FR DR');
    expect(expandAbbreviations('ABS sensor', VEHICLES).text).toBe('anti-lock braking system sensor');
    expect(expandAbbreviations('ABS housing', NONE).abbreviations).toEqual({ ABS: 'acrylonitrile butadiene styrene' });
  });

  it('tells a piece from a computer and from polycarbonate', () => {
    expect(expandAbbreviations('1 PC set', NONE).text).toBe('1 piece set');
    expect(expandAbbreviations('gaming PC', NONE).text).toBe('gaming personal computer');
    expect(expandAbbreviations('PC sheet 3mm', NONE).text).toBe('polycarbonate sheet 3mm');
    expect(expandAbbreviations('PC 수지 펠릿', NONE).text).toBe('polycarbonate 수지 펠릿');
    expect(expandAbbreviations('Tấm PC đặc ruột', NONE).text).toBe('Tấm polycarbonate đặc ruột');
    expect(expandAbbreviations('하드 캐리어 24인치 PC 소재', NONE).text).toBe('하드 캐리어 24인치 polycarbonate 소재');
    expect(expandAbbreviations('기내용 캐리어 하드케이스 PC', NONE).text).toBe('기내용 캐리어 하드케이스 polycarbonate');
    expect(expandAbbreviations('PC hard shell suitcase 20 inch', NONE).text).toBe('polycarbonate hard shell suitcase 20 inch');
  });

  it('does not touch words that merely contain the letters', () => {
    expect(expandAbbreviations('classic glass bowls', APPAREL).text).toBe('classic glass bowls');
    expect(expandAbbreviations('Pets and pcs', NONE).abbreviations).toEqual({ pcs: 'pieces' });
  });
});

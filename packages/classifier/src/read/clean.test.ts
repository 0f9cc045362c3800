import { cleanDescription, extractOrigin, isCodeToken, joinedPolymerNames, stripMarkup } from './clean';
import { isNonFerrousGradeToken } from './metal-grades';

describe('isCodeToken', () => {
  it.each(['AS8K215GY30M', '51610123', '842502J000', 'LTM190E1L01G14', 'B10211', '48548', 'TDP270ATG02', 'ABC-12345', 'SFO-A123', 'MS-4045-BK'])('%s is a code', (token) => {
    expect(isCodeToken(token)).toBe(true);
  });
  it.each(['220V', '50mm', '8oz', '2L', '1kg', 'USB3', 'MP3', 'M8', '2011-2015', '3D', 'N95', 'SUS304', 'PCB40', 'PC50', 'R410A', 'R-404A', 'cotton', '100', '2024', '2-ml-perfume', '10-piece-set', 'XL-cotton-tee', 'Beads#12', 'Charm#3', '55R16', '80R22.5', '45ZR17', 'UV400', 'Cat6a', 'CAT6', 'LPDDR5', 'PCIe4', 'HDMI2', '1080p', '2160P', 'NE30/1', 'Nm52/2', 'AC400V', 'DC24V', '40g/con', '25kg/bag', '20kg/th', 'Polyester/35', 'Cotton/40', 'LiFePO4', 'LiMn2O4'])('%s is not a code', (token) => {
    expect(isCodeToken(token)).toBe(false);
  });
});

describe('isNonFerrousGradeToken', () => {
  it('reads an aluminium or copper grade with its temper beside its metal, and no model number', () => {
    expect(isNonFerrousGradeToken('6061-T6', 'ALUMINUM TUBE 6061-T6 SEAMLESS')).toBe(true);
    expect(isNonFerrousGradeToken('A5052-H32', 'A5052-H32 SHEET')).toBe(true);
    expect(isNonFerrousGradeToken('C11000', 'COPPER BUS BAR C11000')).toBe(true);
    expect(isNonFerrousGradeToken('S2721DS', 'Dell S2721DS 27 inch monitor')).toBe(false);
    expect(isNonFerrousGradeToken('A1466', 'Battery A1466 for MacBook Air')).toBe(false);
  });
});

describe('cleanDescription', () => {
  it('drops part codes and code-only parentheses, keeping the words', () => {
    expect(cleanDescription('12um SLD CAN ; BT7M330QX41K')).toMatchObject({ text: '12um SLD CAN', codes: ['BT7M330QX41K'] });
    expect(cleanDescription('07213GRPB(62720456)').text).toBe('');
    expect(cleanDescription('PADFLR CONSOLE(품번 842519J000)').text).toBe('PADFLR CONSOLE');
    // A long number before its unit is a quantity, not a part number.
    expect(cleanDescription('Bulk red wine in flexitank 24000 litres').text).toBe('Bulk red wine in flexitank 24000 litres');
    // A transformer's power handling capacity in VA is its rating, which 8504.31-.34 split on.
    expect(cleanDescription('Control transformer 100VA').text).toBe('Control transformer 100VA');
    expect(cleanDescription('Part 12345678 for engine').codes).toEqual(['12345678']);
    expect(cleanDescription('Food preparations; 곤약젤리 (Konjac Jelly)').text).toBe('Food preparations; 곤약젤리 (Konjac Jelly)');
    // A weight per square metre and a computer's storage are measures, no part numbers.
    expect(cleanDescription('Nonwoven fabric spunbond 25g/m2, in rolls').codes).toEqual([]);
    expect(cleanDescription('ノートパソコン Core i5 SSD512GB').codes).toEqual([]);
  });

  it('drops the labels of a Korean declaration form, not words that hold them', () => {
    expect(cleanDescription('품명 태블릿PC 모델 T-10 규격 10인치').text).toBe('태블릿PC T-10 10인치');
    expect(cleanDescription('제시품명: 전동식사출기 규격 150톤').text).toBe('전동식사출기 150톤');
    expect(cleanDescription('신고품명 Printed card').text).toBe('Printed card');
    expect(cleanDescription('규격품 납품용 상자').text).toBe('규격품 납품용 상자');
  });

  it('measures how much of the text was codes', () => {
    expect(cleanDescription('20044300000E3DJNWVTC').codeShare).toBe(1);
    expect(cleanDescription('Cotton t-shirt').codeShare).toBe(0);
  });

  it('parts the fields of a Japanese declaration at a full-width slash, keeping its ratings', () => {
    expect(cleanDescription('品名：三相誘導電動機／出力5.5kW／AC400V 50Hz').text).toContain('5.5kW / AC400V');
  });
  it('removes markup and entities', () => {
    expect(stripMarkup('Steel <b>jewelry</b>, non-precious &amp; nickel-free')).toBe('Steel jewelry , non-precious & nickel-free');
  });
});

describe('extractOrigin', () => {
  it.each([
    ['Tshirts of cotton knitted; KIDS TSHIRT; VIETNAM', 'VN', 'Tshirts of cotton knitted; KIDS TSHIRT'],
    ['Candy; HOLIDAY MIX; PRCHNA', 'CN', 'Candy; HOLIDAY MIX'],
    ['Paints; RKOREA', 'KR', 'Paints'],
    ['Leather wallet, made in Italy', 'IT', 'Leather wallet,'],
    ['중국산 면 티셔츠', 'CN', '면 티셔츠'],
    ['綿100% Tシャツ ベトナム製', 'VN', '綿100% Tシャツ'],
    ['áo thun nam xuất xứ Việt Nam', 'VN', 'áo thun nam'],
    ['Induction motor 7.5 kW; foot mounted; origin CN', 'CN', 'Induction motor 7.5 kW; foot mounted;'],
    ['Cotton T-shirt, knitted, Country of origin: VN', 'VN', 'Cotton T-shirt, knitted,'],
  ])('%s → %s', (text, origin, rest) => {
    const found = extractOrigin(text);
    expect(found.origin).toBe(origin);
    expect(found.text.replace(/\s+/g, ' ').trim()).toBe(rest);
  });

  it('leaves a description without a country alone', () => {
    expect(extractOrigin('Made in house; CHECK VALVE')).toEqual({ text: 'Made in house; CHECK VALVE', origin: null });
    // Two capitals read as a country only after an origin label: "IN" and "NO" are words elsewhere.
    expect(extractOrigin('Plug-in charger NO cable').origin).toBeNull();
  });
});

describe('joinedPolymerNames', () => {
  it('writes a polymer named the chemists\' way as one word', () => {
    expect(joinedPolymerNames('Poly(ethylene terephthalate) chips')).toBe('polyethylene terephthalate chips');
    expect(joinedPolymerNames('Poly (vinyl chloride)')).toBe('polyvinyl chloride');
    expect(joinedPolymerNames('Polyester (recycled)')).toBe('Polyester (recycled)');
  });
});

import { catchAllHeadings, metalPowderHeadings, steelKind, steelOfItsKind } from './headings';
import { readDescription } from './read-description';

const read = (description: string) => readDescription({ description, market: 'US', language: 'en' });

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

describe('headings by material', () => {
  it('reads "metal" alone as base metal: metal seed beads are beads of base metal (8308), not glass', () => {
    expect(read('Metal Seed Beads, assorted').hs_headings[0]).toBe('8308');
    expect(read('Seed beads').hs_headings[0]).toBe('7018');
  });

  it('files a yarn or fabric named by a man-made fibre\'s word under its stated chief fibre: cotton under 85 % is 5206 first', () => {
    const ko = (description: string) => readDescription({ description, market: 'US', language: 'ko' });
    expect(ko('품명: CVC 방적사; 규격: 면 60% 폴리에스터 40%').hs_headings.slice(0, 3)).toEqual(['5206', '5205', '5207']);
    expect(ko('품명: 캐시미어 방적사; 규격: 캐시미어 100%').hs_headings[0]).toBe('5108');
    expect(ko('품명: 폴리에스터 방적사; 규격: 폴리에스터 100%').hs_headings[0]).toBe('5509');
  });
});

describe('headings by the state of food', () => {
  it('puts cereal grains precooked, steamed or roasted in 1904, parboiled rice with rice', () => {
    expect(read('Buckwheat precooked').hs_headings[0]).toBe('1904');
    expect(read('Steamed rice').hs_headings[0]).toBe('1904');
    expect(read('parboiled rice').hs_headings[0]).toBe('1006');
    expect(read('Brown rice partially steamed').hs_headings[0]).toBe('1006');
  });

  it('reads "preparation" of vegetables, fruit and meat as prepared: 2005, 2008, 1602', () => {
    expect(read('Sweet peppers preparation').hs_headings[0]).toBe('2005');
    expect(read('Coconut preparations').hs_headings[0]).toBe('2008');
    expect(read('Beef preparation').hs_headings[0]).toBe('1602');
  });

  it('puts cereal grains hulled, pearled or rolled in 1104, but not rice, nor grains precooked', () => {
    expect(read('Pearled barley, 25 kg bags').hs_headings[0]).toBe('1104');
    expect(read('Proso millet, hulled').hs_headings[0]).toBe('1104');
    expect(read('Proso millet').hs_headings[0]).not.toBe('1104');
    expect(read('Rice hulled').hs_headings[0]).toBe('1006');
    expect(read('Barley rolled and precooked').hs_headings[0]).toBe('1904');
  });

  it('puts a spice made into a preparation among the seasonings (2103) and a vegetable oil so among the oil preparations (1517)', () => {
    expect(read('Chilli powder preparation; with garlic and salt').hs_headings[0]).toBe('2103');
    expect(read('Ground cinnamon').hs_headings[0]).toBe('0906');
    expect(read('Sesame oil preparation for cooking').hs_headings[0]).toBe('1517');
    expect(read('Sesame oil').hs_headings[0]).toBe('1515');
  });

  it('keeps roots and tubers frozen or dried in 0714, not the frozen or dried vegetables of 0710 and 0712', () => {
    expect(read('Yam frozen, diced').hs_headings[0]).toBe('0714');
    expect(read('Dried cassava chips').hs_headings[0]).toBe('0714');
    expect(read('Frozen broccoli').hs_headings[0]).toBe('0710');
  });

  it('keeps vegetables cooked only by steaming or boiling and frozen in 0710, fried or seasoned ones in 2004/2005', () => {
    expect(read('Frozen steamed broccoli florets').hs_headings[0]).toBe('0710');
    expect(read('Khoai tây luộc đông lạnh').hs_headings[0]).toBe('0710');
    expect(read('Steamed broccoli').hs_headings[0]).toBe('2005');
    expect(read('Frozen fried broccoli').hs_headings[0]).toBe('2005');
  });

  it('puts roasted or otherwise cooked ground-nuts in 2008, raw ones in 1202', () => {
    expect(read('Roasted groundnuts').hs_headings[0]).toBe('2008');
    expect(read('Groundnuts').hs_headings[0]).toBe('1202');
  });

  it('puts vegetables and fruit prepared or preserved by vinegar in 2001', () => {
    expect(read('Vegetable prepared by vinegar').hs_headings[0]).toBe('2001');
    expect(read('Cucumbers in vinegar').hs_headings[0]).toBe('2001');
    expect(read('Cucumber preparation').hs_headings[0]).toBe('2005');
  });
});

describe('headings of footwear', () => {
  it('takes the heading from the upper, not from the material of the sole alone', () => {
    expect(read('Canvas sneakers with rubber soles').hs_headings[0]).toBe('6404');
    expect(read('Rubber sandals').hs_headings[0]).toBe('6402');
  });
});

describe('headings by power', () => {
  it('puts the electrical heading of a concept that spans chapter 85 first only where the text says the goods are electric', () => {
    expect(read('Hand warmer').hs_headings).toEqual(['3824', '8516']);
    expect(read('Hand warmer, battery powered').hs_headings[0]).toBe('8516');
  });
});

describe('headings by whom a garment is for', () => {
  it('puts the women\u2019s heading before its men\u2019s twin when nothing says whom the garment is for (chapter 62 note 9), and only the stated one otherwise', () => {
    expect(read('Denim jacket').hs_headings.slice(0, 2)).toEqual(['6202', '6201']);
    expect(read("Men's denim jacket").hs_headings).toEqual(['6201']);
    expect(read("Women's shirt").hs_headings).not.toContain('6205');
  });
});

describe('headings of a textile concept stated to be of another material', () => {
  it('puts the material\u2019s catch-all heading first (Section XI holds textiles only), but not for pearls or precious metal adorning them', () => {
    expect(read('Wooden table runner').hs_headings[0]).toBe('4421');
    expect(read('Carved Decorative Wood Wall Hanging').hs_headings[0]).toBe('4420'); // an ornament of wood, a term of its own
    // Household linen and curtains of plastics are household articles (3924); plastic apparel stays with 3926.
    expect(read('Plastic tablecloth').hs_headings[0]).toBe('3924');
    expect(read('PEVA shower curtain').hs_headings[0]).toBe('3924');
    expect(read('PEVA raincoat').hs_headings[0]).toBe('3926');
    expect(read('Cotton tablecloth').hs_headings[0]).toBe('6302');
    expect(read('Bridal sleeves made from tulle and decorative imitation pearls').hs_headings[0]).not.toBe('7116');
  });
});

describe('powders of metals', () => {
  const metal = (name: string) => ({ name, group: 'metal_nonferrous', percent: null });

  it('gives each named metal\'s own powder heading, in the order named', () => {
    expect(metalPowderHeadings([metal('titanium'), metal('aluminium')], 'titanium-aluminium alloy powder')).toEqual(['8108', '7603']);
    expect(metalPowderHeadings([metal('copper')], '구리 분말 25kg')).toEqual(['7406']);
  });

  it('reads flakes as the powder heading of the metals whose heading names flakes only', () => {
    expect(metalPowderHeadings([metal('aluminium')], 'aluminium flakes for paint')).toEqual(['7603']);
    expect(metalPowderHeadings([metal('iron')], 'iron flakes')).toEqual([]);
  });

  it('gives none without a powder word, or where a material is no metal', () => {
    expect(metalPowderHeadings([metal('nickel')], 'nickel strip')).toEqual([]);
    expect(metalPowderHeadings([metal('zinc'), { name: 'plastic', group: 'plastic', percent: null }], 'zinc and plastic powder')).toEqual([]);
  });

  it('reads unnamed goods of a metal said to be powder as that powder, with a product', () => {
    const reading = read('Zinc powder 99.5% min');
    expect(reading.hs_headings).toEqual(['7903']);
    expect(reading.flags).not.toContain('no_product_match');
    expect(readDescription({ description: '니켈 분말', market: 'US', language: 'ko' }).hs_headings).toEqual(['7504']);
  });
});

describe('forms of steel by kind', () => {
  it('puts a form of steel said stainless or alloy under that kind\u2019s heading of the form, and one said non-alloy under the non-alloy one', () => {
    expect(steelOfItsKind(['7208', '7209', '7211', '7225', '7226'], '304 stainless steel cold rolled COIL')).toEqual(['7219', '7220']);
    expect(steelOfItsKind(['7214', '7213', '7215', '7228'], 'alloy steel SCM440 ROUND BAR')).toEqual(['7228', '7227']);
    expect(steelOfItsKind(['7228', '7214'], 'non-alloy steel S45C ROUND BAR')).toEqual(['7214']);
    expect(steelOfItsKind(['7214', '7213'], 'steel round bar')).toEqual(['7214', '7213']);
    expect(steelOfItsKind(['7318', '7326'], '304 stainless steel hex bolt')).toEqual(['7318', '7326']);
  });

  it('reads the kind of steel from its words in four languages, "non-alloy" and "비합금강" being none of alloy', () => {
    expect(steelKind('STS 스테인리스 코일')).toBe('stainless');
    expect(steelKind('합금강 환봉')).toBe('alloy');
    expect(steelKind('비합금강 열연코일')).toBe('non-alloy');
    expect(steelKind('non-alloy steel wire')).toBe('non-alloy');
    expect(steelKind('thép hợp kim')).toBe('alloy');
    expect(steelKind('steel pipe')).toBeNull();
  });
});

describe('headings by how the goods are put up or made', () => {
  const inLanguage = (description: string, language: 'en' | 'vi' | 'ja' | 'ko') => readDescription({ description, market: 'US', language });

  it('files a drug substance in bulk under its chemical of chapter 29, a drug in doses or mixed under 3004 or 3003', () => {
    expect(read('Ibuprofen BP grade, raw material in 50 kg drums').hs_headings[0]).toBe('2916');
    expect(read('Amoxicillin trihydrate USP, active pharmaceutical ingredient, CAS listed').hs_headings[0]).toBe('2941');
    expect(inLanguage('アスピリン 原薬 10kg', 'ja').hs_headings[0]).toBe('2918');
    expect(read('Ibuprofen 200 mg tablets, 100 count').hs_headings[0]).toBe('3004');
    expect(read('Amoxicillin capsules 500mg').hs_headings[0]).toBe('3004');
    expect(read('Paracetamol API for tablet manufacturing, 25 kg').hs_headings[0]).toBe('2924');
    expect(read('Ampicillin formulated premix in bulk, for veterinary use').hs_headings[0]).not.toBe('2941');
  });

  it('files man-made fibres said spun or staple under chapter 55, the filaments of chapter 54 otherwise', () => {
    expect(read('Spun polyester sewing thread on cones').hs_headings[0]).toBe('5508');
    expect(inLanguage('Chỉ may polyester kéo từ xơ staple, cuộn 3000m', 'vi').hs_headings[0]).toBe('5508');
    expect(read('Polyester sewing thread on cones').hs_headings[0]).toBe('5401');
    expect(inLanguage('スパンデックス ミシン糸 ポリエステル', 'ja').hs_headings[0].slice(0, 2)).toBe('54');
  });

  it('files fish fillets, fresh, chilled or frozen, under 0304 whatever species names them, smoked ones under 0305', () => {
    expect(read('Chilled Atlantic salmon fillets, skin on').hs_headings[0]).toBe('0304');
    expect(inLanguage('Cá hồi phi lê ướp lạnh 500g', 'vi').hs_headings[0]).toBe('0304');
    expect(inLanguage('冷凍すけとうだらフィレ 10kg', 'ja').hs_headings[0]).toBe('0304');
    expect(read('Whole frozen Atlantic salmon, gutted').hs_headings[0]).toBe('0303');
    expect(read('Smoked salmon fillet, sliced').hs_headings[0]).not.toBe('0304');
    expect(inLanguage('冷凍さば ラウンド（フィレ加工前）', 'ja').hs_headings[0]).toBe('0303');
    expect(inLanguage('냉동 고등어 원어, 필레로 가공하지 않은 것', 'ko').hs_headings[0]).toBe('0303');
  });

  it('files solder without flux under the tin wire of 8003, flux-cored or plain solder under 8311', () => {
    expect(read('Solder wire, solid, no flux, tin 99.3% copper 0.7%').hs_headings[0]).toBe('8003');
    expect(read('Rosin core solder wire 0.8 mm').hs_headings[0]).toBe('8311');
  });

  it('files footwear with outer soles of textile or wood under the other footwear of 6405', () => {
    expect(read('House slippers, plush polyester upper, felt outsole').hs_headings[0]).toBe('6405');
    expect(read('Canvas sneakers with rubber sole').hs_headings[0]).toBe('6404');
  });

  it('files floor coverings of coir under the woven ones of 5702, not the tufted carpets of 5703', () => {
    expect(read('Coir doormat, natural coconut fibre, 40x60 cm').hs_headings[0]).toBe('5702');
    expect(read('Tufted nylon carpet tiles').hs_headings[0]).toBe('5703');
  });

  it('files linseed and rapeseed under their own headings, not the other oil seeds of 1207', () => {
    expect(read('Brown flaxseed, whole, 1 kg bag').hs_headings[0]).toBe('1204');
    expect(read('Canola seeds for crushing').hs_headings[0]).toBe('1205');
    expect(read('Cold pressed flaxseed oil 250 ml').hs_headings[0]).toBe('1515');
    expect(read('Chia seeds, organic').hs_headings[0]).toBe('1207');
  });

  it('files garments of coated fabric and of faux leather under 6113 when knitted and 6210 otherwise, not as articles of plastics', () => {
    expect(read('Ladies faux leather leggings, stretch').hs_headings[0]).toBe('6113');
    expect(read('Mens vegan leather bomber jacket').hs_headings[0]).toBe('6210');
    expect(read('Mens rain jacket of PVC coated polyester, hooded').hs_headings[0]).toBe('6210');
    expect(read('PVC raincoat').hs_headings[0]).toBe('3926');
    expect(read('Mens genuine leather bomber jacket').hs_headings[0]).toBe('4203');
    expect(read('Faux leather tote bag').hs_headings[0]).toBe('4202');
  });
});

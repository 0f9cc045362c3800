import { attributeAgreement, fibreShareAgreement, declaresArticleFor, declaresPreparedFood, declaresServedGoods, namesOtherGoods } from './attributes';
import { readDescription } from '../read';
import type { Lang } from '../types';

const read = (description: string) => readDescription({ description, market: 'US', language: 'en' });
/** How a description in a given language agrees with a line's text. */
const agreementOf = (description: string, language: Lang, hs6: string, text: string) => attributeAgreement(hs6, readDescription({ description, market: 'US', language }), text).factor;
/** The description agrees with the first [hs6, text] line more than with the second. */
const favours = (description: string, language: Lang, [hs6, text]: [string, string], [otherHs6, otherText]: [string, string]) =>
  expect(agreementOf(description, language, hs6, text)).toBeGreaterThan(agreementOf(description, language, otherHs6, otherText));

describe('attribute agreement: chief material', () => {
  it('favours the subheading naming the chief material and disfavours one naming another', () => {
    const shirt = read("Men's woven cotton shirt");
    expect(attributeAgreement('620520', shirt, "Men's or boys' shirts; of cotton").factor).toBeGreaterThan(1);
    expect(attributeAgreement('620530', shirt, "Men's or boys' shirts; of man-made fibres").factor).toBeLessThan(1);
  });

  it('when a heading holds itself to one material ("Iron or steel; …"), then goods of another stated material disagree more than with a subheading', () => {
    const heading = attributeAgreement('731600', read('Plastic tent peg anchor for a canopy'), 'Iron or steel; anchors, grapnels and parts thereof').factor;
    const subheading = attributeAgreement('620530', read("Men's woven cotton shirt"), "Men's or boys' shirts; of man-made fibres").factor;
    expect(heading).toBeLessThan(subheading / 1.25);
    // Plain "metal" may be the iron or steel.
    expect(attributeAgreement('731600', read('Metal boat anchor'), 'Iron or steel; anchors, grapnels and parts thereof').factor).toBeGreaterThanOrEqual(0.6);
  });

  it('when a subheading leaves the chief material out ("other than cotton"), then it disagrees', () => {
    const finding = attributeAgreement('620590', read("Men's woven cotton shirt"), "Men's or boys' shirts; of textile materials (other than cotton)");
    expect(finding.factor).toBeLessThan(1);
  });

  it('when a subheading leaves out something that is no material ("other than knives of heading 8208"), then the material says nothing', () => {
    const text = 'Knives with cutting blades, serrated or not (including pruning knives), other than knives of heading 8208; other knives having fixed blades';
    expect(attributeAgreement('821192', read('Stainless steel kitchen knife'), text).factor).toBe(1);
  });

  it('when a subheading names textiles by their family ("of textile materials"), then every textile fits, but not "other textile materials" or "… n.e.c."', () => {
    const backpack = read('Polyester backpack');
    expect(attributeAgreement('420292', backpack, 'Cases and containers; n.e.c. in heading 4202, with outer surface of sheeting of plastics or of textile materials').factor).toBeGreaterThan(1);
    const scarf = read('Polyester scarf');
    expect(attributeAgreement('621490', scarf, 'Shawls, scarves, mufflers, mantillas, veils and the like; of textile materials n.e.c. in heading no. 6214 (not knitted or crocheted)').factor).toBe(1);
    expect(attributeAgreement('621430', scarf, 'Shawls, scarves, mufflers, mantillas, veils and the like; of synthetic fibres (not knitted or crocheted)').factor).toBeGreaterThan(1);
    expect(attributeAgreement('620590', read("Men's woven polyester shirt"), "Men's or boys' shirts; of other textile materials").material).not.toBe('match');
  });

  it('tells synthetic fibres (polyester, nylon) from artificial ones (viscose, rayon), "man-made" naming both', () => {
    const polyester = read("Women's polyester dress");
    expect(attributeAgreement('620443', polyester, "Dresses; women's or girls', of synthetic fibres (not knitted or crocheted)").factor).toBeGreaterThan(1);
    expect(attributeAgreement('620444', polyester, "Dresses; women's or girls', of artificial fibres (not knitted or crocheted)").factor).toBeLessThan(1);
    const viscose = read("Women's viscose dress");
    expect(attributeAgreement('620444', viscose, "Dresses; women's or girls', of artificial fibres (not knitted or crocheted)").factor).toBeGreaterThan(1);
    expect(attributeAgreement('620443', viscose, "Dresses; women's or girls', of synthetic fibres (not knitted or crocheted)").factor).toBeLessThan(1);
    expect(attributeAgreement('620640', viscose, "Blouses, shirts and shirt-blouses; women's or girls', of man-made fibres (not knitted or crocheted)").factor).toBeGreaterThan(1);
  });

  describe('fibre shares the textile lines split on', () => {
    const AT_LEAST_85 = 'Fabrics, woven; of synthetic staple fibres, containing 85% or more by weight of polyester staple fibres, other than unbleached or bleached';
    const MIXED_WITH_COTTON = 'Fabrics, woven; plain weave, dyed, containing less than 85% by weight of polyester staple fibres, mixed mainly or solely with cotton, exceeding 170g/m2';
    const MIXED_WITH_FILAMENTS = 'Fabrics, woven; of polyester staple fibres, mixed mainly or solely with man-made filaments';
    const ELASTOMERIC = 'Fabrics; knitted or crocheted fabrics of a width exceeding 30 cm, other than those of heading 60.01, containing by weight 5% or more of elastomeric yarn but not containing rubber thread';

    it('when polyester is 51 % mixed with 36 % cotton, then the 85 % polyester line is ruled out and the line mixed with cotton fits', () => {
      const fabric = read('Woven fabrics of polyester staple fibres, dyed; 51% polyester 36% cotton 13% nylon');
      expect(attributeAgreement('551219', fabric, AT_LEAST_85)).toMatchObject({ signal: 'share_conflict' });
      expect(attributeAgreement('551219', fabric, AT_LEAST_85).factor).toBeLessThan(0.5);
      expect(attributeAgreement('551421', fabric, MIXED_WITH_COTTON)).toMatchObject({ share: 'match' });
      expect(attributeAgreement('551512', fabric, MIXED_WITH_FILAMENTS).factor).toBeLessThan(1);
    });

    it('when polyester is 90 %, then the 85 % line fits and "less than 85 %" is ruled out', () => {
      const fabric = read('Woven fabric; 90% polyester 10% cotton');
      expect(attributeAgreement('551219', fabric, AT_LEAST_85).factor).toBeGreaterThan(1);
      expect(attributeAgreement('551421', fabric, MIXED_WITH_COTTON).factor).toBeLessThan(1);
    });

    it('reads "containing by weight 5% or more of elastomeric yarn" against the stated spandex', () => {
      const materials = (spandex: number) => [{ name: 'polyester', group: 'textile_synthetic', percent: 100 - spandex }, { name: 'elastane', group: 'textile_synthetic', percent: spandex }];
      expect(fibreShareAgreement(materials(5), ELASTOMERIC)).toBeGreaterThan(1);
      expect(fibreShareAgreement(materials(3), ELASTOMERIC)).toBeLessThan(1);
    });

    it('when the line names a kind of the fibre a composition does not tell (non-textured filaments), then only too little of the fibre decides', () => {
      const materials = (polyester: number) => [{ name: 'polyester', group: 'textile_synthetic', percent: polyester }, { name: 'cotton', group: 'textile_vegetable', percent: 100 - polyester }];
      const AT_LEAST_NON_TEXTURED = 'Fabrics, woven; containing 85% or more by weight of non-textured polyester filaments';
      const BELOW_NON_TEXTURED = 'Fabrics, woven; containing less than 85% by weight of non-textured polyester filaments';
      expect(fibreShareAgreement(materials(60), AT_LEAST_NON_TEXTURED)).toBeLessThan(1);
      expect(fibreShareAgreement(materials(90), AT_LEAST_NON_TEXTURED)).toBe(1);
      expect(fibreShareAgreement(materials(60), BELOW_NON_TEXTURED)).toBe(1);
      expect(fibreShareAgreement(materials(90), BELOW_NON_TEXTURED)).toBe(1);
    });

    it('decides nothing where the shares are not all stated or the line names no share', () => {
      expect(attributeAgreement('551219', read('Woven fabric of polyester and cotton'), AT_LEAST_85).factor).toBe(1);
      expect(fibreShareAgreement([{ name: 'polyester', group: 'textile_synthetic', percent: 60 }], AT_LEAST_85)).toBe(1);
      expect(fibreShareAgreement([{ name: 'polyester', group: 'textile_synthetic', percent: 100 }], "Men's or boys' shirts; of synthetic fibres")).toBe(1);
      // "Such fibres" are the heading's, which the line's own words do not name: only what they are mixed with is checked.
      const blend = [{ name: 'polyester', group: 'textile_synthetic', percent: 60 }, { name: 'cotton', group: 'textile_vegetable', percent: 40 }];
      expect(fibreShareAgreement(blend, 'Fabrics, woven; containing less than 85% by weight of such fibres')).toBe(1);
      expect(fibreShareAgreement(blend, 'Fabrics, woven; containing less than 85% by weight of such fibres, mixed mainly or solely with cotton')).toBeGreaterThan(1);
      expect(fibreShareAgreement(blend, 'Fabrics, woven; of manmade fibres, containing 85% or more by weight of manmade fibres')).toBeLessThan(1);
      // "Fibres (other than wool, fine animal hair or cotton)": a polyester yarn mixed chiefly with cotton is not one of them.
      const OTHERS = 'Yarn; (not sewing thread), of synthetic staple fibres, mixed mainly or solely with fibres (other than wool, fine animal hair or cotton), n.e.c. in heading no. 5509';
      expect(fibreShareAgreement(blend, OTHERS)).toBeLessThan(1);
      expect(fibreShareAgreement([{ name: 'polyester', group: 'textile_synthetic', percent: 60 }, { name: 'viscose', group: 'textile_artificial', percent: 40 }], OTHERS)).toBeGreaterThan(1);
    });
  });

  it('when the cutting oil is synthetic, then "not containing petroleum oils" fits and "containing … petroleum oils" is ruled out as firmly as a woven shirt from chapter 61', () => {
    const oil = read('Synthetic cutting oil');
    expect(attributeAgreement('340399', oil, 'Lubricating preparations; other than for the treatment of textile and similar materials, not containing petroleum oils or oils obtained from bituminous minerals').factor).toBeGreaterThan(1);
    expect(attributeAgreement('340319', oil, 'Lubricating preparations; (other than for the treatment of textile and similar materials), containing less than 70% (by weight) of petroleum oils or oils obtained from bituminous minerals').factor).toBeLessThan(0.5);
  });

  describe('jewellery, split by precious and base metal', () => {
    const silver = "Jewellery; of silver, whether or not plated or clad with other precious metal, and parts thereof";
    const preciousNotSilver = 'Jewellery; of precious metal (excluding silver) whether or not plated or clad with precious metal, and parts thereof';
    const baseMetal = 'Jewellery; imitation, (excluding cuff links and studs), of base metal, whether or not plated with precious metal';

    it('when the ring is silver, then the silver subheading fits and "excluding silver" does not, whatever the plating clause says', () => {
      const ring = read('Sterling silver ring');
      expect(attributeAgreement('711311', ring, silver).factor).toBeGreaterThan(1);
      expect(attributeAgreement('711319', ring, preciousNotSilver).factor).toBeLessThan(1);
      expect(attributeAgreement('711719', ring, baseMetal).factor).toBeLessThan(1);
    });

    it('when the necklace is steel or brass, then "of base metal" fits; when it is plastic, it does not', () => {
      expect(attributeAgreement('711719', read('Stainless steel necklace'), baseMetal).factor).toBeGreaterThan(1);
      expect(attributeAgreement('711719', read('Brass cuff bracelet'), baseMetal).factor).toBeGreaterThan(1);
      expect(attributeAgreement('711719', read('Plastic bead necklace'), baseMetal).factor).toBeLessThan(1);
    });

    it('when the earrings are gold-filled, then "base metal clad with precious metal" fits, and neither gold nor imitation jewellery does', () => {
      const earrings = read('14k gold filled earrings');
      expect(attributeAgreement('711320', earrings, 'Jewellery; of base metal clad with precious metal, and parts thereof').factor).toBeGreaterThan(1);
      expect(attributeAgreement('711319', earrings, preciousNotSilver).factor).toBeLessThanOrEqual(1);
      expect(attributeAgreement('711719', earrings, baseMetal).factor).toBeLessThan(1);
      expect(attributeAgreement('711790', earrings, 'Jewellery; imitation, of other than base metal, whether or not plated with precious metal').factor).toBeLessThan(1);
    });

    it('when the bracelet is of jasper beads, then the articles of precious stones fit and imitation jewellery of base metal does not', () => {
      const bracelet = read('Jasper beaded stretch bracelet');
      expect(attributeAgreement('711620', bracelet, 'Stones; precious or semi-precious stones (natural, synthetic or reconstructed) articles of').factor).toBeGreaterThan(1);
      expect(attributeAgreement('711719', bracelet, baseMetal).factor).toBeLessThan(1);
    });

    it('when the earrings are gold, then the articles of precious stones or of pearls name another material', () => {
      const earrings = read('14k gold earrings');
      expect(attributeAgreement('711620', earrings, 'Stones; precious or semi-precious stones (natural, synthetic or reconstructed) articles of').factor).toBeLessThan(1);
      expect(attributeAgreement('711610', earrings, 'Pearls; articles of natural or cultured pearls').factor).toBeLessThan(1);
    });

    it('when the pendant is solid gold, then precious metal fits and "base metal clad with precious metal" does not', () => {
      const pendant = read('14K solid gold pendant');
      expect(attributeAgreement('711319', pendant, preciousNotSilver).factor).toBeGreaterThan(1);
      expect(attributeAgreement('711320', pendant, 'Jewellery; of base metal clad with precious metal, and parts thereof').factor).toBeLessThan(1);
    });
  });
});

describe("attribute agreement: an electric watch's display", () => {
  const MECHANICAL = 'Wrist-watches; electrically operated, with or without a stop-watch, (other than those of heading no. 9101) with mechanical display only';
  const OPTO = 'Wrist-watches; electrically operated, with or without a stop-watch, (other than those of heading no. 9101) with opto-electronic display only';
  it.each([
    ['Analog quartz wristwatch', 'en'],
    ['腕時計 アナログ クォーツ', 'ja'],
    ['아날로그 손목시계', 'ko'],
    ['Đồng hồ đeo tay kim quartz', 'vi'],
  ] as const)('hands (%s, %s) are a mechanical display, no opto-electronic one', (description, language) => {
    expect(agreementOf(description, language, '910211', MECHANICAL)).toBeGreaterThan(1);
    expect(agreementOf(description, language, '910212', OPTO)).toBeLessThan(1);
  });

  it('digits are an opto-electronic display; a watch that says neither leaves both alone', () => {
    const digital = read('Digital LED wristwatch');
    expect(attributeAgreement('910212', digital, OPTO).factor).toBeGreaterThan(1);
    expect(attributeAgreement('910211', digital, MECHANICAL).factor).toBeLessThan(1);
    // Neither display is favoured where the text says nothing of one: both lines agree alike.
    const plain = read('Wristwatch, stainless steel case');
    expect(attributeAgreement('910211', plain, MECHANICAL).factor).toBe(attributeAgreement('910212', plain, OPTO).factor);
    // A quartz watch not said to be digital has hands: the digital ones say so.
    const quartz = read('Quartz wristwatch, stainless steel case');
    expect(attributeAgreement('910211', quartz, MECHANICAL).factor).toBeGreaterThan(attributeAgreement('910212', quartz, OPTO).factor);
    // "kim loại" is metal, no watch hand.
    expect(agreementOf('Đồng hồ đeo tay vỏ kim loại', 'vi', '910212', OPTO)).toBe(agreementOf('Đồng hồ đeo tay vỏ kim loại', 'vi', '910211', MECHANICAL));
  });

  it('reads a watch as worn on the wrist unless said to be a pocket watch, and quartz or automatic as its movement', () => {
    const quartz = read('Quartz wristwatch, stainless steel case');
    expect(attributeAgreement('910211', quartz, MECHANICAL).factor).toBeGreaterThan(attributeAgreement('910221', quartz, 'Wrist-watches; whether or not incorporating a stop-watch facility, with automatic winding').factor);
    expect(attributeAgreement('910299', quartz, 'Pocket watches and other watches, including stop-watches; (excluding wrist-watches), other than those of heading no. 9101, other than electrically operated').factor).toBeLessThan(1);
  });

  it("reads the precious-metal watches' \"(not electrically operated), automatic winding\" as an automatic's line and no quartz one's", () => {
    const automatic = read('14K solid gold automatic watch');
    const quartz = read('18K gold quartz watch');
    const goldAutomatic = 'Wrist-watches; (not electrically operated), automatic winding, whether or not incorporating a stop-watch facility, case of precious metal or of metal clad with precious metal';
    const goldWound = 'Wrist-watches; (not electrically operated), (not automatic winding), whether or not incorporating a stop-watch facility, case of precious metal or of metal clad with precious metal';
    expect(attributeAgreement('910121', automatic, goldAutomatic).signal).toBe('kind_match');
    expect(attributeAgreement('910129', automatic, goldWound).signal).toBe('kind_conflict');
    expect(attributeAgreement('910121', quartz, goldAutomatic).signal).toBe('kind_conflict');
  });
});

describe('attribute agreement: crude or refined oils', () => {
  const CRUDE = 'Vegetable oils; sunflower seed or safflower oil and their fractions, crude, not chemically modified';
  const OTHER = 'Vegetable oils; sunflower seed or safflower oil and their fractions, other than crude, whether or not refined, but not chemically modified';
  it.each([
    ['Crude sunflower seed oil', 'en'],
    ['Unrefined sunflower oil', 'en'],
  ] as const)('crude (%s) fits the crude line, not the one "other than crude"', (description, language) => {
    expect(agreementOf(description, language, '151211', CRUDE)).toBeGreaterThan(1);
    expect(agreementOf(description, language, '151219', OTHER)).toBeLessThan(1);
  });

  it.each([
    ['Refined sunflower oil 1L bottle', 'en'],
    ['Dầu hướng dương tinh luyện', 'vi'],
    ['정제 해바라기유', 'ko'],
  ] as const)('refined (%s) fits the line "other than crude", not the crude one', (description, language) => {
    expect(agreementOf(description, language, '151219', OTHER)).toBeGreaterThan(1);
    expect(agreementOf(description, language, '151211', CRUDE)).toBeLessThan(1);
  });

  it('leaves both alone where neither is said', () => {
    const oil = read('Sunflower oil 5L');
    expect(attributeAgreement('151211', oil, CRUDE).factor).toBe(1);
    expect(attributeAgreement('151219', oil, OTHER).factor).toBe(1);
  });
});

describe('attribute agreement: whom a garment is for', () => {
  const mensShirt = "Shirts; men's or boys', of cotton, knitted or crocheted";
  const womensShirt = "Blouses, shirts and shirt-blouses; women's or girls', of cotton, knitted or crocheted";

  it('when the description says men, then the women\u2019s line disagrees as firmly as a woven garment in chapter 61, and the men\u2019s line agrees', () => {
    const shirt = read('Mens shirts knitted');
    expect(shirt.gender).toBe('men');
    expect(attributeAgreement('610610', shirt, womensShirt)).toMatchObject({ signal: 'gender_conflict' });
    expect(attributeAgreement('610610', shirt, womensShirt).factor).toBeLessThan(0.5);
    expect(attributeAgreement('610510', shirt, mensShirt).factor).toBeGreaterThan(1);
  });

  it('when nothing says whom it is for, then the men\u2019s line yields to the women\u2019s (chapter 61 note 9), and babies\u2019 lines are untouched', () => {
    const shirt = read('Knitted cotton shirt');
    expect(attributeAgreement('610510', shirt, mensShirt)).toMatchObject({ signal: 'construction_match' });
    expect(attributeAgreement('610510', shirt, mensShirt).factor).toBeLessThan(attributeAgreement('610610', shirt, womensShirt).factor);
    expect(attributeAgreement('611120', shirt, "Garments and clothing accessories; babies', of cotton, knitted or crocheted").factor).toBe(attributeAgreement('610910', shirt, 'T-shirts, singlets and other vests; of cotton, knitted or crocheted').factor);
  });

  it('reads a polymer the reader took for plastics as plastics, and a line\'s leading label as the material it names', () => {
    const washer = read('Nylon washer M5');
    expect(attributeAgreement('731822', washer, 'Iron or steel; non-threaded washers, excluding spring and lock').material).toBe('conflict');
    expect(attributeAgreement('392690', washer, 'Plastics; other articles n.e.c. in chapter 39').material).toBe('match');
    // Nylon of a garment is a synthetic fibre still; brass goods are not denied the copper lines.
    expect(attributeAgreement('620343', read("Men's nylon trousers"), "Trousers, bib and brace overalls, breeches and shorts; men's or boys', of synthetic fibres (not knitted or crocheted)").material).toBe('match');
    expect(attributeAgreement('741533', read('Brass machine screw M4'), 'Copper; screws, bolts, nuts and similar articles, threaded').material).not.toBe('conflict');
  });

  it('puts pumps and filters named for an engine or a vehicle with those for internal combustion engines', () => {
    const pump = 'Pumps; fuel, lubricating or cooling medium pumps for internal combustion piston engines';
    expect(attributeAgreement('841330', read('Water pump for car engine'), pump).signal).toBe('kind_match');
    expect(attributeAgreement('842131', read('Air filter element for car engine'), 'Machinery; intake air filters for internal combustion engines').signal).toBe('kind_match');
    expect(attributeAgreement('841330', read('Submersible water pump for garden pond'), pump).factor).toBe(1);
    // A charger is a static converter, however few watts (≤ 1 kVA) it states.
    const transformer = 'Electrical transformers; n.e.c. in item no. 8504.2, having a power handling capacity not exceeding 1kVA';
    expect(attributeAgreement('850431', read('65W USB C wall charger'), transformer).signal).toBe('kind_conflict');
    expect(attributeAgreement('850431', read('Toroidal transformer 230V to 24V 300VA'), transformer).signal).not.toBe('kind_conflict');
    // Brake pads are parts of brakes.
    expect(attributeAgreement('870830', read('Rear brake pads for Mazda 3'), 'Vehicle parts; brakes, servo-brakes and parts thereof').signal).toBe('kind_match');
    // A pump's own electric motor is its drive, not an engine it serves.
    expect(attributeAgreement('841330', read('Centrifugal pump for irrigation, with 5.5 kW electric motor'), pump).factor).toBe(1);
  });

  it('puts goods named for a motor vehicle with the lines kept for vehicles, and out of those that leave vehicles\' goods out', () => {
    expect(attributeAgreement('854430', read('Wiring harness for car'), 'Insulated electric conductors; ignition wiring sets and other wiring sets of a kind used in vehicles, aircraft or ships').signal).toBe('kind_match');
    expect(attributeAgreement('940120', read('Car seat assembly front'), 'Seats; of a kind used for motor vehicles').signal).toBe('kind_match');
    expect(attributeAgreement('700992', read('Car door mirror'), 'Glass mirrors; framed, excluding rear-view mirrors for vehicles').signal).toBe('kind_conflict');
    expect(attributeAgreement('940120', read('Office chair with armrests'), 'Seats; of a kind used for motor vehicles').factor).toBe(1);
  });

  it('when a line outside chapters 61 and 62 names a gender, then gender says nothing', () => {
    expect(attributeAgreement('640391', read("Men's leather shoes"), "Footwear; women's or girls', covering the ankle").factor).toBe(1);
  });
});

describe('attribute agreement: footwear', () => {
  const ankle = 'Footwear; n.e.c. in heading no. 6402, covering the ankle, with outer soles and uppers of rubber or plastics';
  const belowAnkle = 'Footwear; n.e.c. in heading no. 6402, (other than just covering the ankle), with outer soles and uppers of rubber or plastics';
  const leatherBelowAnkle = 'Footwear; n.e.c. in heading no. 6403, (not covering the ankle), outer soles of rubber, plastics or composition leather, uppers of leather';
  it('takes boots to cover the ankle, and shoes or knee-high boots not to be said to', () => {
    expect(attributeAgreement('640291', read('Womens Chelsea ankle boots, PU upper'), ankle).signal).toBe('kind_match');
    expect(attributeAgreement('640299', read('Womens Chelsea ankle boots, PU upper'), belowAnkle).signal).toBe('kind_conflict');
    expect(attributeAgreement('640399', read('Mens leather work boots'), leatherBelowAnkle).signal).toBe('kind_conflict');
    expect(attributeAgreement('640291', read('Mens PVC slip-on shoes'), ankle).signal).not.toMatch(/^kind_/);
    // Knee-high waterproof boots cover the knee too: 6401.99's, not 6401.92's "covering the ankle (but not the knee)".
    expect(attributeAgreement('640192', read('Knee high rubber rain boots'), 'Footwear; waterproof, covering the ankle (but not the knee), rubber or plastic outer soles and uppers').signal).toBe('kind_conflict');
    expect(attributeAgreement('640199', read('Knee high rubber rain boots'), 'Footwear; waterproof, n.e.c. in heading no. 6401, rubber or plastic outer soles and uppers (not assembled by stitch, rivet, nail, screw, plug or similar)').signal).not.toBe('kind_conflict');
  });
  it('lets a rubber sole agree with 6402 (soles and uppers of rubber or plastics) as with 6403.9x, and not with leather soles', () => {
    expect(attributeAgreement('640299', read('Slides with rubber sole'), belowAnkle).factor).toBeGreaterThan(1);
    expect(attributeAgreement('640359', read('Loafers with rubber sole'), 'Footwear; n.e.c. in heading no. 6403, (not covering the ankle), outer soles and uppers of leather').factor).toBeLessThan(1);
  });
});

describe('cases declaring the goods the product is made for', () => {
  it('are the machine a part serves, its head noun named only in the use', () => {
    const head = declaresServedGoods(read('Cylinder head for Kubota diesel engine'));
    expect(head('CKD DIESEL ENGINE; 8V71T; USA')).toBe(true);
    expect(head('Cylinder head; 11101-2B000')).toBe(false);
    expect(head('Parts of diesel engines; CYLINDER HEAD')).toBe(false);
    // Without a use, or where the product's own name holds the word, no case is the machine's.
    expect(declaresServedGoods(read('Diesel engine 50 kW'))('DIESEL ENGINE; D4CB')).toBe(false);
  });
});

describe('cases declaring an article made for the product', () => {
  const korean = (description: string) => readDescription({ description, market: 'US', language: 'ko' });

  it('are its parts, its case or a toy of it in English, the head word deciding', () => {
    const dryer = read('hair dryer');
    expect(declaresArticleFor(dryer, 'hair dryer')('Parts of hair dryers ; SUS Plate ; PRCHNA')).toBe(true);
    expect(declaresArticleFor(read('sunglasses'), 'sunglasses')('SUNGLASS CASE 80430121 24010130')).toBe(true);
    expect(declaresArticleFor(read('bicycle'), 'bicycle')('Bicycle Toy ; 중국')).toBe(true);
    expect(declaresArticleFor(read('LED light bulbs'), 'LED light bulbs')('Light Bulb Saver(Button)')).toBe(true); // a saver for bulbs, no bulb
    expect(declaresArticleFor(dryer, 'hair dryer')('Hair dryer; HD200')).toBe(false);
    expect(declaresArticleFor(dryer, 'hair dryer')('Electrothermic hair dryers')).toBe(false);
    // The description names the holder itself: such cases are its precedents.
    expect(declaresArticleFor(read('Car cup holder'), 'Car cup holder')('Cup holder of plastics')).toBe(false);
  });

  it('are other goods the glossary knows, declared in the first field, the product named only in a later one', () => {
    const scarf = read('polyester scarf');
    expect(declaresArticleFor(scarf, 'polyester scarf')('Curtain valances;SCARF')).toBe(true);
    expect(declaresArticleFor(scarf, 'polyester scarf')('Shawls and scarves of synthetic fibres; SCARF')).toBe(false);
    expect(declaresArticleFor(scarf, 'polyester scarf')('Scarf; polyester; PRCHNA')).toBe(false);
    // A reading the description does not head ("carpet" of "… CARPET LOAD FLOOR TRIM") does not overrule the case.
    const trim = read('K514 CARPET LOAD FLOOR TRIM');
    expect(declaresArticleFor(trim, 'K514 CARPET LOAD FLOOR TRIM')('Other parts of motor vehicles; CARPET LOAD FLOOR')).toBe(false);
  });

  it('are the Korean compounds the product only begins ("노트북락", "노트북용 …"), not those it ends', () => {
    const laptop = korean('노트북');
    expect(declaresArticleFor(laptop, '노트북')('노트북락 ; CSKLLD01')).toBe(true);
    expect(declaresArticleFor(laptop, '노트북')('12인치 노트북용 TFTLCD Source PBA(LTN121XFL01S05)')).toBe(true);
    expect(declaresArticleFor(laptop, '노트북')('게이밍 노트북')).toBe(false);
    expect(declaresArticleFor(korean('청소기'), '청소기')('로봇청소기용 ARM MODULE Assembly')).toBe(true); // for a robot vacuum: a part
    expect(declaresArticleFor(laptop, '노트북')('NOTEBOOK COMPUTER')).toBe(false);
    // Each word of a name of several counts: a monitor for a computer is no computer.
    expect(declaresArticleFor(korean('노트북 컴퓨터'), '노트북 컴퓨터')('17인치 컴퓨터 모니터용 TFTLCD Source PBA(LTM170E8L01S05)')).toBe(true);
  });
});

describe('cases declaring goods of another name', () => {
  it('are those outside the glossary\'s headings whose own head noun is not the product\'s', () => {
    const bottle = read('Stainless steel water bottle');
    expect(bottle.hs_headings).toContain('7323');
    const other = namesOtherGoods(bottle);
    expect(other('Fittings of stainless steel; WATER PIPE ASSY; RKOREA', '730729')).toBe(true);
    expect(other('NOTEBOOK COMPUTER', '847130')).toBe(true);
    // A case naming the product as its goods, or one filed in a heading the glossary gives, stays a precedent.
    expect(other('Water bottle (SWINGKID SK700)', '950300')).toBe(false);
    expect(other('Tableware of stainless steel; TUMBLER', '732393')).toBe(false);
    // A first field with no English word says nothing.
    expect(other('스테인리스 파이프 ; 중국', '730629')).toBe(false);
  });

  it('are none for food, or where the description does not end with the product\'s name', () => {
    expect(namesOtherGoods(read('olive oil'))('Olive oil preparations; WITH BLACK TRUFFLE', '151790')).toBe(false);
    // "(Eucalyptus)" qualifies the shave cream: the product is not its head, the rule stands aside.
    const shave = read('Shave Cream(Eucalyptus)');
    expect(namesOtherGoods(shave)('Shave cream (Regular)', '330710')).toBe(false);
  });
});

describe('cases declaring prepared food for plain goods', () => {
  it('knows a preparation of the goods from the goods themselves', () => {
    const oil = declaresPreparedFood(read('olive oil'), 'olive oil');
    expect(oil('Olive oil preparations; TERRE FRANCESCANE EXTRA VIRGIN OLIVE OIL WITH BLACK TRUFFLE')).toBe(true);
    expect(oil('Sauce; Extra Virgin Olive Oil and Balsamic Vinegar')).toBe(true);
    expect(oil('Olive oil; EXTRA VIRGIN; ITALY')).toBe(false);
    expect(oil('Olive oil 776 mixed with ethyl alcohol 1313 lecithin ALL NATURAL OLIVE OIL PAM')).toBe(true);
  });

  it('leaves the cases alone where the description names a mixture, or the goods are no food', () => {
    expect(declaresPreparedFood(read('Corn starch mixed with egg white'), 'Corn starch mixed with egg white')('Food preparations; CORN STARCH')).toBe(false);
    expect(declaresPreparedFood(read('hair butter'), 'hair butter')('Hair preparations; SHEA BUTTER')).toBe(false);
  });
});

describe('attribute agreement: a stated rating', () => {
  it('weighs down a subheading whose bounds leave the rating out, and up one that holds it', () => {
    const vacuum = read('Industrial vacuum cleaner 3000W');
    expect(attributeAgreement('850811', vacuum, 'Vacuum cleaners, with self-contained electric motor, of a power not exceeding 1,500 W')).toMatchObject({ signal: 'rating_conflict' });
    expect(attributeAgreement('850811', vacuum, 'Vacuum cleaners, with self-contained electric motor, of a power not exceeding 1,500 W').factor).toBeLessThan(0.5);
    expect(attributeAgreement('850131', read('DC motor 500W'), 'Electric motors and generators; DC, of an output not exceeding 750W')).toMatchObject({ signal: 'rating_match' });
    expect(attributeAgreement('850819', vacuum, 'Vacuum cleaners, with self-contained electric motor, other').factor).toBe(1);
  });

  it('finds no match in a pack weight for a line holding only the goods a subheading note lists, unless one of them is named', () => {
    const listed = 'Insecticides; containing goods specified in Subheading Note 2 to this Chapter; put up in forms or packings for retail sale or as preparations or articles, in packings of a net weight content exceeding 300g but not exceeding 7.5kg';
    expect(attributeAgreement('380862', read('Carbaryl insecticide dust, net 1.5 kg'), listed).signal).toBeNull();
    expect(attributeAgreement('380862', read('Bifenthrin insecticide concentrate, net 1.5 kg'), listed)).toMatchObject({ signal: 'rating_match' });
  });
});

describe('attribute agreement: a stated kind of engine or supply', () => {
  const car1500to3000 = 'Vehicles; with only spark-ignition internal combustion reciprocating piston engine, cylinder capacity over 1500 but not over 3000cc';
  const diesel1500to2500 = 'Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), cylinder capacity over 1500 but not over 2500cc';
  const hybrid = 'Vehicles; with both spark-ignition internal combustion piston engine and electric motor for propulsion, incapable of being charged by plugging to external source of electric power';
  it('puts a gasoline car with the spark-ignition lines and a diesel one with the compression-ignition lines', () => {
    expect(attributeAgreement('870323', read('gasoline passenger car'), car1500to3000)).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('870332', read('gasoline passenger car'), diesel1500to2500)).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('870332', read('Diesel SUV'), diesel1500to2500)).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('870332', readDescription({ description: '디젤 승용차', market: 'US', language: 'ko' }), diesel1500to2500)).toMatchObject({ signal: 'kind_match' });
  });
  it('leaves a hybrid line neutral for a plain gasoline car and a match for a hybrid', () => {
    expect(attributeAgreement('870340', read('gasoline passenger car'), hybrid).factor).toBe(1);
    expect(attributeAgreement('870340', read('hybrid passenger car'), hybrid)).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('870323', read('hybrid passenger car'), car1500to3000)).toMatchObject({ signal: 'kind_conflict' });
  });
  it('takes a kind a subheading leaves out for the other kind, not its own', () => {
    const otherSets = 'Electric generating sets; (excluding those with spark-ignition or compression-ignition internal combustion piston engines), other than wind-powered';
    expect(attributeAgreement('850239', read('Gasoline generator 3kW'), otherSets)).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('850220', read('Gasoline generator 3kW'), 'Electric generating sets; with spark-ignition internal combustion piston engines')).toMatchObject({ signal: 'kind_match' });
  });
  it('puts a seat not said to be padded with the seats not upholstered, and names wooden and metal frames as materials', () => {
    const woodenNot = 'Seats; with wooden frames, not upholstered, (excluding medical, surgical, dental or veterinary furniture)';
    const metalNot = 'Seats; with metal frames, not upholstered, (excluding medical, surgical, dental or veterinary furniture)';
    expect(attributeAgreement('940169', read('Beech wood stool'), woodenNot)).toMatchObject({ material: 'match', signal: 'kind_match' });
    expect(attributeAgreement('940179', read('Beech wood stool'), metalNot)).toMatchObject({ material: 'conflict' });
    expect(attributeAgreement('940179', read('Steel frame bar stool'), metalNot)).toMatchObject({ material: 'match' });
    expect(attributeAgreement('940169', read('Padded walnut dining chair'), woodenNot).signal).toBe('kind_conflict');
    expect(attributeAgreement('940310', read('Steel filing cabinet'), 'Furniture; metal, of a kind used in offices')).toMatchObject({ material: 'match' });
  });
  it('reads a seat said not to be upholstered as not upholstered, whatever its frame', () => {
    const metalUpholstered = 'Seats; with metal frames, upholstered, (excluding medical, surgical, dental, veterinary or barber furniture)';
    const metalNot = 'Seats; with metal frames, not upholstered, (excluding medical, surgical, dental, veterinary or barber furniture)';
    expect(attributeAgreement('940171', read('Folding chair, steel tube frame, non-upholstered'), metalUpholstered).signal).toBe('kind_conflict');
    expect(attributeAgreement('940179', read('Folding chair, steel tube frame, not upholstered'), metalNot).signal).toBe('kind_match');
    expect(attributeAgreement('940171', read('Folding chair with padded seat, steel frame'), metalUpholstered).signal).toBe('kind_match');
  });
  it('takes a preparation of a spice, tea or coffee out of chapter 9, but not the spice roasted or ground', () => {
    const ground = 'Spices; capsicum or pimenta, dried, crushed or ground';
    expect(attributeAgreement('090422', read('Paprika powder preparation, seasoned'), ground).signal).toBe('state_conflict');
    expect(attributeAgreement('090422', read('Smoked paprika powder'), ground).signal).not.toBe('state_conflict');
    // Roasted coffee is chapter 9's own: no state conflict, and the roasted line agrees with the roast stated.
    expect(attributeAgreement('090121', read('Roasted coffee beans'), 'Coffee; roasted, not decaffeinated').signal).toBe('kind_match');
    expect(attributeAgreement('090111', read('Roasted coffee beans'), 'Coffee; not roasted, not decaffeinated').signal).toBe('kind_conflict');
    expect(attributeAgreement('090111', read('캡슐커피 다크로스트 100개입'), 'Coffee; not roasted, not decaffeinated').signal).toBe('kind_conflict');
    expect(attributeAgreement('090121', read('Green coffee beans, unroasted'), 'Coffee; roasted, not decaffeinated').signal).not.toBe('kind_match');
  });
  it('splits woven polyester filament fabrics on the filaments being textured or not', () => {
    const textured = 'Fabrics, woven; containing 85% or more by weight of textured polyester filaments, dyed';
    const flat = 'Fabrics, woven; containing 85% or more by weight of non-textured polyester filaments';
    expect(attributeAgreement('540752', read('Dyed woven fabric of textured polyester filament yarn'), textured).signal).toBe('kind_match');
    expect(attributeAgreement('540761', read('Dyed woven fabric of textured polyester filament yarn'), flat).signal).toBe('kind_conflict');
    expect(attributeAgreement('540761', read('Woven fabric of non-textured polyester filaments'), flat).signal).toBe('kind_match');
    expect(attributeAgreement('540752', read('Woven fabric of non-textured polyester filaments'), textured).signal).toBe('kind_conflict');
  });
  it('keeps compounded rubber out of 4005.10 unless it is said to be compounded with carbon black or silica', () => {
    const black = 'Rubber, compounded, unvulcanised; compounded with carbon black or silica';
    expect(attributeAgreement('400510', read('Unvulcanised compounded rubber in plates'), black).signal).toBe('kind_conflict');
    expect(attributeAgreement('400510', read('Rubber masterbatch with carbon black, unvulcanised'), black).signal).not.toBe('kind_conflict');
  });
  it('reads "of iron or steel" and "non-alloy steel" as no stainless steel', () => {
    const stainless = 'Steel, stainless; cold-drawn or cold-rolled (cold-reduced), tubes and pipes of circular cross-section';
    expect(attributeAgreement('730441', read('Seamless cold-drawn precision tubes of iron or steel'), stainless).signal).toBe('kind_conflict');
    expect(attributeAgreement('730441', read('Seamless cold-drawn tubes of non-alloy steel'), stainless).signal).toBe('kind_conflict');
    expect(attributeAgreement('730441', read('Seamless cold-drawn tubes of stainless steel (SUS304), not of iron or steel sheet'), stainless).signal).not.toBe('kind_conflict');
  });
  it('keeps footwear said to be for a sport among the sports footwear, and none not said to be for skiing among the ski-boots', () => {
    const skiBoots = 'Sports footwear; with outer soles and uppers of rubber or plastics, ski-boots, cross-country ski footwear and snowboard boots';
    const otherSports = 'Sports footwear; (other than ski-boots, snowboard boots or cross-country ski footwear), with outer soles and uppers of rubber or plastics';
    const plain = 'Footwear; n.e.c. in heading no. 6402, (other than just covering the ankle), with outer soles and uppers of rubber or plastics';
    expect(attributeAgreement('640219', read('Spiked golf shoes, plastic uppers'), otherSports).signal).toBe('kind_match');
    expect(attributeAgreement('640299', read('Spiked golf shoes, plastic uppers'), plain).signal).toBe('kind_conflict');
    expect(attributeAgreement('640212', read('Spiked golf shoes, plastic uppers'), skiBoots).signal).toBe('kind_conflict');
    expect(attributeAgreement('640212', read('Alpine ski boots, plastic shell'), skiBoots).signal).toBe('kind_match');
  });
  it('keeps brown (husked) rice apart from milled rice and paddy', () => {
    expect(attributeAgreement('100620', read('Organic brown rice, long grain'), 'Cereals; husked (brown) rice').signal).toBe('kind_match');
    expect(attributeAgreement('100630', read('Organic brown rice, long grain'), 'Cereals; rice, semi-milled or wholly milled, whether or not polished or glazed').signal).toBe('kind_conflict');
    expect(attributeAgreement('100630', read('현미 20kg'), 'Cereals; rice, semi-milled or wholly milled, whether or not polished or glazed').signal).toBe('kind_conflict');
    expect(attributeAgreement('100630', read('Jasmine white rice'), 'Cereals; rice, semi-milled or wholly milled, whether or not polished or glazed').signal).not.toBe('kind_conflict');
  });
  it('puts a hose assembly with the hoses with fittings, and one said to be without them with those', () => {
    const withFittings = 'Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined only with textile materials, with fittings';
    const without = 'Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined only with textile materials, without fittings';
    expect(attributeAgreement('400932', read('Braided rubber fuel hose assembly'), withFittings).signal).toBe('kind_match');
    expect(attributeAgreement('400931', read('Braided rubber fuel hose assembly'), without).signal).toBe('kind_conflict');
    expect(attributeAgreement('400932', read('Garden hose without fittings, rubber'), withFittings).signal).toBe('kind_conflict');
    expect(attributeAgreement('400931', read('Garden hose of rubber'), without).signal).not.toBe('kind_conflict');
  });

  it('reads three-phase as multi-phase and single-phase as itself', () => {
    expect(attributeAgreement('850152', read('AC motor three phase'), 'Electric motors; AC motors, multi-phase, of an output exceeding 750W but not exceeding 75kW')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('850140', read('3-phase induction motor'), 'Electric motors; AC motors, single-phase')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('850140', read('single phase motor'), 'Electric motors; AC motors, single-phase')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('850140', read('AC motor'), 'Electric motors; AC motors, single-phase').factor).toBe(1);
    // An AC motor is none of the DC lines.
    expect(attributeAgreement('850132', read('AC motor 5.5 kW'), 'Electric motors and generators; DC, of an output exceeding 750W but not exceeding 75kW').factor).toBeLessThan(1);
    // An engine for a car is not one for boats or aircraft, nor one for other uses a vehicles' one.
    expect(attributeAgreement('840710', read('Car engine 1600cc petrol'), 'Engines; for aircraft, spark-ignition reciprocating or rotary internal combustion piston engines').factor).toBeLessThan(1);
    expect(attributeAgreement('840820', read('Stationary diesel engine 50 kW'), 'Engines; compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of a kind used for the propulsion of vehicles of chapter 87').factor).toBeLessThan(1);
    expect(attributeAgreement('870110', read('Agricultural tractor 50 hp'), 'Tractors; single axle').factor).toBeLessThan(1);
    // A walking tractor is a single-axle tractor: its power is no conflict, its kind a match.
    expect(attributeAgreement('870110', read('Walking tractor 12 hp'), 'Tractors; single axle').factor).toBeGreaterThan(1);
  });
  it('keeps a blanket not said to be electric or heated out of the electric blankets (6301.10)', () => {
    expect(attributeAgreement('630110', read('Merino wool throw blanket'), 'Blankets; electric')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('630120', read('Merino wool throw blanket'), 'Blankets (other than electric blankets) and travelling rugs; of wool or of fine animal hair').factor).toBeGreaterThan(1);
    expect(attributeAgreement('630110', read('Heated electric throw blanket'), 'Blankets; electric').signal).not.toBe('kind_conflict');
  });

  it('puts electric vehicles with the electric-motor lines and out of the engine lines', () => {
    const electric = 'Motorcycles (including mopeds) and cycles; fitted with auxiliary motor, with electric motor for propulsion, with or without side-cars; side-cars';
    const engine = 'Motorcycles (including mopeds) and cycles; fitted with an auxiliary motor, with internal combustion piston engine of a cylinder capacity not exceeding 50cc, with or without side-cars; side-cars';
    expect(attributeAgreement('871160', read('Electric bicycle'), electric)).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('871110', read('Electric bicycle'), engine)).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('871110', readDescription({ description: 'Xe máy điện', market: 'US', language: 'vi' }), engine)).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('850211', read('Electric generator'), 'Electric generating sets; with compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of an output not exceeding 75kVA').signal).not.toBe('kind_conflict');
  });
  it('keeps insulated wire out of the bare wire of the metal chapters', () => {
    expect(attributeAgreement('740819', read('Copper wire 2.5mm2 insulated'), 'Copper; wire, of refined copper, of which the maximum cross-sectional dimension is 6mm or less')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('854411', read('Insulated copper winding wire'), 'Insulated winding wire; of copper')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('740819', read('Uninsulated copper wire'), 'Copper; wire, of refined copper, of which the maximum cross-sectional dimension is 6mm or less').signal).not.toBe('kind_conflict');
  });
  it('reads the form of a chemical and the density of polyethylene', () => {
    expect(attributeAgreement('281511', read('Sodium hydroxide flakes 99%'), 'Sodium hydroxide (caustic soda); solid')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('281512', read('Sodium hydroxide flakes 99%'), 'Sodium hydroxide (caustic soda); in aqueous solution (soda lye or liquid soda)')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('281512', read('Caustic soda liquid 50%'), 'Sodium hydroxide (caustic soda); in aqueous solution (soda lye or liquid soda)')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('390120', read('HDPE granules'), 'Ethylene polymers; in primary forms, polyethylene having a specific gravity of 0.94 or more')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('390110', read('HDPE granules'), 'Ethylene polymers; in primary forms, polyethylene having a specific gravity of less than 0.94')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('852359', read('solid wood table'), 'Solid-state non-volatile storage devices').factor).toBe(1);
  });
  it('puts goods of one polymer with its lines and out of another polymer\'s', () => {
    expect(attributeAgreement('392321', read('Polypropylene carrier bags'), 'Ethylene polymers; sacks and bags (including cones), for the conveyance or packing of goods')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('392020', read('Polypropylene carrier bags'), 'Plastics; of polymers of propylene, plates, sheets, film, foil and strip (not self-adhesive)')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('392062', read('PET packaging film'), 'Plastics; plates, sheets, film, foil and strip (not self-adhesive), of poly(ethylene terephthalate)')).toMatchObject({ signal: 'kind_match' });
  });
  it('reads plastic sheets not said foamed, combined or adhesive as plain sheets of heading 3920', () => {
    const plain = read('Polycarbonate sheets 4 mm');
    expect(attributeAgreement('392190', plain, 'Plastics; plates, sheets, film, foil and strip, other than cellular')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('392119', plain, 'Plastics; plates, sheets, film, foil and strip, of plastics n.e.c. in heading no. 3921, cellular')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('391990', plain, 'Plastics; plates, sheets, film, foil, tape, strip, other flat shapes thereof, self-adhesive, whether or not in rolls')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('392119', read('Foamed polyethylene sheet'), 'Plastics; plates, sheets, film, foil and strip, of plastics n.e.c. in heading no. 3921, cellular').signal).not.toBe('kind_conflict');
    expect(attributeAgreement('392190', read('Foamed polyethylene sheet'), 'Plastics; plates, sheets, film, foil and strip, other than cellular')).toMatchObject({ signal: 'kind_conflict' });
    expect(attributeAgreement('391990', read('Self-adhesive vinyl sheet'), 'Plastics; plates, sheets, film, foil, tape, strip, other flat shapes thereof, self-adhesive, whether or not in rolls').signal).not.toBe('kind_conflict');
  });
});

describe('attribute agreement: imitation jewellery', () => {
  it('keeps stated gold out of imitation jewellery by definition (chapter 71 note 11), more firmly than another material', () => {
    const imitation = attributeAgreement('711790', read('14k gold necklace'), 'Jewellery; imitation, of other than base metal, whether or not plated with precious metal');
    expect(imitation.factor).toBeLessThan(0.4);
    expect(read('18K BTU air conditioner').materials).toEqual([]); // a fineness mark is gold only in jewellery
    expect(attributeAgreement('711319', read('14k gold necklace'), 'Jewellery; of precious metal (excluding silver) whether or not plated or clad with precious metal')).toMatchObject({ material: 'match' });
  });
  it('keeps stated pearls and precious or semi-precious stones out of imitation jewellery too (chapter 71 note 11)', () => {
    const text = 'Jewellery; imitation, of other than base metal, whether or not plated with precious metal';
    expect(attributeAgreement('711790', read('Tigers eye necklace'), text).factor).toBeLessThan(0.4);
    expect(attributeAgreement('711790', read('Freshwater pearl earrings'), text).factor).toBeLessThan(0.4);
  });
});

describe('attribute agreement: a subheading defined by the materials it leaves out', () => {
  it('takes every other material of the same family: resin earrings are imitation jewellery of other than base metal, wooden buttons of other than base metal or plastics', () => {
    expect(attributeAgreement('711790', read('Resin flower earrings'), 'Jewellery; imitation, of other than base metal, whether or not plated with precious metal')).toMatchObject({ material: 'match' });
    expect(attributeAgreement('711790', read('Brass earrings'), 'Jewellery; imitation, of other than base metal, whether or not plated with precious metal')).toMatchObject({ material: 'conflict' });
    expect(attributeAgreement('960629', read('Wooden sewing buttons'), 'Buttons; of other than base metal or plastics, not covered with textile material')).toMatchObject({ material: 'match' });
  });
  it('reads glass-ceramics as a material of its own: plain glass is "other than of lead crystal or glass-ceramics"', () => {
    expect(attributeAgreement('701337', read('Glass shot glass'), 'Glassware; drinking glasses (not stemware), other than of lead crystal or glass-ceramics')).toMatchObject({ material: 'match' });
    expect(attributeAgreement('701310', read('Glass bowl'), 'Glassware; of a kind used for table, kitchen, toilet, office, indoor decoration or similar purposes, of glass-ceramics').material).not.toBe('match');
  });
  it('says nothing where the material left out is of another family, or the clause is about a component', () => {
    expect(attributeAgreement('580429', read('Lace with freshwater pearls'), 'Lace; mechanically made, of textile materials, (other than man-made fibres), in the piece').material).not.toBe('match');
    expect(attributeAgreement('960719', read('Wooden zipper'), 'Slide fasteners; other than those fitted with chain scoops of base metal').material).not.toBe('match');
  });
});

describe('attribute agreement: the subheading s own material', () => {
  const bambooBoards = 'Tableware and kitchenware, of wood; of bamboo, bread boards, chopping boards and similar boards';
  const tropical = 'Tableware and kitchenware, of wood; of tropical wood';
  const otherWood = 'Tableware and kitchenware, of wood; not of bamboo or tropical wood';
  it('reads the subheading over its heading: wood is not bamboo, nor bamboo wood', () => {
    expect(attributeAgreement('441911', read('Wooden cutting board'), bambooBoards).material).toBe('conflict');
    expect(attributeAgreement('441990', read('Wooden cutting board'), otherWood).material).toBe('match');
    expect(attributeAgreement('441911', read('Bamboo cutting board'), bambooBoards).material).toBe('match');
    expect(attributeAgreement('441990', read('Bamboo cutting board'), otherWood).material).toBe('conflict');
  });
  it('keeps plain wood out of the tropical wood subheadings, and a named tropical wood out of the others', () => {
    expect(attributeAgreement('441920', read('Wooden cutting board'), tropical).material).toBe('conflict');
    expect(attributeAgreement('441920', read('Teak cutting board'), tropical).material).toBe('match');
    expect(attributeAgreement('441990', read('Teak cutting board'), otherWood).material).toBe('conflict');
  });
  it('still reads a textile in a subheading of sheeting of plastics or of textile materials', () => {
    expect(attributeAgreement('420222', read('Large polyester tote bag'), 'Cases and containers; handbags, with outer surface of sheeting of plastics or of textile materials').material).toBe('match');
  });
});

describe('attribute agreement: the state of food', () => {
  it('keeps raw goods out of the prepared chapters, but not goods named as a prepared food', () => {
    const text = 'Pasta, whether or not cooked or stuffed; stuffed pasta';
    expect(attributeAgreement('160521', read('Frozen shrimp'), 'Crustaceans, prepared or preserved; shrimps and prawns')).toMatchObject({ signal: 'state_conflict' });
    expect(attributeAgreement('190220', readDescription({ description: '냉동 만두', market: 'US', language: 'ko' }), text).factor).toBe(1);
    expect(attributeAgreement('190590', read('Frozen pizza'), 'Bread, pastry, cakes, biscuits and other bakers wares').factor).toBe(1);
  });
});

describe('attribute agreement: kinds the subheadings of spices, nuts, flat-rolled steel and air conditioners split on', () => {
  const as = (description: string, language: 'en' | 'vi' | 'ja' | 'ko') => readDescription({ description, market: 'US', language });
  const whole = 'Spices; pepper (of the genus piper), neither crushed nor ground';
  const ground = 'Spices; pepper (of the genus piper), crushed or ground';
  it('puts whole peppercorns with 0904.11 and ground pepper with 0904.12', () => {
    expect(attributeAgreement('090411', as('Tiêu đen nguyên hạt loại 550', 'vi'), whole)).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('090412', as('ブラックペッパー ホール 1kg', 'ja'), ground).factor).toBeLessThan(1);
    expect(attributeAgreement('090412', as('Ground black pepper 500g', 'en'), ground)).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('090411', as('Ground black pepper 500g', 'en'), whole).factor).toBeLessThan(1);
  });
  it('puts shelled nuts with the shelled lines, and leaves the crustaceans alone', () => {
    expect(attributeAgreement('080132', as('껍질 벗긴 캐슈넛 W240', 'ko'), 'Nuts, edible; cashew nuts, fresh or dried, shelled')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('080131', as('껍질 벗긴 캐슈넛 W240', 'ko'), 'Nuts, edible; cashew nuts, fresh or dried, in shell').factor).toBeLessThan(1);
    expect(attributeAgreement('030617', as('Peeled frozen shrimp, shelled', 'en'), 'Crustaceans; frozen, shrimps and prawns, in shell or not').factor).toBe(1);
  });
  it('leaves "with patterns in relief" to steel said to bear them', () => {
    const relief = 'Iron or non-alloy steel; in coils, flat-rolled, of a width 600mm or more, hot-rolled, not clad, plated or coated, with patterns in relief';
    // Hot-rolled, in coils and of the stated size it agrees with as the line without patterns does; the patterns alone tell them apart.
    const plain = 'Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of less than 3mm';
    const coil = as('Hot rolled steel coil SS400 2.0mm x 1250mm', 'en');
    expect(attributeAgreement('720810', coil, relief).factor).toBeLessThan(attributeAgreement('720839', coil, plain).factor / 2);
    expect(attributeAgreement('720810', as('Hot rolled checkered steel coil', 'en'), relief).signal).not.toBe('kind_conflict');
  });
  it('tells hot-rolled from cold-rolled steel, and coils from sheets and plates', () => {
    const hotCoil = 'Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of less than 3mm';
    const coldSheet = 'Iron or non-alloy steel; (not in coils), flat-rolled, width 600mm or more, cold-rolled, of a thickness of 0.5mm or more but not exceeding 1mm';
    expect(attributeAgreement('720927', as('Cold rolled steel sheet 0.5 mm x 1250 x 2500 mm', 'en'), coldSheet).factor).toBeGreaterThan(1);
    expect(attributeAgreement('720839', as('Cold rolled steel sheet 0.5 mm x 1250 x 2500 mm', 'en'), hotCoil).factor).toBeLessThan(1);
    expect(attributeAgreement('720839', as('Hot rolled steel coil 2.5 mm x 1250 mm', 'en'), hotCoil).factor).toBeGreaterThan(1);
    expect(attributeAgreement('720927', as('Hot rolled steel coil 2.5 mm x 1250 mm', 'en'), coldSheet).factor).toBeLessThan(1);
    // Leather uppers split on the outer sole's material.
    const leatherSoles = 'Footwear; n.e.c. in heading no. 6403, (not covering the ankle), outer soles and uppers of leather';
    expect(attributeAgreement('640359', as('Leather dress shoes with leather sole', 'en'), leatherSoles).signal).toBe('kind_match');
    expect(attributeAgreement('640359', as('Men\'s leather shoes with rubber sole', 'en'), leatherSoles).signal).toBe('kind_conflict');
    // Strip, sheets and coils are flat-rolled, not angles, shapes and sections.
    expect(attributeAgreement('721650', as('Hot rolled steel strip 3 mm x 300 mm', 'en'), 'Iron or non-alloy steel; angles, shapes and sections, n.e.c. in heading 7216').signal).toBe('kind_conflict');
    expect(attributeAgreement('721650', as('Steel angle 50 x 50 x 5 mm', 'en'), 'Iron or non-alloy steel; angles, shapes and sections, n.e.c. in heading 7216').signal).not.toBe('kind_conflict');
  });
  it('puts a wall-mounted split air conditioner with the window or wall types (8415.10)', () => {
    const wall = as('Điều hòa treo tường inverter 9000BTU', 'vi');
    expect(attributeAgreement('841510', wall, 'Air conditioning machines; window or wall types, self-contained or split-system')).toMatchObject({ signal: 'kind_match' });
    expect(attributeAgreement('841582', wall, 'Air conditioning machines; other than window or wall types, incorporating a refrigerating unit').factor).toBeLessThan(1);
  });
});

describe('flat-rolled steel said non-alloy and not pickled', () => {
  const coil = 'Hot-rolled steel coil; non-alloy SS400; not pickled; thickness 3.0mm';
  it('agrees with the lines of iron or non-alloy steel, not with those of alloy steel', () => {
    expect(agreementOf(coil, 'en', '720838', 'Iron or non-alloy steel; flat-rolled, width 600mm or more, hot-rolled, in coils, of a thickness of 3mm or more but less than 4.75mm')).toBeGreaterThan(1);
    expect(agreementOf(coil, 'en', '722530', 'Steel, alloy; flat-rolled, width 600mm or more, hot-rolled, in coils')).toBeLessThan(1);
  });
  it('reads "not pickled" as no pickling: the pickled lines disagree', () => {
    const pickled = agreementOf(coil, 'en', '720826', 'Iron or non-alloy steel; flat-rolled, width 600mm or more, hot-rolled, pickled, in coils, of a thickness of 3mm or more but less than 4.75mm');
    const plain = agreementOf(coil, 'en', '720838', 'Iron or non-alloy steel; flat-rolled, width 600mm or more, hot-rolled, in coils, of a thickness of 3mm or more but less than 4.75mm');
    expect(pickled).toBeLessThan(plain);
  });
});

describe('attribute agreement: facts the description denies', () => {
  it('favours the line that denies the fact too and disfavours the one asserting it', () => {
    const beans = 'Arabica coffee beans, green, not roasted';
    expect(agreementOf(beans, 'en', '090111', 'Coffee; not roasted or decaffeinated')).toBeGreaterThan(1);
    expect(agreementOf(beans, 'en', '090121', 'Coffee; roasted, not decaffeinated')).toBeLessThan(1);
  });
  it('reads a line excluding the fact as denying it', () => {
    const bogie = 'Non-driving bogie for freight wagons, cast steel';
    expect(agreementOf(bogie, 'en', '860712', 'Railway or tramway locomotives or rolling stock; parts, bogies and bissel-bogies (excluding driving bogies and bissel-bogies)')).toBeGreaterThan(1);
    expect(agreementOf(bogie, 'en', '860711', 'Railway or tramway locomotives or rolling stock; parts, driving bogies and bissel-bogies')).toBeLessThan(1);
  });
  it('reads every fact a denial governs up to the next comma', () => {
    const bulk = 'Antibiotic powder, in bulk, not put up in measured doses or for retail sale';
    expect(agreementOf(bulk, 'en', '300310', 'Medicaments; containing penicillins, for therapeutic or prophylactic uses, (not in measured doses, not packaged for retail sale)')).toBeGreaterThan(1);
    expect(agreementOf(bulk, 'en', '300410', 'Medicaments; containing penicillins, for therapeutic or prophylactic uses, packaged for retail sale')).toBeLessThan(1);
  });
  it('leaves a fact the description asserts to the lines', () => {
    expect(agreementOf('Roasted coffee beans, whole', 'en', '090121', 'Coffee; roasted, not decaffeinated')).toBeGreaterThanOrEqual(1);
  });
});

describe('attribute agreement: a ceramic tile by its stated water absorption', () => {
  const low = 'Ceramic tiles; flags and paving, hearth or wall tiles other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight not over 0.5%';
  const mid = 'Ceramic tiles; flags and paving, hearth or wall tiles other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight over 0.5% but not over 10%';
  const high = 'Ceramic tiles; flags and paving, hearth or wall tiles other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight over 10%';
  it.each([
    ['Ceramic wall tiles of a water absorption coefficient by weight not exceeding 05', 'en', '690721', low],
    ['Ceramic tiles of a water absorption coefficient by weight exceeding 05 but not exceeding 10', 'en', '690722', mid],
    ['Gach lat nen ceramic 400x400mm, do hut nuoc 3-6% (nhom BIIa)', 'vi', '690722', mid],
    ['Gạch ốp tường ceramic 300x600mm, độ hút nước > 10% nhóm BIII', 'vi', '690723', high],
    ['Porcelain floor tile 60x60, group BIa', 'en', '690721', low],
  ] as const)('%s favours %s', (description, language, hs6, text) => {
    expect(agreementOf(description, language, hs6, text)).toBeGreaterThan(1);
  });
  it('a tile absorbing over 10 % disagrees with the line for 0.5 % or less', () => {
    expect(agreementOf('Gạch ốp tường ceramic 300x600mm, độ hút nước > 10%', 'vi', '690721', low)).toBeLessThan(1);
  });
});

describe('attribute agreement: sewing thread', () => {
  const THREAD = {
    cotton_mill: 'Cotton; sewing thread, containing 85% or more by weight of cotton, not put up for retail sale',
    cotton_retail: 'Cotton; sewing thread, put up for retail sale',
    filament: 'Sewing thread; of synthetic filaments, whether or not put up for retail sale',
    staple: 'Sewing thread; of synthetic staple fibres, whether or not put up for retail sale',
    yarn: 'Yarn; (not sewing thread), multiple (folded) or cabled yarn, of synthetic staple fibres, containing 85% or more by weight of polyester, not put up for retail sale',
  };

  it('holds thread said to be sewing thread to the sewing thread lines, out of the yarn lines "not sewing thread"', () => {
    const spun = 'Spun polyester sewing thread, 12 spools of 500 m';
    expect(agreementOf(spun, 'en', '550810', THREAD.staple)).toBeGreaterThan(agreementOf(spun, 'en', '550922', THREAD.yarn));
    expect(agreementOf(spun, 'en', '550922', THREAD.yarn)).toBeLessThan(1);
    expect(agreementOf('Spun polyester yarn, two-ply, not sewing thread', 'en', '550922', THREAD.yarn)).toBe(agreementOf('Spun polyester yarn, two-ply', 'en', '550922', THREAD.yarn));
  });

  it('reads thread counted as spun yarn ("40/2") as of staple fibres, and one counted in denier as filament', () => {
    const counted = '폴리에스터 재봉사 40/2, 5000m 콘';
    expect(agreementOf(counted, 'ko', '550810', THREAD.staple)).toBeGreaterThan(agreementOf(counted, 'ko', '540110', THREAD.filament));
    expect(agreementOf('Bonded nylon sewing thread 210D/3', 'en', '540110', THREAD.filament)).toBeGreaterThanOrEqual(agreementOf('Bonded nylon sewing thread 210D/3', 'en', '550810', THREAD.staple));
  });

  it('reads thread on spools or in a household spool\u2019s length as put up for retail sale, on cones as a mill\u2019s', () => {
    const spools = 'Chỉ may cotton 100% cuộn 300m, hộp 24 màu';
    expect(agreementOf(spools, 'vi', '520420', THREAD.cotton_retail)).toBeGreaterThan(agreementOf(spools, 'vi', '520411', THREAD.cotton_mill));
    const cones = 'Cotton sewing thread, 100% cotton, 5,000 m cones';
    expect(agreementOf(cones, 'en', '520411', THREAD.cotton_mill)).toBeGreaterThan(agreementOf(cones, 'en', '520420', THREAD.cotton_retail));
  });

  it('keeps cotton thread out of man-made thread\u2019s lines, and man-made thread out of cotton\u2019s', () => {
    expect(agreementOf('면 100% 재봉실 300m 스풀', 'ko', '540110', THREAD.filament)).toBeLessThan(1);
    expect(agreementOf('Nylon sewing thread 210D/3, bonded', 'en', '520411', THREAD.cotton_mill)).toBeLessThan(1);
  });
});

describe('attribute agreement: kinds a word names', () => {
  const ALKALOIDS: [string, string] = ['300449', 'Medicaments; containing alkaloids or their derivatives; other than ephedrine, pseudoephedrine (INN) or norephedrine or their salts; for therapeutic or prophylactic uses, packaged for retail sale'];
  const EPHEDRINE: [string, string] = ['300441', 'Medicaments; containing alkaloids or their derivatives, containing ephedrine or its salts, for therapeutic or prophylactic uses, packaged for retail sale'];
  const NEC: [string, string] = ['300490', 'Medicaments; consisting of mixed or unmixed products n.e.c. in heading no. 3004, for therapeutic or prophylactic uses, packaged for retail sale'];

  it('reads caffeine, codeine or nicotine as alkaloids (3004.49), the ephedrines apart, and corticosteroids as 3004.32', () => {
    favours('Paracetamol 500 mg and caffeine 65 mg tablets', 'en', ALKALOIDS, NEC);
    favours('두통약 카페인 함유 10정', 'ko', ALKALOIDS, EPHEDRINE);
    favours('Hydrocortisone 1% cream 28 g', 'en', ['300432', 'Medicaments; containing corticosteroid hormones, their derivatives or structural analogues (but not containing antibiotics), for therapeutic or prophylactic uses, packaged for retail sale'], NEC);
  });

  it('reads tyres for trucks and buses, pneumatic valves, camera filters and plugged cables by their words', () => {
    favours('Radial tyre 11R22.5, new', 'en', ['401120', 'Rubber; new pneumatic tyres, of a kind used on buses or lorries'], ['401110', 'Rubber; new pneumatic tyres, of a kind used on motor cars (including station wagons and racing cars)']);
    favours('電磁弁（空気圧用、5ポート）', 'ja', ['848120', 'Valves; for oleohydraulic or pneumatic transmissions'], ['848180', 'Taps, cocks, valves and similar appliances; for pipes, boiler shells, tanks, vats or the like, including thermostatically controlled valves']);
    favours('UV filter 58 mm, multi-coated', 'en', ['900220', 'Filters; mounted as parts or fittings for instruments or apparatus, of any material (excluding elements of glass not optically worked)'], ['900211', 'Lenses; objective, for cameras, projectors or photographic enlargers or reducers, mounted, being parts or fittings for instruments or apparatus, of any material (excluding glass not optically worked)']);
    favours('USB-C 충전 케이블 2m', 'ko', ['854442', 'Insulated electric conductors; for a voltage not exceeding 1000 volts, fitted with connectors'], ['854470', 'Insulated electric conductors; optical fibre cables']);
    expect(agreementOf('Fibre optic USB cable 10 m', 'en', '854470', 'Insulated electric conductors; optical fibre cables')).toBeGreaterThanOrEqual(1);
  });

  it('reads foil not said backed as not backed, bacon as bellies, printed bed linen, vitrifiable transfers, and coffee said not decaffeinated', () => {
    favours('Electrolytic copper foil, 18 micron', 'en', ['741011', 'Copper; foil, not backed, of a thickness not exceeding 0.15mm, of refined copper'], ['741021', 'Copper; foil, backed with paper, paperboard, plastics or similar backing material, of a thickness (excluding any backing) not exceeding 0.15mm, of refined copper']);
    favours('Smoked bacon, sliced, 200 g', 'en', ['021012', 'Meat; salted, in brine, dried or smoked, of swine, bellies (streaky) and cuts thereof'], ['021019', 'Meat; salted in brine, dried or smoked, of swine, n.e.c. in item no. 0210.1']);
    favours('면 100% 프린트 베개커버', 'ko', ['630221', 'Bed linen; of cotton, printed, not knitted or crocheted'], ['630231', 'Bed linen; of cotton (not printed, knitted or crocheted)']);
    favours('Waterslide decals for kiln firing on porcelain', 'en', ['490810', 'Printed matter; transfers (decalcomanias), vitrifiable'], ['490890', 'Printed matter; transfers (decalcomanias), other than vitrifiable']);
    favours('볶은 커피 원두, 카페인을 제거하지 않은 것', 'ko', ['090121', 'Coffee; roasted, not decaffeinated'], ['090122', 'Coffee; roasted, decaffeinated']);
  });

  it('holds wool knitwear out of fine animal hair\u2019s line, and PLA bags out of polyethylene\u2019s', () => {
    favours('울 100% 니트 스웨터', 'ko', ['611011', 'Jerseys, pullovers, cardigans, waistcoats and similar articles; knitted or crocheted, of wool or fine animal hair'], ['611019', 'Jerseys, pullovers, cardigans, waistcoats and similar articles; knitted or crocheted, of fine animal hair other than that of kashmir (cashmere) goats']);
    favours('Compostable PLA dog waste bags, 120 count', 'en', ['392329', 'Plastics; sacks and bags (including cones), for the conveyance or packing of goods, of plastics other than ethylene polymers'], ['392321', 'Ethylene polymers; sacks and bags (including cones), for the conveyance or packing of goods']);
  });

  it('holds agglomerated cork articles out of the sheets and tiles, and sheets out of the articles', () => {
    const SHEETS: [string, string] = ['450410', 'Cork; blocks, plates, sheets and strip, tiles of any shape, solid cylinders (including discs), of agglomerated cork (with or without a binding substance)'];
    const ARTICLES: [string, string] = ['450490', 'Cork; articles of agglomerated cork (with or without a binding substance), n.e.c. in heading no. 4504'];
    favours('Agglomerated cork stoppers, 100 pcs', 'en', ARTICLES, SHEETS);
    favours('Agglomerated cork sheet 2 mm, roll', 'en', SHEETS, ARTICLES);
  });
});

describe('attribute agreement: tools, speakers, fittings, gloves, ink and engine filters by their words', () => {

  it('reads drill bits for metal or wood as tools for drilling, not rock drilling tools', () => {
    const ROCK: [string, string] = ['820719', 'Tools, interchangeable; rock drilling or earth boring tools, with working part (other than of cermets), whether or not power operated, including parts'];
    const DRILLING: [string, string] = ['820750', 'Tools, interchangeable; (for machine or hand tools, whether or not power-operated), tools for drilling (other than rock)'];
    favours('HSS twist drill bit set for metal, 19 pcs', 'en', DRILLING, ROCK);
    expect(agreementOf('Masonry drill bit 8 mm', 'en', ...ROCK)).toBe(agreementOf('Masonry drill bit 8 mm', 'en', ...DRILLING));
  });

  it('reads a two-way speaker as multiple loudspeakers in one enclosure', () => {
    favours('블루투스 스피커 2웨이 우퍼+트위터', 'ko', ['851822', 'Loudspeakers; multiple, mounted in the same enclosure'], ['851821', 'Loudspeakers; single, mounted in their enclosures']);
  });

  it('reads elbows and tees of plastics as fittings, not tubes', () => {
    favours('PVC 90 degree elbow 25 mm, solvent weld', 'en', ['391740', 'Plastics; tube, pipe and hose fittings (e.g. joints, elbows, flanges)'], ['391723', 'Plastics; tubes, pipes and hoses thereof, rigid, of polymers of vinyl chloride']);
  });

  it('keeps household gloves out of the medical kind, and reads black printing ink as black', () => {
    favours('Dishwashing gloves, latex, flock lined', 'en', ['401519', 'Rubber; vulcanised (other than hard rubber), gloves, mittens and mitts other than surgical gloves'], ['401512', 'Rubber; vulcanised (other than hard rubber), gloves, of a kind used for medical, surgical, dental or veterinary purposes']);
    favours('オフセット印刷インキ 墨 1kg', 'ja', ['321511', 'Ink; for printing, black, whether or not concentrated or solid'], ['321519', 'Ink; for printing, other than black, whether or not concentrated or solid']);
  });

  it('reads an air filter a vehicle or mower takes as an engine\u2019s intake filter, a cabin filter not', () => {
    const INTAKE: [string, string] = ['842131', 'Machinery; intake air filters for internal combustion engines'];
    const OTHER: [string, string] = ['842139', 'Machinery; for filtering or purifying gases, other than intake air filters, catalytic converters or particulate filters for internal combustion engines'];
    favours('에어크리너 필터 쏘나타 호환', 'ko', INTAKE, OTHER);
    favours('Air filter for lawn mower, with pre-filter', 'en', INTAKE, OTHER);
    expect(agreementOf('Cabin air filter for passenger car, activated carbon', 'en', ...INTAKE)).toBe(agreementOf('Cabin air filter for passenger car, activated carbon', 'en', ...OTHER));
  });
});

describe('attribute agreement: flowers, wool tops, powders, shaver blades, coated paper and fish pieces', () => {

  it('reads fresh roses as 0603.11, none of the dried or other flowers', () => {
    const ROSES: [string, string] = ['060311', 'Flowers, cut; roses, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh'];
    favours('생화 장미 20송이', 'ko', ROSES, ['060390', 'Flowers, cut; flowers and flower buds of a kind suitable for bouquets or ornamental purposes, dried, dyed, bleached, impregnated or otherwise prepared']);
    favours('Fresh cut roses, red, 50 cm', 'en', ROSES, ['060319', 'Flowers, cut; flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh, other than roses, carnations, orchids, chrysanthemums or lillies']);
  });

  it('reads wool tops as not in fragments, and a metal powder as the metal\u2019s powders', () => {
    favours('Wool tops, merino, combed', 'en', ['510529', 'Wool; wool tops and other combed wool, other than in fragments'], ['510521', 'Wool; wool tops and other combed wool, in fragments']);
    favours('Tungsten powder 99.9%, 2 micron', 'en', ['810110', 'Tungsten (wolfram); articles thereof, including waste and scrap, powders'], ['810199', 'Tungsten (wolfram); articles n.e.c. in heading no. 8101']);
  });

  it('reads a shaver\u2019s or clipper\u2019s blades as its parts, coated printing paper as no kraft, and tuna chunks as pieces', () => {
    favours('Replacement clipper blade #10 for pet clippers', 'en', ['851090', 'Shavers and hair clippers; parts of those with self-contained electric motor'], ['820890', 'Tools; knives and cutting blades, for machines or mechanical appliances, n.e.c. in heading no. 8208']);
    favours('아트지 양면 도공 150g/㎡ 롤', 'ko', ['481013', 'Paper and paperboard; coated with kaolin or other inorganic substances, for printing & writing, graphics, containing no, or not more than 10% by weight of total fibres obtained by mechanical or chemi-mechanical process, in rolls'], ['481031', 'Kraft paper and paperboard; uniformly bleached throughout, coated with inorganic substances, more than 95% of chemically processed wood fibres, weight 150g/m2 or less, for non-graphic purposes, in rolls or sheets']);
    favours('Canned skipjack tuna chunks in brine, 185 g', 'en', ['160414', 'Fish preparations; tunas, skipjack tuna and bonito (Sarda spp.), prepared or preserved, whole or in pieces (but not minced)'], ['160420', 'Fish preparations; fish minced or in forms n.e.c. in heading no. 1604, prepared or preserved']);
  });
});

describe('attribute agreement: what the kind words leave alone', () => {
  it('leaves a hose with couplings to the hoses, preserved roses to the prepared flowers and drawing ink to the other inks', () => {
    const FITTINGS = 'Plastics; tube, pipe and hose fittings (e.g. joints, elbows, flanges)';
    expect(agreementOf('Garden hose 15 m with brass couplings, reinforced PVC', 'en', '391740', FITTINGS)).toBeLessThanOrEqual(1);
    const FRESH_ROSES = 'Flowers, cut; roses, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh';
    expect(agreementOf('プリザーブドフラワー バラ 3輪 (生花ではありません)', 'ja', '060311', FRESH_ROSES)).toBeLessThanOrEqual(1);
    expect(agreementOf('Black India ink, 30 ml bottle, for drawing', 'en', '321511', 'Ink; for printing, black, whether or not concentrated or solid')).toBe(1);
    expect(agreementOf('Decals for tumblers, not kiln fired', 'en', '490810', 'Printed matter; transfers (decalcomanias), vitrifiable')).toBeLessThanOrEqual(1);
  });

  it('keeps an empty gas cylinder out of the gas, reads copper clad laminate foil as backed and a yarn said not high tenacity as such', () => {
    expect(agreementOf('Empty steel propane cylinder 9 kg, refillable', 'en', '271112', 'Petroleum gases and other gaseous hydrocarbons; liquefied, propane')).toBeLessThan(1);
    expect(agreementOf('FCCL copper foil 18 um laminated on polyimide film', 'en', '741021', 'Copper; foil, backed with paper, paperboard, plastics or similar backing material, of a thickness (excluding any backing) not exceeding 0.15mm, of refined copper')).toBeGreaterThan(1);
    const VISCOSE_SINGLE = 'Yarn, artificial; filament, monofilament (less than 67 decitex), of viscose rayon (not high tenacity), single, untwisted or twisted 120 turns per metre or less, not for retail sale, not sewing thread';
    expect(agreementOf('비스코스 레이온 필라멘트사 단사, 고강력 아님', 'ko', '540331', VISCOSE_SINGLE)).toBeGreaterThanOrEqual(1);
  });

  it('holds textured yarn out of the lines "not high tenacity or textured"', () => {
    const dty = 'Polyester DTY 150D/48F, not for retail sale';
    expect(agreementOf(dty, 'en', '540233', 'Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of polyesters, not for retail sale, not sewing thread'))
      .toBeGreaterThan(agreementOf(dty, 'en', '540247', 'Yarn, synthetic; filament, monofilament (less than 67 decitex), polyesters (not high tenacity or textured), not partially oriented, single, untwisted or twisted 50 turns or less per metre, not for retail sale, not sewing thread'));
  });
});

describe('attribute agreement: milk, nuts, cereals and vitamins', () => {
  const SKIM_POWDER = 'Dairy produce; milk and cream, concentrated or containing added sugar or other sweetening matter, in powder, granules or other solid forms, of a fat content not exceeding 1.5% (by weight)';
  const WHOLE_SWEET_POWDER = 'Dairy produce; milk and cream, containing added sugar or other sweetening matter, in powder, granules or other solid forms, of a fat content exceeding 1.5% (by weight)';
  const SWEET_LIQUID = 'Dairy produce; milk and cream, containing added sugar or other sweetening matter, other than in powder, granules or other solid forms';

  it('reads whole milk as above 1.5 % fat, skimmed milk as below, powder as no liquid and a litre as no powder', () => {
    favours('Whole milk powder containing added sugar, 25 kg bag', 'en', ['040229', WHOLE_SWEET_POWDER], ['040210', SKIM_POWDER]);
    favours('Whole milk powder containing added sugar, 25 kg bag', 'en', ['040229', WHOLE_SWEET_POWDER], ['040299', SWEET_LIQUID]);
    favours('탈지분유 25kg', 'ko', ['040210', SKIM_POWDER], ['040229', WHOLE_SWEET_POWDER]);
    favours('Sweetened condensed milk 1 l carton', 'en', ['040299', SWEET_LIQUID], ['040229', WHOLE_SWEET_POWDER]);
    // Semi-skimmed milk is neither whole nor skimmed.
    expect(agreementOf('Semi-skimmed milk powder', 'en', '040229', WHOLE_SWEET_POWDER)).toBe(agreementOf('Milk powder', 'en', '040229', WHOLE_SWEET_POWDER));
  });

  it('reads "not containing added sugar" as unsweetened', () => {
    const UNSWEETENED_POWDER = 'Dairy produce; milk and cream, concentrated, not containing added sugar or other sweetening matter, in powder, granules or other solid forms, of a fat content exceeding 1.5% (by weight)';
    favours('Whole milk powder not containing added sugar', 'en', ['040221', UNSWEETENED_POWDER], ['040229', WHOLE_SWEET_POWDER]);
  });

  it('puts peanuts with the ground-nuts, and leaves mixed nuts to 2008.19', () => {
    const GROUND_NUTS = 'Nuts; ground-nuts, whether or not containing added sugar, other sweetening matter or spirit';
    const OTHER_NUTS = 'Nuts and other seeds; whether or not containing added sugar, other sweetening matter or spirit (excluding ground-nuts except in mixtures)';
    favours('Roasted peanut powder', 'en', ['200811', GROUND_NUTS], ['200819', OTHER_NUTS]);
    favours('볶은 땅콩 분말', 'ko', ['200811', GROUND_NUTS], ['200819', OTHER_NUTS]);
    expect(agreementOf('Roasted mixed nuts: peanuts, cashews, almonds', 'en', '200819', OTHER_NUTS)).toBe(1);
    // Said raw or shelled and not roasted, they are 1202's raw ground-nuts; 落花生 holds a 生 that is no "raw".
    const RAW_SHELLED = 'Ground-nuts; other than seed, not roasted or otherwise cooked, shelled, whether or not broken';
    favours('Groundnuts shelled, high oleic, 25 kg bags', 'en', ['120242', RAW_SHELLED], ['200811', GROUND_NUTS]);
    expect(agreementOf('味付け落花生 300g', 'ja', '200811', GROUND_NUTS)).toBeGreaterThanOrEqual(1);
  });

  it('puts cereal flakes with raisins among the prepared cereals, and vitamins counted in tablets out of chapter 29', () => {
    favours('Oat flakes with raisins and almonds', 'en', ['190420', 'Food preparations; obtained from unroasted cereal flakes or from mixtures of unroasted cereal flakes and roasted cereal flakes or swelled cereals'], ['110412', 'Cereal grains; rolled or flaked, of oats']);
    expect(agreementOf('Rolled oats', 'en', '110412', 'Cereal grains; rolled or flaked, of oats')).toBe(1);
    expect(agreementOf('Vitamin C 1000 mg, 100 tablets', 'en', '293627', 'Vitamins; vitamin C and its derivatives, unmixed')).toBeLessThan(1);
    expect(agreementOf('Ascorbic acid powder, 25 kg drum', 'en', '293627', 'Vitamins; vitamin C and its derivatives, unmixed')).toBe(1);
  });
});

describe('cases declaring a machine that makes the goods', () => {
  it('cast no vote for goods filed outside chapters 84 and 85, and keep it for machines', () => {
    expect(declaresArticleFor(read('Vitamin D3 softgels'), 'Vitamin D3 softgels')('Softgel Machine ; CSJ1 CSM3')).toBe(true);
    expect(declaresArticleFor(read('Espresso coffee machine'), 'Espresso coffee machine')('Coffee machine; EC200')).toBe(false);
  });
});

describe('kinds whose own line names them only inside an exclusion', () => {
  const WRIST_AUTOMATIC: [string, string] = ['910221', 'Wrist-watches; whether or not incorporating a stop-watch facility, with automatic winding'];
  const WRIST_HAND_WOUND: [string, string] = ['910229', 'Wrist-watches; whether or not incorporating a stop-watch facility, with other than automatic winding'];
  const POCKET_QUARTZ: [string, string] = ['910291', 'Pocket watches and other watches, including stop-watches; (excluding wrist-watches), other than those of heading no. 9101, electrically operated'];
  const WRIST_QUARTZ: [string, string] = ['910211', 'Wrist-watches; electrically operated, with or without a stop-watch, with case of precious metal or of metal clad with precious metal, with mechanical display only'];
  it('puts a watch wound by hand, in any of its languages, on the line "with other than automatic winding"', () => {
    for (const [description, language] of [['Hand wound mechanical watch, stainless steel strap', 'en'], ['Đồng hồ cơ nam lên dây cót thủ công', 'vi'], ['Đồng hồ cơ nam dây thép không gỉ lên dây cót tay', 'vi'], ['手巻き 腕時計 メンズ', 'ja']] as const) {
      expect(agreementOf(description, language, ...WRIST_HAND_WOUND)).toBeGreaterThanOrEqual(1);
      favours(description, language, WRIST_HAND_WOUND, WRIST_AUTOMATIC);
    }
  });
  it('puts a pocket watch on the lines "excluding wrist-watches" and a plain watch on the wrist-watches\'', () => {
    expect(agreementOf('Antique brass quartz pocket watch with chain', 'en', ...POCKET_QUARTZ)).toBeGreaterThan(1);
    favours('Antique brass quartz pocket watch with chain', 'en', POCKET_QUARTZ, WRIST_QUARTZ);
    favours("Men's quartz watch, leather strap", 'en', WRIST_QUARTZ, POCKET_QUARTZ);
  });
  it('puts a leather cap on "headgear of other materials" (6506.99), not on the knitted or plastic lines', () => {
    const OTHER_MATERIALS: [string, string] = ['650699', 'Headgear; (other than safety headgear), (of materials other than rubber or plastic), whether or not lined or trimmed'];
    const PLASTIC: [string, string] = ['650691', 'Headgear; (other than safety headgear), of rubber or plastics, whether or not lined or trimmed'];
    expect(agreementOf("Men's genuine leather flat cap", 'en', ...OTHER_MATERIALS)).toBeGreaterThan(1);
    favours("Men's genuine leather flat cap", 'en', OTHER_MATERIALS, PLASTIC);
  });
});

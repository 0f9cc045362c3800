import { TextView } from '../glossary';
import type { Lang } from '../types';
import { footwearParts, mentionsWithShares, mergeMaterials, sharesDoNotAddUp } from './materials';

const LANGS: Lang[] = ['en', 'vi', 'ja', 'ko'];
const readVi = (text: string) => mergeMaterials([mentionsWithShares(new TextView(text), ['vi'])], false).map(({ name, percent }) => [name, percent]);
const read = (text: string, textile = true) => mergeMaterials([mentionsWithShares(new TextView(text), LANGS)], textile).map(({ name, percent }) => [name, percent]);

describe('composition', () => {
  it.each([
    ['60% cotton 40% polyester', [['cotton', 60], ['polyester', 40]]],
    ['cotton 60%, polyester 40%', [['cotton', 60], ['polyester', 40]]],
    ['cotton 100%', [['cotton', 100]]],
    ['100% cotton', [['cotton', 100]]],
    ['100% 綿', [['cotton', 100]]],
    ['綿60% ポリエステル40%', [['cotton', 60], ['polyester', 40]]],
    ['면 100%', [['cotton', 100]]],
    ['면 80% 폴리에스터 20%', [['cotton', 80], ['polyester', 20]]],
    ['합성섬유 100%', [['synthetic fibres', 100]]],
    ['polyester/spandex 95/5', [['polyester', 95], ['elastane', 5]]],
    ['95/5 polyester/spandex', [['polyester', 95], ['elastane', 5]]],
    ['vải bông', [['cotton', null]]],
    ['100% cotton (vải bông)', [['cotton', 100]]],
    ['Shell: 100% nylon; lining: 100% polyester', [['nylon', 100], ['polyester', 100]]],
    ['51 POLYESTER 36 COTTON 13 NYLON WOVEN FABRIC', [['polyester', 51], ['cotton', 36], ['nylon', 13]]],
    ['woven fabric 65 polyester 35 cotton', [['polyester', 65], ['cotton', 35]]],
    ['Viscose/Merino 73/27%', [['viscose', 73], ['wool', 27]]],
    ['니트 울 30% 아크릴', [['acrylic', 70], ['wool', 30]]],
    ['60% cotton 30% polyester spandex', [['cotton', 60], ['polyester', 30], ['elastane', 10]]],
    // "Fabric" before the first share names no material: the shares are written number first.
    ['Fabric 60% cotton 40% polyester', [['cotton', 60], ['polyester', 40]]],
    ['Denim fabric, 98% cotton 2% elastane, 12 oz', [['cotton', 98], ['elastane', 2]]],
    // A material on both sides of the first share: the last share, with a material after it, says number first.
    ['Denim 98% cotton 2% elastane', [['cotton', 98], ['elastane', 2]]],
    ['면100% 캐시미어 터치', [['cotton', 100], ['cashmere', null]]],
    // How new the goods are is no share: "Hàng mới 100%" closing a declaration, "NEW 100%", "100% brand new".
    ['Vải polyester/cotton 65% polyester 35% cotton, khổ 150 cm. Hàng mới 100%', [['polyester', 65], ['cotton', 35]]],
    ['Shirt fabric poly/cotton 80% polyester 20% cotton, NEW 100%', [['polyester', 80], ['cotton', 20]]],
    ['Rug 80% New Zealand wool 20% nylon', [['wool', 80], ['nylon', 20]]],
  ] as const)('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads 면 as cotton before the textile goods it makes, not in other senses', () => {
    expect(read('남성 면 바지')).toEqual([['cotton', null]]);
    expect(read('면 행주')).toEqual([['cotton', null]]);
    expect(read('면 요리', false)).toEqual([]);
    expect(read('양면 테이프', false)).toEqual([]);
  });

  it('reads numbers without their sign as shares only before material words, in a run adding up to 100', () => {
    // A count before the goods is no share: "2 PCS" holds no material, so 98 alone does not add up.
    expect(read('2 PCS 98 COTTON')).toEqual([['cotton', null]]);
    expect(read('60 cotton 30 polyester')).toEqual([['cotton', null], ['polyester', null]]);
    // The face's own run is read apart from the back's: a share of 100 stands alone.
    expect(read('FACE 100 POLYAMIDE BACK 60 COTTON 40 POLYESTER')).toEqual([['nylon', 100], ['cotton', 60], ['polyester', 40]]);
  });

  it('leaves the rest of the weight to a fibre named bare beside shares short of 100, never to a material that is no fibre', () => {
    expect(read('cotton 95% t-shirt with leather patch')).toEqual([['cotton', 95], ['leather', null]]);
    expect(read('cotton 100% polyester lining')).toEqual([['cotton', 100], ['polyester', null]]);
    expect(read('cotton 60% polyester nylon')).toEqual([['cotton', 60], ['polyester', null], ['nylon', null]]);
  });

  it('puts the fibre whose heading comes last first where none predominates (Section XI note 2(A))', () => {
    expect(read('50% wool 50% polyester').map(([name]) => name)).toEqual(['polyester', 'wool']);
    expect(read('polyester 50% cotton 50%').map(([name]) => name)).toEqual(['polyester', 'cotton']);
    expect(read('cotton 50% linen 50%').map(([name]) => name)).toEqual(['linen', 'cotton']);
    expect(read('viscose 50% polyester 50%').map(([name]) => name)).toEqual(['viscose', 'polyester']);
  });

  it('puts the chief material by weight first', () => {
    expect(read('spandex 5% cotton 95%')).toEqual([['cotton', 95], ['elastane', 5]]);
    expect(read('polyester 35% cotton 65%').map(([name]) => name)).toEqual(['cotton', 'polyester']);
  });

  it('reads polyurethane in a garment as elastane, polyester in a resin as plastic', () => {
    expect(mergeMaterials([mentionsWithShares(new TextView('綿95% ポリウレタン5%'), LANGS)], true)[1]).toEqual({ name: 'elastane', group: 'textile_synthetic', percent: 5 });
    expect(mergeMaterials([mentionsWithShares(new TextView('polyester resin chips'), LANGS)], false)[0]).toEqual({ name: 'polyester', group: 'plastic', percent: null });
  });

  it('reads PLA and PETG as plastics, and a 3D-printed article as plastic (filament printers print plastics)', () => {
    expect(read('Plant stand, 100% PLA', false)).toEqual([['polylactic acid', 100]]);
    expect(read('Cat food pouch squeezer, PETG', false)).toEqual([['polyethylene terephthalate', null]]);
    expect(read('3D printed keychain', false)).toEqual([['plastic', null]]);
    expect(read('Plaza pla sign', false)).toEqual([]); // only the upper-case abbreviation
  });

  it('gives each material a group', () => {
    const groups = mergeMaterials([mentionsWithShares(new TextView('stainless steel, oak wood, leather, glass, porcelain, rubber, aluminium, wool, rayon, 18k gold'), LANGS)], false).map((material) => [material.name, material.group]);
    expect(groups).toEqual([
      ['stainless steel', 'metal_ferrous'], ['wood', 'wood'], ['leather', 'leather'], ['glass', 'glass'], ['porcelain', 'ceramic'], ['rubber', 'rubber'],
      ['aluminium', 'metal_nonferrous'], ['wool', 'textile_animal'], ['viscose', 'textile_artificial'], ['gold', 'metal_precious'],
    ]);
  });

  it('merges the composition field, the material field and the description, each material once', () => {
    const composition = mentionsWithShares(new TextView('cotton 70% polyester 30%'), LANGS);
    const description = mentionsWithShares(new TextView('cotton polyester blend hoodie'), LANGS);
    expect(mergeMaterials([composition, description], true)).toEqual([
      { name: 'cotton', group: 'textile_vegetable', percent: 70 },
      { name: 'polyester', group: 'textile_synthetic', percent: 30 },
    ]);
  });

  it('reads no material a Korean, Japanese or Vietnamese description denies', () => {
    expect(read('점보 지우개 (PVC 재질, 고무 아님)').map(([name]) => name)).toEqual(['polyvinyl chloride']);
    expect(read('合成皮革(本革ではありません) ハンドバッグ').map(([name]) => name)).not.toContain('leather');
    expect(readVi('Khăn choàng 100% polyester, không phải lụa').map(([name]) => name)).toEqual(['polyester']);
  });

  it('drops a generic material beside a specific one', () => {
    expect(read('textile materials of cotton')).toEqual([['cotton', null]]);
  });

  it('does not read ambiguous words as materials without a cue', () => {
    expect(read('라면 5개')).toEqual([]); // 면 in 라면 (ramen) is not cotton
    expect(read('pet bed')).toEqual([]); // PET only in capitals
    expect(read('gold plated necklace')).toEqual([]);
    expect(read('gold color buckle')).toEqual([]);
    expect(read('embroidered iron-on patch')).toEqual([]); // applied with an iron, not made of it
    expect(read('solid gold ring')).toEqual([['gold', null]]);
    expect(read('PET bottle')).toEqual([['polyethylene terephthalate', null]]);
  });

  it('reads gold-filled and rolled gold as metal clad with gold (chapter 71 note 7), and vermeil as gilt silver', () => {
    expect(read('gold filled hoops')).toEqual([['gold-filled', null]]);
    expect(read('rolled gold locket')).toEqual([['gold-filled', null]]);
    expect(read('gold vermeil studs')).toEqual([['silver', null]]);
    expect(read('Bead Necklace 14K Gold Filled')).toEqual([['gold-filled', null]]);
  });

  it('reads a fineness mark before "gold plated" as the plating, the sterling mark alone as silver in jewellery', () => {
    expect(read('18K Gold Plated Stainless Steel Chain Necklace')).toEqual([['stainless steel', null]]);
    expect(read('Celtic Knot Pendant Necklace 925')).toEqual([['silver', null]]);
    expect(read('Pump model 925 with hose')).toEqual([]);
  });

  it('reads Vietnamese leather goods named with their material after them', () => {
    expect(readVi('Túi xách da nữ')).toEqual([['leather', null]]);
    expect(readVi('Kem dưỡng da')).toEqual([]); // skin, not leather
  });

  it('reads gold as the metal beside its fineness mark, and a fineness mark alone as gold in jewellery', () => {
    expect(read('Gold chain necklace 14k')).toEqual([['gold', null]]);
    expect(read('18K Ring')).toEqual([['gold', null]]);
    expect(read('Gold chain necklace')).toEqual([]);
  });

  it('reads gemstones and pearls as the material of strung jewellery, a stone named like a colour only beside a cue', () => {
    expect(read('jasper beaded bracelet')).toEqual([['precious or semi-precious stones', null]]);
    expect(read('freshwater pearl necklace')).toEqual([['pearls', null]]);
    // Imitation pearls are glass or plastics, not pearls (7018.10, chapter 71 note 11).
    expect(read('tulle sleeves with imitation pearls')).toEqual([['imitation pearls', null]]);
    expect(read('faux pearl earrings')).toEqual([['imitation pearls', null]]);
    expect(read('turquoise t-shirt')).toEqual([]);
    expect(read('genuine turquoise bracelet')).toEqual([['precious or semi-precious stones', null]]);
    expect(read('Natural Turquoise Stone Bracelet')).toEqual([['precious or semi-precious stones', null], ['stone', null]]);
    expect(read('Amethyst Crystal Pendant')).toEqual([['precious or semi-precious stones', null]]);
    expect(read('Turquoise Blue Dress')).toEqual([]);
  });

  it('reads shells, lava and natural stone by their names: no precious stone but the last, in jewellery', () => {
    expect(read('Puka Shell Necklace')).toEqual([['shell', null]]);
    expect(read('Lava Stone Bead Bracelet')).toEqual([['lava stone', null]]);
    expect(read('7 Chakra Bracelet Natural Stones')).toEqual([['natural stone', null]]);
  });

  it('reads silver named right before the piece of jewellery as the metal, not a choice of finishes or a silver colour', () => {
    expect(read('dainty silver twist rings')).toEqual([['silver', null]]);
    expect(read('Hammered Silver Ring - 11')).toEqual([['silver', null]]);
    expect(read('Gold or Silver Hoop Earrings')).toEqual([]);
    expect(read('silver coloured hoop earrings')).toEqual([]);
    expect(read('Silver laptop sleeve')).toEqual([]);
  });

  it('reads stone names given as colours as no material ("KAFTAN SLATE BLUE")', () => {
    expect(read('KAFTAN SLATE BLUE - M')).toEqual([]);
    expect(read('slate drinks coaster')).toEqual([['slate', null]]);
  });

  it('notices shares that do not add up to 100', () => {
    expect(sharesDoNotAddUp([{ name: 'cotton', group: 'textile_vegetable', percent: 60 }, { name: 'polyester', group: 'textile_synthetic', percent: 30 }])).toBe(true);
    expect(sharesDoNotAddUp([{ name: 'cotton', group: 'textile_vegetable', percent: 60 }, { name: 'polyester', group: 'textile_synthetic', percent: 40 }])).toBe(false);
  });
});

describe('coatings', () => {
  it('puts a coating\u2019s material after what the goods are made of', () => {
    const view = new TextView('Ceramic coated aluminium frying pan');
    expect(mergeMaterials([mentionsWithShares(view, LANGS)], false).map((material) => material.name)).toEqual(['aluminium', 'ceramic']);
  });

  it('reads a plated metal, and the karat mark of its plating, as a coating of the metal under it', () => {
    const names = (text: string) => mergeMaterials([mentionsWithShares(new TextView(text), LANGS)], false).map((material) => material.name);
    expect(names('18K PVD Gold Plated Stainless Steel Necklace')[0]).toBe('stainless steel');
    expect(names('Chrome plated brass faucet')[0]).toBe('brass');
    expect(names('Gold plated 925 sterling silver ring')[0]).toBe('silver');
    expect(names('14K solid gold ring')[0]).toBe('gold');
  });

  it('reads a nitride named bare as a coating: titanium nitride drill bits are of steel', () => {
    const view = new TextView('Titanium Nitride Steel Drill Bits');
    expect(mergeMaterials([mentionsWithShares(view, LANGS)], false).map((material) => material.name)).toEqual(['steel', 'titanium']);
  });

  it('reads a stone named with its coating ("Granite Stone Coating") as the coating, not the body', () => {
    const view = new TextView('Frying Pan Granite Stone Coating Aluminum Skillet');
    expect(mergeMaterials([mentionsWithShares(view, LANGS)], false)[0]?.name).toBe('aluminium');
  });
});

describe('footwearParts', () => {
  it.each([
    ['Footwear with outer soles of rubber and uppers of leather', 'leather', 'rubber'],
    ['sneakers, textile upper, rubber sole', 'textile', 'rubber'],
    ['giày thể thao, mũ giày vải lưới, đế cao su', 'textile', 'rubber'],
    ['운동화 갑피 합성피혁 밑창 고무', 'synthetic leather', 'rubber'],
    ['leather shoes', null, null],
    // A material joined to the word for the sole is the sole's; one right before another part's word is that part's.
    ['가죽 갑피 고무창 구두', 'leather', 'rubber'],
    ['직물 갑피 고무창 운동화', 'textile', 'rubber'],
    ['가죽창 가죽 구두', null, 'leather'],
    ['ゴム底 革靴', null, 'rubber'],
  ])('%s', (text, upper, sole) => {
    const view = new TextView(text);
    const parts = footwearParts(view.text, mentionsWithShares(view, LANGS));
    expect([parts.upper?.term.name ?? null, parts.sole?.term.name ?? null]).toEqual([upper, sole]);
  });
});

describe('Latin words inside Korean and Japanese terms', () => {
  it('keeps their word bounds: a weight in kilograms names no 14-carat gold', () => {
    const readKo = (text: string) => mergeMaterials([mentionsWithShares(new TextView(text), ['ko'])], false).map(({ name }) => name);
    expect(readKo('캠핑 의자 14kg')).toEqual([]);
    expect(readKo('팔찌 14k 옐로우')).toEqual(['gold']);
  });
});

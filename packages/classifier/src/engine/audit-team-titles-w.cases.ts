/** Rows from the twenty-third session's team titles (dev-w to dev-aa), reworded: what the reader misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('words of how foods are cooked, given or packed are no goods: an oven, a microwave bag, a stocking, the cups a jar makes, a bag or jug of stated contents (GRI 5(b))', () => {
  expectFirstHs6InLanguages([
    ['Roasted Salted Almonds 16 oz Can Oven Roasted Sea Salt Snack', 'en', '200819'],
    ['Frozen Mixed Vegetables Peas Carrots Corn 12 oz Steamable Microwave Bag', 'en', '071090'],
    ['Dark Chocolate Bar 70% Cacao 3 oz 10 Pack Stocking Stuffer', 'en', '180632'],
    ['Instant Coffee Freeze Dried 7 oz Glass Jar Makes 100 Cups', 'en', '210111'],
    ['Decorative River Rock Pebbles 10 lb Bag for Vase Filler', 'en', '251710'],
    ['Pure Maple Syrup Grade A Amber 16 fl oz Jug', 'en', '170220'],
    ['Chunk Light Tuna in Water 5 oz Can 8 Pack', 'en', '160414'],
    ['100% Orange Juice No Pulp 52 fl oz Never Frozen Vitamin C', 'en', '200912'],
  ]);
});

describe('features named like goods: LEDs that light or show the state of other goods, a vessel\'s own lid, a base the goods are made on', () => {
  expectFirstHs6InLanguages([
    ['Kids Kick Scooter 3 Wheels LED Light Up Wheels', 'en', '950300'],
    ['Power Bank 10000mAh Portable Charger LED Display USB C', 'en', '850760'],
    ['Insulated Water Bottle 24 oz Double Wall Vacuum Flask Straw Lid', 'en', '961700'],
    ['Colored Pencils 48 Set Oil Based', 'en', '960910'],
  ]);
});

describe('goods the glossary had no name for, or under a wider heading', () => {
  expectFirstHs6InLanguages([
    ['Mallard Duck Decoys 12 Pack Floating', 'en', '950790'],
    ['Nichrome Resistance Wire 24 AWG 50 ft', 'en', '750522'],
    ['Titanium Wire 0.8 mm 5 m for Jewelry Making', 'en', '810890'],
    ['Natural Loofah Sponge 4 Pack Bath Body Scrubber', 'en', '140490'],
    ['Rifle Scope 4-12x40 with Mounts', 'en', '901310'],
  ]);
});

describe('stated kinds: tanned furskins, brass, waters neither sweetened nor flavoured, frozen juice, metals not alloyed or alloyed, an electric hair dryer', () => {
  expectFirstHs6InLanguages([
    ['Tanned Rabbit Fur Pelts 3 Pack for Crafts', 'en', '430219'],
    ['Brass Tee Fitting 3/4 inch Compression for Copper Pipe', 'en', '741220'],
    ['NATURAL MINERAL WATER, STILL, NOT SWEETENED OR FLAVOURED, 1.5L', 'en', '220110'],
    ['Sparkling Water Lemon, No Sugar, 12 Cans', 'en', '220210'],
    ['Frozen concentrated orange juice, Brix 66, in drums', 'en', '200911'],
    ['Unwrought nickel cathodes, not alloyed, 99.9 %', 'en', '750210'],
    ['ELECTRIC HAIR DRYER 2000W', 'en', '851631'],
    ['아연 괴(합금하지 않은 것, 아연 함유량 99.995%)', 'ko', '790111'],
    ['알루미늄 합금 압출 형재(중공 아닌 것)', 'ko', '760429'],
  ]);
});

describe('Korean declarations: cuts of pork, a car engine\'s piston, 비냉동 (not frozen), 무가당 (unsweetened), mixed vegetables, washing powder, pallets', () => {
  expectFirstHs6InLanguages([
    ['냉장 돼지 목살 5KG', 'ko', '020319'],
    ['자동차 엔진용 피스톤(알루미늄 합금)', 'ko', '840991'],
    ['배추김치(비냉동, 10KG)', 'ko', '200599'],
    ['냉동 혼합채소 1KG', 'ko', '071090'],
    ['무가당 코코아 분말 25KG', 'ko', '180500'],
    ['세탁용 분말세제 3KG', 'ko', '340250'],
    ['목재 팰릿 1100X1100MM', 'ko', '441520'],
  ]);
});

describe('the goods a title says they serve name no sibling of their default, unless the heading splits on that use', () => {
  expectFirstHs6InLanguages([
    ['Sewing Machine Needles 30 pcs Size 14/90 for Singer Brother Household Machine', 'en', '845230'],
    ['CR2025 Lithium Coin Cell Battery 6 Pack for Key Fob Calculator Motherboard', 'en', '850650'],
    ['Carnauba Car Wax Paste 10 oz with Applicator Pad for Auto Coachwork', 'en', '340530'],
  ]);
});

describe('declarations: the origin a declarant adds names no goods; stated kinds (vehicle glass, a boat for a motor, stainless, leather outer soles); goods the glossary filed under a wider heading', () => {
  expectFirstHs6InLanguages([
    ['정미한 쌀(중립종 칼로스); 20kg; 원산지 미국', 'ko', '100630'],
    ['TEMPERED SAFETY GLASS FOR PASSENGER CAR REAR WINDOWS, SHAPED', 'en', '700711'],
    ['INFLATABLE BOAT, PVC, DESIGNED FOR OUTBOARD MOTOR, 60KG', 'en', '890311'],
    ['STAINLESS STEEL COLD-ROLLED COIL, AISI 304, 0.9MM X 1250MM, 2B FINISH', 'en', '721934'],
    ['WOMEN\'S DRESS SHOES, LEATHER UPPERS AND LEATHER OUTER SOLES, NOT COVERING THE ANKLE', 'en', '640359'],
    ['WET BLUE BOVINE HIDES, FULL GRAIN, UNSPLIT', 'en', '410411'],
    ['Natural Cork Wine Stoppers 30 Pack', 'en', '450310'],
    ['RAW SILK, NOT THROWN, 20/22 DENIER', 'en', '500200'],
    ['LEAD SHEETS 3MM FOR RADIATION SHIELDING', 'en', '780419'],
    ['Tomato Seeds 200 Seeds for Planting', 'en', '120991'],
    ['LIVE PUREBRED BREEDING HEIFERS, HOLSTEIN', 'en', '010221'],
    ['PIG BRISTLES, BOILED AND CLEANED, FOR BRUSHES', 'en', '050210'],
    ['Copper Moscow Mule Mugs Set of 2', 'en', '741810'],
    ['COMBED WOOL YARN, 100% MERINO, NOT PUT UP FOR RETAIL SALE', 'en', '510710'],
  ]);
});

describe('a Korean declaration naming only its goods keeps them over cases matched by its use or modifier words', () => {
  expectFirstHs6InLanguages([
    ['천일염(식용); 10kg PP포대', 'ko', '250100'],
    ['브레이크 패드(백플레이트 포함); 승용차용', 'ko', '870830'],
  ]);
});

describe('marketplace names: TSA luggage locks are padlocks, cotton rounds wadding, washer fluid a de-icing liquid; a storage capacity before a drive is the computer\'s', () => {
  expectFirstHs6InLanguages([
    ['TravelSafe TSA Approved Luggage Locks 2 Pack', 'en', '830110'],
    ['PureTouch Makeup Remover Cotton Rounds 100 Count', 'en', '560121'],
    ['ClearView Windshield Washer Fluid 1 Gallon', 'en', '382000'],
    ['ZestaBook 15.6 Inch Laptop 8GB RAM 256GB SSD', 'en', '847130'],
  ]);
});

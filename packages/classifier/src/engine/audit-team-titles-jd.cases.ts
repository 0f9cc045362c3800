/** Rows from the sixty-first session's look at the team titles, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('tights by their yarn\u2019s denier against 67 decitex', () => {
  expectFirstHs6InLanguages([
    ['Sheer nylon tights 15 denier, control top, 2 pairs', 'en', '611521'],
    ['ストッキング タイツ ナイロン 30デニール 3足組', 'ja', '611521'],
    ['Opaque microfibre tights 80D, nylon elastane', 'en', '611522'],
  ]);
});

describe('a pearl strand on a precious metal clasp is an article of pearls', () => {
  expectFirstHs6InLanguages([
    ['Cultured freshwater pearl bracelet on a sterling silver clasp', 'en', '711610'],
    ['あこや真珠 ネックレス 8mm 留め具：銀製', 'ja', '711610'],
  ]);
});

describe('sewing thread and embroidery thread by fibre, count and put-up', () => {
  expectFirstHs6InLanguages([
    ['Spun polyester sewing thread 40/2, 5000 m cones', 'en', '550810'],
    ['Chỉ may cotton 100% cuộn 200m, hộp 12 màu', 'vi', '520420'],
    ['Silk embroidery thread in skeins, 20 colours', 'en', '500600'],
    ['Polyester textured yarn 150D/48F semi dull, NOT FOR RETAIL SALE', 'en', '540233'],
  ]);
});

describe('kinds a word names: alkaloids, corticosteroids, lorry tyres, power valves, filters, plugged cables', () => {
  expectFirstHs6InLanguages([
    ['Paracetamol 500 mg and caffeine 65 mg film-coated tablets, box of 12', 'en', '300449'],
    ['Hydrocortisone ointment 1% 15 g tube', 'en', '300432'],
    ['트럭 버스용 래디얼 타이어 12R22.5 신품', 'ko', '401120'],
    ['Directional control solenoid valve 5/2 way, 24 V DC, pneumatic', 'en', '848120'],
    ['82mm circular polarizer CPL camera filter', 'en', '900220'],
    ['C타입 to 라이트닝 충전 케이블 2m', 'ko', '854442'],
  ]);
});

describe('forms and uses: cork articles, bare foil, drill bits, plastic fittings, household gloves', () => {
  expectFirstHs6InLanguages([
    ['Agglomerated cork wine stoppers, 500 pcs', 'en', '450490'],
    ['Electrodeposited copper foil 9 micron for lithium batteries', 'en', '741011'],
    ['HSS cobalt drill bit set 15 pcs for stainless steel', 'en', '820750'],
    ['PVC tee 3/4 inch, slip socket, 25 pack', 'en', '391740'],
    ['Reusable latex dishwashing gloves, flock lined', 'en', '401519'],
  ]);
});

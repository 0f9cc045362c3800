import { inNamingOrder, kindAfterCommaInOrder, nounFirstInOrder } from './part-name-order';

describe('a part list name read in English order', () => {
  it.each([
    ['GLASS-WINDSHIELD 86111-P2000 (LAMINATED)', 'WINDSHIELD GLASS 86111-P2000 (LAMINATED)'],
    ['VALVE-EXHAUST 22212-4A000 ; 16EA', 'EXHAUST VALVE 22212-4A000 ; 16EA'],
    ['SEAT ASSY-FRT LH COMPLETE 88100-AA020 ; LEATHER', 'FRT LH COMPLETE SEAT ASSY 88100-AA020 ; LEATHER'],
    ['HOSE ASSY-HYDRAULIC 1/2IN 2 WIRE', 'HYDRAULIC HOSE ASSY 1/2IN 2 WIRE'],
    ['PALLET-WOODEN 1100X1100', 'WOODEN PALLET 1100X1100'],
    ['호스-브레이크 프론트 LH 58731-P8000', '브레이크 프론트 LH 호스 58731-P8000'],
  ])('%s → %s', (description, read) => {
    expect(inNamingOrder(description)).toBe(read);
  });

  it.each(['T-SHIRT COTTON 100%', 'NON-WOVEN FABRIC PP', 'LEAD-FREE SOLDER WIRE', 'X-RAY FILM', 'DIE-CAST ALUMINIUM HOUSING', 'Anti-Slip Bath Mat', 'Seat-Back Organizer for Car'])(
    'leaves a compound word and a shop title as written: %s',
    (description) => {
      expect(inNamingOrder(description)).toBe(description);
    },
  );
});

describe('an item master\u2019s noun-first name read in English order where the glossary holds the name', () => {
  const NAMES = new Set(['check valve', 'olive oil', 'exam gloves', 'taper roller brg', 'self tapping screw', 'chocolate milk', 'toilet paper']);
  const isName = (phrase: string) => NAMES.has(phrase.toLowerCase());
  it.each([
    ['VALVE CHECK SPRING 1" BSP BRASS', 'CHECK VALVE SPRING 1" BSP BRASS'],
    ['OIL OLIVE EXTRA VIRGIN 5L', 'OLIVE OIL EXTRA VIRGIN 5L'],
    ['BRG TAPER ROLLER 30205', 'TAPER ROLLER BRG 30205'],
    ['SCREW SELF TAPPING DIN 7981 4.2X13', 'SELF TAPPING SCREW DIN 7981 4.2X13'],
  ])('%s \u2192 %s', (description, read) => {
    expect(nounFirstInOrder(description, isName)).toBe(read);
  });

  it.each(['MILK CHOCOLATE BARS 100G', 'TOILET PAPER 2PLY 200SH', 'Valve check spring 1"', 'VALVE 1" BSP BRASS', 'CANVAS ART PRINT 60X90CM'])('%s stays', (description) => {
    expect(nounFirstInOrder(description, isName)).toBe(description);
  });
});

describe("a catalogue's kind after a comma read before the name", () => {
  const names = new Set(['precipitated sulfur', 'red phosphorus', 'activated aluminum oxide', 'triple distilled mercury']);
  const isName = (phrase: string) => names.has(phrase);

  it.each([
    ['Sulfur, precipitated, purified powder, ~100 mesh', 'precipitated Sulfur, purified powder, ~100 mesh'],
    ['Phosphorus, red, powder, ≥97%', 'red Phosphorus, powder, ≥97%'],
    ['Aluminum oxide, activated, basic, Brockmann I', 'activated Aluminum oxide, basic, Brockmann I'],
    ['Mercury, triple distilled; 1 kg', 'triple distilled Mercury; 1 kg'],
  ])('%s → %s', (description, read) => {
    expect(kindAfterCommaInOrder(description, isName)).toBe(read);
  });

  it.each(['Shirt, cotton, blue, size M', 'Sodium, cubes in mineral oil', 'Sulfur, precipitated purified powder 500 g', 'Red, white and blue bunting'])('%s stays', (description) => {
    expect(kindAfterCommaInOrder(description, isName)).toBe(description);
  });
});

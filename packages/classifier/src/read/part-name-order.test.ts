import { inNamingOrder } from './part-name-order';

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

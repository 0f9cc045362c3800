import { Speller } from './spelling';

const texts = [
  'Toner cartridges for laser printers; toner cartridge; cartridge; cartridge; printer',
  'Garlic, frozen; garlic; garlic; garlic; garlic; frozen; frozen; frozen; frozen',
  'Seals of vulcanised rubber; seals; seals; seals',
  'Bolts; bolt; bolt; bolt; bolt; bolt; weld; weld; weld; weld; weld nut',
  'Waste disposers; King; 2-Methoxyethanol; methoxyethanol',
  'Cat; cat; cat; cat; cat; ridge; ridge; ridge; ridge; ridge',
];

describe('Speller', () => {
  const speller = new Speller(texts, (word) => word.toLowerCase() === 'wstrip');

  it('leaves known words, part numbers and non-Latin words as written', () => {
    expect(speller.respell('Garlic SEALS; 562935A000; 마늘')).toBe('Garlic SEALS; 562935A000; 마늘');
  });

  it("keeps a capitalised name that owns what follows as written: a maker, no slip", () => {
    expect(speller.respell('Bodysuit by Catridge\'s, 3 pack')).toBe('Bodysuit by Catridge\'s, 3 pack');
    expect(speller.respell('Bodysuit by catridge\'s')).toBe('Bodysuit by cartridge\'s');
  });

  it('mends a one-letter slip in a long word into the most used word', () => {
    expect(speller.respell('Toner Catrridge')).toBe('Toner cartridge');
    expect(speller.respell('Toner Catridge')).toBe('Toner cartridge'); // not "cat ridge": a slip is likelier than a run-on
  });

  it('takes a doubled letter typed single for the commonest slip, before a more used word as near', () => {
    const jewellery = new Speller(['earrings', 'bearings; bearings; bearings; bearings; bearings; bearings'], () => false);
    expect(jewellery.respell('silver earings')).toBe('silver earrings');
    expect(jewellery.respell('ball bearins')).toBe('ball bearings');
  });

  it('mends a misspelt plural into one of the team\'s own words, though the texts hold it too rarely for a plain mend', () => {
    const shop = new Speller(['coasters; coaster'], () => false, ['lanyard lanyards']);
    expect(shop.respell('neck lanyrds')).toBe('neck lanyards');
    expect(shop.respell('cork coastres')).toBe('cork coastres'); // the texts hold neither form enough, nor is it ours
  });

  it('mends a slip the texts hold once or twice into a word they use far more, but never a curated word', () => {
    const integrated = Array.from({ length: 40 }, () => 'integrated circuits; refractory bricks').join('; ');
    const withSlips = new Speller([integrated, 'HYBRID INTERGRATED CIRCUIT', 'TOPPS REFRACTOR'], () => false, ['refractor']);
    expect(withSlips.respell('HYBRID INTERGRATED CIRCUIT')).toBe('HYBRID INTEGRATED CIRCUIT');
    expect(withSlips.respell('Topps Chrome Refractor')).toBe('Topps Chrome Refractor');
  });

  it("changes no letter of a shop title's capitalised first word, its brand, but mends doubled letters and parts run-on words there", () => {
    const shop = new Speller(['billiard; billiard; billiard; citric acid', 'earrings', ...texts], () => false);
    expect(shop.respell('Milliard Citric Acid Food Grade')).toBe('Milliard Citric Acid Food Grade');
    expect(shop.respell('Earings Gold Plated Hoops')).toBe('earrings Gold Plated Hoops');
    expect(shop.respell('Frozengarlic Peeled Cloves 1kg')).toBe('frozen garlic Peeled Cloves 1kg');
    // A declarant's sentence is no shop title: its first word is mended as any other.
    expect(shop.respell('Milliard table, cloth')).toBe('billiard table, cloth');
  });

  it("keeps a long title's two capitalised first words, its maker's name, letter for letter; a short name's are its goods", () => {
    const farm = new Speller(['butter; butter; butter; butter; plough; standee; standee; premium', ...texts], () => false);
    expect(farm.respell('King Kutter 14 in single bottom plough, three point hitch')).toBe('King Kutter 14 in single bottom plough, three point hitch');
    // A doubled letter is the maker's spelling ("Standlee"), not a slip for a single one.
    expect(farm.respell('Standlee Premium alfalfa pellets, 40 lb bag, sun cured')).toBe('Standlee Premium alfalfa pellets, 40 lb bag, sun cured');
    expect(farm.respell('Toner Catridge for Office Printers')).toBe('Toner cartridge for Office Printers');
  });

  it('does not mend short words, where a slip and another word are too close', () => {
    expect(speller.respell('Sesls')).toBe('Sesls');
  });

  it('splits run-together words into well-used ones', () => {
    expect(speller.respell('Frozengarlic;PRCHNA')).toBe('frozen garlic;PRCHNA');
    expect(speller.respell('BOLTWELD; 4417302981;')).toBe('BOLT WELD; 4417302981;');
  });

  it('parts a side or position glued to a part name (LH, RH, FR, RR)', () => {
    expect(speller.respell('BOLTLH; 1298608223')).toBe('BOLT LH; 1298608223');
    expect(speller.respell('BOLTWELDRH')).toBe('BOLT WELD RH');
    expect(speller.respell('QZXVTRPLKLH')).toBe('QZXVTRPLKLH'); // nothing known before the side
  });

  it('keeps a chemical name that begins with a combining form whole ("hydrobromide" is no razor\'s bromide)', () => {
    const chemistry = new Speller(['Hydro razor '.repeat(6) + 'bromide salt '.repeat(6) + 'garlic frozen '.repeat(6)]);
    expect(chemistry.respell('hydrobromide')).toBe('hydrobromide');
    expect(chemistry.respell('garlicfrozen')).toBe('garlic frozen');
  });

  it('splits camel case and parts the locants of a chemical name', () => {
    expect(speller.respell('WasteKing(WKD2047)')).toBe('Waste King(WKD2047)');
    expect(speller.respell('2Methoxyethanol; INDIA')).toBe('2 Methoxyethanol; INDIA');
  });

  it('leaves what the reader rewrites itself, and what the caller says to leave', () => {
    expect(speller.respell('wstrip')).toBe('wstrip');
    expect(new Speller(texts, (word) => word.toLowerCase() === 'cartoon').respell('Cartoon')).toBe('Cartoon');
    expect(new Speller([...texts, 'carton carton carton'], () => false).respell('Cartoon')).toBe('carton');
  });

  it('keeps an unknown word that nothing explains', () => {
    expect(speller.respell('Qzxvtrplk')).toBe('Qzxvtrplk');
  });
});

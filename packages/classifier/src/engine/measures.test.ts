import { ratingAgreement, statedRatings } from './measures';

const VACUUM_1500 = 'vacuum cleaners, with self-contained electric motor, of a power not exceeding 1,500 w and having a dust bag or other receptacle capacity not exceeding 20l';
const MOTOR_750_75K = 'electric motors and generators; dc, of an output exceeding 750w but not exceeding 75kw';
const ENGINE_50_250 = 'engines; reciprocating piston engines, of a cylinder capacity exceeding 50cc but not exceeding 250cc';

describe('ratings the nomenclature splits goods by', () => {
  it('reads the ratings a description states, in one unit per kind', () => {
    expect(statedRatings('Industrial vacuum cleaner 3000W 80L')).toEqual([{ dimension: 'W', value: 3000 }]);
    expect(statedRatings('AC motor 2.2 kW, 380V')).toEqual([{ dimension: 'W', value: 2200 }, { dimension: 'V', value: 380 }]);
    expect(statedRatings('Generator 1,500 kVA')).toEqual([{ dimension: 'VA', value: 1500000 }]);
    expect(statedRatings('Honda scooter 125cc')).toEqual([{ dimension: 'cc', value: 125 }]);
    expect(statedRatings('Cotton t-shirt size XL')).toEqual([]);
    expect(statedRatings('Standing desk 60 W x 40 H cm')).toEqual([]); // a width, not watts
  });

  it('reads a vehicle engine in litres as its cylinder capacity, not an oil can or a fridge', () => {
    expect(statedRatings('Sedan 1.8L petrol')).toEqual([{ dimension: 'cc', value: 1800 }]);
    expect(statedRatings('Engine oil 4.0L')).toEqual([]);
    expect(statedRatings('Refrigerator 1.5L ice box')).toEqual([]);
  });

  it('finds a rating inside the bounds a match, outside them a conflict, and another kind nothing', () => {
    expect(ratingAgreement(statedRatings('vacuum cleaner 3000W'), VACUUM_1500)).toBe('conflict');
    expect(ratingAgreement(statedRatings('vacuum cleaner 1500W'), VACUUM_1500)).toBe('match'); // "not exceeding" holds the bound itself
    expect(ratingAgreement(statedRatings('DC motor 24V 500W'), MOTOR_750_75K)).toBe('conflict');
    expect(ratingAgreement(statedRatings('DC motor 2.2kW'), MOTOR_750_75K)).toBe('match');
    expect(ratingAgreement(statedRatings('Scooter engine 125cc'), ENGINE_50_250)).toBe('match');
    expect(ratingAgreement(statedRatings('Scooter engine 50cc'), ENGINE_50_250)).toBe('conflict'); // "exceeding" leaves the bound out
    // A generator's kW against kVA bounds, and its kVA against W bounds, at a power factor of 0.8.
    expect(ratingAgreement(statedRatings('Electric generator 5kW'), 'Electric generating sets; of an output exceeding 375 kVA')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Electric generator 5kW'), 'AC generators, of an output not exceeding 75 kVA')).toBe('match');
    expect(ratingAgreement(statedRatings('Alternator 1 kVA'), MOTOR_750_75K)).toBe('match');
    expect(ratingAgreement(statedRatings('DC motor 24V'), MOTOR_750_75K)).toBeNull();
    expect(ratingAgreement(statedRatings('DC motor'), MOTOR_750_75K)).toBeNull();
  });
});

describe('ratings in the national lines\u2019 own words', () => {
  it('reads "under", "less than" and "or more" with their bounds in or out', () => {
    expect(ratingAgreement(statedRatings('motor 10W'), 'For motors of under 18.65 W')).toBe('match');
    expect(ratingAgreement(statedRatings('motor 18.65W'), 'For motors of under 18.65 W')).toBe('conflict');
    expect(ratingAgreement(statedRatings('tractor 100kW'), 'With a net engine power of 93.3 kW or more but less than 119.4 kW')).toBe('match');
    expect(ratingAgreement(statedRatings('tractor 93.3kW'), 'With a net engine power of 93.3 kW or more but less than 119.4 kW')).toBe('match');
    expect(ratingAgreement(statedRatings('tractor 119.4kW'), 'With a net engine power of 93.3 kW or more but less than 119.4 kW')).toBe('conflict');
  });
});

describe('bounds that share a unit', () => {
  it('reads "over 1500 but not over 3000cc" as one range in cc', () => {
    const line = 'Vehicles; with only spark-ignition internal combustion reciprocating piston engine, cylinder capacity over 1500 but not over 3000cc';
    expect(ratingAgreement(statedRatings('Passenger car gasoline 2000cc'), line)).toBe('match');
    expect(ratingAgreement(statedRatings('Passenger car gasoline 1500cc'), line)).toBe('conflict');
    expect(ratingAgreement(statedRatings('Passenger car 3500cc'), 'cylinder capacity over 3000cc')).toBe('match');
  });
});

describe('diameters', () => {
  it('reads a metric thread or a diameter written out, and no other size in mm', () => {
    expect(statedRatings('Steel bolts M8')).toEqual([{ dimension: 'diameter', value: 8 }]);
    expect(statedRatings('Hex bolt M5x20 stainless steel')).toEqual([{ dimension: 'diameter', value: 5 }]);
    expect(statedRatings('Steel rod dia 12mm')).toEqual([{ dimension: 'diameter', value: 12 }]);
    expect(statedRatings('Steel rod 12mm diameter')).toEqual([{ dimension: 'diameter', value: 12 }]);
    expect(statedRatings('Steel ruler 300mm')).toEqual([]);
  });

  it('holds a diameter against bounds the line says are a diameter\u2019s, not against lengths or widths', () => {
    expect(ratingAgreement(statedRatings('Steel bolts M8'), 'Having shanks or threads with a diameter of less than 6 mm')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Steel bolts M5'), 'Having shanks or threads with a diameter of less than 6 mm')).toBe('match');
    expect(ratingAgreement(statedRatings('Steel rod dia 8mm'), 'Flat-rolled products of a width of 600 mm or more')).toBeNull();
  });
});

describe('thicknesses', () => {
  it('reads a thickness written out, or the one size in mm of flat goods', () => {
    expect(statedRatings('Float glass 5mm')).toEqual([{ dimension: 'thickness', value: 5 }]);
    expect(statedRatings('Steel plate thickness 12mm')).toEqual([{ dimension: 'thickness', value: 12 }]);
    expect(statedRatings('Ceramic tiles 600x600mm 10mm')).toEqual([]); // a size product beside it: which is which is not said
    expect(statedRatings('Steel rod dia 8mm')).toEqual([{ dimension: 'diameter', value: 8 }]);
  });

  it('holds a thickness against bounds of the goods thickness, not of a ply, a wall or a length', () => {
    expect(ratingAgreement(statedRatings('Float glass 5mm'), 'Measuring 10 mm or more in thickness')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Aluminium foil 0.02mm'), 'Aluminium foil; rolled but not further worked, of a thickness not exceeding 0.2mm')).toBe('match');
    expect(ratingAgreement(statedRatings('Plywood 18mm'), 'Plywood; consisting solely of sheets of wood, each ply not exceeding 6 mm thickness')).toBeNull();
    expect(ratingAgreement(statedRatings('Steel pipe 50mm'), 'Having a wall thickness of 6.4 mm or more')).toBeNull();
    expect(ratingAgreement(statedRatings('Steel bolts M2'), 'Machine screws 9.5 mm or more in length and 3.2 mm or more in diameter')).toBe('conflict');
  });
});

import { ratingAgreement, statedRatings } from './measures';

const VACUUM_1500 = 'vacuum cleaners, with self-contained electric motor, of a power not exceeding 1,500 w and having a dust bag or other receptacle capacity not exceeding 20l';
const MOTOR_750_75K = 'electric motors and generators; dc, of an output exceeding 750w but not exceeding 75kw';
const ENGINE_50_250 = 'engines; reciprocating piston engines, of a cylinder capacity exceeding 50cc but not exceeding 250cc';

describe('ratings the nomenclature splits goods by', () => {
  it('reads the ratings a description states, in one unit per kind', () => {
    expect(statedRatings('Industrial vacuum cleaner 3000W 80L')).toEqual([{ dimension: 'W', value: 3000 }, { dimension: 'l', value: 80 }]);
    expect(statedRatings('AC motor 2.2 kW, 380V')).toEqual([{ dimension: 'W', value: 2200 }, { dimension: 'V', value: 380 }]);
    expect(statedRatings('Generator 1,500 kVA')).toEqual([{ dimension: 'VA', value: 1500000 }]);
    expect(statedRatings('Honda scooter 125cc')).toEqual([{ dimension: 'cc', value: 125 }]);
    // A US pack's pounds are a mass: "4 lb Bag" is under 3105.10's 10 kg.
    expect(statedRatings('Plant food 4 lb bag').map((r) => [r.dimension, Math.round(r.value * 100) / 100])).toEqual([['kg', 1.81]]);
    expect(statedRatings('Cotton t-shirt size XL')).toEqual([]);
    expect(statedRatings('Standing desk 60 W x 40 H cm')).toEqual([]); // a width, not watts
  });

  it('reads a bound written with a comma before "or less" ("weight 150g/m2, or less", 4805.24)', () => {
    const testliner = 'Paper & paperboard; uncoated, testliner (recycled linerboard), weight 150g/m2, or less, in rolls or sheets';
    expect(ratingAgreement(statedRatings('Recycled testliner 120 g/m2'), testliner)).toBe('match');
    expect(ratingAgreement(statedRatings('Recycled testliner 180 g/m2'), testliner)).toBe('conflict');
  });

  it('reads a lorry\u2019s gross vehicle weight apart from other masses, against 8704\u2019s bounds in tonnes or kg', () => {
    expect(statedRatings('Diesel cargo truck, GVW 26 t, box body')).toEqual([{ dimension: 'gvw', value: 26000 }]);
    expect(statedRatings('디젤 화물자동차 차량총중량 3.5톤')).toEqual([{ dimension: 'gvw', value: 3500 }]);
    expect(ratingAgreement(statedRatings('Diesel cargo truck, GVW 26 t'), 'Vehicles; for transport of goods, (of a g.v.w. exceeding 20 tonnes)')).toBe('match');
    expect(ratingAgreement(statedRatings('Diesel cargo truck, GVW 26 t'), 'Vehicles; for transport of goods, (of a g.v.w. exceeding 5 tonnes but not exceeding 20 tonnes)')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Hybrid pickup, gross vehicle weight 3,200 kg'), 'Vehicles; of a g.v.w. not exceeding 5,000kg')).toBe('match');
    expect(statedRatings('Hydraulic floor jack 3 t capacity')).toEqual([]); // a lifting capacity, no vehicle's weight
  });

  it('reads a vessel\u2019s length in metres against 8903\u2019s bounds, and no length of other goods', () => {
    expect(statedRatings('Sailing yacht, 12M, with auxiliary engine')).toEqual([{ dimension: 'm', value: 12 }]);
    expect(statedRatings('Sailboat for pleasure, length 9.2 m')).toEqual([{ dimension: 'm', value: 9.2 }]);
    expect(statedRatings('Garden hose 15 m')).toEqual([]);
    const sailboats = 'Sailboats; (other than inflatable) with or without auxiliary motor, for pleasure or sports, of a length exceeding 7.5m but not exceeding 24m';
    expect(ratingAgreement(statedRatings('Sailing yacht 12 m'), sailboats)).toBe('match');
    expect(ratingAgreement(statedRatings('Sailing dinghy 4.2 m'), sailboats)).toBe('conflict');
  });

  it('reads a figure written as a bound as just past it', () => {
    expect(ratingAgreement(statedRatings('Woven fabrics of cotton, >200g/m², denim'), 'weighing more than 200 g/m2')).toBe('match');
    expect(ratingAgreement(statedRatings('Woven fabrics of cotton, >200g/m², denim'), 'weighing not more than 200 g/m2')).toBe('conflict');
  });

  it('reads how pure an unwrought metal is, against the shares magnesium, zinc and silicon are split by', () => {
    expect(statedRatings('Magnesium ingots, unwrought, 99.9% Mg')).toEqual([{ dimension: 'purity', value: 99.9 }]);
    // A decimal comma, as Vietnamese writes it.
    expect(statedRatings('Kẽm thỏi, hàm lượng Zn 99,99%')).toEqual([{ dimension: 'purity', value: 99.99 }]);
    expect(ratingAgreement(statedRatings('Magnesium ingots, unwrought, 99.9% Mg'), 'Magnesium; unwrought, containing at least 99.8% by weight of magnesium')).toBeNull(); // holds, but says nothing for it
    expect(ratingAgreement(statedRatings('Magnesium ingots, unwrought, 99.9% Mg'), 'Magnesium; unwrought, containing less than 99.8% by weight of magnesium')).toBe('conflict');
    expect(ratingAgreement(statedRatings('금속 규소 덩어리; 순도 98.5%'), 'Silicon; containing by weight not less than 99.99% of silicon')).toBe('conflict');
    expect(statedRatings('T-shirt 60% cotton 40% polyester')).toEqual([]);
  });

  it('reads a decimal comma, an alcoholic strength, an engine\u2019s cylinders and a size in inches', () => {
    expect(statedRatings('Máy lạnh 3,5 kW')).toEqual([{ dimension: 'W', value: 3500 }]);
    expect(statedRatings('Vang đỏ 13,5% vol')).toEqual([{ dimension: 'vol', value: 13.5 }]);
    expect(statedRatings('V-twin 2-cylinder engine')).toEqual([{ dimension: 'cylinders', value: 2 }]);
    expect(statedRatings('Smart TV 50 inch')).toEqual([{ dimension: 'cm', value: 127 }]);
    expect(ratingAgreement(statedRatings('Coffee in 30 kg bags'), 'In packings of a net weight not less than 20 kg')).toBe('match');
    expect(ratingAgreement(statedRatings('Chest fridge 300 liters'), 'Having a refrigerated volume of 269 liters and over but under 382 liters')).toBe('match');
    expect(ratingAgreement(statedRatings('Jerrycan 1.5 litres'), 'Of a capacity exceeding two litres')).toBe('conflict');
    // Vietnamese thickness and width words, its decimal comma and its thousands dot.
    expect(statedRatings('Thép cuộn cán nguội, dày 1,2 mm, rộng 1.250 mm')).toEqual([{ dimension: 'thickness', value: 1.2 }, { dimension: 'width', value: 1250 }]);
    expect(statedRatings('Ô tô 5 chỗ, động cơ 1.598 cc')).toEqual([{ dimension: 'cc', value: 1598 }]);
  });

  it('reads a vehicle engine in litres as its cylinder capacity, not an oil can or a fridge', () => {
    expect(statedRatings('Sedan 1.8L petrol').filter((rating) => rating.dimension === 'cc')).toEqual([{ dimension: 'cc', value: 1800 }]);
    expect(statedRatings('Engine oil 4.0L').filter((rating) => rating.dimension === 'cc')).toEqual([]);
    expect(statedRatings('Refrigerator 1.5L ice box').filter((rating) => rating.dimension === 'cc')).toEqual([]);
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

  it('reads a roll\u2019s or a fabric\u2019s width against the lines bounded in cm, and 3919.90\u2019s "other than in rolls" as the wider rolls', () => {
    const narrowRolls = 'Plastics; self-adhesive, in rolls of a width not exceeding 20cm';
    const otherThanNarrowRolls = 'Plastics; self-adhesive, other than in rolls of a width not exceeding 20cm';
    expect(ratingAgreement(statedRatings('Double-sided acrylic foam tape 12MM X 33M'), narrowRolls)).toBe('match');
    expect(ratingAgreement(statedRatings('Double-sided acrylic foam tape 12MM X 33M'), otherThanNarrowRolls)).toBe('conflict');
    expect(ratingAgreement(statedRatings('PE protective film self adhesive 1000MM X 200M'), narrowRolls)).toBe('conflict');
    expect(ratingAgreement(statedRatings('PE protective film self adhesive 1000MM X 200M'), otherThanNarrowRolls)).toBe('match');
    // A sticker sheet's size in inches is no width of a roll: neither line is met or denied.
    expect(ratingAgreement(statedRatings('Vinyl sticker sheets 3.3" x 6.5"'), otherThanNarrowRolls)).toBeNull();
    expect(ratingAgreement(statedRatings('Jersey knit fabric by the yard, 60 Inch Wide'), 'Fabrics; knitted of a width exceeding 30 cm')).toBe('match');
    expect(ratingAgreement(statedRatings('Elastic knit tape width 25mm'), 'Fabrics; knitted of a width exceeding 30 cm')).toBe('conflict');
  });

  it('reads a mill\u2019s coil sized width first ("1,500 mm x 5.0 mm") as its width and thickness', () => {
    expect(statedRatings('HR coil, not pickled, 1,500 mm x 5.0 mm, in coils')).toEqual(expect.arrayContaining([{ dimension: 'thickness', value: 5 }, { dimension: 'width', value: 1500 }]));
    expect(statedRatings('CR coil 1219MM X 0.8MM')).toEqual(expect.arrayContaining([{ dimension: 'thickness', value: 0.8 }, { dimension: 'width', value: 1219 }]));
  });

  it('reads a mill\u2019s thickness written with a T ("0.8T X 1219MM", "2.0T X 1219 X 2438") on flat goods only', () => {
    expect(statedRatings('COLD ROLLED STEEL COIL SPCC 0.8T X 1219MM')).toEqual(expect.arrayContaining([{ dimension: 'thickness', value: 0.8 }, { dimension: 'width', value: 1219 }]));
    expect(statedRatings('STS316L CR SHEET 2.0T X 1219 X 2438')).toEqual(expect.arrayContaining([{ dimension: 'thickness', value: 2 }, { dimension: 'width', value: 1219 }]));
    expect(statedRatings('SILICONE RUBBER SHEET 2T')).toEqual(expect.arrayContaining([{ dimension: 'thickness', value: 2 }]));
    expect(statedRatings('Overhead crane 5T span 12m').some((rating) => rating.dimension === 'thickness')).toBe(false);
    expect(statedRatings('Instant coffee sticks 0.9g x 100T').some((rating) => rating.dimension === 'thickness')).toBe(false);
  });

  it('reads an English cotton count written with an S and its ply ("40S/1", "60S/2") as a metric number', () => {
    expect(statedRatings('100% COTTON YARN CM 40S/1 CONE')).toContainEqual({ dimension: 'Nm', value: 40 * 1.6934 });
    expect(statedRatings('COTTON YARN 60S/2')).toContainEqual({ dimension: 'Nm', value: 60 * 1.6934 });
    expect(statedRatings('Size 40S T-shirt').some((rating) => rating.dimension === 'Nm')).toBe(false);
  });

  it('reads a belt\u2019s outside circumference from its words, its V-ribbed size, its classical section or its teeth', () => {
    const shortBelt = 'Rubber; vulcanised, endless transmission belts of trapezoidal cross-section (V-belts), V-ribbed, of an outside circumference exceeding 60cm but not exceeding 180 cm';
    expect(ratingAgreement(statedRatings('V-belt, outside circumference 1,200 mm'), shortBelt)).toBe('match');
    expect(ratingAgreement(statedRatings('Dây curoa, chu vi ngoài 2.100mm'), shortBelt)).toBe('conflict');
    expect(ratingAgreement(statedRatings('V-RIBBED BELT 6PK1870 EPDM'), shortBelt)).toBe('conflict');
    expect(ratingAgreement(statedRatings('V-RIBBED BELT 6PK1200 EPDM'), shortBelt)).toBe('match');
    // 42 inches inside, about 1,117 mm outside.
    expect(statedRatings('V-BELT A-42 CLASSICAL')).toContainEqual({ dimension: 'cm', value: expect.closeTo(111.7, 1) });
    expect(statedRatings('TIMING BELT 120 TEETH 8MM PITCH')).toContainEqual({ dimension: 'cm', value: 96 });
  });

  it('reads a yarn\u2019s metric number in capitals and a voltage written with its current', () => {
    expect(statedRatings('COTTON YARN 100% COMBED (NM 50.8)')).toContainEqual({ dimension: 'Nm', value: 50.8 });
    expect(statedRatings('Relay 24VDC 8 pins')).toContainEqual({ dimension: 'V', value: 24 });
    expect(statedRatings('Solid state relay 380VAC')).toContainEqual({ dimension: 'V', value: 380 });
    expect(statedRatings('릴레이; 코일 DC12V, 접점 AC250V 10A')).toEqual(expect.arrayContaining([{ dimension: 'V', value: 12 }, { dimension: 'V', value: 250 }]));
  });

  it('reads a unit only as a whole word: Vietnamese "vòng/phút" (rpm) is no volt, "lít" is a litre', () => {
    expect(statedRatings('Động cơ điện 7.5kW, 380V, 1450 vòng/phút')).toEqual([{ dimension: 'W', value: 7500 }, { dimension: 'V', value: 380 }]);
    expect(statedRatings('Tủ đông dạng nằm, dung tích 500 lít')).toContainEqual({ dimension: 'l', value: 500 });
    // A cable's voltage class: the highest voltage for equipment, bracketed before the unit.
    expect(statedRatings('Cáp điện trung thế 12,7/22(24)kV')).toContainEqual({ dimension: 'V', value: 24000 });
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

describe('flat sizes, power in horsepower, and a packing\u2019s content', () => {
  const HOT_COIL_LT3 = 'Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of less than 3mm';
  it('reads thickness by width (by length) in mm, the thickness first and far the thinnest', () => {
    expect(statedRatings('Hot rolled steel coil 2.5 mm x 1250 mm')).toEqual([{ dimension: 'thickness', value: 2.5 }, { dimension: 'width', value: 1250 }]);
    expect(statedRatings('Steel plate 20 x 2000 x 6000 mm')).toEqual([{ dimension: 'thickness', value: 20 }, { dimension: 'width', value: 2000 }]);
    expect(statedRatings('Steel coil 12 mm thick 2000 mm wide')).toEqual([{ dimension: 'thickness', value: 12 }, { dimension: 'width', value: 2000 }]);
    expect(statedRatings('Ceramic tiles 600x600x10mm')).toEqual([]);
  });
  it('holds thickness and width against the bounds of flat-rolled lines', () => {
    expect(ratingAgreement(statedRatings('Hot rolled steel coil 2.5 mm x 1250 mm'), HOT_COIL_LT3)).toBe('match');
    expect(ratingAgreement(statedRatings('Hot rolled steel coil 3.5 mm x 1250 mm'), HOT_COIL_LT3)).toBe('conflict');
    expect(ratingAgreement(statedRatings('Stainless steel strip 0.3 x 100 mm'), 'Steel, stainless; flat-rolled, width 600mm or more, cold-rolled, of a thickness of less than 0.5mm')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Stainless steel strip 0.3 x 100 mm'), 'Steel, stainless; flat-rolled, width less than 600mm, cold-rolled')).toBe('match');
    expect(ratingAgreement(statedRatings('Steel strip 3 x 300 mm'), 'flat-rolled, hot-rolled, of a width more than 150mm but less than 600mm, 4mm thick or more, not in coils')).toBe('conflict');
  });
  it('reads horsepower as watts, and masses and volumes against a packing\u2019s or container\u2019s bounds', () => {
    expect(statedRatings('Outboard motor 15 hp')).toEqual([{ dimension: 'W', value: 11185.5 }]);
    expect(statedRatings('선외기 15마력')).toEqual([{ dimension: 'W', value: 11032.5 }]);
    expect(statedRatings('Smartphone 5G 6.7 inch').filter((rating) => rating.dimension !== 'cm')).toEqual([]); // 5G is no mass; the screen's inches are its size
    expect(ratingAgreement(statedRatings('Black tea bulk 25 kg bags'), 'Tea, black; in immediate packings of a content not exceeding 3kg')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Black tea bags 100 x 2g'), 'Tea, black; in immediate packings of a content not exceeding 3kg')).toBe('match');
    expect(ratingAgreement(statedRatings('Red wine 750 ml'), 'Wine; still, in containers holding 2 litres or less')).toBe('match');
    expect(ratingAgreement(statedRatings('Red wine 5 litres'), 'Wine; still, in containers holding more than 2 litres but not more than 10 litres')).toBe('match');
    expect(ratingAgreement(statedRatings('Tractor 50 hp'), 'Tractors; of an engine power exceeding 37kW but not exceeding 75kW')).toBe('match');
    // US statistical lines bound horsepower in words and fractions: a 1/4 HP motor is no 4 hp one.
    expect(statedRatings('Fan motor 1/4 HP')).toEqual([{ dimension: 'W', value: 186.425 }]);
    expect(ratingAgreement(statedRatings('Compressor 1.5HP'), 'Exceeding 1 horsepower but not exceeding 3 horsepower')).toBe('match');
    expect(ratingAgreement(statedRatings('Compressor 1.5HP'), 'Exceeding 10 horsepower')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Motor 1/2 HP'), 'Exceeding 1/4 horsepower but not exceeding 1 horsepower')).toBe('match');
    // A weight per square metre is its own measure, neither grams nor a thread's M2.
    expect(statedRatings('Cotton woven fabric 150 g/m2')).toEqual([{ dimension: 'gsm', value: 150 }]);
    expect(ratingAgreement(statedRatings('Cotton poplin 120 gsm'), 'Fabrics, woven; bleached, plain weave, weighing more than 100g/m2 but not more than 200g/m2')).toBe('match');
    expect(ratingAgreement(statedRatings('Cotton poplin 120 gsm'), 'Fabrics, woven; bleached, plain weave, weighing not more than 100g/m2')).toBe('conflict');
    expect(ratingAgreement(statedRatings('Green tea 500 g'), 'Fabrics, woven; plain weave, weighing not more than 100g/m2')).toBeNull();
  });
});

describe('bounds a description words as the nomenclature does', () => {
  const LIGHT = 'Fabrics, woven; bleached, twill, weighing not more than 100g/m2';
  const MIDDLE = 'Fabrics, woven; bleached, twill, weighing more than 100g/m2 but not more than 200g/m2';
  it('reads "not exceeding 60 W" as a range, not as goods of 60 W', () => {
    const stated = statedRatings('Small AC motors of an output not exceeding 60 W; AM-60');
    expect(stated).toEqual([{ dimension: 'W', value: 60, range: { max: { value: 60, inclusive: true } } }]);
    // The range overlaps a line up to 37.5 W, so it is no conflict there; a line up to 750 W holds it whole.
    expect(ratingAgreement(stated, 'Electric motors; of an output not exceeding 37.5W')).toBeNull();
    expect(ratingAgreement(stated, 'Electric motors; AC motors, single-phase, of an output not exceeding 750W')).toBe('match');
    expect(ratingAgreement(stated, 'Electric motors; of an output exceeding 750W')).toBe('conflict');
  });
  it('reads a fabric "weighing more than 100 g" per square metre, as the subheadings do', () => {
    const heavier = statedRatings('Bleached cotton twill weighing more than 100 g; TW-4');
    expect(ratingAgreement(heavier, LIGHT)).toBe('conflict');
    expect(ratingAgreement(heavier, MIDDLE)).toBeNull(); // more than 100 g may be more than 200 g too
    expect(ratingAgreement(statedRatings('Bleached cotton twill weighing more than 100 g/m2 but not more than 200 g/m2'), MIDDLE)).toBe('match');
    expect(ratingAgreement(statedRatings('Bleached cotton twill weighing not more than 100 gsm'), LIGHT)).toBe('match');
  });
});

describe('a yarn\u2019s fineness', () => {
  const metric = (description: string) => statedRatings(description).filter((rating) => rating.dimension === 'Nm').map((rating) => Math.round(rating.value));
  it('reads decitex, tex, denier, an English cotton count and a metric count as the yarn\u2019s metric number', () => {
    expect(metric('Cotton yarn, combed, single, 147.6 dtex')).toEqual([68]);
    expect(metric('면사, 코마사, 147.6데시텍스')).toEqual([68]);
    expect(metric('Polyester yarn 150 denier/48 filaments')).toEqual([60]);
    expect(metric('Ring spun yarn Ne 40/1')).toEqual([68]);
    expect(metric('Linen yarn Nm 26, wet spun')).toEqual([26]);
    // A metric count with its ply, either way round: the count is the larger number, never the ply.
    expect(metric('Wool yarn Nm 2/28, on cones')).toEqual([28]);
    expect(metric('Acrylic yarn 2/32 NM, dyed')).toEqual([32]);
    expect(metric('Ramie yarn NM 36/1, bleached')).toEqual([36]);
    expect(metric('綿糸 40番手')).toEqual([68]);
    // Korean declarations write the English count as 수; a 수 inside a word is no count ("2수입").
    expect(metric('면사 40수 코마사')).toEqual([68]);
    expect(metric('면사; 30수; 단사')).toEqual([51]);
    expect(metric('2수입품')).toEqual([]);
    // A torque or a wavelength in a tool\u2019s or a laser\u2019s name is no yarn count.
    expect(metric('Cordless impact wrench 300Nm')).toEqual([]);
  });

  it('holds it against the lines\u2019 metric numbers, in the HS and the US words', () => {
    const stated = statedRatings('Cotton yarn Ne 40/1');
    expect(ratingAgreement(stated, 'Cotton yarn; single, of combed fibres, less than 192.31 but not less than 125 decitex (exceeding 52 but not exceeding 80 metric number)')).toBe('match');
    expect(ratingAgreement(stated, 'Cotton yarn; single, of uncombed fibres, less than 232.56 but not less than 192.31 decitex (exceeding 43 but not exceeding 52 metric number)')).toBe('conflict');
    expect(ratingAgreement(stated, 'Single yarn, of combed fibers > Exceeding 43 nm but not exceeding 52 nm')).toBe('conflict');
  });
});

describe('hosiery by its yarn\u2019s decitex', () => {
  const pantyhose = (description: string) => ['611521', '611522'].map((hs6) => ratingAgreement(statedRatings(description), HOSIERY_TEXTS[hs6]));
  const HOSIERY_TEXTS: Record<string, string> = {
    '611521': 'Hosiery; panty hose and tights (other than graduated compression hosiery), of synthetic fibres, measuring per single yarn less than 67 decitex, knitted or crocheted',
    '611522': 'Hosiery; panty hose and tights (other than graduated compression hosiery), of synthetic fibres, measuring per single yarn 67 decitex or more, knitted or crocheted',
  };

  it('reads a denier in words, in Japanese and Korean, and a D alone where the goods are tights or stockings', () => {
    expect(pantyhose('Sheer pantyhose, nylon, 15 denier')).toEqual(['match', 'conflict']);
    expect(pantyhose('Opaque tights 80D, nylon and elastane')).toEqual(['conflict', 'match']);
    expect(pantyhose('ナイロン タイツ 30デニール')).toEqual(['match', 'conflict']);
    expect(pantyhose('나일론 팬티스타킹 120데니어')).toEqual(['conflict', 'match']);
    expect(statedRatings('3D printed phone case 20D').filter((rating) => rating.dimension === 'Nm')).toEqual([]);
  });

  it('sets no bound where a line excludes such hosiery, nor from the monofilament 5402 takes in', () => {
    const sheer = statedRatings('Nylon knee-high stockings 20 denier');
    expect(ratingAgreement(sheer, 'Hosiery and footwear; without applied soles, of synthetic fibres, knitted or crocheted (excluding graduated compression hosiery, panty hose, tights, full or knee-length hosiery measuring per single yarn less than 67 decitex)')).toBeNull();
    expect(ratingAgreement(statedRatings('Nylon filament yarn 150 denier'), 'Yarn, synthetic; filament, monofilament (less than 67 decitex), of nylon, single, not for retail sale')).toBeNull();
    expect(ratingAgreement(statedRatings('Nylon textured yarn 70 denier'), 'Yarn, synthetic; filament, textured, of nylon or other polyamides, measuring per single yarn not more than 500 decitex')).toBe('match');
  });
});

describe('bounds a line words with "exceeds"', () => {
  it('reads a wire\u2019s maximum cross-sectional dimension as its diameter, and "no … dimension exceeds" as an upper bound', () => {
    const wire = statedRatings('Copper wire rod, diameter 8 mm, in coils');
    expect(ratingAgreement(wire, 'Copper; wire, of refined copper, of which the maximum cross-sectional dimension exceeds 6mm')).toBe('match');
    expect(ratingAgreement(wire, 'Copper; wire, of refined copper, of which the maximum cross-sectional dimension is 6mm or less')).toBe('conflict');
    expect(ratingAgreement(statedRatings('정제 구리선, 최대 단면치수 8mm'), 'of which the maximum cross-sectional dimension exceeds 6mm')).toBe('match');
    const fine = statedRatings('Nylon monofilament, diameter 0.5 mm');
    expect(ratingAgreement(fine, 'Monofilament of polypropylene; of 67 decitex or more and of which no cross-sectional dimension exceeds 1mm')).toBe('match');
  });
});

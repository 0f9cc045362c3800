/**
 * Shop titles whose goods the reader took for another word of the title: found in the team's titles
 * (`eval/dev-titles`). Each row is written here in its own words; its HS6 was decided from the
 * schedule's texts and notes.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6, expectFirstHs6 } = askBundledEngine();

describe('hand tools of 8201 by their own subheadings', () => {
  expectFirstHs6([
    ['Felling Axe 28 inch Forged Steel Head Hickory Handle', '820140'],
    ['Camping Hatchet with Nylon Sheath', '820140'],
    ['18 inch Machete with Sawback Blade', '820140'],
    ['Stirrup Hoe for Weeding with Long Handle', '820130'],
    ['Leaf Rake 24 Tines Adjustable', '820130'],
  ]);
});

describe('forged steel or fiberglass named beside tools is what they are made of', () => {
  expectFirstHs6([
    ['Claw Hammer 20 oz Forged Steel Fiberglass Handle', '820520'],
    ['Forged Steel Claw Hammer 16 oz', '820520'],
  ]);
});

describe('a plain desk or chair named right before other goods says where they are used', () => {
  expectFirstHs6([
    ['Office Desk Stapler Refills Standard Staples 5000 Count', '830520'],
    ['Oscillating Desk Fan 6 inch Quiet', '841451'],
  ]);
});

describe('the goods named again by a word of their own name are no article for them', () => {
  it('Cajon Box Drum … Percussion Box → 920600', async () => {
    expect(await firstHs6('Cajon Box Drum Birch Wood Percussion Box with Snare Wires')).toBe('920600');
  });
});

describe('staples are 8305.20, clips 8305.90, staplers 8472.90', () => {
  expectFirstHs6([
    ['Binder Clips Assorted Sizes 60 Pcs', '830590'],
    ['Heavy Duty Stapler 100 Sheet Capacity', '847290'],
    ['Staple Remover Jaw Style Black', '847290'],
  ]);
});

describe('goods named by a term of the trade', () => {
  expectFirstHs6([
    ['Pop Rivet Gun with 100 Rivets and 4 Nosepieces', '820559'],
    ['Hand Riveter Heavy Duty', '820559'],
    ['TV Wall Mount Full Motion for 32-65 inch TVs', '830250'],
    ['Dual Monitor Arm Desk Mount for 13-32 inch Screens', '830250'],
    ['Caulking Gun Dripless 10:1 Thrust', '820559'],
  ]);
});

describe('foods named with what they are made of or lack', () => {
  expectFirstHs6([
    // Goods of nature named after the food made of them are its ingredients.
    ['Toasted Muesli 750g Oat Flakes with Dried Apricots and Almonds', '190420'],
    ['Tomato Pasta Sauce 500g Jar Tomatoes Basil Garlic', '210320'],
    // "No Added Sugar": what the goods lack is no goods.
    ['Natural Yogurt 500g No Added Sugar', '040320'],
    // "Gelatin Substitute": what the goods stand in for is no goods.
    ['Agar Powder 50g Vegan Gelatin Substitute', '130231'],
    // Tomatoes prepared otherwise than by vinegar are 2002; dried and no more, 0712.
    ['Sun-Dried Tomatoes in Sunflower Oil 300g', '200210'],
    ['Dried Tomatoes 200g Bag', '071290'],
    // "Non-Active" denies 2102.10's active yeasts.
    ['Nutritional Yeast 250g Non-Active', '210220'],
    // A mixture's vegetables are its ingredients, no sibling of 0710.90.
    ['Frozen Vegetable Mix 750g Broccoli Carrots Cauliflower', '071090'],
    ['Almond Flour 500g Blanched', '110630'],
    ['Frozen Rack of Lamb 8 Bones', '020442'],
  ]);
});

describe('what goods are made of or put up in, named after them, is not the goods', () => {
  expectFirstHs6([
    ['O-Ring Kit 225 Pieces Nitrile Rubber', '401693'],
    ['Merino Wool Yarn 4 x 100g Skeins Worsted', '510910'],
    ['Women\'s Knit Blazer Open Front Office Jacket 95% Polyester 5% Spandex', '610433'],
  ]);
});

describe('goods named by a term of their trade (second batch)', () => {
  expectFirstHs6([
    ['Dishwasher Salt 1.5kg', '250100'],
    ['Fountain Pen Ink 30ml Bottle Blue', '321590'],
    ['Leather Conditioner 200ml for Sofas and Boots', '340510'],
    ['Color Negative Film 35mm ISO 200 24 Exposures', '370254'],
    ['Fuel Injector Cleaner 250ml', '381190'],
    ['Cable Ties 200 Pack 8 inch Black', '392690'],
    ['Makeup Train Case with Mirror and Lock', '420212'],
    ['Cotton Candle Wicks 50 Pcs with Metal Tabs', '590800'],
    ['Heel Caps for Stilettos 12 Pairs', '640620'],
    ['Nylon Full Slip for Women Anti Static', '610811'],
    ['Disposable Shower Caps 100 Pack', '650691'],
    ['Marble Mortar and Pestle Set', '680291'],
    ['Stainless Steel Straws 4 Pack with Brush', '732393'],
    ['Electric Pencil Sharpener USB', '847290'],
    ['AC Compressor for Toyota Corolla 2010', '841430'],
    ['ATX Mid Tower Case with Tempered Glass', '847330'],
    ['Blade Fuse Assortment 100 Pcs', '853610'],
    ['Car Audio Amp 4 Channel 800W', '851840'],
    ['Refractor Telescope 80mm with Tripod', '900580'],
    ['Projector Screen 120 inch Pull Down', '901060'],
    ['Dashboard Car Clock', '910400'],
    ['Hairpin Table Legs 16 inch Set of 4', '940399'],
    ['Steel Garden Shed 6x4 ft', '940690'],
    ['Resistance Loop Bands Set of 5', '950691'],
    ['Peel and Stick Vinyl Wallpaper 45cm x 3m', '481420'],
  ]);
});

describe('materials with subheadings or headings of their own', () => {
  expectFirstHs6([
    // Rattan beside wood: 9401.53, 9403.83, 4602.12.
    ['Rattan Accent Chair for Living Room', '940153'],
    ['Rattan Side Table Round', '940383'],
    // Worked slate is 6803, not the monumental stone of 6802.
    ['Slate Coasters Set of 4', '680300'],
    // Vitreous china is porcelain (6910.10).
    ['Vitreous China Vessel Sink Round White', '691010'],
    // Pewter is an alloy of tin: a pewter frame is a photo frame of base metal (8306.30).
    ['Pewter Photo Frame 4x6', '830630'],
  ]);
});

describe('a name that reads as other goods', () => {
  expectFirstHs6([
    // Bourbon vanilla is vanilla of Madagascar, no whisky.
    ['Bourbon Vanilla Beans 5 Pods', '090510'],
    ['Kentucky Straight Bourbon Whiskey 750ml', '220830'],
    // "Stick On" says the clock adheres; no stick is named.
    ['Car Clock Stick On Digital', '910400'],
    // A drawing compass is a drawing instrument (9017.20), a hiking compass navigational (9014.10).
    ['Drawing Compass with Pencil Holder', '901720'],
    ['Hiking Compass Lensatic', '901410'],
  ]);
});

describe('down fills garments and bedding; flannel is woven', () => {
  expectFirstHs6([
    // The shell decides a padded garment's material, not its down filling.
    ['Men\'s Down Vest Duck Down Nylon Shell Packable', '620140'],
    ['Goose Down Comforter Queen', '940440'],
    ['Goose Down Pillow Standard 2 Pack', '940490'],
    ['Duck Down Feathers 1 lb for Crafts', '050510'],
    ['Men\'s Flannel Pajama Set 100% Cotton Plaid', '620721'],
    ['Flannel Fleece Throw Blanket 50x60 Polyester', '630140'],
  ]);
});

describe('declarations: words that name other goods elsewhere', () => {
  expectFirstHs6([
    // A chicken's drumstick is a cut of poultry, no drumstick for a drum.
    ['Frozen chicken thigh drumsticks, bone-in', '020714'],
    ['Drumsticks 5A Maple Pair', '920999'],
    ['Cervical collar for neck support, adjustable', '902110'],
    ['Rebound hammer for concrete testing', '902480'],
    // The chemists' "Poly(vinyl chloride)" is polyvinyl chloride.
    ['Poly(vinyl chloride) resin, suspension grade', '390410'],
  ]);
});

describe('declarations: goods by their trade names (shipped cases)', () => {
  expectFirstHs6([
    ['Pine Shavings Pet Bedding 4 cu ft', '440149'],
    ['Sawdust 20 kg bag', '440141'],
    ['Turkey jerky 3 oz', '160231'],
    ['DL-alpha-tocopheryl acetate, feed grade', '293628'],
    ['Judo mat 2m x 1m', '950691'],
  ]);
});

describe('marketplace goods by their own names (dev-i)', () => {
  expectFirstHs6([
    ['Vinyl Erasers 12 Pack Pencil Eraser', '392610'],
    ['Replacement Propellers for DJI Mini 2 Drone 8 Pcs', '880710'],
    ['Clipper Guards 8 Pcs Compatible with Wahl', '851090'],
    ['Bamboo Garden Canes 6ft 20 Pack', '140110'],
    ['Bike Water Bottle Cage Aluminium', '871499'],
    ['Tumbling Tower Game 54 Wooden Blocks', '950490'],
    ['Foot File Callus Remover Stainless Steel', '821420'],
    ['Temporary Tattoos for Kids 20 Sheets Party Favors', '490890'],
    ['Silver Polishing Cloth 2 Pack', '340590'],
    ['Waffle Cones 12 Count', '190532'],
    ['Men\'s Suit Vest Polyester Slim Fit', '621133'],
    ['Baby Food Pouches Apple Mango 10 x 90g', '200710'],
    ['Bamboo Drawer Dividers 4 Pack', '442191'],
    ['Soft Close Drawer Slides Ball Bearing Side Mount 22 inch', '830242'],
    ['Stainless Steel Cocktail Shaker Set 5 Piece', '732393'],
    ['Contact Paper Peel and Stick White 24 x 118 inch', '391990'],
    ['Wool Dryer Balls 6 Pack', '630790'],
    ['Electric Heating Pad for Back 12x24 inch', '851679'],
    ['Rechargeable Fabric Shaver Lint Remover', '850980'],
    ['Shower Squeegee Stainless Steel 10 inch', '960390'],
    ['Ostrich Feather Duster 24 inch', '960390'],
    ['Musical Crib Mobile with Plush Stars', '950300'],
    ['Tie Dye Kit 12 Colors', '321290'],
    ['Paper Trimmer 12 inch Guillotine', '844110'],
    ['Laptop Cooling Pad 5 Fans', '841459'],
    ['Keyboard Case for iPad 10th Generation', '847160'],
    ['Plug In Outlet Timer Mechanical 24 Hour', '910700'],
    ['Utility Knife Blades 50 Pack', '821194'],
    ['Vacuum Belts for Hoover WindTunnel 2 Pack', '401039'],
    ['Car Windshield Ice Scraper 2 Pack', '392690'],
    ['Garden Trowel Stainless Steel', '820190'],
    ['Wildflower Seeds Mix 1 oz', '120930'],
    ['Yoga Blocks 2 Pack EVA Foam', '950691'],
    ['Coach Whistle with Lanyard', '920890'],
    ['Outdoor Pickleballs 6 Pack', '950669'],
    ['Carbon Arrows 30 inch 12 Pack for Recurve Bow', '950699'],
    ['Foam Darts Refill 200 Pcs', '950300'],
    ['Disposable Shoe Covers 100 Pack', '630790'],
    ['Yerba Mate Loose Leaf 500g', '090300'],
    ['Double Acting Baking Powder 8 oz', '210230'],
  ]);
});

describe('a cover of a named fabric closing a title is the goods\' own, no article for them', () => {
  expectFirstHs6([
    ['Goose Down Comforter Queen 100% Cotton Cover', '940440'],
    ['Duvet Cover Queen 100% Cotton', '630231'],
  ]);
});

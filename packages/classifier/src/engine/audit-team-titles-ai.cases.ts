/** Rows from the twenty-fifth session's team titles (dev-ae, dev-ai and dev-aj's rulings), reworded: what the reader misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a Korean ruling names the goods right before "(으)로서", whatever it names of their making before', () => {
  expectFirstHs6InLanguages([
    ['본 물품은 연질 소맥을 제분하여 얻은 밀가루(회분 0.5%)로서, 20kg 포대에 담겨 제과용으로 사용됨', 'ko', '110100'],
    ['본 물품은 정제수, 글리세린, 향료 등으로 구성된 샴푸로서, 1L 용기에 담겨 모발 세정용으로 사용됨', 'ko', '330510'],
    ['본 물품은 가스 실린더로 높이를 조절하는 회전식 사무용 의자로서, 나일론 베이스와 메시 등판으로 구성됨', 'ko', '940139'],
    ['본 물품은 카본 샤프트와 티타늄 헤드로 구성된 골프 드라이버로서, 완성된 골프채임', 'ko', '950631'],
    ['본 물품은 수성 잉크가 충전된 리필심을 장착한 노크식 볼펜으로서, 필기용으로 사용됨', 'ko', '960810'],
  ]);
});

describe('shares, flavours, waxes and brands that are not the goods', () => {
  expectFirstHs6InLanguages([
    // A chocolate's cocoa share before it is no composition of other goods; sea salt after it seasons it.
    ['85% Cacao Dark Chocolate Bar with Sea Salt 100 g', 'en', '180632'],
    // The soy wax of a candle is what it is made of; the jar it burns in holds it.
    ['Vanilla Candle Soy Wax Glass Jar 10 oz', 'en', '340600'],
    ['Coconut Soy Candle Glass Jar 12oz', 'en', '340600'],
    ['Arm & Hammer Baking Soda 1 lb Box', 'en', '283630'],
    ['Diamond Strike Anywhere Matches 250 Count', 'en', '360500'],
    // "Magnetic" holds the Korean word for a swing (그네).
    ['차량용 무선충전 거치대 15W 마그네틱 송풍구', 'ko', '850440'],
  ]);
});

describe('cordage of plastic strip, wigs of human hair, chairs named after a desk, litter', () => {
  expectFirstHs6InLanguages([
    ['Polypropylene Rope 1/2 inch x 50 ft Blue', 'en', '560749'],
    ['Human Hair Lace Front Wig 20 inch Straight', 'en', '670420'],
    ['Mesh Office Chair High Back Computer Desk Chair with Lumbar Support', 'en', '940139'],
    ['Clumping Cat Litter Multi-Cat 25 lb', 'en', '250810'],
    ['Pine Cat Litter Pellets 20 lb', 'en', '440131'],
    ['Electric Gooseneck Kettle 1 L Temperature Control for Tea', 'en', '851679'],
  ]);
});

describe('kinds the subheadings split on: the fruit prepared, bleaching, grating, sauces, wrist-watches, golf', () => {
  expectFirstHs6InLanguages([
    ['Sliced Peaches in Light Syrup 15 oz Can', 'en', '200870'],
    ['Linen fabric, woven, 100% flax, bleached, 200 g/m2', 'en', '530911'],
    ['Linen Fabric 100% Flax Printed Floral 140 cm Wide', 'en', '530919'],
    ['Sharp White Cheddar Cheese Block 1 lb', 'en', '040690'],
    ['고추장 1kg 태양초', 'ko', '210390'],
    ['Digital Sports Watch Resin Strap Alarm Stopwatch', 'en', '910212'],
    ['Skateboard Complete 28 Inch Maple Deck', 'en', '950699'],
  ]);
});

describe('parts the goods come with, goods named in a set with their bucket, filters named with the appliance', () => {
  expectFirstHs6InLanguages([
    // The wood of a mirror's frame is no material of the mirror; a seat's frame still decides its line.
    ['Oval Wall Mirror with Wood Frame 24 x 36 Inch', 'en', '700992'],
    ['Spin Mop and Bucket Set with 2 Microfiber Heads', 'en', '960390'],
    ['Refrigerator Water Filter Replacement Cartridge 3 Pack', 'en', '842121'],
    ['Stainless steel inner drum for a front-loading household washing machine', 'en', '845090'],
    ['Backpacking Tent 2 Person Nylon Ripstop with Rainfly', 'en', '630622'],
  ]);
});

describe('vehicles by what propels them, animals with their herd-book, shotgun gauges', () => {
  expectFirstHs6InLanguages([
    ['Battery electric SUV, 7 seats, 90 kWh, no combustion engine', 'en', '870380'],
    ['Plug-in hybrid passenger car, 1.6 L gasoline engine', 'en', '870360'],
    ['Pure-bred Jersey heifers for breeding, with herd-book certificates', 'en', '010221'],
    ['산탄총용 실탄 20게이지, 25발', 'ko', '930621'],
  ]);
});

describe('a dose form, a bore, a grade and a valve type named with the goods are no other goods', () => {
  expectFirstHs6InLanguages([
    ['IBUPROFEN 200MG TABLETS, BLISTER PACKED, FOR RETAIL SALE', 'en', '300490'],
    ['Shotgun cartridges, 20 gauge, lead shot, 25 rounds', 'en', '930621'],
    ['탄산리튬 분말 (배터리 등급, Li2CO3 99.5%)', 'ko', '283691'],
    ['Road Bike Inner Tube 700x28c Presta Valve 4 Pack', 'en', '401320'],
    ['Chunk Light Tuna in Water 5 oz Cans 8 Pack', 'en', '160414'],
  ]);
});

describe('goods named after what they are not or what they fit: artificial flowers, screens for a phone, seats and mats for a car', () => {
  expectFirstHs6InLanguages([
    ['Artificial Flowers Silk Peonies 5 Bundles Home Decor', 'en', '670290'],
    ['Replacement Screen Digitizer Assembly for Galaxy S21', 'en', '851779'],
    ['STAINLESS STEEL COLD ROLLED COIL 316L, 2B FINISH, 0.8MM', 'en', '721934'],
    ['자동차용 좌석 (조수석, 완성품)', 'ko', '940120'],
    ['승용차용 고무 바닥매트 (4개 1세트)', 'ko', '401691'],
  ]);
});

describe('textiles of polymer filaments and strip, safety glass by its making, vehicle wiring, casings', () => {
  expectFirstHs6InLanguages([
    ['PP SPUNBOND NONWOVEN FABRIC, 15 G/M2, IN ROLLS, FOR MASKS', 'en', '560311'],
    ['PP 직조 톤백 (FIBC), 1톤용, 시멘트 포장용', 'ko', '630532'],
    ['자동차 앞유리 (접합안전유리, 승용차용)', 'ko', '700721'],
    ['MAIN WIRING HARNESS FOR AUTOMOBILES, WITH CONNECTORS', 'en', '854430'],
    ['Salted hog casings, 32/35 mm, for sausage making', 'en', '050400'],
    ['FIBC bulk bag, PP woven, 1 ton, for packing fertiliser', 'en', '630532'],
    ['Hand Knotted Wool Rug 6x9 Oriental Red', 'en', '570110'],
  ]);
});

describe('seasonings, microphones and states named beside the goods; protein powders, toy vehicles and blenders by name', () => {
  expectFirstHs6InLanguages([
    ['Sea Salt Roasted Almonds 16 oz Jar', 'en', '200819'],
    ['Wireless Earbuds Bluetooth 5.3 with Noise Cancelling Mic and Charging Case', 'en', '851830'],
    ['Dried Roses Bundle Natural Dried Flowers for Crafts 50g', 'en', '060390'],
    ['Whey Protein Powder Vanilla 5 lb 25g Protein', 'en', '210610'],
    ['Remote Control Monster Truck 1:18 4WD Rechargeable for Kids', 'en', '950300'],
    ['Portable Blender USB Rechargeable 400ml Personal Size', 'en', '850940'],
  ]);
});

describe('tablets pressed for a use, festive goods shaped like eggs and animals, appliance and computer parts by their shop names', () => {
  expectFirstHs6InLanguages([
    ['Dishwasher Tablets All in One 60 Count Lemon', 'en', '340250'],
    ['Plastic Easter Eggs Fillable 24 Pack Pastel', 'en', '950590'],
    ['Eye Shadow Brushes Set of 6 Synthetic Bristles', 'en', '960330'],
    ['Aquarium Heater 50W Submersible for Fish Tank', 'en', '851610'],
    // A thermostat for one is still a thermostat (9032.10), the heater what it serves.
    ['Digital thermostat for aquarium heater', 'en', '903210'],
    ['8GB DDR4 SODIMM Laptop Memory 2666MHz', 'en', '847330'],
  ]);
});

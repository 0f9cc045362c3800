/** Rows from the twenty-seventh session's team titles (dev-av to dev-ax), reworded: what the reader misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a fact the description denies picks the line that denies it too', () => {
  expectFirstHs6InLanguages([
    ['Robusta coffee beans, green, not roasted, not decaffeinated, 60 kg bags', 'en', '090111'],
    ['Dark chocolate bar with almonds, solid, not filled, 80 g', 'en', '180632'],
    ['Bogie for railway freight cars, non-driving, with wheelsets', 'en', '860712'],
    ['Ampicillin powder, formulated, in bulk, not put up in measured doses or for retail sale', 'en', '300310'],
  ]);
});

describe('a Korean name ending in how it comes or a plain animal word names the goods', () => {
  expectFirstHs6InLanguages([
    ['번식용 순종 앵거스 암소; 혈통증명서 첨부; 원산지 캐나다', 'ko', '010221'],
  ]);
});

describe('words naming other goods are read for what they say of these', () => {
  expectFirstHs6InLanguages([
    // A bare "vacuum" on a bottle is its double wall; "vacuum sealed" how fish is packed.
    ['HydroPeak 24 oz Insulated Water Bottle Vacuum Stainless Steel with Chug Lid', 'en', '961700'],
    ['Wild Sockeye Salmon Fillets 1 lb, Frozen, Skin-On, Individually Vacuum Sealed', 'en', '030481'],
    // A TPU bumper is a phone case; a refill of e-liquid is e-liquid.
    ['Crystal Clear Case for iPhone 14 Plus, Shockproof TPU Bumper, Slim Fit', 'en', '392690'],
    ['Nicotine salt e-liquid refills for pod vapes, 35 mg/ml, 10 ml', 'en', '240412'],
    ['Borax Powder 2 lb, Pure Sodium Borate for Cleaning and Slime', 'en', '284019'],
    ['Nitrile rubber O-rings for hydraulic cylinders, assorted kit', 'en', '401693'],
    ['Abrasive cut-off wheels 125 mm for angle grinders, 25 pack', 'en', '680422'],
    ['LED ceiling panel light fittings 600 x 1200 mm for schools', 'en', '940511'],
    ['Polyethylene T-shirt carrier bags, printed, for grocery stores', 'en', '392321'],
  ]);
});

describe('garments only knitted say a set or dress naming them is knitted', () => {
  expectFirstHs6InLanguages([
    ['Womens Cotton T-Shirt Dress Short Sleeve Casual Midi', 'en', '610442'],
    // A brand's made-up part keeps the brand whole ("NovaBook" names no book); a brand's "Springs" no springs.
    ['NovaBook 14 Inch Laptop Computer 8GB RAM 256GB SSD', 'en', '847130'],
    ['Fizzy Springs Lime Sparkling Water 12 fl oz Cans, 12 Pack', 'en', '220210'],
    ['Bicycle Crankset with Bottom Bracket, Square Taper, 170 mm', 'en', '871496'],
    ['Bicycle Spoke Set Stainless Steel 2.0 mm, 36 pcs', 'en', '871492'],
  ]);
});

describe('kinds, kits and goods sold by weight', () => {
  expectFirstHs6InLanguages([
    ['Composite Leather Work Boots, Steel Toe, Oil Resistant Rubber Sole', 'en', '640340'],
    ['8-bit microcontrollers, integrated circuits, QFN package, on reels', 'en', '854231'],
    ['Polyester Fiberfill Stuffing 2 lb Bag for Pillows and Quilts', 'en', '550320'],
    ['Bass Fishing Lures Kit 80 Pcs Tackle Box with Spinners and Jigs', 'en', '950790'],
    ['Live Ladybugs 3000 Count for Organic Aphid Control', 'en', '010649'],
    ['Gallon Zipper Storage Bags 100 Count, Double Zipper', 'en', '392321'],
  ]);
});

describe('what goods come packed in or counted out is not the goods', () => {
  expectFirstHs6InLanguages([
    ['Concert Ukulele 23 Inch Spruce Top with Padded Gig Bag', 'en', '920290'],
    ['Kids Modeling Dough 12-Pack Case of Colors, 3 oz Tubs', 'en', '340700'],
  ]);
});

describe('flip-flops and sweets handed out as party favours', () => {
  expectFirstHs6InLanguages([
    ['Mens Flip Flops Rubber Beach Sandals Lightweight Non Slip', 'en', '640220'],
    ['Sour Gummy Worms Candy 4 lb Bulk Bag Party Favors Individually Wrapped', 'en', '170490'],
    ['Gummy Worms Candy 3 lb Bulk Bag Party Favors, Individually Wrapped', 'en', '170490'],
  ]);
});

/**
 * Home, kitchen and household goods as shops and importers title them: each row's HS6 decided from
 * the schedule's texts and notes, not from what the engine said (audit of the home area).
 */
import { askBundledEngine } from './test-engine';
import type { Lang } from '../types';

const { firstHs6 } = askBundledEngine();

describe('drinkware: an insulated bottle, mug or tumbler is a vacuum vessel (9617), others follow their material', () => {
  it.each([
    ['Hydro Flask Wide Mouth Water Bottle 32 oz Insulated Stainless Steel Flex Cap', '961700'],
    ['Double Wall Vacuum Stainless Steel Water Bottle 750ml Leak Proof BPA Free', '961700'],
    ['Insulated Coffee Travel Mug 16oz Spill Proof Lid Keeps Hot 6 Hours', '961700'],
    ['Kids Insulated Water Bottle with Straw Lid 12 oz Dinosaur Print', '961700'],
    ['Double wall vacuum insulated can cooler stainless steel 12oz slim can', '961700'],
    ['Vacuum flask; SS304; 500ML; CHINA', '961700'],
    ['Stainless Steel Water Bottle Single Wall 27 oz Sports Bottle', '732393'],
    ['Plastic Reusable Tumblers with Lids and Straws 24 oz Set of 4', '392410'],
    ['Glass tumbler; 300ml; soda lime; TURKEY', '701337'],
    ['Insulated Lunch Bag Polyester Leakproof Cooler Tote', '420292'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });

  it.each([
    ['ja', '水筒 ステンレス 保温 保冷 1リットル', '961700'],
    ['ja', 'サーモス 真空断熱ケータイマグ 500ml', '961700'],
    ['ko', '스테인리스 진공 이중 텀블러', '961700'],
    ['vi', 'Bình giữ nhiệt inox 500ml', '961700'],
  ] as Array<[Lang, string, string]>)('%s: %s → %s', async (language, description, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

describe('plastic goods serving food and drink are tableware and kitchenware (3924.10), other household articles 3924.90', () => {
  it.each([
    ['Tritan Sports Water Bottle 32oz BPA Free Leakproof with Time Marker', '392410'],
    ['Collapsible Silicone Water Bottle 500ml for Travel', '392410'],
    ['Melamine Dinnerware Set for Kids 12 pcs', '392410'],
    ['Reusable Plastic Drinking Straws 100 Pack', '392410'],
    ['Silicone Muffin Cups Reusable Baking Cups 24 Pack', '392410'],
    ['Plastic Mixing Bowls Nesting Set with Pour Spout', '392410'],
    ['Plastic Lunch Box Bento Box with Compartments', '392410'],
    ['Plastic Pet Food Bowl Non-Slip', '392490'],
    ['Stainless Steel Dog Bowls Set of 2', '732393'],
    ['Ceramic Cat Food Bowl', '691200'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('glassware by use: drinking glasses stemmed or not, table and kitchen glassware, heat-resistant glass (7013)', () => {
  it.each([
    ['Red Wine Glasses Set of 4, 18 oz Stemmed Glass', '701328'],
    ['Libbey Classic Drinking Glasses Set of 8, 16 oz Highball Glasses', '701337'],
    ['Double Wall Glass Coffee Mugs 350ml Set of 2 Clear Espresso Cups', '701337'],
    ['Glass Beer Mugs with Handle 16oz Set of 4', '701337'],
    ['Glass Pitcher with Lid 1.8 Liter Water Jug', '701349'],
    ['Borosilicate Glass Teapot with Removable Infuser 1000ml', '701342'],
    ['Glass Food Storage Containers with Locking Lids, 10 Pack Meal Prep', '701349'],
    ['Borosilicate Glass Measuring Cup 2 Cup Microwave Safe', '701342'],
    ['Borosilicate Glass Baking Dish 9x13 with Lid', '701342'],
    ['Ceramic Baking Dish Rectangular Lasagna Pan Stoneware', '691200'],
    ['Plastic Food Storage Containers with Lids 24 Piece Set BPA Free', '392410'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('cookware, bakeware and cookers by metal and fuel (7321, 7323, 7418, 7615)', () => {
  it.each([
    ['T-fal Ultimate Hard Anodized Nonstick Fry Pan Set 2 Piece', '761510'],
    ['Carbon Steel Wok 14 Inch Flat Bottom with Wooden Handle', '732399'],
    ['Nonstick Carbon Steel Muffin Pan 12 Cup', '732399'],
    ['Copper Saucepan with Lid 2 Quart Tin Lined', '741810'],
    ['Stainless Steel Tea Kettle for Stovetop Whistling 2.5 Quart', '732393'],
    ['Stainless Steel Steamer Basket Insert', '732393'],
    ['Lodge Pre-Seasoned Cast Iron Skillet 12 Inch', '732391'],
    ['Enameled Cast Iron Dutch Oven 6 Quart with Lid', '732392'],
    ['Portable Butane Gas Stove Single Burner Steel for Camping', '732111'],
    ['Propane Gas Grill 3 Burner Stainless Steel Outdoor BBQ', '732111'],
    ['Charcoal BBQ Grill Portable Kettle Grill Steel', '732119'],
    ['Stainless Steel Electric Tea Kettle 1500W BPA Free', '851679'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('kitchen tools: kitchenware like spoons (8215), household hand tools (8205.51), crank or geared appliances (8210), electric ones (8509)', () => {
  it.each([
    ['Stainless Steel Balloon Whisk 10 inch', '821599'],
    ['Kitchen Tongs Stainless Steel 9 and 12 inch Locking Tongs', '821599'],
    ['Nylon Cooking Utensils Set 12 pcs', '392410'],
    ['Olive Wood Salad Bowl Large', '441990'],
    ['Manual Can Opener with Crank Handle Smooth Edge', '821000'],
    ['Hand Crank Pasta Maker Machine Stainless Steel', '821000'],
    ['Garlic Press Stainless Steel Mincer', '820551'],
    ['Stainless Steel Bottle Opener for Bartenders', '820551'],
    ['Stainless Steel Box Grater 4 Sided', '820551'],
    ['Electric Can Opener Automatic', '850980'],
    ['Salt and Pepper Grinder Set Stainless Steel Adjustable Coarseness', '821000'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('small electric appliances by kind (8509, 8516) and electric blankets (6301.10)', () => {
  it.each([
    ['Espresso Machine 20 Bar with Milk Frother Steam Wand', '851671'],
    ['Drip Coffee Maker 12 Cup Programmable', '851671'],
    ['Rice Cooker 6 Cup with Steamer Basket', '851660'],
    ['Slow Cooker 6 Quart Programmable', '851660'],
    ['Ninja Air Fryer 4 Quart Max XL', '851660'],
    ['Yogurt Maker with Glass Jars', '851679'],
    ['Electric Kettle 1.7L Glass with LED Light Auto Shut-Off', '851679'],
    ['Handheld Electric Milk Frother Battery Operated', '850940'],
    ['Space Heater 1500W Ceramic Portable Electric Heater for Indoor', '851629'],
    ['Electric Heated Blanket Throw 50x60 Flannel', '630110'],
    ['Electric Wax Warmer for Scented Wax Melts', '851679'],
    ['2 Slice Toaster Extra Wide Slot Stainless Steel', '851672'],
    ['Hair Straightener Flat Iron Ceramic Tourmaline 1 inch', '851632'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });

  it.each([
    ['ja', 'コーヒーメーカー 全自動', '851671'],
    ['ja', '炊飯器 5.5合', '851660'],
    ['ko', '캡슐 커피머신', '851671'],
    ['ko', '전기밥솥 6인용', '851660'],
    ['vi', 'Nồi chiên không dầu 5 lít', '851660'],
  ] as Array<[Lang, string, string]>)('%s: %s → %s', async (language, description, hs6) => {
    expect(await firstHs6(description, language)).toBe(hs6);
  });
});

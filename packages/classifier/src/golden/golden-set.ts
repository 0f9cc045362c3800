/**
 * Hand-checked descriptions whose HS6 must stay right: written by the team (not taken from any
 * evaluation set), across chapters and the four languages, each checked against the HS 2022
 * nomenclature and its notes.
 */
export interface GoldenCase {
  description: string;
  language: 'en' | 'vi' | 'ja' | 'ko';
  hs6: string;
  why: string;
}

export const GOLDEN_SET: GoldenCase[] = [
  { description: "Men's 100% cotton knitted crew neck T-shirt, short sleeves", language: 'en', hs6: '610910', why: 'T-shirts, knitted, of cotton (6109.10)' },
  { description: "Women's woven cotton blouse", language: 'en', hs6: '620630', why: "Women's blouses, not knitted, of cotton (6206.30)" },
  { description: "Men's denim jeans, 98% cotton 2% elastane, woven", language: 'en', hs6: '620342', why: "Men's trousers, not knitted, of cotton (6203.42)" },
  { description: 'Frozen shrimp, peeled and deveined, Penaeus vannamei', language: 'en', hs6: '030617', why: 'Other shrimps and prawns, frozen (0306.17)' },
  { description: 'Roasted coffee beans, not decaffeinated, 1 kg bag', language: 'en', hs6: '090121', why: 'Coffee, roasted, not decaffeinated (0901.21)' },
  { description: 'Laptop computer, 14 inch, 16 GB RAM, 512 GB SSD', language: 'en', hs6: '847130', why: 'Portable ADP machines ≤ 10 kg (8471.30)' },
  { description: 'Smartphone, 5G, 128 GB', language: 'en', hs6: '851713', why: 'Smartphones (8517.13)' },
  { description: 'Lithium-ion battery pack for electric bicycle, 36 V', language: 'en', hs6: '850760', why: 'Lithium-ion accumulators (8507.60)' },
  { description: 'Stainless steel kitchen knife with fixed blade', language: 'en', hs6: '821192', why: 'Other knives having fixed blades (8211.92)' },
  { description: 'Wooden bedroom wardrobe', language: 'en', hs6: '940350', why: 'Wooden furniture of a kind used in the bedroom (9403.50)' },
  { description: 'Plastic building blocks toy set for children', language: 'en', hs6: '950300', why: 'Toys, construction sets (9503.00)' },
  { description: 'Extra virgin olive oil, 500 ml bottle', language: 'en', hs6: '150920', why: 'Extra virgin olive oil (1509.20)' },
  { description: 'Pneumatic rubber tyres, new, for passenger cars', language: 'en', hs6: '401110', why: 'New pneumatic tyres of rubber, for motor cars (4011.10)' },
  { description: 'LED light bulb, E27, 9 W', language: 'en', hs6: '853952', why: 'LED lamps (8539.52)' },
  { description: 'Ceramic dinner plates, porcelain', language: 'en', hs6: '691110', why: 'Tableware of porcelain (6911.10)' },
  { description: 'Leather handbag with outer surface of leather', language: 'en', hs6: '420221', why: 'Handbags with outer surface of leather (4202.21)' },
  { description: 'Wrist watch, quartz, analogue display with hands only, stainless steel case, battery powered', language: 'en', hs6: '910211', why: 'Wrist-watches, battery, mechanical display… (9102.1x); steel case, not precious metal' },
  { description: 'Printed books, novels, hardcover', language: 'en', hs6: '490199', why: 'Printed books, other (4901.99)' },
  { description: 'Centrifugal water pump, electric, for domestic use', language: 'en', hs6: '841370', why: 'Other centrifugal pumps (8413.70)' },
  { description: 'Polyethylene plastic shopping bags', language: 'en', hs6: '392321', why: 'Sacks and bags of polymers of ethylene (3923.21)' },
  { description: 'Áo thun nam dệt kim 100% cotton', language: 'vi', hs6: '610910', why: 'T-shirts, knitted, of cotton' },
  { description: 'Tôm thẻ chân trắng đông lạnh, bóc vỏ', language: 'vi', hs6: '030617', why: 'Frozen shrimps' },
  { description: 'Cà phê rang xay, chưa khử cafein', language: 'vi', hs6: '090121', why: 'Roasted coffee, not decaffeinated' },
  { description: 'Máy tính xách tay 14 inch', language: 'vi', hs6: '847130', why: 'Laptops' },
  { description: 'Gạo trắng hạt dài, đã xát', language: 'vi', hs6: '100630', why: 'Semi-milled or wholly milled rice (1006.30)' },
  { description: 'Giày thể thao đế cao su, mũ giày bằng vải dệt', language: 'vi', hs6: '640411', why: 'Sports footwear, rubber soles, textile uppers (6404.11)' },
  { description: 'Điện thoại thông minh', language: 'vi', hs6: '851713', why: 'Smartphones' },
  { description: 'Hạt điều đã bóc vỏ', language: 'vi', hs6: '080132', why: 'Cashew nuts, shelled (0801.32)' },
  { description: '綿100％ メンズ 半袖Tシャツ ニット', language: 'ja', hs6: '610910', why: 'T-shirts, knitted, of cotton' },
  { description: 'ノートパソコン 14インチ', language: 'ja', hs6: '847130', why: 'Laptops' },
  { description: '冷凍えび むき身', language: 'ja', hs6: '030617', why: 'Frozen shrimps' },
  { description: '緑茶 茶葉 100g', language: 'ja', hs6: '090210', why: 'Green tea in packings ≤ 3 kg (0902.10)' },
  { description: 'ステンレス製包丁', language: 'ja', hs6: '821192', why: 'Kitchen knives with fixed blades' },
  { description: 'リチウムイオン蓄電池', language: 'ja', hs6: '850760', why: 'Lithium-ion accumulators' },
  { description: '면 100% 남성 반팔 티셔츠 니트', language: 'ko', hs6: '610910', why: 'T-shirts, knitted, of cotton' },
  { description: '노트북 컴퓨터 14인치', language: 'ko', hs6: '847130', why: 'Laptops' },
  { description: '냉동 새우 껍질 벗긴 것', language: 'ko', hs6: '030617', why: 'Frozen shrimps' },
  { description: '리튬이온 배터리 팩', language: 'ko', hs6: '850760', why: 'Lithium-ion accumulators' },
  { description: '스테인리스 주방용 칼', language: 'ko', hs6: '821192', why: 'Kitchen knives' },
  { description: '플라스틱 블록 장난감', language: 'ko', hs6: '950300', why: 'Toys' },
];

/**
 * Golden descriptions the engine does not yet put first (measured when the set was written).
 * Each is a target: when a change fixes one, the test says so and it moves to the checked set.
 */
export const KNOWN_GAPS = new Set<string>([]);

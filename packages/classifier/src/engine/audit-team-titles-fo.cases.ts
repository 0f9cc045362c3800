/** Rows from the forty-eighth session's team titles (dev-fk, dev-fo to dev-fv), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('coffee, tea and flavoured milk sold by the millilitre are beverages of 2202, the leaves, beans and plain milk apart', () => {
  expectFirstHs6InLanguages([
    ['Trà xanh hương chanh đóng chai 455ml, lốc 6 chai', 'vi', '220299'],
    ['緑茶 ペットボトル 500ml×24本', 'ja', '220299'],
    ['Sweetened Black Iced Tea, 18.5 fl oz Bottles, Pack of 12', 'en', '220299'],
    ['Sữa tươi tiệt trùng hương dâu, lốc 4 hộp 180ml', 'vi', '220299'],
    ['바나나맛 우유 240ml x 8개', 'ko', '220299'],
    ['Organic Whole Milk, 64 fl oz', 'en', '040120'],
    ['Black Tea, 100 Tea Bags', 'en', '090230'],
    ['Cold Brew Coffee Concentrate, 32 fl oz', 'en', '210111'],
  ]);
});

describe('garments knitted as a rule and knitted names in Japanese make the goods knitted; a denim look does not weave them', () => {
  expectFirstHs6InLanguages([
    ["Girls' Leggings, 3 Pack, Cotton Spandex Stretch Pants", 'en', '610462'],
    ["Women's Ribbed Midi Dress, Sleeveless, 95% Polyester 5% Spandex", 'en', '610443'],
    ["Women's Jeggings, Denim Style Pull-On Leggings, 65% Polyester 30% Rayon 5% Spandex", 'en', '610463'],
    ['レディース ニットワンピース ポリエステル100% ロング', 'ja', '610443'],
    // A broader garment word after the head ("… Swimwear") keeps the head's own construction.
    ["Men's Swim Trunks, Quick Dry Board Shorts, Polyester Swimwear", 'en', '621111'],
  ]);
});

describe('a Vietnamese title selling a piece as a replacement for an appliance is a part of it; a battery keeps its heading', () => {
  expectFirstHs6InLanguages([
    ['Rổ chiên thay thế cho nồi chiên không dầu 4.5L', 'vi', '851690'],
    ['Cánh quạt đứng 40cm nhựa AS thay thế', 'vi', '841490'],
    ['Pin thay thế máy hút bụi 21.6V Li-ion 3000mAh', 'vi', '850760'],
  ]);
});

describe('Korean and Vietnamese prepared meats and fish, guts and soju by their shop names', () => {
  expectFirstHs6InLanguages([
    ['양념 소불고기 500g 냉동', 'ko', '160250'],
    ['양념 닭갈비 1kg 국내산', 'ko', '160232'],
    ['삼계탕 800g 레토르트', 'ko', '160232'],
    ['간장게장 1kg 냉동', 'ko', '160510'],
    ['소곱창 손질 냉동 500g', 'ko', '050400'],
    ['Frozen Beef Tripe, Honeycomb, 10 kg', 'en', '050400'],
    ['스팸 클래식 200g x 10캔', 'ko', '160249'],
    ['라이트 참치 150g x 12캔', 'ko', '160414'],
    ['참이슬 후레쉬 360ml x 20병', 'ko', '220890'],
    ['카스 0.0 논알콜릭 350ml x 24캔', 'ko', '220291'],
    ['백미밥 210g x 24개', 'ko', '190490'],
  ]);
});

describe('medicines by their dose and names, and resale listings by the names collectors give the goods', () => {
  expectFirstHs6InLanguages([
    ['Nasal Decongestant 12 Hour, Pseudoephedrine HCl 120 mg, 20 Tablets', 'en', '300442'],
    ['Extra Strength Sore Throat Lozenges, Benzocaine 15 mg, 18 Count', 'en', '300490'],
    ['Antacid Chewable Tablets, Assorted Fruit, 150 Count', 'en', '300490'],
    ['Rolex Submariner automatic stainless steel, box & papers', 'en', '910221'],
    ['Canon EOS DSLR body only, shutter count 20k', 'en', '852589'],
    ['Nintendo NES console only, for parts', 'en', '950450'],
    ['Ancient Roman bronze coin, Constantine', 'en', '970531'],
    ['Stanley No. 4 smoothing plane, restored', 'en', '820530'],
  ]);
});

describe('Japanese shop names of foods, kitchen and stationery goods', () => {
  expectFirstHs6InLanguages([
    ['マヌカハニー MGO263+ 250g', 'ja', '040900'],
    ['粉ミルク スティックタイプ 0ヶ月から 13g×10本', 'ja', '190110'],
    ['大豆のお肉 ミンチタイプ 乾燥 500g', 'ja', '210610'],
    ['焼塩 1kg×2袋', 'ja', '250100'],
    ['カブトムシ 成虫 オス メス ペア 生体', 'ja', '010649'],
    ['冷凍うどん テーブルマーク 5食入', 'ja', '190230'],
    ['竹炭 消臭 1kg 置き型', 'ja', '440210'],
    ['亀の子たわし 2個', 'ja', '960390'],
    ['圧力IH炊飯ジャー 5.5合', 'ja', '851660'],
    ['シャープ替芯 0.5mm HB 40本', 'ja', '960920'],
    ['猫 おやつ まぐろ 14g×20本', 'ja', '230910'],
  ]);
});

describe('appliance pieces, hoses, belts and hand-worked kitchen tools by the names shops give them, in English and Vietnamese', () => {
  expectFirstHs6InLanguages([
    ['Blower Wheel 10 x 8 Inch Squirrel Cage, Replacement for Furnace Blower', 'en', '841490'],
    ['Two-Stage Gas Snow Blower 24 Inch, Electric Start', 'en', '843020'],
    ['Electric Indoor Grill, Smokeless, 1500W, Nonstick Plate, Glass Lid', 'en', '851660'],
    ['LED Light Bar 32 Inch, Off Road Driving Lights for Trucks', 'en', '851220'],
    ['Water Heater Element 4500W 240V, Screw-In, Replacement', 'en', '851680'],
    ['Máy xay thịt quay tay bằng gang kẹp bàn', 'vi', '821000'],
    ['Remote máy lạnh đa năng tự dò mã', 'vi', '854370'],
    ['Khay làm đá silicone 24 viên có nắp', 'vi', '392410'],
    ['Dây đeo Apple Watch silicone 41mm', 'vi', '911390'],
    ['Cánh quạt thay thế cho quạt đứng 400mm', 'vi', '841490'],
  ]);
});

describe('grocery and pharmacy titles by the names shops give the goods', () => {
  expectFirstHs6InLanguages([
    ['Restaurant Style Tortilla Chips, 13 oz Bag', 'en', '190590'],
    ['Crunchy Cheese Flavored Snacks, 8.5 oz Bag', 'en', '190410'],
    ['Ready Rice Jasmine, 8.5 oz Pouch', 'en', '190490'],
    ['Ore-Ida Golden Crinkles French Fries, Frozen, 32 oz', 'en', '200410'],
    ['Original Pancake Syrup, 24 fl oz', 'en', '210690'],
    ['Liquid Water Enhancer, Sugar Free, Berry, 1.62 fl oz', 'en', '210690'],
    ['No-Lye Relaxer Kit, Regular', 'en', '330520'],
    ['Oil-Free Acne Wash, Salicylic Acid 2%, 9.1 fl oz', 'en', '340130'],
    ['Instant Coffee Drink Mix, Vienna, 9.6 oz Canister', 'en', '210112'],
  ]);
});

describe('Korean titles that deny seasoning, and medicines and brush heads by their Korean shop names', () => {
  expectFirstHs6InLanguages([
    ['미국산 LA갈비 냉동 2kg 구이용 (양념X)', 'ko', '020220'],
    ['타이레놀 8시간 ER 650mg 24정', 'ko', '300490'],
    ['호환 칫솔모 8개입 전동칫솔 리필모', 'ko', '850990'],
  ]);
});

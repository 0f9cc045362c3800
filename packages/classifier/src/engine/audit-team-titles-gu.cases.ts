/** Rows from the fifty-third session's team titles (dev-gu, dev-gv, dev-gw, dev-gx), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Indian shop words: kali mirch, toor dal, kaju, kajal, tawa, mixer grinders, chimneys, baniyans, night suits, salwars, jhablas, dupattas, thalis, matkas (dev-gu)', () => {
  expectFirstHs6InLanguages([
    ['Catch Kali Mirch Powder 200g, Ground Black Pepper', 'en', '090412'],
    ['Organic Toor Dal 500g, Unpolished Arhar Dal', 'en', '071360'],
    ['Whole Cashews W240 Kaju 500g Pouch', 'en', '080132'],
    ['Iodised Salt Vacuum Evaporated, 1kg Pack', 'en', '250100'],
    ['Kajal Pencil Smudge Proof Black 0.35g', 'en', '330420'],
    ['Cool Talcum Powder with Menthol, 300g', 'en', '330491'],
    ['Matic Front Load Detergent Powder 2kg', 'en', '340250'],
    ['Cast Iron Dosa Tawa 28cm, Pre-Seasoned', 'en', '732391'],
    ['Mixer Grinder 750W with 3 Stainless Steel Jars', 'en', '850940'],
    ['Auto Clean Kitchen Chimney 90cm with Motor', 'en', '841460'],
    ['Pure Copper Water Bottle 950ml', 'en', '741810'],
    ['Camphor Tablets for Pooja 50g', 'en', '291429'],
    ['Men\'s Cotton Baniyan Vest Sleeveless, Pack of 3', 'en', '610910'],
    ['Women\'s Cotton Hosiery Night Suit, Top and Pyjama', 'en', '610831'],
    ['Men\'s Poplin Cotton Night Suit, Shirt and Pyjama', 'en', '620721'],
    ['Patiala Salwar for Women, Pure Cotton, Free Size', 'en', '620462'],
    ['Newborn Cotton Muslin Jhabla Pack of 4', 'en', '620920'],
    ['Women\'s Polyester Georgette Dupatta with Border', 'en', '621430'],
    ['Stainless Steel Thali Plate with Katori, 30 cm', 'en', '732393'],
    ['Handmade Clay Matka Water Pot 8 Litre', 'en', '691200'],
    ['Artificial Marigold Garland, Plastic, Pack of 10', 'en', '670210'],
    ['Remote Control Racing Car Toy, Rechargeable', 'en', '950300'],
    ['Kashmir Willow Cricket Bat Full Size', 'en', '950699'],
    ['Camel Student Poster Colours 12 Shades', 'en', '321310'],
  ]);
});

describe('Leisure goods by their own subheadings: ski bindings and poles, sleeping bags, inflatable kayaks, bicycle rims, guitar amplifiers and pickups, glazes, artists\' brushes, spading forks (dev-gx)', () => {
  expectFirstHs6InLanguages([
    ['Alpine Ski Bindings DIN 4-13, 100mm Brake', 'en', '950612'],
    ['Aluminium Ski Poles 125 cm, Pair', 'en', '950619'],
    ['Mummy Sleeping Bag 20 Degree, Polyester Fill', 'en', '940430'],
    ['Portable Refractor Astronomical Telescope 80mm', 'en', '900580'],
    ['Inflatable Kayak 2-Person with Paddles, No Motor', 'en', '890312'],
    ['Mountain Bike Rim 27.5 in, 32 Hole, Aluminium', 'en', '871492'],
    ['Rechargeable LED Bike Headlight 600 Lumen', 'en', '851210'],
    ['Guitar Amplifier 20W Combo Amp with 8 in Speaker', 'en', '851840'],
    ['Humbucker Neck Pickup for Electric Guitar', 'en', '920994'],
    ['Stoneware Glaze Cone 6, Pint, Lead-Free', 'en', '320720'],
    ['Artist Paint Brush Set Synthetic, 10 Pack', 'en', '960330'],
    ['Bonded Nylon Upholstery Thread, 300 yd', 'en', '540110'],
    ['Computerized Sewing and Quilting Machine, 60 Stitches', 'en', '845210'],
    ['Circular Polarizer Camera Lens Filter 67mm', 'en', '900220'],
    ['Spading Fork 4 Tine, Steel Head, D-Handle', 'en', '820190'],
    ['Heirloom Tomato Seeds for Planting, 200 Seeds', 'en', '120991'],
    ['Open Multideck Display Chiller for Dairy, Remote Condensing Unit', 'en', '841850'],
  ]);
});

describe('Japanese machinery declarations: axial fans, chillers, induction furnaces, combination weighers, hydraulic presses, industrial sewing machines, meat slicers, speedometers (dev-gw)', () => {
  expectFirstHs6InLanguages([
    ['品名：DC軸流ファン、寸法：120×120×38mm、用途：制御盤冷却用', 'ja', '841459'],
    ['ルームエアコン（壁掛形、冷房能力3.6kW）', 'ja', '841510'],
    ['チリングユニット（水冷式）、冷凍能力：50kW、用途：金型冷却用', 'ja', '841869'],
    ['品名：高周波誘導溶解炉、容量：1t、用途：アルミ溶解用', 'ja', '851420'],
    ['組合せはかり（計量ヘッド10個）、用途：菓子の定量計量用', 'ja', '842330'],
    ['電気チェーンブロック、定格荷重：1t、揚程：3m', 'ja', '842511'],
    ['品名：フォークリフト用フォーク、鍛造鋼製、長さ1200mm', 'ja', '843120'],
    ['油圧プレス（金属板の冷間成形用）、加圧能力：1,000kN', 'ja', '846261'],
    ['油圧チャック（3つ爪、10インチ）、旋盤用', 'ja', '846620'],
    ['工業用本縫いミシン（ダイレクトドライブ）', 'ja', '845229'],
    ['品名：食肉スライサー、業務用、刃径：250mm', 'ja', '843850'],
    ['コイル巻線機（自動）、用途：トランスのコイル製造用', 'ja', '847981'],
    ['電磁方向切換弁（油圧用、4ポート）、型式：DSG-03', 'ja', '848120'],
    ['品名：ステアリングギヤボックス（ラックアンドピニオン式）、乗用車用', 'ja', '870894'],
    ['品名：X線診断装置（医療用、回診用）', 'ja', '902214'],
    ['品名：スピードメーター（電子式）、用途：二輪車用', 'ja', '902920'],
  ]);
});

describe('Vietnamese food and chemical declarations: amino acids, tobacco strips, talc, gypsum, feed residues, seed maize, fertilisers, pigment titanium dioxide, cashews in shell (dev-gv)', () => {
  expectFirstHs6InLanguages([
    ['Tên hàng: Methionin (DL-Methionine 99%), dùng bổ sung trong thức ăn chăn nuôi; 25kg/bao', 'vi', '293040'],
    ['Tên hàng: L-Threonin 98,5%, feed grade; 25kg/bao', 'vi', '292249'],
    ['Tên hàng: Siro glucose DE 40, dùng sản xuất kẹo; 280kg/phuy', 'vi', '170230'],
    ['Tên hàng: Lá thuốc lá đã tách cọng, sấy lửa, chưa chế biến', 'vi', '240120'],
    ['Tên hàng: Bột talc, độ mịn 800 mesh, dùng làm chất độn cao su; 25kg/bao', 'vi', '252620'],
    ['Tên hàng: Thạch cao tự nhiên dạng cục, chưa nung; hàng rời', 'vi', '252010'],
    ['Tên hàng: Gluten ngô (Corn gluten meal) protein 60%; 50kg/bao', 'vi', '230310'],
    ['Tên hàng: Khô dầu hạt cải (Canola meal) protein 36%', 'vi', '230641'],
    ['Tên hàng: Hạt giống ngô lai F1, đã xử lý thuốc, dùng để gieo trồng; 10kg/bao', 'vi', '100510'],
    ['Tên hàng: Hạt giống rau cải bắp lai F1; dùng để gieo trồng; 10g/gói', 'vi', '120991'],
    ['Tên hàng: Phân bón SA (Amoni sunphat), N 21%; 50kg/bao', 'vi', '310221'],
    ['Tên hàng: Phân bón DAP 18-46-0; 50kg/bao', 'vi', '310530'],
    ['Ten hang: Dong sunphat CuSO4.5H2O 98%, dung trong cong nghiep; 25kg/bao', 'vi', '283325'],
    ['Tên hàng: Titan dioxit dạng rutile đã xử lý bề mặt, dùng làm bột màu cho sơn; 25kg/bao', 'vi', '320611'],
    ['Tên hàng: Hạt điều thô chưa bóc vỏ, KOR 47 lbs; Dùng làm nguyên liệu chế biến', 'vi', '080131'],
    ['Tên hàng: Bò sữa giống thuần chủng Holstein, bò cái tơ; có giấy chứng nhận phả hệ', 'vi', '010221'],
  ]);
});

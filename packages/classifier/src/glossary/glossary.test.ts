import { headingText, hs6Text } from '@tcs/tariffs';
import type { Lang } from '../types';
import { defaultSubheading, englishFor, glossaryConcepts, glossaryStats, lookupGlossary } from './index';

const CATEGORIES = new Set([
  'animals', 'food', 'beverages', 'plants', 'minerals', 'chemicals', 'cosmetics', 'plastics', 'rubber', 'leather_goods', 'wood', 'paper',
  'textiles', 'apparel', 'footwear', 'headgear', 'stone_ceramic_glass', 'jewellery', 'metals', 'tools', 'machinery', 'electronics',
  'vehicles_parts', 'instruments', 'furniture', 'toys', 'sports', 'other',
]);

const firstConcept = (text: string, lang: Lang) => lookupGlossary(text, lang)[0]?.concept;

describe('glossary data', () => {
  const concepts = glossaryConcepts();

  it('has at least 400 concepts with unique ids', () => {
    expect(concepts.length).toBeGreaterThanOrEqual(400);
    expect(new Set(concepts.map((concept) => concept.id)).size).toBe(concepts.length);
  });

  it('gives every concept English, Vietnamese, Japanese and Korean terms', () => {
    const incomplete = concepts.filter((concept) => !concept.en.length || !concept.vi.length || !concept.ja.length || !concept.ko.length);
    expect(incomplete.map((concept) => concept.id)).toEqual([]);
  });

  it('uses valid HS 2022 headings and known categories', () => {
    const invalid = concepts.flatMap((concept) => concept.headings.filter((heading) => !/^\d{4}$/.test(heading) || !headingText(heading)).map((heading) => `${concept.id}:${heading}`));
    expect(invalid).toEqual([]);
    expect(concepts.filter((concept) => !CATEGORIES.has(concept.category)).map((concept) => concept.id)).toEqual([]);
    expect(concepts.every((concept) => concept.headings.length > 0)).toBe(true);
  });

  it('gives default subheadings that exist in HS 2022 under one of the concept\'s headings', () => {
    const withDefault = concepts.filter((concept) => concept.default_subheading);
    expect(withDefault.length).toBeGreaterThanOrEqual(6);
    const defaults = (concept: (typeof concepts)[number]) => [concept.default_subheading!, ...(concept.other_defaults ?? [])];
    const invalid = withDefault.filter((concept) => defaults(concept).some((hs6) => !hs6Text(hs6) || !concept.headings.includes(hs6.slice(0, 4))));
    expect(invalid.map((concept) => concept.id)).toEqual([]);
  });

  it('gives the default under the reader\'s heading where the concept has one per heading (men\'s and women\'s jeans)', () => {
    expect(defaultSubheading('jeans')).toBe('620342');
    expect(defaultSubheading('jeans', '6204')).toBe('620462');
    expect(defaultSubheading('jeans', '6203')).toBe('620342');
    expect(defaultSubheading('laptop computer', '8473')).toBe('847130'); // one default: it stays, whatever the heading
    expect(defaultSubheading('flashlight')).toBe('851310'); // the lamp, not its parts
    expect(defaultSubheading('vans slip-on')).toBe('640419'); // everyday canvas shoes, no sports footwear of 6404.11
    // Pyjamas and nightdresses, not the slips and briefs beside them, under each of their four headings.
    expect(defaultSubheading('pajamas', '6108')).toBe('610831');
    expect(defaultSubheading('pajamas', '6207')).toBe('620721');
    expect(defaultSubheading('green coffee')).toBe('090111');
    expect(defaultSubheading('roasted coffee')).toBe('090121');
    expect(defaultSubheading('catfish fillet')).toBe('030462');
    expect(defaultSubheading('canned tuna')).toBe('160414');
    expect(defaultSubheading('brake pads', '6813')).toBe('681381'); // unmounted friction material
    expect(defaultSubheading('brake pads', '8708')).toBe('870830');
    expect(defaultSubheading('polypropylene resin')).toBe('390210');
  });

  it('names no goods with a word the description denies in Korean, Japanese or Vietnamese', () => {
    const concepts = (text: string, lang: Lang) => lookupGlossary(text, lang).map((match) => match.concept.id);
    expect(concepts('冷凍 グリーンピース ※ミックスベジタブルではありません', 'ja')).toEqual(['peas']);
    expect(concepts('프리저브드 플라워 (생화 아님)', 'ko')).toEqual(['preserved_flowers']);
    expect(concepts('볼밸브 (감압밸브·체크밸브·안전밸브 아닌 것)', 'ko')).not.toEqual(expect.arrayContaining(['check_valves']));
    expect(concepts('볼밸브 (감압밸브·체크밸브·안전밸브 아닌 것)', 'ko')).not.toEqual(expect.arrayContaining(['safety_valves']));
    expect(concepts('수동식 커피 그라인더, 전동기가 없는 제품', 'ko')).toContain('food_mills');
    expect(concepts('Bao dệt PP, không phải loại bao jumbo FIBC', 'vi')).not.toContain('bulk_bags');
    expect(concepts('hoa khô, không phải hoa tươi', 'vi')).toEqual(['preserved_flowers']);
    expect(concepts('冷凍 ミックスベジタブル', 'ja')).toEqual(['mixed_vegetables']);
    // Not built in, not mixed, without: the word before is denied; a bracket after the goods' own name denies only what it holds.
    expect(concepts('軸受箱（玉軸受を組み込んでいないもの）', 'ja')).toEqual(['plain_bearings']);
    expect(concepts('ゴムホース（継手なし）', 'ja')).toEqual(['rubber_hose']);
  });

  it('names no goods with a word English denies before it or calls free of', () => {
    const concepts = (text: string) => lookupGlossary(text, 'en').map((match) => match.concept.id);
    expect(concepts('Solder Wire No Flux Core')).toEqual(['solder']);
    expect(concepts('Sugar-Free Chewing Gum')).not.toContain('sugar');
    expect(concepts('Flux for soldering')).toContain('fluxes_catalysts');
  });

  it('finds the default subheading from the product type in English, whatever the description\'s language', () => {
    expect(defaultSubheading('laptop computer')).toBe('847130');
    expect(defaultSubheading('leather jacket')).toBe('420310'); // articles of apparel of leather, not its accessories
    expect(defaultSubheading('leather belt')).toBe('420330');
    expect(defaultSubheading('tennis racket')).toBe('950651');
    expect(defaultSubheading('electric car')).toBe('870380'); // only an electric motor for propulsion
    expect(defaultSubheading('golf cart')).toBe('870310');
    expect(defaultSubheading('sunglasses')).toBe('900410');
    expect(defaultSubheading('reading glasses')).toBe('900490');
    expect(defaultSubheading('led desk lamp')).toBe('940521');
    expect(defaultSubheading('portland cement')).toBe('252329'); // not the other hydraulic cements of 2523.90
    expect(defaultSubheading('white cement')).toBe('252321');
    expect(defaultSubheading('smartphone')).toBe('851713');
    expect(defaultSubheading('kitchen knife')).toBe('821192');
    // A concept spanning several subheadings alike names none.
    expect(defaultSubheading('vinyl record')).toBe('852380'); // heading 8523 splits by medium
    expect(defaultSubheading('audio cd')).toBe('852349');
    expect(defaultSubheading('usb flash drive')).toBe('852351');
    expect(defaultSubheading('vinyl sticker')).toBe('391990'); // self-adhesive plastics, not printed matter
    expect(defaultSubheading('trading card')).toBe('950440'); // cards for games
    expect(defaultSubheading('soy sauce')).toBe('210310');
    expect(defaultSubheading('cigarettes')).toBe('240220'); // of tobacco, not substitutes
    expect(defaultSubheading('chocolate bar')).toBe('180632');
    expect(defaultSubheading('deodorant')).toBe('330720'); // worn on the body, not for rooms
    expect(defaultSubheading('flip flops')).toBe('640220');
    expect(defaultSubheading('smartwatch')).toBe('851762');
    expect(defaultSubheading('blender')).toBe('850940');
    expect(defaultSubheading('hammer')).toBe('820520');
    expect(defaultSubheading('dumbbells')).toBe('950691');
    expect(defaultSubheading('suitcase')).toBe('420212');
    expect(defaultSubheading('car battery')).toBe('850710');
    expect(defaultSubheading('food storage container')).toBe('392410');
    expect(defaultSubheading('glass jar')).toBe('701090');
    expect(defaultSubheading('cordless vacuum')).toBe('850811'); // household vacuums: up to 1,500 W and a 20 l receptacle
    expect(defaultSubheading('cake topper')).toBe('950590'); // festive, not Christmas
    expect(defaultSubheading('christmas ornament')).toBe('950510');
    expect(defaultSubheading('masking tape')).toBe('481141'); // self-adhesive paper
    expect(defaultSubheading('baseball card')).toBe('491199'); // collected pictures, not cards for a game
    expect(defaultSubheading('pool cue')).toBe('950420'); // articles for billiards
    expect(defaultSubheading('wargaming terrain')).toBe('950490');
    expect(defaultSubheading('die cuts')).toBe('482390'); // paper cut to shape
    expect(defaultSubheading('latex paint')).toBe('320910'); // acrylic or vinyl polymers in an aqueous medium
    expect(defaultSubheading('keycaps')).toBe('847330');
    expect(defaultSubheading('wooden wall art')).toBe('442019');
    expect(defaultSubheading('led light bulb')).toBe('853952');
    expect(defaultSubheading('mercury lamp')).toBeNull(); // lamps split by kind: no one subheading
    expect(defaultSubheading('butyl glycol')).toBe('290943'); // monobutyl ethers of ethylene glycol
    expect(defaultSubheading('phenoxyethanol')).toBe('290949');
    expect(defaultSubheading('dicumyl peroxide')).toBe('290960');
    // Goods a heading splits by kind are concepts of their own, each with its subheading.
    expect(defaultSubheading('wireless earbuds')).toBe('851830');
    expect(defaultSubheading('karaoke microphone')).toBe('851810');
    expect(defaultSubheading('bluetooth speaker')).toBeNull(); // 8518.21/22/29 by the number of speakers
    expect(defaultSubheading('microwave oven')).toBe('851650');
    expect(defaultSubheading('solar panel')).toBe('854143');
    expect(defaultSubheading('solar cell')).toBe('854142');
    expect(defaultSubheading('soccer ball')).toBe('950662');
    expect(defaultSubheading('golf club')).toBe('950631');
    expect(defaultSubheading('golf ball')).toBe('950632');
    expect(defaultSubheading('shampoo')).toBe('330510'); // 3305 names shampoos, perms and lacquers; the rest is 3305.90
    expect(defaultSubheading('hair spray')).toBe('330530');
    expect(defaultSubheading('hair growth oil')).toBe('330590');
    expect(defaultSubheading('leave-in conditioner')).toBe('330590');
    expect(defaultSubheading('liquid foundation')).toBe('330499'); // make-up neither for lips or eyes nor a powder
    expect(defaultSubheading('powder foundation')).toBe('330491');
    expect(defaultSubheading('ink pad')).toBe('961220');
    expect(defaultSubheading('typewriter ribbon')).toBe('961210');
    expect(defaultSubheading('tablet')).toBe('847130'); // a portable data processing machine, as a laptop
    expect(defaultSubheading('beaded necklace')).toBe('711790'); // beads of glass, plastics, wood: not base metal
    expect(defaultSubheading('compression knee-high socks')).toBe('611510');
    expect(defaultSubheading('sediment filter')).toBe('842121'); // a filter cartridge is the filter, not a part
    expect(defaultSubheading('oil filter')).toBe('842123');
    expect(defaultSubheading('air purifier')).toBe('842139');
    expect(defaultSubheading('air filter')).toBeNull(); // engine intake (8421.31) or other (8421.39)
    expect(defaultSubheading('phone grip')).toBe('392690');
    expect(defaultSubheading('stencil')).toBe('392690');
    expect(defaultSubheading('oil seal')).toBe('401693'); // lip seals of vulcanised rubber, not mechanical seals (8484.20)
    expect(defaultSubheading('embroidery floss')).toBe('520710'); // cotton yarn put up for retail sale, no sewing thread
    expect(defaultSubheading('cross stitch kit')).toBe('630800'); // woven fabric and yarn for making up, a set of 6308
    expect(defaultSubheading('sewing pattern')).toBe('491199');
    expect(defaultSubheading('bananas')).toBe('080390');
    expect(defaultSubheading('plantains')).toBe('080310');
    expect(defaultSubheading('raisins')).toBe('080620');
    expect(defaultSubheading('pears')).toBe('080830');
    expect(defaultSubheading('hoodie')).toBe('611020'); // knitwear of unnamed fibre: cotton, the commonest
    expect(defaultSubheading('long cardigan')).toBe('611020');
    expect(defaultSubheading('shawl')).toBe('621430'); // shawls and scarves of unnamed fibre: synthetic
    expect(defaultSubheading('socket organizer')).toBe('392690'); // a mechanic's socket rail, no electrical socket
    expect(defaultSubheading('signed photo')).toBe('491191'); // pictures, designs and photographs
    expect(defaultSubheading('photo booth props')).toBe('950590'); // festive articles, not photographs
    expect(defaultSubheading('resin miniatures')).toBe('950300'); // reduced-size models for tabletop games
    expect(defaultSubheading('keepsake box')).toBe('442090'); // wooden caskets and similar articles
    expect(defaultSubheading('black pepper')).toBe('090411'); // whole unless said crushed or ground
    expect(defaultSubheading('office chair')).toBe('940139'); // swivel, height-adjustable, frame not of wood
    expect(defaultSubheading('jacket', '6202')).toBe('620240'); // outerwear of unnamed fibre: man-made
    expect(defaultSubheading('washing machine')).toBe('845011');
    expect(defaultSubheading('table lamp')).toBe('940529');
    expect(defaultSubheading('refrigerator')).toBe('841821');
    // A concept of one heading that HS 2022 does not subdivide has its only subheading.
    expect(defaultSubheading('bicycle')).toBe('871200');
    expect(defaultSubheading('perfume')).toBe('330300');
    expect(defaultSubheading('t-shirt')).toBe('610910'); // of unnamed fibre: cotton, the commonest
    expect(defaultSubheading('tank top')).toBeNull(); // as often synthetic as cotton
    expect(defaultSubheading(null)).toBeNull();
  });

  it('reads a term with its own English only into one of the concept\'s English terms, which names the same concept', () => {
    const readings = concepts.flatMap((concept) => Object.entries(concept.english_for ?? {}).map(([term, english]) => ({ concept, term, english })));
    expect(readings.length).toBeGreaterThanOrEqual(20);
    const stray = readings.filter(({ concept, term, english }) => !concept.en.includes(english) || ![...concept.vi, ...concept.ja, ...concept.ko].includes(term) || firstConcept(english, 'en')?.id !== concept.id);
    expect(stray.map(({ concept, term, english }) => `${concept.id}: ${term}=${english}`)).toEqual([]);
  });

  it('translates a narrower term into its own English, others into the concept\'s name', () => {
    const english = (text: string, lang: Lang) => {
      const match = lookupGlossary(text, lang)[0];
      return englishFor(match.concept, match.term);
    };
    expect(english('축구공', 'ko')).toBe('soccer ball');
    expect(english('bóng đá', 'vi')).toBe('soccer ball');
    expect(english('ゴルフボール', 'ja')).toBe('golf ball');
    expect(english('공', 'ko')).toBe('ball');
  });

  it('covers every chapter 01–97 (77 is reserved)', () => {
    const chapters = new Set(glossaryStats().chapters);
    const missing = Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')).filter((chapter) => chapter !== '77' && !chapters.has(chapter));
    expect(missing).toEqual([]);
  });

  it('gives a term to one concept only, apart from deliberate ambiguities', () => {
    // A muffler is a scarf or a vehicle's silencer: the words beside it decide (read-description's same-span support).
    const allowed = new Set(['en:nuts', 'ko:선반', 'ja:マフラー', 'ko:머플러']);
    const owners = new Map<string, Set<string>>();
    for (const concept of concepts) {
      for (const lang of ['en', 'vi', 'ja', 'ko'] as const) {
        for (const term of concept[lang]) {
          const key = `${lang}:${term.toLowerCase()}`;
          owners.set(key, (owners.get(key) ?? new Set()).add(concept.id));
        }
      }
    }
    const shared = [...owners].filter(([key, ids]) => ids.size > 1 && !allowed.has(key)).map(([key]) => key);
    expect(shared).toEqual([]);
  });
});

describe('lookupGlossary', () => {
  it.each([
    ['áo thun', 'vi', 't_shirt', '6109'],
    ['ắc quy ô tô 12V 70Ah', 'vi', 'car_batteries', '8507'],
    ['자동차배터리 12V', 'ko', 'car_batteries', '8507'],
    ['ハンマー', 'ja', 'hammers', '8205'],
    ['점화플러그', 'ko', 'spark_plugs', '8511'],
    ['phân urê hạt đục', 'vi', 'urea', '3102'],
    ['扇風機', 'ja', 'electric_fans', '8414'],
    ['사무용의자', 'ko', 'swivel_chairs', '9401'],
    ['dép tông', 'vi', 'flip_flops', '6402'],
    ['세탁기', 'ko', 'washing_machines', '8450'],
    ['스마트워치', 'ko', 'smartwatches', '8517'],
    ['máy rửa bát', 'vi', 'dishwashers', '8422'],
    ['コンタクトレンズ', 'ja', 'contact_lenses', '9001'],
    ['안전화', 'ko', 'safety_footwear', '6403'],
    ['sandpaper sheets', 'en', 'abrasive_paper', '6805'],
    ['áo phông', 'vi', 't_shirt', '6109'],
    ['Tシャツ', 'ja', 't_shirt', '6109'],
    ['티셔츠', 'ko', 't_shirt', '6109'],
    ['노트북', 'ko', 'laptop', '8471'],
    ['包丁', 'ja', 'knives', '8211'],
    ['giày thể thao', 'vi', 'sports_footwear', '6404'],
    ['stainless steel kitchen knife', 'en', 'knives', '8211'],
    ['LED bulbs', 'en', 'led_lamps', '8539'],
    ['halogen lamp', 'en', 'halogen_lamps', '8539'],
    ['cáp sạc USB', 'vi', 'cables', '8544'],
    ['冷凍えび', 'ja', 'shrimp', '0306'],
    ['냉동 새우', 'ko', 'shrimp', '0306'],
    ['ball valves', 'en', 'valves', '8481'],
    ['배터리', 'ko', 'batteries', '8507'], // not 배 (pears), which Korean substring matching would find inside it
    ['bạc đạn', 'vi', 'bearings', '8482'],
    ['Enamel lapel pins', 'en', 'imitation_jewellery', '7117'],
    ['핀뱃지', 'ko', 'imitation_jewellery', '7117'],
    ['充電式ドリルドライバー 18V', 'ja', 'power_drills', '8467'], // not a screwdriver (8205) after a cordless drill
    ['해열진통제 정제', 'ko', 'medicaments', '3004'],
    ['解熱鎮痛剤 錠剤', 'ja', 'medicaments', '3004'],
    ['Iron Man comic, issue 55', 'en', 'comic_books', '4901'],
    ['Piano sheet music', 'en', 'printed_music', '4904'],
    ['Wheat bran flakes, 500 g box', 'en', 'corn_flakes', '1904'],
    ['Fructo-oligosaccharides syrup for bakery', 'en', 'syrups', '1702'],
    ['Cranberry juice concentrate 50 Brix', 'en', 'cranberry_juice', '2009'],
    ['크랜베리주스 1L', 'ko', 'cranberry_juice', '2009'],
    ['Ethylene vinyl acetate copolymer pellets, VA 28 %', 'en', 'eva_copolymer', '3901'],
    ['Ethylene-vinyl acetate copolymer sheet, 3 mm, for insoles', 'en', 'foam_sheets', '3921'],
    ['Dried milk thistle seeds, 20 kg', 'en', 'ginseng_herbs', '1211'],
    ['Vertical TMR mixer wagon, 12 m3, for dairy cattle', 'en', 'feed_mixers', '8436'],
    ['사료배합기 트레일러형', 'ko', 'feed_mixers', '8436'],
    ['Indigo chambray shirting, 100 % cotton, 140 gsm', 'en', 'chambray_fabric', '5208'],
    ['Green banana flour, gluten free, 1 kg', 'en', 'fruit_flour', '1106'],
    ['로즈힙 분말 500g', 'ko', 'fruit_flour', '1106'],
    ['Finish nailer 16 ga with case', 'en', 'pneumatic_nailers', '8467'],
    ['AUTO SLACK ADJ ; 2 pcs', 'en', 'brakes', '8708'],
    ['AL WHEEL 17X7J ; 4 pcs', 'en', 'wheels', '8708'],
    ['FRONT WHEEL GUARD RH ; 2 pcs', 'en', 'body_parts', '8708'],
    ['Latex-free breathing bag 2 L for anaesthesia circuits', 'en', 'breathing_bags', '4014'],
    ['Silicone nasal dilators against snoring, set of 4', 'en', 'nasal_dilators', '3926'],
    ['Petrol go-kart 200cc for rental tracks', 'en', 'golf_carts', '8703'],
    ['Crab shell meal for feed, 25 kg bags', 'en', 'fish_meal', '2301'],
    ['게껍질분말 사료용', 'ko', 'fish_meal', '2301'],
    ['Polyurethane hydrocyclone 4 inch for mining slurry', 'en', 'hydrocyclones', '8421'],
    ['Queue ticket dispenser with thermal printer', 'en', 'ticket_dispensers', '8472'],
    ['번호표 발행기 (병원 대기용)', 'ko', 'ticket_dispensers', '8472'],
    ['Motorcycle top box 45L with mounting plate', 'en', 'motorcycle_parts', '8714'],
    ['Yellowfin sole, frozen, headed and gutted', 'en', 'flatfish', '0302'],
    ['악보집', 'ko', 'printed_music', '4904'],
    ['Golden Hour [Vinyl] LP', 'en', 'gramophone_records', '8523'],
    ['Brave Heart Fighter Patch', 'en', 'embroidered_patches', '5810'],
    ['PLA cookie cutter', 'en', 'cookie_cutters', '3924'],
    ['Vintage baseball jersey size XL', 'en', 'sports_jerseys', '6110'],
    // Everyday goods a check of common shop goods found missing.
    ['Tin button badge, 25mm', 'en', 'imitation_jewellery', '7117'],
    ['Wet floor caution sign', 'en', 'signs', '3926'],
    ['じょうろ', 'ja', 'household_containers', '3924'],
    ['Silicone oven mitts, pair', 'en', 'oven_mitts', '6216'],
    ['bể cá mini', 'vi', 'aquariums', '7020'],
    ['아기띠', 'ko', 'baby_carriers', '6307'],
    ['Foldable ironing board', 'en', 'ironing_boards', '9403'],
    // A whisk is kitchenware like the spoons and ladles of 8215, not a household hand tool of 8205.
    ['泡立て器', 'ja', 'cutlery', '8215'],
    ['Reusable gel ice pack', 'en', 'ice_packs', '3824'],
    ['Engraved brass dog tags', 'en', 'pet_tags', '8310'],
    ['Mini music box keychain', 'en', 'music_boxes', '9208'],
    ['Wool roving for needle felting', 'en', 'wool_roving', '5105'],
    ['オルゴール', 'ja', 'music_boxes', '9208'],
    ['캣타워', 'ko', 'pet_furniture', '9403'],
    ['áo dài lụa', 'vi', 'robes_traditional', '6211'],
    ['Stainless steel pepper grinder', 'en', 'food_mills', '8210'],
    ['Pearl hijab pin', 'en', 'jewellery_more', '7117'],
    ['Optical jumper cord SC-LC', 'en', 'optical_cables', '8544'], // no jumper to wear
    ['Alfalfa pellets for horses', 'en', 'lucerne_pellets', '1214'],
    ['Lucerne seed, 25 kg', 'en', 'lucerne_seed', '1209'],
    ['보리차 티백', 'ko', 'roasted_barley', '2101'],
    ['플라잉디스크', 'ko', 'flying_discs', '9506'],
    ['Nickel pellets for plating', 'en', 'nickel', '7502'],
    ['Flocking fibre, nylon', 'en', 'textile_flock', '5601'],
    ['EVA foam sheet 2mm', 'en', 'foam_sheets', '3921'],
    ['A4 clear file, 20 pockets', 'en', 'clear_files', '3926'],
    ['Dried jujubes', 'en', 'dried_fruit', '0813'],
    ['Carbonated water 500 ml', 'en', 'water', '2201'],
    ['Star resin needle minder with magnet', 'en', 'needle_minders', '8505'], // no binder, the speller's guess
    ['Snowflake Sweater Clip: Cardigan Clasp', 'en', 'jewellery_more', '7117'],
    ['Amigurumi bunny, handmade', 'en', 'toys', '9503'],
    ['Always Tired Pin', 'en', 'novelty_pins', '7117'],
    ['Dowel pin, steel', 'en', 'machine_pins', '7318'], // a pin the glossary names wins over the catch-all
    ['Zinc plated wedge anchor M12', 'en', 'fasteners', '7318'], // a concrete anchor is a fastener, no ship's anchor (7316)
    ['Rear suspension trailing arm', 'en', 'suspension', '8708'],
    ['Thai jasmine rice 5kg bag', 'en', 'rice', '1006'],
    ['현미 10kg', 'ko', 'brown_rice', '1006'],
    ['Ibuprofen 400 mg film-coated tablets', 'en', 'ibuprofen_medicaments', '3004'], // a drug in tablets, no tablet computer (8471)
    ['아세트아미노펜 정제 500mg', 'ko', 'paracetamol_medicaments', '3004'],
    ['아마씨 500g', 'ko', 'linseed', '1204'],
    ['菜種 1kg', 'ja', 'rapeseed', '1205'],
    ['무수프탈산 25kg', 'ko', 'phthalic_anhydride', '2917'],
    ['효자손 45cm', 'ko', 'back_scratchers', '4421'],
    ['트랙 슈 어셈블리', 'ko', 'track_shoes', '8431'],
    ['Dog stroller with canopy', 'en', 'pet_strollers', '8716'],
    ['Quạt hút công nghiệp 500mm', 'vi', 'fans', '8414'],
    ['Foldable quadcopter drone 4K', 'en', 'drones', '8806'],
    ['Jasmine green tea bags, 25 count', 'en', 'green_tea', '0902'], // tea in bags, no bags of 4202
    ['강철 단조품', 'ko', 'forgings', '7326'], // forged, no iron castings (7325)
    ['Gạo tấm xuất khẩu', 'vi', 'broken_rice', '1006'],
    ['Foldable electric kick scooter 350W', 'en', 'electric_two_wheelers', '8711'], // not a toy scooter (9503)
    ['Xe đạp điện trẻ em', 'vi', 'electric_two_wheelers', '8711'],
    ['전동킥보드 접이식', 'ko', 'electric_two_wheelers', '8711'],
    ['Panoramic sunroof assembly', 'en', 'body_parts', '8708'],
    ['Foldable drink holder for stroller', 'en', 'cup_holders', '3926'],
    ['각도조절식 멀티샤프너', 'ko', 'knife_sharpeners', '8205'], // not 샤프, a mechanical pencil
    ['전기맛사지기', 'ko', 'massage_therapy', '9019'],
    ['Ultrasonic humidifier for bedroom', 'en', 'humidifiers', '8509'],
    ['Multi purpose contact lens solution', 'en', 'lens_care', '3307'],
    ['Float switch for water tank', 'en', 'regulators', '9032'],
    ['Spent coffee grounds', 'en', 'food_residues', '2308'],
    ['Sugarcane bagasse pellets', 'en', 'beet_pulp', '2303'],
    ['Dried rooibos herbal tea', 'en', 'herbal_tea', '1211'],
    ['캐모마일 차', 'ko', 'herbal_tea', '1211'],
    ['Carburetor rebuild kit', 'en', 'carburettors', '8409'],
    ['キャブレター', 'ja', 'carburettors', '8409'],
    ['Bound log book', 'en', 'stationery_paper', '4820'],
    ['Swarovski crystal round bead', 'en', 'glass_beads', '7018'],
    ['New Balance 530 in White - 9.0 Men', 'en', 'sneaker_names', '6404'],
    ['Converse All Star canvas low, cream, size 5 Women', 'en', 'canvas_sneaker_names', '6404'],
    ['Maroon canvas all star high tops (unisex)', 'en', 'canvas_sneaker_names', '6404'],
    ['Littlest Pet Shop Authentic # 1223', 'en', 'toy_lines', '9503'],
    ['Crochet Row Counter Stitch Markers', 'en', 'knitting_notions', '3926'],
    ['Mini rosaries made with beads', 'en', 'jewellery_more', '7117'],
    ['Deranged Hermit [Urza\'s Legacy] - Lightly Played', 'en', 'game_cards', '9504'],
    ['VHS Dark Days (2000) Documentary', 'en', 'recorded_tapes', '8523'],
    ['mens polyester hip pack', 'en', 'bags', '4202'],
    ['Stained glass sun catcher', 'en', 'tableware_serving', '7013'],
    ['Handmade resin figurine', 'en', 'statuettes', '3926'],
    ['Permanent vinyl roll, 12 in', 'en', 'craft_vinyl', '3919'],
    ['A4 sticker paper', 'en', 'sticker_paper', '4811'],
    ['Glass wine bottle empty', 'en', 'glass_containers', '7010'],
    ['Magnesium chloride flakes 25 kg', 'en', 'magnesium_chloride', '2827'],
    ['Steel chain 8mm', 'en', 'chains', '7315'],
    ['Polymer Clay Cutter, Dinosaur', 'en', 'clay_cutters', '3926'],
    ['Grillmaster 8810 Rotisserie', 'en', 'stove_parts', '7321'],
    ['Cottage candle Holder', 'en', 'candle_holders', '9405'],
    ['Bathroom Sink 1:12 scale reinforced taps', 'en', 'scale_models', '9503'],
    ['Kitchen scale 5kg', 'en', 'household_scales', '8423'],
    ['Frozen yellowfin tuna loins', 'en', 'fish_fillet', '0304'],
    ['THRUST RING; 4241301149', 'en', 'machine_rings', '7318'],
    ['Vented Diesel Can 5-Gallon', 'en', 'metal_containers', '7310'],
    ['Hand warmers, disposable 10 pairs', 'en', 'hand_warmers', '3824'],
    ['Rustic Beeswax Pillar - 100% Pure Beeswax', 'en', 'candles', '3406'],
    ['Exfoliating bath scrub mitt, Korean style', 'en', 'washing_mitts', '6302'],
    ['2017 Toyota Camry Brochure', 'en', 'trade_advertising', '4911'],
    ['Combination optical frame G3158', 'en', 'spectacle_frames', '9003'],
    ['안경테 티타늄', 'ko', 'spectacle_frames', '9003'],
    ['FLYING PAPER PLANES BY ANDY CHIPLING', 'en', 'toys', '9503'],
    ['Vintage movie poster', 'en', 'printed_matter', '4911'],
    ['이태리타월 때밀이 장갑', 'ko', 'washing_mitts', '6302'],
    ['Stereoview Card A Girl of Olden Time No. 512 Spinning Wheel', 'en', 'greeting_cards', '4909'],
    ['USB hand warmers 2 pack', 'en', 'electric_hand_warmers', '8516'],
    ['Silver ring', 'en', 'jewellery', '7117'],
    ['냉동 참치로인', 'ko', 'fish_fillet', '0304'],
    ['Pre-owned Apple Pencil', 'en', 'input_devices', '8471'],
    ['QNAP external drive bay', 'en', 'storage_units', '8471'],
    ['USB barcode scanner', 'en', 'data_readers', '8471'],
    ['무선 키보드', 'ko', 'computer_peripherals', '8471'],
    ['향 1박스', 'ko', 'incense', '3307'], // odoriferous preparations which operate by burning (3307.41)
    ['Sandalwood incense sticks', 'en', 'incense', '3307'],
    ['수소 소둔로', 'ko', 'furnaces', '8514'],
    ['축전지 격리판', 'ko', 'battery_parts', '8507'], // a part of the accumulator (8507.90), not the accumulator
    ['엑스레이 검출기', 'ko', 'xray_parts', '9022'], // not the x-ray apparatus itself (엑스레이)
    ['전자약탕기', 'ko', 'kettles_cookers', '8516'],
    ['Vintage Communion Chalice', 'en', 'tableware', '6912'],
    ['Christmas cookie cutters', 'en', 'cookie_cutters', '3924'],
    ['Space Cartoon Cookie / Clay Polymer Cutter', 'en', 'clay_cutters', '3926'],
    ['Cream trucker, one size', 'en', 'hats', '6505'],
    ['Striped Long Sleeve - Navy / M', 'en', 't_shirt', '6109'],
    ['Cartoon Du-rag, 100% Polyester, black', 'en', 'scarves', '6214'],
    ['Personalized 5x5 Print 8x10', 'en', 'wall_art_prints', '4911'],
    ['Light Switch Cover Plate', 'en', 'wall_plates', '3926'],
    ['Double Box Chain Earring Connector', 'en', 'jewellery', '7117'],
    ['Sodium sulphate anhydrous', 'en', 'sodium_sulphate', '2833'],
    ['염화칼슘 25kg', 'ko', 'calcium_chloride', '2827'],
    ['硫酸銅', 'ja', 'copper_sulphate', '2833'],
    ['Sodium tripolyphosphate', 'en', 'phosphates', '2835'],
    ['Sea salt, sodium chloride', 'en', 'salt', '2501'],
    // The second audit (2026-11-25): headings the notes require, words that name other goods in titles.
    ['Mario Kart video game, used', 'en', 'video_game_software', '8523'], // recorded media, chapter 95 note 1
    ['Universal TV remote control', 'en', 'remote_controls', '8543'], // infrared, not a radio remote of 8526
    ['Resin Buddha statue', 'en', 'statues', '3926'], // no work of art, chapter 97 note 4
    ['Moisturizing cream 50ml', 'en', 'skincare', '3304'],
    ['Black pointed toe pumps', 'en', 'shoes', '6404'],
    ['Satin hair bonnet', 'en', 'hats', '6505'],
    ['Leather journal A5', 'en', 'stationery_paper', '4820'],
    ['Rechargeable LED headlamp', 'en', 'flashlights', '8513'],
    ['Stainless silverware set 20 pcs', 'en', 'cutlery_sets', '8215'],
    ['A4 copy paper 500 sheets', 'en', 'copy_paper', '4802'], // 4802.56: sheets of A4 or letter size
    ["Men's puffer vest black", 'en', 'jacket', '6201'], // padded, sleeveless jackets are named in 6201/6202
    ['남성 패딩 조끼', 'ko', 'jacket', '6201'],
    // Everyday Vietnamese, Japanese and Korean shop names, several of which a shorter term inside them misread.
    ['선블록 SPF50+', 'ko', 'skincare', '3304'], // not 블록 (building blocks)
    ['어성초 토너 500ml', 'ko', 'skincare', '3304'], // skin toner; printer toner is 호환토너, 정품 토너
    ['키친타올 6롤', 'ko', 'tissue_paper', '4818'], // paper, not a textile towel (타올)
    ['웨이스트백', 'ko', 'bags', '4202'], // not 이스트 (yeast)
    ['애견사료 10kg', 'ko', 'pet_food', '2309'], // not 견사 (silk yarn)
    ['과탄산소다', 'ko', 'carbonates', '2836'], // sodium percarbonate, not 산소 (oxygen)
    ['면 행주', 'ko', 'tea_towels', '6302'], // kitchen linen in the Korean tariff
    ['유압 압쇄기', 'ko', 'excavator_parts', '8431'], // an excavator attachment, 8431.49
    ['옛날 도가니탕', 'ko', 'soups', '2104'], // not 도가니 (crucibles)
    ['LF 소나타', 'ko', 'car_model_parts', '8708'], // a car model a part is for, not 소나 (sonar)
    ['저주파 자극기', 'ko', 'electrical_machines_nes', '8543'],
    ['USB 무선어댑터', 'ko', 'network_equipment', '8517'], // not 어댑터 (a power adapter)
    ['동요도 측정장치', 'ko', 'measuring_instruments', '9031'], // not 정장 (a suit)
    ['인공심장판막', 'ko', 'body_implants', '9021'], // not 장판 (vinyl flooring)
    ['파일링 로보트', 'ko', 'machines_nes', '8479'], // not 보트 (a boat)
    ['물놀이 튜브', 'ko', 'toy_more', '9503'],
    ['手帳型ケース iPhone15', 'ja', 'folio_phone_cases', '4202'], // a folio-type phone case, not 手帳 (a planner)
    ['カップ麺 12個', 'ja', 'instant_noodles', '1902'], // not カップ (a cup)
    ['めんつゆ 3倍濃縮', 'ja', 'sauces', '2103'], // noodle sauce, not めん (noodles)
    ['鰹節 削りパック', 'ja', 'dried_fish', '0305'], // not 鰹 (fresh skipjack)
    ['オールインワンジェル', 'ja', 'skincare', '3304'], // not オールインワン (a jumpsuit)
    ['mì tôm Hảo Hảo', 'vi', 'instant_noodles', '1902'], // instant noodles, not tôm (shrimp)
    ['tàu hũ non', 'vi', 'tofu', '2106'], // tofu, not tàu (a ship)
    ['xe điều khiển từ xa', 'vi', 'toys', '9503'], // an RC car, not a remote control
    ['thuốc diệt muỗi', 'vi', 'insecticides', '3808'], // not thuốc (medicine)
    ['túi đựng mỹ phẩm', 'vi', 'toilet_bags', '4202'], // a cosmetic bag, not the cosmetics
    ['Moon Oracle', 'en', 'game_cards', '9504'],
    ['Raspberry Pi 4 Model B', 'en', 'computer', '8471'], // not raspberries
    ['embroidered kitchen towel', 'en', 'tea_towels', '6302'],
    ['kitchen towel roll', 'en', 'tissue_paper', '4818'],
    ['shifter boot', 'en', 'vehicle_parts', '8708'],
    ['Coir woven fabric, 1 m wide', 'en', 'coir_fabric', '5311'], // coconut fibre's woven fabric, not jute
    ['Coir yarn', 'en', 'coir', '5305'],
    ['綿双糸 30/2 コーン巻', 'ja', 'cotton_yarn', '5205'], // yarn counts: single (単糸) and two-ply (双糸) cotton
    ['CVC糸 綿55% ポリエステル45%', 'ja', 'spun_yarn', '5509'],
    ['면 합연사 Ne 30/2', 'ko', 'cotton_yarn', '5205'],
    ['양모사 2/48Nm', 'ko', 'wool_yarn', '5107'],
    ['Ring Spun Yarn Ne 30/1', 'en', 'spun_yarn', '5509'], // spun on a ring frame: no ring of jewellery
    ['Agitators; Planetary Disper Mixer', 'en', 'mixing_machines', '8479'],
    ['BALLSCREW F500', 'en', 'gearing', '8483'],
    ['VACUUM CHUCK', 'en', 'work_holders', '8466'], // not a vacuum cleaner
    ['Potpourri refresher spray', 'en', 'room_fragrances', '3307'],
    ['Anti-corrosion preparation', 'en', 'lubricant_preparations', '3403'],
    ['Calcium Disodium EDTA, food grade', 'en', 'edta', '2922'],
    ['Trichloroisocyanuric Acid (TCCA)', 'en', 'isocyanurates', '2933'],
    ['Carbon dioxide sensor module', 'en', 'gas_sensors', '9027'], // a sensor, not the gas
    ['Wheat straw pellet 8mm', 'en', 'cereal_straw', '1213'], // not wheat
    ['Mung bean meal', 'en', 'pulse_flour', '1106'],
    ['Yucca extract', 'en', 'plant_extracts', '1302'],
    ['Beef extract powder, 1 kg', 'en', 'meat_extracts', '1603'],
    ['Woven fabrics of synthetic staple fibres', 'en', 'staple_fibre_fabrics', '5512'], // fabrics, not the fibres
    ['Cumene hydroperoxide', 'en', 'organic_peroxides', '2909'], // an alcohol peroxide, not hydrogen peroxide
    ['Butyl glycol', 'en', 'glycol_butyl_ethers', '2909'],
    ['2-Phenoxyethanol', 'en', 'ether_alcohols', '2909'], // an ether-alcohol, not ethanol
    ['Para chlorophenol', 'en', 'halogenated_phenols', '2908'],
    ['D-Tagatose', 'en', 'pure_sugars', '2940'],
    ['Strontium ferrite powder', 'en', 'ferrites', '2841'],
    ['Strontium ferrite magnet', 'en', 'magnets', '8505'], // the sintered magnet, not the powder
    ['Fire extinguisher preparation', 'en', 'fire_extinguishing_preparations', '3813'], // the charge, not the extinguisher
    ['Arrowroot powder', 'en', 'root_flour', '1106'],
    ['Mealworm oil', 'en', 'insect_fats', '1506'],
    ['Refined tuna oil', 'en', 'fish_oils', '1504'], // oils of fish, not lard or tallow
    ['Cod liver oil capsules', 'en', 'fish_liver_oils', '1504'],
    ['어유', 'ko', 'fish_oils', '1504'],
    ['Mobile crusher, crawler type', 'en', 'mineral_machinery', '8474'], // crushing stone, not a machine n.e.s.
    ['Jaw crusher', 'en', 'mineral_machinery', '8474'],
    ['Tributyl phosphate', 'en', 'phosphoric_esters', '2919'], // an ester, not an inorganic phosphate
    ['LED display', 'en', 'led_indicator_panels', '8531'],
    ['Semiconductor test equipment', 'en', 'semiconductor_testers', '9030'],
    ['Rectified wine alcohol 96 vol', 'en', 'ethanol', '2207'], // undenatured spirit, not wine
    ['Instrumentation cable', 'en', 'cables', '8544'],
    ['Cat6 patch panel', 'en', 'switchgear', '8536'],
    ['LPG vaporizer', 'en', 'gas_vaporizers', '8419'], // not an electronic vaporizer
    ['Bending tester', 'en', 'testing_machines', '9024'],
    ['Automatic slack adjuster', 'en', 'brakes', '8708'], // not slacks
    ['Alkaline cleaner', 'en', 'detergents', '3402'],
    ['Flower phone grip', 'en', 'phone_grips', '3926'],
    ['Soft cloth book for babies', 'en', 'childrens_books', '4903'],
    ['보드북', 'ko', 'childrens_books', '4903'],
    ['Resin clip on earrings', 'en', 'jewellery', '7117'],
    ['Walnut pool cue', 'en', 'billiards', '9504'],
    ['당구큐', 'ko', 'billiards', '9504'],
    ['Objective markers for tabletop terrain', 'en', 'tabletop_game_accessories', '9504'],
    ['Paper cutout shapes', 'en', 'paper_cutouts', '4823'],
    ['Chalk paint 500ml', 'en', 'water_based_paints', '3209'],
    ['Gentle foaming cleanser for oily skin', 'en', 'liquid_soap', '3401'], // washes the skin: 3401.30, no skin care of 3304
    ['Cleansing gel for face', 'en', 'liquid_soap', '3401'],
    ['Cleansing balm that melts make-up', 'en', 'skincare', '3304'], // lifts make-up without washing
    ['Kitchen cleanser powder', 'en', 'scouring_preparations', '3405'], // scours with an abrasive: 3405.40
    ['수성페인트', 'ko', 'water_based_paints', '3209'],
    ['Hydrating facial ampoule', 'en', 'skincare', '3304'], // a serum, not a glass ampoule
    ['Artisan keycap', 'en', 'keycaps', '8473'],
    ['Carved decorative wood wall hanging', 'en', 'wooden_wall_decor', '4420'],
    ['CLUTCH OIL SEAL x 3', 'en', 'oil_seals', '4016'],
    ['오일씰', 'ko', 'oil_seals', '4016'],
    ['Stranded cotton embroidery floss', 'en', 'embroidery_floss', '5207'],
    ['刺しゅう糸 12色セット', 'ja', 'embroidery_floss', '5207'], // in skeins: no sewing thread (Section XI note 5)
    ['자수실 24색', 'ko', 'embroidery_floss', '5207'],
    ['Polyester machine embroidery thread 40wt', 'en', 'sewing_thread', '5204'], // on spools, for the machine: sewing thread's lines
    ['総合かぜ薬 30錠', 'ja', 'medicaments', '3004'],
    ['便座 取替用 O型', 'ja', 'toilet_seats', '3922'],
    ['Propane cylinder 16.4 oz for camping stoves', 'en', 'propane', '2711'], // filled, the cylinder its packing
    ['Detachable clipper blade #10', 'en', 'shaver_heads', '8510'],
    ['Mini bean bag plush', 'en', 'plush_toys', '9503'], // a toy, not a bean bag seat
    ['Padded chest protector', 'en', 'sports_protective', '9506'],
    ['Dental cheek retractor', 'en', 'medical_instruments', '9018'],
    ['Pore blurring powder', 'en', 'face_powder', '3304'],
    ['Vitamin cleansing cloths', 'en', 'wet_wipes', '3401'],
    ['3DS handheld system', 'en', 'video_games', '9504'],
    ['DECT 6.0 cordless deskset', 'en', 'cordless_phones', '8517'], // not a desk
    ['Paper sewing pattern', 'en', 'sewing_patterns', '4911'],
    ['Cast iron trivet', 'en', 'trivets', '7323'],
    ['Baby tooth wipes 30 sheets', 'en', 'dental_wipes', '3306'],
    ['유아 치아티슈 30매', 'ko', 'dental_wipes', '3306'], // an oral hygiene preparation, not a facial tissue (티슈)
    ['Glass fiber drawing machine', 'en', 'glass_machinery', '8475'],
    ['유리섬유 방사기', 'ko', 'glass_machinery', '8475'], // the machine, not the glass fibre (7019) it spins
    ['Titanium implant abutment', 'en', 'dental_fittings', '9021'],
    ['임플란트 어버트먼트', 'ko', 'dental_fittings', '9021'],
    ['정제 자당 25kg', 'ko', 'sugar', '1701'], // sucrose
    ['Cà phê nhân xuất khẩu loại S16', 'vi', 'green_coffee', '0901'], // not roasted: 0901.11
    ['ブラジル産 コーヒー生豆 60kg', 'ja', 'green_coffee', '0901'],
    ['콜롬비아 커피 생두', 'ko', 'green_coffee', '0901'],
    ['深煎り 焙煎コーヒー豆 1kg', 'ja', 'roasted_coffee', '0901'], // roasted: 0901.21, not beans of 0713
    ['Phi lê cá basa đông lạnh IQF', 'vi', 'pangasius_fillet', '0304'], // fillets of 0304, not whole fish
    ['냉동 판가시우스 필레 10kg', 'ko', 'pangasius_fillet', '0304'],
    ['まぐろ缶詰 油漬', 'ja', 'canned_tuna', '1604'], // prepared fish, not the can (7310)
    ['참치 통조림 살코기', 'ko', 'canned_tuna', '1604'],
    ['Bơm ly tâm trục ngang', 'vi', 'centrifugal_pumps', '8413'],
    ['산업용 원심 펌프', 'ko', 'centrifugal_pumps', '8413'],
    ['Quạt trần 5 cánh', 'vi', 'electric_fans', '8414'], // 8414.51
    ['リビング用 扇風機', 'ja', 'electric_fans', '8414'],
    ['Điều hòa không khí treo tường 12000BTU', 'vi', 'wall_air_conditioners', '8415'], // 8415.10
    ['스테인리스 볼 베어링 6204', 'ko', 'ball_bearings', '8482'], // 8482.10, not a bearing housing (8483.30)
    ['Vòng bi cầu 6205', 'vi', 'ball_bearings', '8482'],
    ['운전석 에어백 모듈', 'ko', 'airbags', '8708'], // 8708.95
    ['Túi khí ô tô phía trước', 'vi', 'airbags', '8708'],
    ['세라믹 브레이크 패드 전륜', 'ko', 'brake_pads', '8708'], // 8708.30 mounted
    ['Lốp xe máy không săm 80/90-17', 'vi', 'motorcycle_tyres', '4011'], // 4011.40
    ['二輪車用タイヤ 前輪', 'ja', 'motorcycle_tyres', '4011'],
    ['Máy sấy tóc ion', 'vi', 'hair_dryers', '8516'], // 8516.31
    ['大風量 ヘアドライヤー', 'ja', 'hair_dryers', '8516'],
    ['드럼 세탁기 12kg', 'ko', 'washing_machines', '8450'], // 8450.11
    ['Chè xanh Thái Nguyên', 'vi', 'green_tea', '0902'],
  ] as const)('%s (%s) → %s %s', (text, lang, id, heading) => {
    const concept = firstConcept(text, lang);
    expect(concept?.id).toBe(id);
    expect(concept?.headings[0]).toBe(heading);
  });

  it('reads a pack followed by its count as how many, not as goods named with "pack"', () => {
    expect(firstConcept('Alkaline AA batteries pack of 24', 'en')?.id).toBe('dry_batteries');
    expect(firstConcept('Li-ion battery pack 36V', 'en')?.id).not.toBe('dry_batteries');
    expect(lookupGlossary('Tool battery pack 12V', 'en').map((match) => match.term)).toContain('battery pack');
    expect(lookupGlossary('AA batteries pack 24 pcs', 'en').map((match) => match.term)).not.toContain('battery pack');
  });

  it('reads trophies and games named after goods as no goods ("Stanley Cup" is no cup)', () => {
    expect(lookupGlossary('1966 NHL Stanley Cup Semi-Final Program', 'en').map((match) => match.concept.id)).not.toContain('tableware');
    expect(firstConcept('CUP SEALS; G20880943', 'en')?.id).toBe('rubber_articles');
    expect(lookupGlossary('MULTI AUTO V CUTTING MACHINE VCUT 800', 'en').map((match) => match.concept.id)).not.toContain('live_plants');
    expect(lookupGlossary('laser cut birch wood name signs', 'en').map((match) => match.concept.id)).not.toContain('optical_devices');
    expect(lookupGlossary('Fan-Made K-pop Photocards', 'en').map((match) => match.concept.id)).toEqual(['printed_matter']);
    expect(lookupGlossary('Rap Hip Hop Tee Tree of Life', 'en').map((match) => match.concept.id)).toEqual(['t_shirt']);
  });

  it('reads a shop\'s "free ship" as no vessel', () => {
    expect(lookupGlossary('FREE SHIP Bình giữ nhiệt', 'en').map((match) => match.concept.id)).toEqual([]);
  });

  it('finds no goods inside other words of Korean, Japanese and Vietnamese (the 2026-11-25 audit)', () => {
    const ids = (text: string, lang: 'vi' | 'ja' | 'ko') => lookupGlossary(text, lang).map((match) => match.concept.id);
    expect(ids('스키니 진', 'ko')).not.toContain('outdoor_sports'); // 스키 (skis) in skinny jeans
    expect(ids('다기능 충전기', 'ko')).not.toContain('tableware'); // 다기 (tea set) in multi-function
    expect(ids('바비큐 그릴', 'ko')).not.toContain('toy_lines'); // 바비 (Barbie) in barbecue
    expect(ids('마이크로 SD카드', 'ko')).not.toContain('microphones'); // 마이크 in micro-
    expect(firstConcept('무선마이크로폰', 'ko')?.id).toBe('microphones');
    expect(ids('카레페이스트', 'ko')).not.toContain('yeast'); // 이스트 in paste
    expect(ids('스마트폰 악세사리', 'ko')).not.toContain('robes_traditional'); // 사리 (a sari) in accessories
    expect(ids('LH RH 공용', 'ko')).not.toContain('balls'); // 공 (a ball) in shared use
    expect(ids('모니터받침대', 'ko')).not.toContain('beds'); // 침대 (a bed) in a stand
    expect(ids('실내기와 실외기', 'ko')).not.toContain('roof_tiles'); // 기와 (a roof tile) in an indoor unit "and"
    expect(firstConcept('점토 기와', 'ko')?.id).toBe('roof_tiles');
    expect(ids('발열튜브', 'ko')).not.toContain('toy_more'); // a tube, not a pool float
    expect(ids('본체', 'ko')).not.toContain('computer'); // the main unit of any appliance
    expect(ids('おつまみセット', 'ja')).not.toContain('furniture_fittings'); // つまみ (knob) in bar snacks
    expect(ids('弁当箱', 'ja')).not.toContain('valves'); // 弁 (valve) in lunch box
    expect(ids('giá cạnh tranh', 'vi')).not.toContain('paintings'); // tranh in "competitive price"
    expect(firstConcept('ゲルマニウム', 'ja')?.english_for?.['ゲルマニウム']).toBe('germanium'); // it read "tungsten"
    expect(firstConcept('はんこ', 'ja')?.id).toBe('hand_stamps'); // it read "whiteboard"
  });

  it('reads colour names made of a goods word as colours, naming no product', () => {
    expect(lookupGlossary('Cobalt Blue Sea Glass Bracelet', 'en').map((match) => match.concept.id)).toEqual(['jewellery']);
    expect(lookupGlossary('Rose Gold Filled snail charm', 'en').map((match) => match.concept.id)).not.toContain('cut_flowers');
    expect(lookupGlossary('3 Handmade Ivory Bow', 'en').map((match) => match.concept.id)).not.toContain('bones_horns'); // ivory the colour; elephant ivory stays
  });

  it('reports the matched term and span', () => {
    const [match] = lookupGlossary('Men cotton T-Shirts, navy', 'en');
    expect(match).toMatchObject({ term: 't-shirt', text: 'T-Shirts', start: 11, end: 19, lang: 'en', folded: false });
  });

  it('reads "반팔 티셔츠" as one short-sleeve tee, not "반팔티" and a leftover "셔츠" (shirt)', () => {
    expect(lookupGlossary('면 100% 남성 반팔 티셔츠 니트', 'ko').map((m) => m.concept.id)).toEqual(['t_shirt']);
  });

  it('prefers the longest match', () => {
    const matches = lookupGlossary('kitchen knife set', 'en');
    expect(matches.map((match) => match.text)).toEqual(['kitchen knife set']); // a set of assorted knives (8211.10), not 'kitchen knife' and a 'set'
    expect(lookupGlossary('ノートパソコン', 'ja')[0].concept.id).toBe('laptop');
  });

  it('matches English singular and plural alike', () => {
    expect(firstConcept('Tshirts', 'en')?.id).toBe('t_shirt');
    expect(firstConcept('battery', 'en')?.id).toBe('batteries');
    expect(firstConcept('knives', 'en')?.id).toBe('knives');
    expect(firstConcept('sunglasses', 'en')?.id).toBe('sunglasses');
  });

  it('matches Vietnamese typed without tone marks, only when the whole text lacks them', () => {
    expect(lookupGlossary('ao thun nam', 'vi').map((match) => [match.concept.id, match.folded])).toEqual([['t_shirt', true]]);
    expect(lookupGlossary('giay the thao', 'vi')[0].concept.id).toBe('sports_footwear');
    // "nam" (men) in a toned text is not "nấm" (mushroom)
    expect(lookupGlossary('áo thun nam', 'vi').map((match) => match.concept.id)).toEqual(['t_shirt']);
  });

  it('keeps short katakana and one-syllable Hangul terms from matching inside longer words', () => {
    expect(lookupGlossary('ランプ', 'ja').map((match) => match.concept.id)).toEqual(['lighting_fittings']);
    expect(lookupGlossary('칼라 프린트', 'ko').map((match) => match.concept.id)).not.toContain('knives');
    expect(lookupGlossary('주방 칼', 'ko')[0].concept.id).toBe('knives');
    // "콘에 감은 것" (wound on cones): a verb before "것", no persimmons; "단감 5kg" still are.
    expect(lookupGlossary('콘에 감은 것', 'ko').map((match) => match.concept.id)).toEqual([]);
    expect(lookupGlossary('감 5kg', 'ko')[0].concept.id).toBe('persimmons');
  });

  it('reads a Japanese term without its last long-vowel mark, and no term one katakana sound short of a longer word', () => {
    // JIS technical writing drops the final ー (プーリ, シリンダ, コンベヤ): the same word.
    expect(lookupGlossary('タイミングプーリ', 'ja')[0].concept.id).toBe('pulleys_flywheels');
    expect(lookupGlossary('エアシリンダ 薄形', 'ja')[0].concept.id).toBe('pneumatic_cylinders');
    // ストローク (a stroke) is no drinking straw (ストロー); the long form still matches where it stands alone.
    expect(lookupGlossary('ストローク200mm', 'ja').map((match) => match.concept.id)).not.toContain('drinking_straws');
    expect(lookupGlossary('ストロー 100本', 'ja')[0].concept.id).toBe('drinking_straws');
    // A garment's name ends a katakana compound as its head (リネンシャツ), but コードレス holds no dress.
    expect(lookupGlossary('リネンシャツ', 'ja').map((match) => match.concept.id)).toContain('shirt');
    expect(lookupGlossary('コードレス', 'ja').map((match) => match.concept.id)).not.toContain('dress');
  });

  it('matches a term across a space only where it joins whole words', () => {
    expect(lookupGlossary('노트북 가방', 'ko')[0].concept.id).toBe('laptop_cases');
    const ids = lookupGlossary('아리 인테리어 선풍기', 'ko').map((match) => match.concept.id);
    expect(ids).toContain('electric_fans');
    expect(ids).not.toContain('ships');
    // 면티 (a cotton tee) does not end one syllable into 티셔츠, which would leave 셔츠 (a shirt).
    expect(lookupGlossary('면 티셔츠', 'ko').map((match) => match.term)).not.toContain('면티');
    expect(lookupGlossary('면티', 'ko')[0].concept.id).toBe('t_shirt');
  });

  it('holds shop names of sticking plasters, pet shampoo, Christmas lights, all-in-one printers and bicycle goods, in four languages', () => {
    expect(defaultSubheading('adhesive bandages')).toBe('300510');
    expect(firstConcept('絆創膏', 'ja')?.id).toBe('adhesive_dressings');
    expect(defaultSubheading('dog shampoo')).toBe('330790'); // not a hair preparation of 3305
    expect(firstConcept('강아지 샴푸', 'ko')?.id).toBe('pet_shampoo');
    expect(defaultSubheading('christmas tree lights')).toBe('940531');
    expect(firstConcept('đèn noel', 'vi')?.id).toBe('christmas_lighting_sets');
    expect(defaultSubheading('all-in-one printer')).toBe('844331');
    expect(firstConcept('복합기', 'ko')?.id).toBe('multifunction_printers');
    expect(defaultSubheading('bike inner tube')).toBe('401320');
    expect(firstConcept('bicycle bell', 'en')?.id).toBe('bells');
    expect(firstConcept('u-lock', 'en')?.id).toBe('padlocks') // a shackle lock, as padlocks are (8301.10);
    expect(firstConcept('hedge trimmer', 'en')?.id).toBe('power_tools');
    expect(firstConcept('プロコン', 'ja')?.id).toBe('video_games');
    expect(firstConcept('ルアーロッド', 'ja')?.id).toBe('fishing_rods');
    expect(firstConcept('サマータイヤ', 'ja')?.id).toBe('tyres');
    expect(firstConcept('강아지 간식', 'ko')?.id).toBe('pet_food');
    expect(firstConcept('robot vaccum', 'en')?.id).toBe('vacuum_cleaners'); // the shop's spelling
    expect(firstConcept('フープピアス', 'ja')?.id).toBe('jewellery');
    expect(firstConcept('伸縮リード', 'ja')?.id).toBe('saddlery');
    expect(firstConcept('炭酸タブレット', 'ja')?.id).toBe('bath_salts'); // a bath tablet, no tablet computer
  });

  it('holds shop names of bookends, control cables, body jewellery and serving trays', () => {
    expect(firstConcept('book ends', 'en')?.id).toBe('bookends');
    expect(firstConcept('throttle cable', 'en')?.id).toBe('control_cables');
    expect(firstConcept('exhaust valves', 'en')?.id).toBe('engine_parts');
    expect(firstConcept('belly button ring', 'en')?.id).toBe('jewellery');
    expect(firstConcept('catchall tray', 'en')?.id).toBe('tableware_serving');
    expect(lookupGlossary('Brush Set Moss Green', 'en').map((match) => match.concept.id)).not.toContain('foliage');
  });

  it('holds shop names of socket rails and kitchen accessories, each by its material', () => {
    expect(firstConcept('magnetic socket holder', 'en')?.id).toBe('tool_organizers');
    expect(firstConcept('소켓정리함', 'ko')?.id).toBe('tool_organizers');
    expect(firstConcept('bamboo kitchen accessories', 'en')?.id).toBe('kitchen_gadgets');
    expect(firstConcept('キッチン小物', 'ja')?.id).toBe('kitchen_gadgets');
    expect(firstConcept('autographed photo of a boxer', 'en')?.id).toBe('wall_art_prints');
  });

  it('holds declarants\' names of remote controls, measuring apparatus and handling equipment', () => {
    // "Remocon" is the Korean and Japanese trade word for a remote control (리모컨, リモコン), written in Latin letters.
    expect(firstConcept('Remocon, infrared, black', 'en')?.id).toBe('remote_controls');
    expect(firstConcept('measuring appliance for torque', 'en')?.id).toBe('measuring_instruments');
    expect(firstConcept('electronic measuring apparatus', 'en')?.id).toBe('measuring_instruments');
    expect(firstConcept('pallet handling equipment', 'en')?.id).toBe('conveyors_lifts');
  });

  it('meets goods named in the plural only by their plural: a slack, a wedge or a nut is no garment, shoe or food', () => {
    expect(lookupGlossary('brake slack adjust lever', 'en').map((match) => match.concept.id)).not.toContain('trousers');
    expect(firstConcept('grey wool slacks', 'en')?.id).toBe('trousers');
    expect(lookupGlossary('steel wedge for splitting logs', 'en').map((match) => match.concept.id)).not.toContain('shoes');
    expect(firstConcept('cork wedges', 'en')?.id).toBe('shoes');
    // A single nut is the fastener; edible nuts are named in the plural or by their kind, in either number.
    expect(lookupGlossary('NUT, M12 ZINC PLATED', 'en').map((match) => match.concept.id)).toEqual(['threaded_nuts']);
    expect(firstConcept('pine nut kernels, roasted', 'en')?.id).toBe('nuts');
    expect(firstConcept('macadamia nut halves', 'en')?.id).toBe('macadamia');
    expect(lookupGlossary('premium nuts gift box', 'en').map((match) => match.concept.id)).toContain('nuts');
    // A bracket in heading 8302 (a motor vehicle named) is a mounting suitable for motor vehicles, 8302.30.
    expect(defaultSubheading('bracket', '8302')).toBe('830230');
    // A set anchor (set into a drilled hole) is a fastener, not a ship's anchor of 7316.
    expect(firstConcept('M10 set anchor zinc plated', 'en')?.id).toBe('fasteners');
  });

  it('finds several products in one text', () => {
    const ids = lookupGlossary('남성 티셔츠 and 노트북 가방', 'ko').map((match) => match.concept.id);
    expect(ids).toEqual(expect.arrayContaining(['t_shirt', 'laptop_cases']));
  });

  it('reads malt sprouts as brewing waste and a dish drying mat as kitchenware, in Korean as declared', () => {
    // Malt culms screened off after kilning are brewing waste (2303.30, EN 23.03), not malt.
    expect(firstConcept('맥아근 사료용 25kg', 'ko')?.id).toBe('malt_sprouts');
    expect(firstConcept('dried malt culms', 'en')?.id).toBe('malt_sprouts');
    expect(firstConcept('볶은 맥아', 'ko')?.id).toBe('roasted_malt'); // malt still, but the roasted kind
    expect(firstConcept('접이식 드라잉매트 회색', 'ko')?.id).toBe('dish_drying_mats');
  });

  it('reads Korean alarm devices and systems and the other spelling of bookends', () => {
    expect(firstConcept('후방 접근 경보장치 12V', 'ko')?.id).toBe('alarms');
    expect(firstConcept('가스누출 경보 시스템', 'ko')?.id).toBe('alarms');
    expect(firstConcept('원목 북앤드 2개입', 'ko')?.id).toBe('bookends');
  });

  it('reads a cable gland as a fitting of its material, not a cable', () => {
    expect(firstConcept('방수 케이블 그랜드 PG13.5 황동', 'ko')?.id).toBe('cable_glands');
    expect(firstConcept('IP68 nylon cable glands assorted', 'en')?.id).toBe('cable_glands');
  });

  it('reads a Korean grain named with 쌀 as the hulled grain (1104), the grain alone as the cereal', () => {
    expect(firstConcept('국산 기장쌀 1kg', 'ko')?.id).toBe('worked_grains');
    expect(firstConcept('찰좁쌀 500g', 'ko')?.id).toBe('worked_grains');
    expect(firstConcept('수수쌀 4kg', 'ko')?.id).toBe('worked_grains');
    expect(firstConcept('찰수수 종자용', 'ko')?.id).toBe('other_cereals');
  });

  it('reads thermostats and temperature switches as 9032.10, the other regulators apart', () => {
    expect(firstConcept('바이메탈 온도스위치 85도', 'ko')?.default_subheading).toBe('903210');
    expect(firstConcept('Digital thermostat for heater, 220V', 'en')?.default_subheading).toBe('903210');
    expect(firstConcept('압력스위치 0-10bar', 'ko')?.id).toBe('regulators');
  });

  it('reads a maze ball as a puzzle toy (9503), no ball of 9506', () => {
    expect(firstConcept('Clear maze ball with 100 barriers', 'en')?.id).toBe('toys');
    expect(firstConcept('Handheld ball maze, wooden', 'en')?.id).toBe('toys');
  });

  it('reads a book club as no book, its own edition as one', () => {
    expect(firstConcept('Book Club art print, A4 giclee', 'en')?.id).not.toBe('books');
    expect(firstConcept('Book club mug, stoneware', 'en')?.id).not.toBe('books');
    expect(firstConcept('Book club edition, hardcover, 1974', 'en')?.id).toBe('books');
  });

  it('reads needle minders as permanent magnets of metal (8505.11), fridge magnets apart', () => {
    expect(firstConcept('Enamel fox needle minder for embroidery', 'en')?.default_subheading).toBe('850511');
    expect(firstConcept('Magnetic needle keeper, walnut', 'en')?.id).toBe('needle_minders');
    expect(firstConcept('Fridge magnet souvenir, 2 pcs', 'en')?.id).toBe('magnets');
  });

  it('tells the holders of tools (8466.10) from the holders of the work (8466.20)', () => {
    expect(firstConcept('Shrink fit tool holder HSK63 for milling', 'en')?.default_subheading).toBe('846610');
    expect(firstConcept('Keyless drill chuck 1-13 mm, B16', 'en')?.default_subheading).toBe('846610');
    expect(firstConcept('Hydraulic power chuck, 3 jaw, 10 inch', 'en')?.default_subheading).toBe('846620');
    expect(firstConcept('선반척 8인치 3조', 'ko')?.default_subheading).toBe('846620');
    expect(firstConcept('Porous ceramic vacuum chuck for wafer grinding', 'en')?.default_subheading).toBe('846620');
  });

  it('reads a vaporiser of liquefied gas as a machine of 8419.89, not a heat exchanger of 8419.50', () => {
    expect(firstConcept('Electric LPG vaporiser 50 kg/h for a forklift filling station', 'en')?.default_subheading).toBe('841989');
    expect(firstConcept('LNG기화기 공랭식', 'ko')?.default_subheading).toBe('841989');
    expect(firstConcept('Shell and tube heat exchanger, copper', 'en')?.id).toBe('heat_equipment');
  });

  it('gives the chlorides 2827 names their own subheadings, the rest of the heading none', () => {
    expect(firstConcept('Anhydrous calcium chloride prills 94 %', 'en')?.default_subheading).toBe('282720');
    expect(firstConcept('염화마그네슘 6수화물 제설용', 'ko')?.default_subheading).toBe('282731');
    expect(firstConcept('Ammonium chloride, technical grade, 25 kg bag', 'en')?.default_subheading).toBe('282710');
    expect(firstConcept('Zinc chloride solution 60 %', 'en')?.id).toBe('chlorides');
  });

  it('reads fibre jumpers and patch cords as optical fibre cables (8544.70), copper jumpers as cables', () => {
    expect(firstConcept('Fibre patch cord LC/UPC duplex, 2 m', 'en')?.default_subheading).toBe('854470');
    expect(firstConcept('Optical jumper cords SC-SC single mode, 5 m', 'en')?.default_subheading).toBe('854470');
    expect(firstConcept('Jumper wires male to female, 40 pcs', 'en')?.id).toBe('cables');
  });

  it('reads screen and pad printing machines as 8443.19, not the computer-fed printers of 8443.3x', () => {
    expect(firstConcept('Semi-automatic screen printing machine for T-shirts', 'en')?.default_subheading).toBe('844319');
    expect(firstConcept('SMT solder paste printer, fully automatic', 'en')?.default_subheading).toBe('844319');
    expect(firstConcept('스크린인쇄기 반자동', 'ko')?.default_subheading).toBe('844319');
    expect(firstConcept('Laser printer A4 mono', 'en')?.id).toBe('printers');
  });

  it('reads inductors and choke coils as 8504.50, transformers apart', () => {
    expect(firstConcept('SMD power inductor 10 uH, reel of 2000', 'en')?.default_subheading).toBe('850450');
    expect(firstConcept('Toroidal choke coils for inverters', 'en')?.default_subheading).toBe('850450');
    expect(firstConcept('Step-down transformer 220 V to 110 V', 'en')?.id).toBe('dry_transformers_small');
  });

  it('reads shop display fridges as 8418.50, mechanical seals as 8484.20, inverters as 8504.40 and folding cartons as 4819.20', () => {
    expect(firstConcept('Upright Display Fridge Beverage Cooler 800L', 'en')?.default_subheading).toBe('841850');
    expect(firstConcept('Pump Mechanical Seal Type 560', 'en')?.default_subheading).toBe('848420');
    expect(firstConcept('Pure Sine Wave Inverter 3000W', 'en')?.default_subheading).toBe('850440');
    expect(firstConcept('태양광인버터 5kW', 'ko')?.default_subheading).toBe('850440');
    expect(firstConcept('Folding carton 350gsm', 'en')?.default_subheading).toBe('481920');
    expect(firstConcept('Hand Tools Set', 'en')?.attributes?.broad).toBe(true);
  });

  it('reads the kinds of components, pumps, fasteners and fittings that have subheadings of their own', () => {
    expect(firstConcept('Triac BTA16', 'en')?.default_subheading).toBe('854130');
    expect(firstConcept('Tụ điện màng 2.5uF', 'vi')?.default_subheading).toBe('853225');
    expect(firstConcept('Chiết áp 10k', 'vi')?.default_subheading).toBe('853340');
    expect(firstConcept('Dual op-amp', 'en')?.default_subheading).toBe('854233');
    expect(firstConcept('Gear pump', 'en')?.default_subheading).toBe('841360');
    expect(firstConcept('Latch needles', 'en')?.default_subheading).toBe('844851');
    expect(firstConcept('Brass eyelets', 'en')?.default_subheading).toBe('830810');
    expect(firstConcept('Press studs', 'en')?.default_subheading).toBe('960610');
    expect(firstConcept('Baby dummies', 'en')?.default_subheading).toBe('401490');
    expect(firstConcept('Condoms', 'en')?.default_subheading).toBe('401410');
    expect(firstConcept('Valve body', 'en')?.default_subheading).toBe('848190');
    expect(firstConcept('Basin mixer tap', 'en')?.default_subheading).toBe('848180');
    expect(firstConcept('Front bumper', 'en')?.default_subheading).toBe('870810');
  });

  it('gives the spirits 2208 names their own subheadings, other spirits none', () => {
    expect(firstConcept('Cognac XO 40 % vol, 700 ml', 'en')?.default_subheading).toBe('220820');
    expect(firstConcept('Kentucky straight bourbon whiskey, 750 ml', 'en')?.default_subheading).toBe('220830');
    expect(firstConcept('Spiced rum 35 % vol, 1 l', 'en')?.default_subheading).toBe('220840');
    expect(firstConcept('London dry gin 47 %', 'en')?.default_subheading).toBe('220850');
    expect(firstConcept('보드카 40도 500ml', 'ko')?.default_subheading).toBe('220860');
    expect(firstConcept('Irish cream liqueur 17 %', 'en')?.default_subheading).toBe('220870');
    expect(firstConcept('소주 360ml 20병', 'ko')?.id).toBe('spirits');
  });

  it('reads roasted malt apart from the other malt (1107.20 against 1107.10)', () => {
    expect(firstConcept('Crystal malt 120 EBC for brewing, 25 kg', 'en')?.default_subheading).toBe('110720');
    expect(firstConcept('Pilsner malt, 25 kg sack', 'en')?.id).toBe('malt');
  });

  it('reads medicaments by their active principle and medical goods by their own subheadings', () => {
    expect(firstConcept('Azithromycin Tablets 250 mg, 6 Tablets/Blister Card, Rx only', 'en')?.default_subheading).toBe('300420');
    expect(firstConcept('Pseudoephedrine HCl 30 mg Tablets, 24/Bx', 'en')?.default_subheading).toBe('300442');
    expect(firstConcept('Artemether 20 mg / Lumefantrine 120 mg Tablets', 'en')?.default_subheading).toBe('300460');
    expect(firstConcept('Levonorgestrel and Ethinyl Estradiol Tablets USP', 'en')?.default_subheading).toBe('300660');
    expect(firstConcept('Adalimumab Injection 40 mg/0.4 mL Prefilled Pen', 'en')?.default_subheading).toBe('300215');
    expect(firstConcept('Ostomy Pouch, Drainable, 2-Piece', 'en')?.default_subheading).toBe('300691');
    expect(firstConcept('Knee Prosthesis, Total, Cemented, Size 5', 'en')?.default_subheading).toBe('902131');
    expect(firstConcept('Intraocular Lens, Hydrophobic Acrylic, +21.0 D', 'en')?.default_subheading).toBe('902139');
    expect(firstConcept('Gamma Camera, Dual-Head SPECT', 'en')?.default_subheading).toBe('901814');
    expect(firstConcept('Exam Table Paper, Crepe, 18 in x 125 ft', 'en')?.default_subheading).toBe('481890');
  });

  it('reads a dose-bearing tablet as a medicament and a dram after a number as a vial size, neither a computer nor a memory chip', () => {
    expect(lookupGlossary('Vitamin C 500 mg, 100 Tablets', 'en').map((m) => m.concept.id)).not.toContain('tablet_computer');
    expect(lookupGlossary('Samsung Galaxy Tab A9 tablet 64GB', 'en').map((m) => m.concept.id)).toContain('tablet_computer');
    expect(lookupGlossary('Child-Resistant Vial Caps for 20 Dram Rx Vials', 'en').map((m) => m.concept.id)).not.toContain('memory_ics');
  });

  it('reads building and trade goods by their subheadings: fuel-fired water heaters, ducts, boards, roofing, glass and mesh', () => {
    expect(firstConcept('Natural Gas Tank Water Heater 50 Gal.', 'en')?.default_subheading).toBe('841919');
    expect(firstConcept('Tankless Gas Water Heater 199,000 BTU', 'en')?.default_subheading).toBe('841911');
    expect(firstConcept('3 Ton Multi-Position Air Handler w/ 10kW Heat Kit', 'en')?.default_subheading).toBe('841583');
    expect(firstConcept('Architectural Shingles, 32.8 sq. ft. per Bundle', 'en')?.default_subheading).toBe('680790');
    expect(firstConcept('2 in. x 4 ft. x 8 ft. EPS Foam Board', 'en')?.default_subheading).toBe('392111');
    expect(firstConcept('1/4 in. Low-E Coated Glass Sheet', 'en')?.default_subheading).toBe('700510');
    expect(firstConcept('Expanded Metal Lath, Galvanized', 'en')?.default_subheading).toBe('731450');
    expect(firstConcept('Gach lat nen ceramic 400x400mm', 'vi')?.id).toBe('ceramic_tiles');
    expect(lookupGlossary('33 in. Fireclay Farmhouse Apron Front Single Bowl Kitchen Sink', 'en').map((m) => m.concept.id)).not.toContain('clothing');
  });

  it('reads industrial supplies in Korean and Japanese by kind: coated and plastic gloves, hoses, masks, welders, terminal blocks', () => {
    expect(firstConcept('NBR 코팅장갑 13G 손바닥코팅', 'ko')?.default_subheading).toBe('611610');
    expect(firstConcept('PE 위생장갑 일회용 200매', 'ko')?.default_subheading).toBe('392620');
    expect(firstConcept('油圧ホース 1層ワイヤーブレード 1/2"', 'ja')?.id).toBe('hydraulic_hoses');
    expect(firstConcept('CO2 용접기 350A 반자동', 'ko')?.default_subheading).toBe('851531');
    expect(firstConcept('단자대 터미널블럭 600V 20A 10P', 'ko')?.default_subheading).toBe('853690');
    expect(firstConcept('制御弁式鉛蓄電池 12V 7Ah UPS用', 'ja')?.default_subheading).toBe('850720');
    expect(lookupGlossary('공업용 중성세제 18L 말통', 'ko').map((m) => m.concept.id)).not.toContain('metal_containers');
  });

  it('reads a Japanese declaration\'s packing after its quantity as packing, not goods', () => {
    expect(lookupGlossary('氷酢酸 99.8% CAS 64-19-7 IBCコンテナ', 'ja')[0]?.concept.id).toBe('acetic_acid');
    expect(lookupGlossary('酸化亜鉛 ZnO 99.5% 20kg紙袋', 'ja').map((m) => m.concept.id)).not.toContain('paper');
    expect(firstConcept('高純度アルゴンガス 99.999% 47Lボンベ充填', 'ja')?.id).toBe('industrial_gases');
  });

  it('reads auto parts and machinery by their own subheadings', () => {
    expect(firstConcept('D2S Xenon HID Headlight Bulbs 6000K 35W', 'en')?.default_subheading).toBe('853932');
    expect(firstConcept('Clutch Facing 11" OD Woven Non-Asbestos Unmounted', 'en')?.default_subheading).toBe('681389');
    expect(firstConcept('Máy tách màu gạo (Rice color sorter) 5 máng', 'vi')?.default_subheading).toBe('843710');
    expect(firstConcept('Lò hơi ống lửa đốt dầu (fire tube steam boiler) 2 tấn hơi/h', 'vi')?.default_subheading).toBe('840219');
  });
});

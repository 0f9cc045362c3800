/**
 * The explain stage's wording in the four answer languages. Official tariff texts and the notes'
 * own words are quoted as they are (never translated); everything the engine says itself is here.
 */
import type { Fact } from '../glossary';
import type { Lang } from '../types';

export interface Phrases {
  list(items: string[]): string;
  quote(text: string): string;
  summary: {
    proposed(code: string, text: string): string;
    review(code: string, text: string): string;
    info(code: string, text: string, facts: string): string;
    none(market: string): string;
  };
  factor: {
    product(product: string): string;
    material(material: string): string;
    fact(fact: string, value: string): string;
    use(use: string): string;
    precedents(votes: number, total: number, hs6: string, ruling: string, text: string): string;
    text(hs6: string, terms: string): string;
    glossary(heading: string): string;
    rating(hs6: string): string;
    kind(hs6: string): string;
    share(hs6: string): string;
    noteIncludes(note: string): string;
    tree(heading: string, hs6: string): string;
    national(code: string, hs6: string): string;
  };
  uncertainty: {
    missing(fact: string): string;
    runnerUp(code: string, text: string, percent: number): string;
    /** The second scores higher than the first, which a check of the stated facts or the notes put ahead of it. */
    runnerAhead(code: string, text: string): string;
    shares(code: string, composition: string): string;
    conflict(note: string, code: string): string;
    noteReported(note: string, code: string): string;
    noPrecedent(): string;
    precedentsSplit(codes: string): string;
    headingOnly(hs6: string): string;
    lowConfidence(confidence: string): string;
    demo(): string;
    noProduct(): string;
  };
  reasoning: {
    first(code: string, reasons: string): string;
    sibling(code: string, winner: string): string;
    otherHeading(code: string, heading: string): string;
    excluded(code: string, note: string): string;
    /** A line whose fibre shares ("containing 85 percent or more by weight of cotton") the stated composition does not meet. */
    shares(code: string, composition: string): string;
    weak(): string;
  };
  because: {
    precedents(votes: number): string;
    text(rank: number): string;
    glossary(): string;
    vector(): string;
    attributes(): string;
    note(note: string): string;
    partFamily(): string;
  };
  check: {
    codeExists(code: string): string;
    noLine(hs6: string): string;
    declarable(): string;
    notDeclarable(): string;
    notesOk(): string;
    notesExclude(note: string): string;
    material(material: string): string;
    noMaterial(): string;
    official(): string;
    sample(): string;
  };
  question: Record<Fact, string>;
  facts: Record<Fact | 'product_type', string>;
  values: Record<string, string>;
}

const EN: Phrases = {
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
  quote: (text) => `“${text}”`,
  summary: {
    proposed: (code, text) => `Proposed: ${code} (${text}).`,
    review: (code, text) => `Most likely ${code} (${text}); a reviewer should confirm it.`,
    info: (code, text, facts) => `${code} (${text}) leads, but the description does not say ${facts}; answer the questions to decide.`,
    none: (market) => `No line of the ${market} schedule matches this description.`,
  },
  factor: {
    product: (product) => `Read as: ${product}.`,
    material: (material) => `Chief material: ${material}.`,
    fact: (fact, value) => `${capital(fact)}: ${value}.`,
    use: (use) => `Use: ${use}.`,
    precedents: (votes, total, hs6, ruling, text) => `${votes} of the ${total} closest rulings classify similar goods in ${hs6}, e.g. ${ruling}: “${text}”.`,
    text: (hs6, terms) => `The words ${terms} match the text of ${hs6}.`,
    glossary: (heading) => `The product glossary places these goods in heading ${heading}.`,
    rating: (hs6) => `The rating or size the description states lies within the bounds of ${hs6}.`,
    kind: (hs6) => `The kind the description states (engine, supply, form) is the one ${hs6} names.`,
    share: (hs6) => `The fibre shares the description states meet those the text of ${hs6} sets.`,
    noteIncludes: (note) => `${note} admits goods of this construction.`,
    tree: (heading, hs6) => `GRI 1 and 6: heading ${heading} was chosen first, then subheading ${hs6} among its siblings.`,
    national: (code, hs6) => `${code} is the declarable line under ${hs6} whose own text fits best.`,
  },
  uncertainty: {
    missing: (fact) => `The description does not say ${fact}.`,
    runnerUp: (code, text, percent) => `${code} (${text}) scores almost as high (${percent} % of the first).`,
    runnerAhead: (code, text) => `${code} (${text}) scores higher on its own; the checks of the stated facts and the notes put it second.`,
    shares: (code, composition) => `The stated composition (${composition}) does not meet the fibre shares ${code} sets; check the composition or the line.`,
    conflict: (note, code) => `${note} excludes these goods from ${code}.`,
    noteReported: (note, code) => `${note} may send these goods away from ${code}; check it.`,
    noPrecedent: () => 'No close ruling on similar goods was found.',
    precedentsSplit: (codes) => `The closest rulings disagree: ${codes}.`,
    headingOnly: (hs6) => `The schedule has no declarable line under ${hs6}.`,
    lowConfidence: (confidence) => `Confidence is only ${confidence}.`,
    demo: () => 'The schedule is sample data, not an official text.',
    noProduct: () => 'The product itself was not recognised; the candidates rest on the words alone.',
  },
  reasoning: {
    first: (code, reasons) => `${code} ranks first: ${reasons}.`,
    sibling: (code, winner) => `${code} is a sibling subheading; ${winner} fits the description better.`,
    otherHeading: (code, heading) => `${code} belongs to another heading; heading ${heading} fits the description better.`,
    excluded: (code, note) => `${code} is ruled out by ${note}.`,
    shares: (code, composition) => `${code} sets fibre shares the stated composition (${composition}) does not meet.`,
    weak: () => 'only a loose match of the words',
  },
  because: {
    precedents: (votes) => (votes === 1 ? 'a close ruling agrees' : `${votes} close rulings agree`),
    text: (rank) => (rank === 1 ? 'its text matches the words best' : `its text is the ${ordinal(rank)} best match of the words`),
    glossary: () => 'the glossary names its heading',
    vector: () => 'its meaning is close to the description',
    attributes: () => 'the facts read from the description fit it',
    note: (note) => `${note} admits the goods`,
    partFamily: () => 'rulings on part numbers of the same family are filed here',
  },
  check: {
    codeExists: (code) => `${code} is in the schedule`,
    noLine: (hs6) => `no line of the schedule under ${hs6}`,
    declarable: () => 'a declarable line (no subdivision below it)',
    notDeclarable: () => 'not a declarable line',
    notesOk: () => 'no section or chapter note excludes these goods',
    notesExclude: (note) => `${note} excludes these goods`,
    material: (material) => `chief material ${material}`,
    noMaterial: () => 'no material stated',
    official: () => 'official schedule text',
    sample: () => 'sample data',
  },
  question: {
    material: 'What is the chief material (by weight)?',
    construction: 'Is the fabric knitted (or crocheted) or woven?',
    gender: 'Who is it made for?',
    state: 'In what state are the goods presented?',
    use: 'What is it mainly used for?',
    power_source: 'How is it powered?',
    upper_material: 'What is the upper made of?',
    sole_material: 'What is the outer sole made of?',
    petroleum: 'Does it contain petroleum (mineral) oils?',
  },
  facts: {
    material: 'the material', construction: 'whether it is knitted or woven', gender: 'who it is made for', state: 'the state (fresh, frozen, dried …)', use: 'what it is used for',
    power_source: 'how it is powered', upper_material: 'what the upper is made of', sole_material: 'what the sole is made of', petroleum: 'whether it contains petroleum oils', product_type: 'what the product is',
  },
  values: {
    knitted: 'knitted or crocheted', woven: 'woven (not knitted)', nonwoven: 'non-woven', men: "men's or boys'", women: "women's or girls'", boys: "boys'", girls: "girls'", babies: "babies'", unisex: 'unisex',
    live: 'live', fresh: 'fresh or chilled', chilled: 'chilled', frozen: 'frozen', dried: 'dried, salted or smoked', salted: 'salted', smoked: 'smoked', cooked: 'cooked', prepared: 'prepared or preserved', preserved: 'preserved',
    electric: 'electric', battery: 'battery-powered', manual: 'hand-operated, not electric', engine: 'engine-driven',
    'stainless steel': 'stainless steel', steel: 'steel', iron: 'iron', polyester: 'polyester', nylon: 'nylon', plastic: 'plastic', ceramic: 'ceramic', linen: 'linen', viscose: 'viscose',
    cotton: 'cotton', wool: 'wool or fine animal hair', 'synthetic fibres': 'synthetic fibres (polyester, nylon …)', 'artificial fibres': 'artificial fibres (viscose …)', silk: 'silk', leather: 'leather',
    plastics: 'plastics', rubber: 'rubber', 'rubber or plastics': 'rubber or plastics', textile: 'textile materials', wood: 'wood', 'iron or steel': 'iron or steel', aluminium: 'aluminium', copper: 'copper', glass: 'glass', porcelain: 'porcelain or china', paper: 'paper or paperboard',
    silver: 'silver', 'precious metal': 'gold, platinum or other precious metal', 'gold-filled': 'base metal clad with gold (gold-filled)', 'base metal': 'base metal (steel, brass …), plated or not', gemstones: 'precious or semi-precious stones', pearls: 'pearls', petroleum: 'contains petroleum oils', not_petroleum: 'contains no petroleum oils (synthetic, ester, vegetable …)',
  },
};

const VI: Phrases = {
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`),
  quote: (text) => `“${text}”`,
  summary: {
    proposed: (code, text) => `Đề xuất: ${code} (${text}).`,
    review: (code, text) => `Nhiều khả năng là ${code} (${text}); cần người kiểm tra xác nhận.`,
    info: (code, text, facts) => `${code} (${text}) đang dẫn đầu, nhưng mô tả chưa nêu ${facts}; hãy trả lời các câu hỏi để quyết định.`,
    none: (market) => `Không có dòng nào trong biểu thuế ${market} khớp với mô tả này.`,
  },
  factor: {
    product: (product) => `Được hiểu là: ${product}.`,
    material: (material) => `Vật liệu chính: ${material}.`,
    fact: (fact, value) => `${capital(fact)}: ${value}.`,
    use: (use) => `Công dụng: ${use}.`,
    precedents: (votes, total, hs6, ruling, text) => `${votes} trong ${total} quyết định phân loại gần nhất xếp hàng tương tự vào ${hs6}, ví dụ ${ruling}: “${text}”.`,
    text: (hs6, terms) => `Các từ ${terms} khớp với nội dung của ${hs6}.`,
    glossary: (heading) => `Bảng thuật ngữ sản phẩm xếp hàng này vào nhóm ${heading}.`,
    rating: (hs6) => `Thông số (công suất, dung tích, kích thước) mà mô tả nêu nằm trong giới hạn của phân nhóm ${hs6}.`,
    kind: (hs6) => `Loại mà mô tả nêu (động cơ, nguồn điện, dạng) đúng với loại mà phân nhóm ${hs6} ghi.`,
    share: (hs6) => `Tỷ lệ xơ mà mô tả nêu đáp ứng tỷ lệ mà phân nhóm ${hs6} quy định.`,
    noteIncludes: (note) => `${note} chấp nhận hàng có cấu tạo này.`,
    tree: (heading, hs6) => `Quy tắc 1 và 6: chọn nhóm ${heading} trước, sau đó chọn phân nhóm ${hs6} trong các phân nhóm cùng cấp.`,
    national: (code, hs6) => `${code} là dòng khai báo được thuộc ${hs6} có mô tả phù hợp nhất.`,
  },
  uncertainty: {
    missing: (fact) => `Mô tả chưa nêu ${fact}.`,
    runnerUp: (code, text, percent) => `${code} (${text}) có điểm gần bằng (${percent} % so với phương án đầu).`,
    runnerAhead: (code, text) => `${code} (${text}) có điểm riêng cao hơn; việc đối chiếu các dữ kiện đã nêu và các chú giải đặt nó ở vị trí thứ hai.`,
    shares: (code, composition) => `Thành phần đã nêu (${composition}) không đáp ứng tỷ lệ xơ mà ${code} quy định; hãy kiểm tra lại thành phần hoặc dòng thuế.`,
    conflict: (note, code) => `${note} loại trừ hàng này khỏi ${code}.`,
    noteReported: (note, code) => `${note} có thể đưa hàng này ra khỏi ${code}; cần kiểm tra.`,
    noPrecedent: () => 'Không tìm thấy quyết định phân loại nào gần với hàng tương tự.',
    precedentsSplit: (codes) => `Các quyết định gần nhất không thống nhất: ${codes}.`,
    headingOnly: (hs6) => `Biểu thuế không có dòng khai báo được thuộc ${hs6}.`,
    lowConfidence: (confidence) => `Độ tin cậy chỉ là ${confidence}.`,
    demo: () => 'Biểu thuế là dữ liệu mẫu, không phải văn bản chính thức.',
    noProduct: () => 'Chưa nhận ra chính sản phẩm; các phương án chỉ dựa trên từ ngữ.',
  },
  reasoning: {
    first: (code, reasons) => `${code} đứng đầu: ${reasons}.`,
    sibling: (code, winner) => `${code} là phân nhóm cùng cấp; ${winner} phù hợp với mô tả hơn.`,
    otherHeading: (code, heading) => `${code} thuộc nhóm khác; nhóm ${heading} phù hợp với mô tả hơn.`,
    excluded: (code, note) => `${code} bị loại trừ bởi ${note}.`,
    shares: (code, composition) => `${code} quy định tỷ lệ xơ mà thành phần đã nêu (${composition}) không đáp ứng.`,
    weak: () => 'chỉ khớp lỏng về từ ngữ',
  },
  because: {
    precedents: (votes) => `${votes} quyết định phân loại gần nhất đồng ý`,
    text: (rank) => (rank === 1 ? 'mô tả của nó khớp từ ngữ tốt nhất' : `mô tả của nó khớp từ ngữ tốt thứ ${rank}`),
    glossary: () => 'bảng thuật ngữ chỉ đúng nhóm của nó',
    vector: () => 'ý nghĩa gần với mô tả',
    attributes: () => 'các đặc điểm đọc được từ mô tả phù hợp',
    note: (note) => `${note} chấp nhận hàng này`,
    partFamily: () => 'các quyết định về mã linh kiện cùng họ được xếp vào đây',
  },
  check: {
    codeExists: (code) => `${code} có trong biểu thuế`,
    noLine: (hs6) => `biểu thuế không có dòng nào thuộc ${hs6}`,
    declarable: () => 'dòng khai báo được (không có phân nhánh bên dưới)',
    notDeclarable: () => 'không phải dòng khai báo được',
    notesOk: () => 'không có chú giải phần hoặc chương nào loại trừ hàng này',
    notesExclude: (note) => `${note} loại trừ hàng này`,
    material: (material) => `vật liệu chính: ${material}`,
    noMaterial: () => 'chưa nêu vật liệu',
    official: () => 'văn bản biểu thuế chính thức',
    sample: () => 'dữ liệu mẫu',
  },
  question: {
    material: 'Vật liệu chính (theo trọng lượng) là gì?',
    construction: 'Vải là dệt kim (hoặc móc) hay dệt thoi?',
    gender: 'Sản phẩm dành cho ai?',
    state: 'Hàng được trình bày ở dạng nào?',
    use: 'Công dụng chính của sản phẩm là gì?',
    power_source: 'Sản phẩm hoạt động bằng nguồn gì?',
    upper_material: 'Mũ giày làm bằng vật liệu gì?',
    sole_material: 'Đế ngoài làm bằng vật liệu gì?',
    petroleum: 'Sản phẩm có chứa dầu có nguồn gốc từ dầu mỏ (dầu khoáng) không?',
  },
  facts: {
    material: 'vật liệu', construction: 'dệt kim hay dệt thoi', gender: 'dành cho ai', state: 'trạng thái (tươi, đông lạnh, khô …)', use: 'công dụng',
    power_source: 'nguồn năng lượng', upper_material: 'vật liệu mũ giày', sole_material: 'vật liệu đế giày', petroleum: 'có chứa dầu mỏ hay không', product_type: 'sản phẩm là gì',
  },
  values: {
    knitted: 'dệt kim hoặc móc', woven: 'dệt thoi (không dệt kim)', nonwoven: 'không dệt', men: 'nam giới hoặc bé trai', women: 'nữ giới hoặc bé gái', boys: 'bé trai', girls: 'bé gái', babies: 'trẻ sơ sinh', unisex: 'dùng chung nam nữ',
    live: 'sống', fresh: 'tươi hoặc ướp lạnh', chilled: 'ướp lạnh', frozen: 'đông lạnh', dried: 'khô, muối hoặc hun khói', salted: 'muối', smoked: 'hun khói', cooked: 'đã nấu chín', prepared: 'đã chế biến hoặc bảo quản', preserved: 'bảo quản',
    electric: 'dùng điện', battery: 'dùng pin', manual: 'thao tác bằng tay, không dùng điện', engine: 'chạy bằng động cơ',
    'stainless steel': 'thép không gỉ', steel: 'thép', iron: 'sắt', polyester: 'polyester', nylon: 'nylon', plastic: 'nhựa', ceramic: 'gốm', linen: 'vải lanh', viscose: 'viscose',
    cotton: 'bông', wool: 'lông cừu hoặc lông động vật loại mịn', 'synthetic fibres': 'xơ tổng hợp (polyester, nylon …)', 'artificial fibres': 'xơ tái tạo (viscose …)', silk: 'tơ tằm', leather: 'da thuộc',
    plastics: 'plastic', rubber: 'cao su', 'rubber or plastics': 'cao su hoặc plastic', textile: 'vật liệu dệt', wood: 'gỗ', 'iron or steel': 'sắt hoặc thép', aluminium: 'nhôm', copper: 'đồng', glass: 'thủy tinh', porcelain: 'sứ', paper: 'giấy hoặc bìa',
    silver: 'bạc', 'precious metal': 'vàng, bạch kim hoặc kim loại quý khác', 'gold-filled': 'kim loại cơ bản dát vàng (gold-filled)', 'base metal': 'kim loại cơ bản (thép, đồng thau …), mạ hoặc không', gemstones: 'đá quý hoặc đá bán quý', pearls: 'ngọc trai', petroleum: 'có chứa dầu mỏ', not_petroleum: 'không chứa dầu mỏ (tổng hợp, este, thực vật …)',
  },
};

const JA: Phrases = {
  list: (items) => items.join('、'),
  quote: (text) => `「${text}」`,
  summary: {
    proposed: (code, text) => `提案: ${code}（${text}）。`,
    review: (code, text) => `最も可能性が高いのは ${code}（${text}）です。審査担当者の確認が必要です。`,
    info: (code, text, facts) => `${code}（${text}）が有力ですが、説明に${facts}が書かれていません。質問に答えると決まります。`,
    none: (market) => `${market} の関税率表にこの説明に合う品目はありません。`,
  },
  factor: {
    product: (product) => `品目の読み取り: ${product}。`,
    material: (material) => `主な材質: ${material}。`,
    fact: (fact, value) => `${fact}: ${value}。`,
    use: (use) => `用途: ${use}。`,
    precedents: (votes, total, hs6, ruling, text) => `最も近い分類事例 ${total} 件のうち ${votes} 件が類似品を ${hs6} に分類しています（例: ${ruling}「${text}」）。`,
    text: (hs6, terms) => `${terms} という語が ${hs6} の文言と一致します。`,
    glossary: (heading) => `製品用語集はこの物品を第 ${heading} 項に分類しています。`,
    rating: (hs6) => `記載された定格又は寸法は ${hs6} の範囲内にあります。`,
    kind: (hs6) => `記載された種類（機関、電源、形状）は ${hs6} が定める種類と一致します。`,
    share: (hs6) => `記載された繊維の構成割合は ${hs6} が定める割合を満たします。`,
    noteIncludes: (note) => `${note} はこの製法の物品を含めています。`,
    tree: (heading, hs6) => `通則1及び6: まず第 ${heading} 項を選び、次に同じ項の号の中から ${hs6} を選びました。`,
    national: (code, hs6) => `${code} は ${hs6} の下で文言が最もよく合う申告可能な細分です。`,
  },
  uncertainty: {
    missing: (fact) => `説明に${fact}が書かれていません。`,
    runnerUp: (code, text, percent) => `${code}（${text}）もほぼ同じ評価です（首位の ${percent} %）。`,
    runnerAhead: (code, text) => `${code}（${text}）は単独の評価では上回りますが、記載事項と注の照合により 2 位になりました。`,
    shares: (code, composition) => `記載された構成（${composition}）は ${code} が定める繊維の割合を満たしません。構成か号を確認してください。`,
    conflict: (note, code) => `${note} によりこの物品は ${code} から除外されます。`,
    noteReported: (note, code) => `${note} によりこの物品が ${code} から外れる可能性があります。確認してください。`,
    noPrecedent: () => '類似品の近い分類事例は見つかりませんでした。',
    precedentsSplit: (codes) => `最も近い分類事例の判断が分かれています: ${codes}。`,
    headingOnly: (hs6) => `関税率表には ${hs6} の下に申告可能な細分がありません。`,
    lowConfidence: (confidence) => `信頼度は ${confidence} にとどまります。`,
    demo: () => '関税率表はサンプルデータであり、公式のものではありません。',
    noProduct: () => '製品そのものを特定できず、候補は語句の一致のみに基づいています。',
  },
  reasoning: {
    first: (code, reasons) => `${code} が首位です: ${reasons}。`,
    sibling: (code, winner) => `${code} は同じ項の別の号です。${winner} の方が説明に合います。`,
    otherHeading: (code, heading) => `${code} は別の項に属します。第 ${heading} 項の方が説明に合います。`,
    excluded: (code, note) => `${code} は ${note} により除外されます。`,
    shares: (code, composition) => `${code} が定める繊維の割合を、記載された構成（${composition}）は満たしません。`,
    weak: () => '語句がゆるく一致しているだけです',
  },
  because: {
    precedents: (votes) => `近い分類事例 ${votes} 件が一致`,
    text: (rank) => (rank === 1 ? '文言の一致が最も高い' : `文言の一致が ${rank} 番目に高い`),
    glossary: () => '用語集がその項を示している',
    vector: () => '意味が説明に近い',
    attributes: () => '説明から読み取った特徴に合う',
    note: (note) => `${note} がこの物品を含めている`,
    partFamily: () => '同系列の部品番号の分類事例がここに分類されている',
  },
  check: {
    codeExists: (code) => `${code} は関税率表にあります`,
    noLine: (hs6) => `関税率表に ${hs6} の細分がありません`,
    declarable: () => '申告可能な細分です（下位の細分はありません）',
    notDeclarable: () => '申告可能な細分ではありません',
    notesOk: () => 'この物品を除外する部注・類注はありません',
    notesExclude: (note) => `${note} がこの物品を除外します`,
    material: (material) => `主な材質: ${material}`,
    noMaterial: () => '材質の記載がありません',
    official: () => '公式の関税率表',
    sample: () => 'サンプルデータ',
  },
  question: {
    material: '主な材質（重量比）は何ですか？',
    construction: '生地はメリヤス編み（クロセ編み）ですか、それとも織物ですか？',
    gender: '誰向けの製品ですか？',
    state: 'どのような状態で提示されますか？',
    use: '主な用途は何ですか？',
    power_source: '動力源は何ですか？',
    upper_material: '甲の材質は何ですか？',
    sole_material: '本底の材質は何ですか？',
    petroleum: '石油（鉱物油）を含みますか？',
  },
  facts: {
    material: '材質', construction: '編物か織物か', gender: '対象（男性用・女性用など）', state: '状態（生鮮・冷凍・乾燥など）', use: '用途',
    power_source: '動力源', upper_material: '甲の材質', sole_material: '本底の材質', petroleum: '石油を含むかどうか', product_type: '製品の種類',
  },
  values: {
    knitted: 'メリヤス編み又はクロセ編み', woven: '織物（編物以外）', nonwoven: '不織布', men: '男子用', women: '女子用', boys: '男児用', girls: '女児用', babies: '乳児用', unisex: '男女兼用',
    live: '生きているもの', fresh: '生鮮又は冷蔵', chilled: '冷蔵', frozen: '冷凍', dried: '乾燥・塩蔵・くん製', salted: '塩蔵', smoked: 'くん製', cooked: '調理済み', prepared: '調製又は保存処理したもの', preserved: '保存処理したもの',
    electric: '電気式', battery: '電池式', manual: '手動（電気式でない）', engine: 'エンジン駆動',
    'stainless steel': 'ステンレス鋼', steel: '鋼', iron: '鉄', polyester: 'ポリエステル', nylon: 'ナイロン', plastic: 'プラスチック', ceramic: '陶磁器', linen: '亜麻', viscose: 'ビスコース',
    cotton: '綿', wool: '羊毛又は繊獣毛', 'synthetic fibres': '合成繊維（ポリエステル、ナイロンなど）', 'artificial fibres': '再生・半合成繊維（ビスコースなど）', silk: '絹', leather: '革',
    plastics: 'プラスチック', rubber: 'ゴム', 'rubber or plastics': 'ゴム又はプラスチック', textile: '紡織用繊維', wood: '木', 'iron or steel': '鉄鋼', aluminium: 'アルミニウム', copper: '銅', glass: 'ガラス', porcelain: '磁器', paper: '紙又は板紙',
    silver: '銀', 'precious metal': '金、白金その他の貴金属', 'gold-filled': '貴金属を張った卑金属（金張り）', 'base metal': '卑金属（鋼、黄銅など、めっきの有無を問わない）', gemstones: '貴石又は半貴石', pearls: '真珠', petroleum: '石油を含む', not_petroleum: '石油を含まない（合成油、エステル、植物油など）',
  },
};

const KO: Phrases = {
  list: (items) => items.join(', '),
  quote: (text) => `“${text}”`,
  summary: {
    proposed: (code, text) => `제안: ${code} (${text}).`,
    review: (code, text) => `가장 가능성이 높은 품목은 ${code} (${text})입니다. 검토자의 확인이 필요합니다.`,
    info: (code, text, facts) => `${code} (${text})이(가) 유력하지만 설명에 ${facts}이(가) 없습니다. 질문에 답하면 결정됩니다.`,
    none: (market) => `${market} 관세율표에 이 설명에 맞는 품목이 없습니다.`,
  },
  factor: {
    product: (product) => `읽은 품목: ${product}.`,
    material: (material) => `주재료: ${material}.`,
    fact: (fact, value) => `${fact}: ${value}.`,
    use: (use) => `용도: ${use}.`,
    precedents: (votes, total, hs6, ruling, text) => `가장 가까운 분류 사례 ${total}건 중 ${votes}건이 유사 물품을 ${hs6}에 분류했습니다 (예: ${ruling} “${text}”).`,
    text: (hs6, terms) => `${terms} 등의 단어가 ${hs6}의 품명과 일치합니다.`,
    glossary: (heading) => `제품 용어집은 이 물품을 제${heading}호로 분류합니다.`,
    rating: (hs6) => `설명에 기재된 정격 또는 치수가 ${hs6}의 범위에 들어갑니다.`,
    kind: (hs6) => `설명에 기재된 종류(기관, 전원, 형태)가 ${hs6}에 규정된 종류와 일치합니다.`,
    share: (hs6) => `설명에 기재된 섬유 구성 비율이 ${hs6}에 규정된 비율을 충족합니다.`,
    noteIncludes: (note) => `${note}은(는) 이러한 제법의 물품을 포함합니다.`,
    tree: (heading, hs6) => `통칙 1 및 6: 먼저 제${heading}호를 정하고, 그 호의 소호 중에서 ${hs6}을(를) 골랐습니다.`,
    national: (code, hs6) => `${code}은(는) ${hs6} 아래에서 품명이 가장 잘 맞는 신고 가능한 세번입니다.`,
  },
  uncertainty: {
    missing: (fact) => `설명에 ${fact}이(가) 나와 있지 않습니다.`,
    runnerUp: (code, text, percent) => `${code} (${text})도 거의 같은 점수입니다 (1위의 ${percent} %).`,
    runnerAhead: (code, text) => `${code} (${text})은(는) 점수만으로는 더 높지만, 기재된 사실과 주 규정의 검토로 2위가 되었습니다.`,
    shares: (code, composition) => `기재된 구성(${composition})은 ${code}에 규정된 섬유 비율을 충족하지 않습니다. 구성이나 세번을 확인하십시오.`,
    conflict: (note, code) => `${note}에 따라 이 물품은 ${code}에서 제외됩니다.`,
    noteReported: (note, code) => `${note}에 따라 이 물품이 ${code}에서 제외될 수 있으니 확인하십시오.`,
    noPrecedent: () => '유사 물품의 가까운 분류 사례를 찾지 못했습니다.',
    precedentsSplit: (codes) => `가장 가까운 분류 사례들의 판단이 갈립니다: ${codes}.`,
    headingOnly: (hs6) => `관세율표에 ${hs6} 아래 신고 가능한 세번이 없습니다.`,
    lowConfidence: (confidence) => `신뢰도가 ${confidence}에 불과합니다.`,
    demo: () => '관세율표가 공식 자료가 아닌 샘플 데이터입니다.',
    noProduct: () => '물품 자체를 인식하지 못해 후보는 단어 일치에만 근거합니다.',
  },
  reasoning: {
    first: (code, reasons) => `${code}이(가) 1위입니다: ${reasons}.`,
    sibling: (code, winner) => `${code}은(는) 같은 호의 다른 소호입니다. ${winner}이(가) 설명에 더 잘 맞습니다.`,
    otherHeading: (code, heading) => `${code}은(는) 다른 호에 속합니다. 제${heading}호가 설명에 더 잘 맞습니다.`,
    excluded: (code, note) => `${code}은(는) ${note}에 따라 제외됩니다.`,
    shares: (code, composition) => `기재된 구성(${composition})은 ${code}에 규정된 섬유 비율을 충족하지 않습니다.`,
    weak: () => '단어가 느슨하게 일치할 뿐입니다',
  },
  because: {
    precedents: (votes) => `가까운 분류 사례 ${votes}건이 일치`,
    text: (rank) => (rank === 1 ? '품명의 단어 일치가 가장 높음' : `품명의 단어 일치가 ${rank}번째로 높음`),
    glossary: () => '용어집이 해당 호를 가리킴',
    vector: () => '의미가 설명과 가까움',
    attributes: () => '설명에서 읽은 특징에 맞음',
    note: (note) => `${note}이(가) 이 물품을 포함함`,
    partFamily: () => '같은 계열 부품번호의 분류 사례가 이 호에 분류됨',
  },
  check: {
    codeExists: (code) => `${code}이(가) 관세율표에 있습니다`,
    noLine: (hs6) => `관세율표에 ${hs6} 아래 세번이 없습니다`,
    declarable: () => '신고 가능한 세번입니다(하위 세분 없음)',
    notDeclarable: () => '신고 가능한 세번이 아닙니다',
    notesOk: () => '이 물품을 제외하는 부 주·류 주가 없습니다',
    notesExclude: (note) => `${note}이(가) 이 물품을 제외합니다`,
    material: (material) => `주재료: ${material}`,
    noMaterial: () => '재질이 기재되지 않았습니다',
    official: () => '공식 관세율표',
    sample: () => '샘플 데이터',
  },
  question: {
    material: '주재료(중량 기준)는 무엇입니까?',
    construction: '원단이 편물(메리야스 또는 크로셰)입니까, 직물입니까?',
    gender: '누구를 위한 제품입니까?',
    state: '물품은 어떤 상태로 제시됩니까?',
    use: '주된 용도는 무엇입니까?',
    power_source: '동력원은 무엇입니까?',
    upper_material: '갑피의 재질은 무엇입니까?',
    sole_material: '바깥 바닥의 재질은 무엇입니까?',
    petroleum: '석유(광유)를 함유합니까?',
  },
  facts: {
    material: '재질', construction: '편물인지 직물인지', gender: '사용 대상(남성용, 여성용 등)', state: '상태(신선, 냉동, 건조 등)', use: '용도',
    power_source: '동력원', upper_material: '갑피 재질', sole_material: '바닥 재질', petroleum: '석유 함유 여부', product_type: '물품의 종류',
  },
  values: {
    knitted: '메리야스 편물 또는 뜨개질 편물', woven: '직물(편물 외)', nonwoven: '부직포', men: '남성용 또는 소년용', women: '여성용 또는 소녀용', boys: '소년용', girls: '소녀용', babies: '유아용', unisex: '남녀공용',
    live: '살아 있는 것', fresh: '신선 또는 냉장', chilled: '냉장', frozen: '냉동', dried: '건조·염장·훈제', salted: '염장', smoked: '훈제', cooked: '조리한 것', prepared: '조제 또는 보존처리한 것', preserved: '보존처리한 것',
    electric: '전기식', battery: '배터리식', manual: '수동(전기식 아님)', engine: '엔진 구동',
    'stainless steel': '스테인리스강', steel: '강철', iron: '철', polyester: '폴리에스터', nylon: '나일론', plastic: '플라스틱', ceramic: '도자기', linen: '린넨', viscose: '비스코스',
    cotton: '면', wool: '양모 또는 섬수모', 'synthetic fibres': '합성섬유(폴리에스터, 나일론 등)', 'artificial fibres': '재생·반합성섬유(비스코스 등)', silk: '견', leather: '가죽',
    plastics: '플라스틱', rubber: '고무', 'rubber or plastics': '고무 또는 플라스틱', textile: '방직용 섬유', wood: '목재', 'iron or steel': '철강', aluminium: '알루미늄', copper: '구리', glass: '유리', porcelain: '자기', paper: '종이 또는 판지',
    silver: '은', 'precious metal': '금, 백금 또는 그 밖의 귀금속', 'gold-filled': '귀금속을 입힌 비금속(금장)', 'base metal': '비금속(강, 황동 등, 도금 여부 불문)', gemstones: '귀석 또는 반귀석', pearls: '진주', petroleum: '석유 함유', not_petroleum: '석유 미함유(합성유, 에스테르, 식물성 등)',
  },
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ordinal(n: number): string {
  const suffix = n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : n % 10 === 1 && n % 100 !== 11 ? 'st' : 'th';
  return `${n}${suffix}`;
}

export const PHRASES: Record<Lang, Phrases> = { en: EN, vi: VI, ja: JA, ko: KO };

/** A fact's value in the reader's language; a value the table does not know stays as read. */
export const valueLabel = (lang: Lang, value: string) => PHRASES[lang].values[value] ?? PHRASES.en.values[value] ?? value;

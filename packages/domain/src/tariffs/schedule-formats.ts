export const SCHEDULE_FORMATS = ['usitc-json', 'tcs-csv', 'eu-cn', 'vn-xlsx'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

/** Publisher facts of each market's schedule, used for versions an operator loads from a file. */
export const MARKET_SOURCES = {
  US: {
    name: 'Harmonized Tariff Schedule of the United States',
    national_digits: 10,
    source_name: 'U.S. International Trade Commission (USITC), HTS export',
    source_url: 'https://hts.usitc.gov/',
    official_domains: ['hts.usitc.gov', 'usitc.gov', 'cbp.gov'],
  },
  EU: {
    name: 'EU Combined Nomenclature',
    national_digits: 8,
    source_name: 'European Union, Combined Nomenclature (Annex I to Regulation (EEC) No 2658/87)',
    source_url: 'https://op.europa.eu/en/web/eu-vocabularies/combined-nomenclature',
    official_domains: ['eur-lex.europa.eu', 'op.europa.eu', 'ec.europa.eu', 'taxation-customs.ec.europa.eu'],
  },
  VN: {
    name: 'Vietnam Import Tariff',
    national_digits: 8,
    source_name: 'Vietnam import-export tariff (Decree 26/2023/ND-CP and amendments)',
    source_url: 'https://www.customs.gov.vn/',
    official_domains: ['customs.gov.vn', 'vbpl.vn', 'chinhphu.vn'],
  },
} as const;

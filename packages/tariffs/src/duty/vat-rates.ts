/**
 * Standard VAT rates of the 27 EU member states, in percent, as in force in the second half of 2025
 * (European Commission "VAT rates applied in the Member States", July 2025 edition, plus the changes it announced:
 * Finland 25.5% since 1 Sep 2024, Slovakia 23% since 1 Jan 2025, Estonia 24% since 1 Jul 2025, Romania 21% since
 * 1 Aug 2025). Import VAT uses the rate of the member state of destination. Reduced rates are not modelled.
 */
export const EU_STANDARD_VAT_PCT: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
};

export const EU_DEFAULT_DESTINATION = 'DE';

/** Vietnam: VAT Law 2024 (No. 48/2024/QH15), standard rate; 5% and 0% goods and the temporary 8% are not modelled. */
export const VN_STANDARD_VAT_PCT = 10;

/** The EU uses "EL" for Greece in VAT matters; ISO 3166 says "GR". */
export function euVatCountry(code: string | undefined): string | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  const iso = upper === 'EL' ? 'GR' : upper;
  return iso in EU_STANDARD_VAT_PCT ? iso : null;
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/**
 * Numbers in the script a reader expects: Bengali digits for Bengali (as
 * `Intl` writes them for bn-IN), the usual digits for English and Hindi.
 */
export function localDigits(text: string, code: string): string {
  if (!code.startsWith('bn')) return text;
  return text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit);
}

/** A count as the reader writes it, grouped the Indian way: "1,250", "১,২৫০", "1,00,000". */
export const formatCount = (count: number, code: string): string =>
  localDigits(count.toLocaleString('en-IN'), code);

/** Bengali ০–৯ and Devanagari ०–९: what a phone's Bengali or Hindi keyboard types for a number. */
const scriptDigits = /[\u09E6-\u09EF\u0966-\u096F]/g;

/**
 * Text with the digits of the town's scripts written 0–9, the rest as it was
 * typed. Every number, phone, price, code and day a person types goes through
 * here before it is checked or stored, so "৯৮৭৬৫ ৪৩২১০" and "९८७६५ ४३२१०" are
 * the same mobile as "98765 43210", and the data only ever holds 0–9.
 */
export function latinDigits(text: string): string {
  return text.replace(scriptDigits, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    return String(point - (point >= 0x09e6 ? 0x09e6 : 0x0966));
  });
}

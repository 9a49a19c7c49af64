const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/**
 * Numbers in the script a reader expects: Bengali digits for Bengali (as
 * `Intl` writes them for bn-IN), the usual digits for English and Hindi.
 */
export function localDigits(text: string, code: string): string {
  if (!code.startsWith('bn')) return text;
  return text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit);
}

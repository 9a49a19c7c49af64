import { formatCount, localDigits } from '../lib/i18n';
import { formatClockTime, formatDay } from '../lib/local-date';
import { formatRupees } from '../lib/money';
import { readablePhone } from './contact-card';

/**
 * One style for each kind of number, per language (docs/languages-and-offline.md,
 * "Digits, decided once"): numbers to dial and codes to read back in 0–9
 * everywhere; money, counts, days and times in the reader's digits (Bengali
 * ০–৯, Hindi and English 0–9).
 */
const bengaliDigit = /[০-৯]/;
const latinDigit = /[0-9]/;
const otherDigit = /[०-९]/;

describe('the digits of each kind of number', () => {
  it('writes phone and emergency numbers in 0–9 in every language', () => {
    for (const code of ['en', 'bn', 'hi'] as const) {
      for (const phone of ['9812345670', '03000-255100', '112', '108']) {
        const shown = readablePhone(phone);
        expect(shown, `${phone} in ${code}`).not.toMatch(bengaliDigit);
        expect(shown).not.toMatch(otherDigit);
        expect(shown.replace(/\D/g, '')).toBe(phone.replace(/\D/g, ''));
      }
    }
  });

  it('writes money, counts, days and times in the reader’s digits: ০–৯ in Bengali, 0–9 in Hindi', () => {
    for (const [code, theirs, others] of [
      ['bn', bengaliDigit, [latinDigit, otherDigit]],
      ['hi', latinDigit, [bengaliDigit, otherDigit]],
    ] as const) {
      for (const shown of [
        formatRupees(12_050, code),
        formatCount(1250, code),
        localDigits('3', code),
        formatDay('2026-11-24', code),
        formatClockTime('18:30', code),
      ]) {
        expect(shown, `${shown} in ${code}`).toMatch(theirs);
        for (const other of others) expect(shown).not.toMatch(other);
      }
    }
  });
});

import { localDigits } from '../../lib/i18n';

/** A length of time as a clock shows it ("0:07", "1:00"), in the reader's digits. */
export function clockOf(seconds: number, code: string): string {
  const whole = Math.max(0, Math.floor(seconds));
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return localDigits(text, code);
}

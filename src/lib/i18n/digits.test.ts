// @vitest-environment node
import { latinDigits, localDigits } from './digits';

describe('the digits a person types and reads', () => {
  it('reads Bengali and Devanagari digits as 0–9, and leaves every other character as typed', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(latinDigits('+৯১ ९८७६५-৪৩২১০')).toBe('+91 98765-43210');
    expect(latinDigits('১২৫.৫০')).toBe('125.50');
    expect(latinDigits('সোম, বৃহস্পতি')).toBe('সোম, বৃহস্পতি');
    expect(latinDigits('K7PX3M')).toBe('K7PX3M');
    // Other scripts' digits are not the town's: they stay, and a check refuses them.
    expect(latinDigits('١٢٣')).toBe('١٢٣');
  });

  it('writes Bengali readers’ numbers in Bengali digits, and Hindi and English readers’ in 0–9', () => {
    expect(localDigits('₹1,20,000.00', 'bn')).toBe('₹১,২০,০০০.০০');
    expect(localDigits('₹1,20,000.00', 'hi')).toBe('₹1,20,000.00');
    expect(localDigits('20', 'en')).toBe('20');
  });
});

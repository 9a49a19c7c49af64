// @vitest-environment node
import { sittingDayProblemMessages } from '../messages';
import { bookingFormMessages } from '../requests/messages';
import { locale, textOf } from '.';

afterEach(() => locale.set('en'));

describe('values put into a sentence', () => {
  it('writes a number in the reader’s digits, so no sentence mixes Bengali words and 0–9', async () => {
    const passengers = () => textOf(bookingFormMessages).passengersRange({ max: 4 });
    expect(passengers()).toBe('Choose from 1 to 4 passengers.');
    locale.set('bn');
    // The words arrive a moment after the language is chosen.
    await vi.waitFor(() => expect(passengers()).toBe('১ থেকে ৪ জন যাত্রী বেছে নিন।'));
    locale.set('hi');
    await vi.waitFor(() => expect(passengers()).toBe('1 से 4 यात्री चुनें।'));
  });

  it('puts text in as it is: what a person typed is quoted as they typed it', async () => {
    locale.set('bn');
    await vi.waitFor(() =>
      expect(textOf(sittingDayProblemMessages).notAWeek({ text: '6' })).toMatch(/^“6” মাসের/),
    );
  });
});

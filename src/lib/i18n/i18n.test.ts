// @vitest-environment node
import { sittingDayProblemMessages } from '../messages';
import { bookingFormMessages } from '../requests/messages';
import { locale, textOf } from '.';
import { commonMessages } from '../../components/messages';
import bnServer from '../../locales/bn/town/server.json';
import { fillSentence } from '../server-sentences';
import { withCaseEndings } from './case-endings';

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

describe('names in a Bengali sentence', () => {
  it('joins the case ending to the name by the language’s rule, not with a hyphen', async () => {
    locale.set('bn');
    const quantityOf = (name: string) => textOf(commonMessages).quantityOf({ name });
    await vi.waitFor(() => expect(quantityOf('অড়হর ডাল')).toBe('অড়হর ডালের পরিমাণ'));
    expect(quantityOf('চিনি')).toBe('চিনির পরিমাণ');
    // A figure or a name in Latin letters keeps the hyphen.
    expect(quantityOf('N95')).toBe('N95-এর পরিমাণ');
  });

  it('does the same in the server’s refusals', () => {
    const template = bnServer['town/server'].shopNotDeliveringThere;
    expect(
      fillSentence(
        template,
        { shop: 'মা তারা ভাণ্ডার', neighbourhood: 'রথতলা' },
        'bn',
        withCaseEndings,
      ),
    ).toMatch(/^মা তারা ভাণ্ডার রথতলায় /);
    expect(
      fillSentence(
        bnServer['town/server'].sittingDaysMissing,
        { doctor: 'ডাঃ রিনা ঘোষ' },
        'bn',
        withCaseEndings,
      ),
    ).toMatch(/^ডাঃ রিনা ঘোষের বসার দিন/);
  });
});

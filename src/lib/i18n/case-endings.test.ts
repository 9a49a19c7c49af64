// @vitest-environment node
import { withBengaliCase, withCaseEndings } from './case-endings';

describe('Bengali case endings joined to a name', () => {
  it('writes the genitive -র after a vowel sign and -এর after a consonant, never with a hyphen', () => {
    expect(withBengaliCase('অন্নপূর্ণা মুদিখানা', 'genitive')).toBe('অন্নপূর্ণা মুদিখানার');
    expect(withBengaliCase('মা তারা ভাণ্ডার', 'genitive')).toBe('মা তারা ভাণ্ডারের');
    expect(withBengaliCase('ডাঃ বিমল চক্রবর্তী', 'genitive')).toBe('ডাঃ বিমল চক্রবর্তীর');
    expect(withBengaliCase('সঞ্জীবনী ফার্মেসি', 'genitive')).toBe('সঞ্জীবনী ফার্মেসির');
    expect(withBengaliCase('অড়হর ডাল', 'genitive')).toBe('অড়হর ডালের');
    // য় and ড় are consonants, however they are encoded.
    expect(withBengaliCase('ডাঃ প্রসেনজিৎ রায়', 'genitive')).toBe('ডাঃ প্রসেনজিৎ রায়ের');
    expect(withBengaliCase('ডাঃ প্রসেনজিৎ রা\u09DF', 'genitive')).toBe('ডাঃ প্রসেনজিৎ রা\u09DFের');
    expect(withBengaliCase('হাসপাতাল মোড়', 'genitive')).toBe('হাসপাতাল মোড়ের');
  });

  it('minds the inherent vowel, conjuncts and the letters that change before a vowel', () => {
    // A conjunct ends in a consonant: -এর.
    expect(withBengaliCase('দত্ত', 'genitive')).toBe('দত্তের');
    expect(withBengaliCase('বাংলা তাঁত ঘর', 'genitive')).toBe('বাংলা তাঁত ঘরের');
    // A killed vowel (hasanta) gives way to the ending's.
    expect(withBengaliCase('বা\u0995\u09CD', 'genitive')).toBe('বাকের');
    // ৎ is written ত before a vowel, ং as ঙ.
    expect(withBengaliCase('প্রসেনজিৎ', 'genitive')).toBe('প্রসেনজিতের');
    expect(withBengaliCase('জগৎ', 'locative')).toBe('জগতে');
    expect(withBengaliCase('রং', 'genitive')).toBe('রঙের');
    // A vowel written as a letter of its own takes -য়ের.
    expect(withBengaliCase('বই', 'genitive')).toBe('বইয়ের');
    expect(withBengaliCase('ভাই', 'genitive')).toBe('ভাইয়ের');
    // A chandrabindu does not change the vowel it sits on.
    expect(withBengaliCase('খাঁ', 'genitive')).toBe('খাঁর');
  });

  it('writes the locative -য় after া, -তে after another vowel and -এ after a consonant', () => {
    expect(withBengaliCase('রথতলা', 'locative')).toBe('রথতলায়');
    expect(withBengaliCase('বাজার পাড়া', 'locative')).toBe('বাজার পাড়ায়');
    expect(withBengaliCase('রেল কলোনি', 'locative')).toBe('রেল কলোনিতে');
    expect(withBengaliCase('স্টেশন রোড', 'locative')).toBe('স্টেশন রোডে');
    expect(withBengaliCase('হাসপাতাল মোড়', 'locative')).toBe('হাসপাতাল মোড়ে');
  });

  it('joins -কে as it is', () => {
    expect(withBengaliCase('রহিম', 'objective')).toBe('রহিমকে');
    expect(withBengaliCase('মা', 'objective')).toBe('মাকে');
  });

  it('keeps the hyphen after a figure, a Latin name or a bracket, as Bengali print does', () => {
    expect(withBengaliCase('₹৫০.০০', 'genitive')).toBe('₹৫০.০০-এর');
    expect(withBengaliCase('TS-482913', 'genitive')).toBe('TS-482913-এর');
    expect(withBengaliCase('সকাল ৭:০০', 'locative')).toBe('সকাল ৭:০০-এ');
    expect(withBengaliCase('Annapurna Grocery', 'genitive')).toBe('Annapurna Grocery-এর');
    expect(withBengaliCase('থাইরয়েড পরীক্ষা (টি৩)', 'genitive')).toBe('থাইরয়েড পরীক্ষা (টি৩)-এর');
    expect(withBengaliCase('ডাঃ', 'genitive')).toBe('ডাঃ-এর');
  });
});

describe('a Bengali template with case endings after its placeholders', () => {
  const values: Record<string, string> = {
    shop: 'মা তারা ভাণ্ডার',
    neighbourhood: 'রথতলা',
    amount: '₹১০০.০০',
  };
  it('joins each ending to its value, and leaves the other placeholders to be filled', () => {
    expect(
      withCaseEndings(
        '{shop} কমপক্ষে {amount}-এর অর্ডার নেয়; {neighbourhood}-এ {shop}-এর লোক যায় না। {other}',
        (name) => values[name],
      ),
    ).toBe('{shop} কমপক্ষে ₹১০০.০০-এর অর্ডার নেয়; রথতলায় মা তারা ভাণ্ডারের লোক যায় না। {other}');
  });

  it('leaves a placeholder without a value, and an ending that runs into a longer word', () => {
    expect(withCaseEndings('{missing}-এর দাম', () => undefined)).toBe('{missing}-এর দাম');
    expect(withCaseEndings('{shop}-এরও', (name) => values[name])).toBe('{shop}-এরও');
  });
});

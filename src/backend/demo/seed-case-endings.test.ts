// @vitest-environment node
import { withBengaliCase } from '../../lib/i18n/case-endings';
import { collections } from '../../lib/models';
import { townDocuments } from './seed-town';

/**
 * Every name of the seed town as a Bengali sentence says it: the shop's, the
 * doctor's, the neighbourhood's written out in full, and every other seeded
 * Bengali name (products, tests, teachers, trades…) held to the rule's shape:
 * the ending joined on, never hyphenated, after a name that ends in a letter.
 */
const documents = townDocuments(new Date());
const bengaliNames = (collection: string) =>
  documents
    .filter((doc) => doc.collection === collection)
    .map((doc) => doc.data['nameBn'])
    .filter((name): name is string => typeof name === 'string' && name !== '');

describe('the seed town’s names in Bengali sentences', () => {
  it('says every shop’s name with its genitive', () => {
    expect(
      bengaliNames(collections.shops).map((name) => withBengaliCase(name, 'genitive')),
    ).toEqual([
      'অন্নপূর্ণা মুদিখানার',
      'মা তারা ভাণ্ডারের',
      'সেন ব্রাদার্স জেনারেল স্টোরের',
      'হারুর সবজির দোকানের',
      'রথতলা মাছ-মাংসের দোকানের',
      'ভাই ভাই ফলের দোকানের',
      'মা কালী মিষ্টান্ন ভাণ্ডারের',
      'দাদা বৌদি হোটেলের',
      'স্টেশন রোল কর্নারের',
      'নবগ্রাম মোবাইল পয়েন্টের',
      'বাংলা তাঁত ঘরের',
      'বই ঘর বই ও স্টেশনারির',
      'লাইফ কেয়ার মেডিক্যাল হলের',
      'সঞ্জীবনী ফার্মেসির',
    ]);
  });

  it('says every doctor’s name with its genitive', () => {
    expect(
      bengaliNames(collections.doctors).map((name) => withBengaliCase(name, 'genitive')),
    ).toEqual([
      'ডাঃ সুব্রত মণ্ডলের',
      'ডাঃ রিনা ঘোষের',
      'ডাঃ বিমল চক্রবর্তীর',
      'ডাঃ অমিতাভ দাসের',
      'ডাঃ শর্মিলা বন্দ্যোপাধ্যায়ের',
      'ডাঃ প্রসেনজিৎ রায়ের',
      'ডাঃ সঞ্জয় হালদারের',
      'ডাঃ মৌমিতা সাহার',
      'ডাঃ অরিজিৎ সরকারের',
      'ডাঃ তন্ময় পালের',
      'ডাঃ নাসরিন খাতুনের',
    ]);
  });

  it('says every neighbourhood with its genitive and its locative', () => {
    expect(
      bengaliNames(collections.neighbourhoods).map((name) => [
        withBengaliCase(name, 'genitive'),
        withBengaliCase(name, 'locative'),
      ]),
    ).toEqual([
      ['বাজার পাড়ার', 'বাজার পাড়ায়'],
      ['স্টেশন রোডের', 'স্টেশন রোডে'],
      ['স্কুল পাড়ার', 'স্কুল পাড়ায়'],
      ['হাসপাতাল মোড়ের', 'হাসপাতাল মোড়ে'],
      ['রথতলার', 'রথতলায়'],
      ['রেল কলোনির', 'রেল কলোনিতে'],
    ]);
  });

  it('joins the ending to every other seeded name that ends in a letter, with no hyphen', () => {
    const others = [
      collections.products,
      collections.labTests,
      collections.directory,
      collections.teachers,
      collections.serviceProviders,
      collections.emergencyContacts,
    ].flatMap(bengaliNames);
    expect(others.length).toBeGreaterThan(150);
    const wrong = others.flatMap((name) => {
      // The last character a letter, a vowel sign or a mark on one (ং ঁ ়).
      const last = name.codePointAt(name.length - 1) ?? 0;
      const endsInLetter =
        (last >= 0x0981 && last <= 0x09cc && last !== 0x0983) || (last >= 0x09ce && last <= 0x09df);
      const genitive = withBengaliCase(name, 'genitive');
      const locative = withBengaliCase(name, 'locative');
      const joined =
        endsInLetter &&
        !genitive.includes('-', name.length - 1) &&
        /(র|ের|য়ের)$/u.test(genitive) &&
        /(ে|য়|তে)$/u.test(locative) &&
        genitive.slice(0, name.length - 1) === name.slice(0, -1);
      const hyphenated = !endsInLetter && genitive === `${name}-এর` && locative === `${name}-এ`;
      return joined || hyphenated ? [] : [`${name}: ${genitive}, ${locative}`];
    });
    expect(wrong).toEqual([]);
  });
});

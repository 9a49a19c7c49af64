// @vitest-environment node
import { sentenceFor, sentences } from './customer-sentences';

const order = {
  status: 'ready' as const,
  number: 'TS-482913',
  customerName: 'Rina Das',
  shopName: 'Annapurna Grocery',
  shopNameBn: 'অন্নপূর্ণা গ্রোসারি',
  shopNameHi: 'अन्नपूर्णा ग्रोसरी',
};

describe('sentenceFor', () => {
  it('writes in the language the customer ordered in, whatever the sender reads', () => {
    expect(sentenceFor('shop', { ...order, language: 'hi' })).toBe(
      'नमस्ते Rina Das, अन्नपूर्णा ग्रोसरी से आपका ऑर्डर TS-482913 तैयार है। डिलीवरी वाले जल्द ही आपके पास पहुँचा देंगे।',
    );
    expect(sentenceFor('shop', { ...order, language: 'en' })).toBe(
      'Hello Rina Das, your order TS-482913 from Annapurna Grocery is ready. A delivery person will bring it to you soon.',
    );
  });

  it('writes in Bengali, the town’s language, to an order that kept none', () => {
    expect(sentenceFor('shop', order)).toBe(
      'নমস্কার Rina Das, অন্নপূর্ণা গ্রোসারি থেকে আপনার অর্ডার TS-482913 তৈরি। ডেলিভারির লোক শিগগিরই আপনার কাছে পৌঁছে দেবেন।',
    );
  });

  it('says what fits where the order is, and who is writing', () => {
    const en = { ...order, language: 'en' as const };
    expect(sentenceFor('shop', { ...en, status: 'placed' })).toMatch(
      /about your order TS-482913:$/,
    );
    expect(sentenceFor('shop', { ...en, status: 'accepted' })).toMatch(/we are preparing/);
    expect(sentenceFor('rider', { ...en, status: 'ready' })).toMatch(/to deliver\.$/);
    expect(sentenceFor('rider', { ...en, status: 'outForDelivery' })).toMatch(/is on its way/);
  });

  it('names the shop in English where it has no name in the customer’s language', () => {
    expect(
      sentenceFor('rider', {
        ...order,
        shopNameHi: undefined,
        language: 'hi',
        status: 'outForDelivery',
      }),
    ).toContain('Annapurna Grocery से आपका ऑर्डर');
  });
});

describe('the customer sentences in three languages', () => {
  const placeholders = (text: string) => [...(text.match(/\{\w+\}/g) ?? [])].sort();
  it('have the same sentences, each with the same placeholders, none empty', () => {
    for (const language of ['bn', 'hi'] as const) {
      expect(Object.keys(sentences[language]).sort()).toEqual(Object.keys(sentences.en).sort());
      for (const [key, english] of Object.entries(sentences.en)) {
        const theirs = sentences[language][key as keyof typeof sentences.en];
        expect(theirs.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(theirs), `${language}.${key}`).toEqual(placeholders(english));
      }
    }
  });
});

// @vitest-environment node
import { productCategories } from './product-categories';
import { searchKeyOf, wordsOf } from './search-words';
import { catalogueKeywords, categoryNamesOf, latinSpellings, latinSpellingsOf } from './town-words';

describe('the town’s words in Latin letters', () => {
  it('holds single words, each with lower-case Latin spellings a search box can match', () => {
    for (const [word, spellings] of Object.entries(latinSpellings)) {
      expect(wordsOf(word), word).toEqual([word.normalize('NFKD')]);
      expect(spellings.length, word).toBeGreaterThan(0);
      for (const spelling of spellings) {
        expect(wordsOf(spelling), `${word}: ${spelling}`).toEqual([spelling]);
        expect(spelling, word).toMatch(/^[a-z]+$/);
      }
    }
  });

  it('knows a Bengali word with its possessive ending, and nothing it does not hold', () => {
    expect(latinSpellingsOf(wordsOf('আলুর')[0] ?? '')).toContain('aloo');
    expect(latinSpellingsOf(wordsOf('মাছের')[0] ?? '')).toContain('maach');
    expect(latinSpellingsOf(wordsOf('প্যাঁজ')[0] ?? '')).toEqual([]);
    // Typed with the nukta as one letter or as two, प्याज़ is the same word.
    expect(latinSpellingsOf(wordsOf('\u092a\u094d\u092f\u093e\u095b')[0] ?? '')).toContain('pyaz');
    expect(latinSpellingsOf(wordsOf('\u092a\u094d\u092f\u093e\u091c\u093c')[0] ?? '')).toContain(
      'pyaz',
    );
  });
});

describe('a category’s names', () => {
  it('are its English name and the Bengali and Hindi the catalogue shows', () => {
    expect(categoryNamesOf('Medicines')).toEqual(['Medicines', 'ওষুধ', 'दवाइयाँ']);
    for (const category of productCategories) {
      expect(categoryNamesOf(category), category).toHaveLength(3);
    }
    expect(categoryNamesOf('Something new')).toEqual(['Something new']);
  });
});

describe('a product’s search words', () => {
  it('hold its names, its category in three languages and the Latin spellings among them', () => {
    const keywords = catalogueKeywords.products({
      name: 'Jyoti Potato',
      nameBn: 'জ্যোতি আলু',
      nameHi: 'ज्योति आलू',
      category: 'Vegetables',
    });
    for (const typed of ['potato', 'জ্যোতি', 'आलू', 'aloo', 'alu', 'vegetables', 'সবজি', 'sabzi']) {
      expect(keywords, typed).toContain(searchKeyOf(typed));
    }
    expect(keywords).toContain(searchKeyOf('सब्ज़ियाँ'));
  });
});

// @vitest-environment node
import {
  hasSearchText,
  keywordsFor,
  matchesKeywords,
  matchesQuery,
  namesOf,
  searchKeyOf,
  titlesOf,
  wordsOf,
} from './search-words';

describe('search words', () => {
  it('splits text into lower-case words of two letters or more', () => {
    expect(wordsOf('Gobindobhog Rice, 1 kg')).toEqual(['gobindobhog', 'rice', 'kg']);
  });

  it('stores every prefix so half-typed words match', () => {
    const keywords = keywordsFor('Rice');
    expect(keywords).toEqual(['ri', 'ric', 'rice']);
  });

  it('caps long words at twelve letters', () => {
    expect(keywordsFor('Chyawanprashavaleha')).toContain('chyawanprash');
    expect(keywordsFor('Chyawanprashavaleha')).not.toContain('chyawanprasha');
    expect(searchKeyOf('chyawanprashavaleha')).toBe('chyawanprash');
  });

  it('looks up the longest typed word', () => {
    expect(searchKeyOf('dal moong')).toBe('moong');
    expect(searchKeyOf(' ')).toBeNull();
  });

  it('checks every typed word against the stored words, as the server did the longest', () => {
    const keywords = keywordsFor('Moong Dal', 'মুগ ডাল');
    expect(matchesKeywords(keywords, 'dal moo')).toBe(true);
    expect(matchesKeywords(keywords, 'ডাল মুগ')).toBe(true);
    expect(matchesKeywords(keywords, 'masoor dal')).toBe(false);
    expect(matchesKeywords(undefined, 'dal')).toBe(false);
  });

  it('sees nothing to search for in emoji or punctuation alone', () => {
    for (const typed of ['🍚', '!!!', ' … ', '🙂 — ?'])
      expect(hasSearchText(typed), typed).toBe(false);
    for (const typed of ['a', 'চ', 'ৎ', '5', '🍚 rice'])
      expect(hasSearchText(typed), typed).toBe(true);
  });

  it('checks the remaining words locally', () => {
    expect(matchesQuery('Moong Dal (yellow)', 'dal moo')).toBe(true);
    expect(matchesQuery('Moong Dal', 'masoor dal')).toBe(false);
  });

  it('keeps Bengali and Hindi words whole, vowel signs and all', () => {
    // চ + া (a vowel sign, a mark) + ল: a split at the mark would leave nothing.
    expect(wordsOf('বাসমতী চাল ১ কেজি')).toEqual(
      ['বাসমতী', 'চাল', 'কেজি'].map((word) => word.normalize('NFKD')),
    );
    expect(wordsOf('बासमती चावल, 1 किलो')).toEqual(
      ['बासमती', 'चावल', 'किलो'].map((word) => word.normalize('NFKD')),
    );
    expect(wordsOf('সরষের তেল')).toHaveLength(2);
  });

  it('still drops Latin accents only', () => {
    expect(wordsOf('Café Crème')).toEqual(['cafe', 'creme']);
    expect(matchesQuery('Café', 'cafe')).toBe(true);
  });

  it('finds Bengali and Hindi words by their start', () => {
    const keywords = keywordsFor('Gobindobhog Rice', 'গোবিন্দভোগ চাল', 'गोबिंदभोग चावल');
    for (const typed of ['চাল', 'চা', 'গোবি', 'चावल', 'चा', 'rice']) {
      expect(keywords, typed).toContain(searchKeyOf(typed));
    }
    expect(matchesQuery('বাসমতী চাল', 'চা')).toBe(true);
    expect(matchesQuery('বাসমতী চাল', 'চাল বাস')).toBe(true);
    expect(matchesQuery('বাসমতী চাল', 'ডাল')).toBe(false);
    expect(matchesQuery('बासमती चावल', 'चाव')).toBe(true);
    expect(matchesQuery('बासमती चावल', 'दाल')).toBe(false);
  });

  it('treats a word typed with or without zero-width joiners, or precomposed, alike', () => {
    expect(wordsOf('র\u200d্যাক')).toEqual(wordsOf('র্যাক'));
    // ড় typed as one letter (U+09DC) or as ড + nukta.
    expect(searchKeyOf('\u09dc\u09bf')).toBe(searchKeyOf('\u09a1\u09bc\u09bf'));
  });

  it('lists a record’s names and a post’s titles in every language it has', () => {
    expect(namesOf({ name: 'Sugar', nameBn: 'চিনি', nameHi: 'चीनी' })).toEqual([
      'Sugar',
      'চিনি',
      'चीनी',
    ]);
    expect(namesOf({ name: 'Sugar', nameBn: 7 })).toEqual(['Sugar']);
    expect(titlesOf({ title: 'Fair', titleHi: 'मेला' })).toEqual(['Fair', 'मेला']);
  });
});

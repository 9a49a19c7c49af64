// @vitest-environment node
import { keywordsFor, matchesQuery, searchKeyOf, wordsOf } from './search-words';

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

  it('checks the remaining words locally', () => {
    expect(matchesQuery('Moong Dal (yellow)', 'dal moo')).toBe(true);
    expect(matchesQuery('Moong Dal', 'masoor dal')).toBe(false);
  });
});

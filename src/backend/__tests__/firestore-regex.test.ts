// @vitest-environment node
import { RE2JS as WhatFirestoreImports } from 're2js';
import { describe, expect, it } from 'vitest';
// RE2 itself, past the build's alias, to compare with.
import { RE2JS as RE2 } from '../../../node_modules/re2js/build/index.js';
import { RE2JS } from '../firebase/regex';

/**
 * The full Firestore SDK's `re2js` is JavaScript's RegExp (vite.config.ts):
 * it must answer as RE2 does for the patterns both dialects read, through the
 * two calls the SDK makes (`matches`: the whole text; `test`: anywhere).
 */

const patterns = [
  'dal',
  'd.l',
  '^mas',
  'dal$',
  'rice|dal',
  '[a-z]+',
  '[^0-9]+',
  '\\d{3}',
  'colou?r',
  '(ab)+',
  '.*',
  // What the SDK makes of a `like` pattern such as "%দাল": anchored, `%` as `.*`.
  '^.*দাল$',
  'মসুর|চাল',
];
const texts = [
  '',
  'dal',
  'masoor dal',
  'rice',
  '123',
  '12a',
  'color',
  'colour',
  'abab',
  'মসুর দাল',
  'a\ndal',
];

describe('the regular expressions the full Firestore SDK is built with', () => {
  it('are this module: the build gives the SDK JavaScript’s RegExp instead of RE2', () => {
    expect(WhatFirestoreImports).toBe(RE2JS);
  });

  it.each(patterns)('answer as RE2 does for /%s/', (pattern) => {
    const ours = RE2JS.compile(pattern);
    const re2 = RE2.compile(pattern);
    for (const text of texts) {
      expect([text, ours.matches(text), ours.test(text)]).toEqual([
        text,
        re2.matches(text),
        re2.test(text),
      ]);
    }
  });

  it('refuses a pattern it cannot read, as RE2 does, for the SDK to report', () => {
    expect(() => RE2JS.compile('(unclosed')).toThrow(SyntaxError);
    expect(() => RE2.compile('(unclosed')).toThrow();
  });
});

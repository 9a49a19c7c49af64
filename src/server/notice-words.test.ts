import { describe, expect, it } from 'vitest';
import bengali from '../locales/bn/server-notices.json';
import hindi from '../locales/hi/server-notices.json';
import { noticeText, noticeWords } from './notice-words';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('the notices’ words in Bengali and Hindi', () => {
  it.each([
    ['bn', bengali],
    ['hi', hindi],
  ] as const)('%s: has exactly the English keys, each with its placeholders', (_, words) => {
    const translated: Record<string, string> = words;
    expect(Object.keys(translated).sort()).toEqual(Object.keys(noticeWords).sort());
    for (const [key, english] of Object.entries(noticeWords)) {
      const theirs = translated[key] ?? '';
      expect(theirs.trim(), key).not.toBe('');
      expect(placeholders(theirs), key).toEqual(placeholders(english));
    }
  });

  it('writes amounts, counts and times as each reader does', () => {
    const params = { number: 'TS-482913', shop: 'Annapurna', totalAmount: 540_00 };
    expect(noticeText('newOrderBody', 'en', params)).toBe(
      'Annapurna · ₹540.00, cash on delivery. Open it to accept or reject it.',
    );
    expect(noticeText('newOrderBody', 'bn', { ...params, shop: 'অন্নপূর্ণা' })).toContain('৫৪০');
    expect(
      noticeText('gaveUpBody', 'bn', { number: 'TS-1', shop: 'অন্নপূর্ণা', minutes: 20 }),
    ).toContain('২০ মিনিটে');
    expect(noticeText('reminderBody', 'hi', { time: '14:05' })).toContain('2:05');
  });

  it('joins a Bengali case ending to a name as the screens do, and keeps the hyphen after a code', () => {
    expect(noticeText('chatLinked', 'bn', { shop: 'অন্নপূর্ণা মুদিখানা' })).toContain(
      'অন্নপূর্ণা মুদিখানার নতুন অর্ডার',
    );
    expect(noticeText('chatLinked', 'bn', { shop: 'অন্নপূর্ণা মুদিখানা' })).not.toContain('-এর');
    expect(noticeText('listGivenUpTitle', 'bn', { number: 'LS-734235' })).toContain('LS-734235-এর');
  });
});

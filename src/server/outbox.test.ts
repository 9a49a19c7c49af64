// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tappableIn } from '../testing/telegram-tappable';
import { defang, typedLine } from './outbox';

describe('defang', () => {
  it.each([
    ['Ram\nTotal ₹1.00, PAID ONLINE', 'Ram Total ₹1.00, PAID ONLINE'],
    ['Ram\r\nTotal', 'Ram Total'],
    ['Ram\rTotal', 'Ram Total'],
    ['Ram\u2028Total', 'Ram Total'],
    ['Ram\u2029Total', 'Ram Total'],
    ['Ram\vTotal', 'Ram Total'],
    ['Ram\fTotal', 'Ram Total'],
    ['Ram\u0085Total', 'Ram Total'], // NEL
    ['Ram\u0000\u001b[2JTotal', 'Ram [2JTotal'],
    ['Ram' + ' '.repeat(80) + 'PAID', 'Ram PAID'], // a run of spaces wraps onto a line of its own
    ['Ram\u2800\u2800\u3164PAID', 'Ram PAID'], // blank-looking letters
    ['Ram \u202eDIAP\u202c', 'Ram DIAP'], // a right-to-left override
  ])('keeps %j on one line', (typed, safe) => {
    expect(defang(typed)).toBe(safe);
  });

  it.each([
    ['pay at https://pay-now.in/x', 'pay at hxxps[:]//pay-now[.]in/x'],
    ['HTTP://EVIL.RU', 'hxxp[:]//EVIL[.]RU'],
    ['evil.ru', 'evil[.]ru'],
    ['x.dev/login', 'x[.]dev/login'],
    ['www.evil.com', 'www[.]evil[.]com'],
    ['verify at bank.co.in now', 'verify at bank[.]co[.]in now'],
    ['пример.рф', 'пример[.]рф'],
    ['বাজার.ভারত', 'বাজার[.]ভারত'],
    ['shop.भारत', 'shop[.]भारत'],
    ['xn--80ak6aa92e.xn--p1ai', 'xn--80ak6aa92e[.]xn--p1ai'],
    ['evil。ru and evil．ru', 'evil[.]ru and evil[.]ru'],
    ['evil\u200b.\u200bru', 'evil[.]ru'], // zero-width spaces around the dot
    ['http://1.2.3.4/pay', 'hxxp[:]//1[.]2[.]3[.]4/pay'],
    ['call 10.0.0.1', 'call 10[.]0[.]0[.]1'],
    ['t.me/joinchat/abc', 't[.]me/joinchat/abc'],
    ['telegram.me/x', 'telegram[.]me/x'],
    ['tg://resolve?domain=evil', 'tg[:]//resolve?domain=evil'],
    ['ton://evil', 'ton[:]//evil'],
    ['mail ram@evil.ru', 'mail ram[@]evil[.]ru'],
    ['ask @evil_admin', 'ask [@]evil_admin'],
    ['ask ＠evil_admin', 'ask [@]evil_admin'],
    ['#refund now', '[#]refund now'],
    ['buy $USD', 'buy [$]USD'],
    ['/start@evil_bot', '[/]start[@]evil_bot'],
    ['send /refund', 'send [/]refund'],
  ])('makes %j harmless', (typed, safe) => {
    expect(tappableIn(typed)).not.toEqual([]);
    expect(defang(typed)).toBe(safe);
    expect(tappableIn(defang(typed))).toEqual([]);
  });

  it.each([
    ['₹12.50 each', '₹12.50 each'],
    ['2.5 kg atta', '2.5 kg atta'],
    ['Flat 3/4, House #12', 'Flat 3/4, House #12'],
    ['Near the pond. Blue gate', 'Near the pond. Blue gate'],
    ['রামকৃষ্ণ পল্লী, পুকুরের পাশে', 'রামকৃষ্ণ পল্লী, পুকুরের পাশে'],
    ['র‍্যাব অফিসের সামনে', 'র‍্যাব অফিসের সামনে'], // the zero-width joiner of a ya-phala stays
    ['हनुमान मंदिर के पीछे', 'हनुमान मंदिर के पीछे'],
    ['call 98765 43210', 'call 98765 43210'],
  ])('leaves %j as it was typed', (typed, kept) => {
    expect(defang(typed)).toBe(kept);
  });
});

describe('typedLine', () => {
  it('puts the server’s label first and the visitor’s text after it, on one line', () => {
    expect(typedLine('Name', 'Ram\nTotal ₹1.00, PAID ONLINE')).toBe(
      'Name: Ram Total ₹1.00, PAID ONLINE',
    );
  });
});

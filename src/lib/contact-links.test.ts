// @vitest-environment node
import {
  callLink,
  encodeMessageText,
  MESSAGE_LINK_TEXT_MAX,
  smsLink,
  whatsappLink,
} from './contact-links';

describe('whatsappLink', () => {
  it('puts India’s 91 before the 10 digits, however the phone was written', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', '0091 9876543210']) {
      expect(whatsappLink(typed, ''), typed).toBe('https://wa.me/919876543210');
    }
  });

  it('reads a phone typed in Bengali or Devanagari digits', () => {
    expect(whatsappLink('৯৮৭৬৫ ৪৩২১০', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(whatsappLink('९८७६५४३२१०', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('gives no link for a phone that is not a mobile', () => {
    expect(whatsappLink('03000-255100', 'Hi')).toBeNull();
    expect(whatsappLink('12345', 'Hi')).toBeNull();
    expect(whatsappLink('', 'Hi')).toBeNull();
  });

  it('encodes Bengali and Hindi text so it arrives as written', () => {
    const bengali = 'আপনার অর্ডার TS-482913 তৈরি। ₹১৪০.০০';
    const link = whatsappLink('9876543210', bengali) ?? '';
    expect(link).toMatch(/^https:\/\/wa\.me\/919876543210\?text=[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(decodeURIComponent(new URL(link).searchParams.get('text') ?? '')).toBe(bengali);
    const hindi = 'आपका ऑर्डर TS-482913 तैयार है & रास्ते में #1';
    const hindiLink = new URL(whatsappLink('9876543210', hindi) ?? '');
    expect(hindiLink.searchParams.get('text')).toBe(hindi);
    expect(hindiLink.search).not.toContain('&');
    expect(hindiLink.hash).toBe('');
  });

  it('asks whom to send it to when there is no phone (Send to family)', () => {
    const link = whatsappLink(null, 'Order TS-1: https://town.example/findOrder/9876543210');
    expect(link).toBe(
      'https://wa.me/?text=Order%20TS-1%3A%20https%3A%2F%2Ftown.example%2FfindOrder%2F9876543210',
    );
  });
});

describe('smsLink and callLink', () => {
  it('write the mobile with +91, the SMS text in its body', () => {
    expect(smsLink('98765 43210', 'অর্ডার তৈরি')).toBe(
      `sms:+919876543210?body=${encodeURIComponent('অর্ডার তৈরি')}`,
    );
    expect(smsLink('৯৮৭৬৫৪৩২১০')).toBe('sms:+919876543210');
    expect(callLink('+91 ९८७६५ ४३२१०')).toBe('tel:+919876543210');
  });

  it('give no link for a phone that is not a mobile', () => {
    expect(smsLink('100', 'x')).toBeNull();
    expect(callLink('03000 255100')).toBeNull();
  });
});

describe('the length cap', () => {
  it('leaves a text that fits as it is', () => {
    const text = 'a'.repeat(MESSAGE_LINK_TEXT_MAX);
    expect(encodeMessageText(text)).toBe(text);
  });

  it('cuts a long Bengali text at a whole letter, with “…”, within the cap', () => {
    // "ক্ষ" is one letter made of three code points; it must never be cut in two.
    const text = 'ক্ষমা '.repeat(300);
    const encoded = encodeMessageText(text);
    expect(encoded.length).toBeLessThanOrEqual(MESSAGE_LINK_TEXT_MAX);
    const decoded = decodeURIComponent(encoded);
    expect(decoded.endsWith('…')).toBe(true);
    expect(text.startsWith(decoded.slice(0, -1))).toBe(true);
    expect(decoded.slice(0, -1)).toMatch(/(ক্ষমা |ক্ষমা|ক্ষম|ক্ষ)$/u);
    expect(decoded.length).toBeGreaterThan(100);
  });

  it('keeps a whole link under 2,000 characters for a long Hindi note', () => {
    const link = whatsappLink('9876543210', 'नमस्ते '.repeat(1000)) ?? '';
    expect(link.length).toBeLessThan(2000);
    expect(() => decodeURIComponent(link)).not.toThrow();
  });
});

// @vitest-environment node
import {
  isAppLink,
  isOpenLinkMessage,
  linkOfShown,
  readPushNotice,
  windowFor,
} from './push-notice';

const notice = {
  title: 'New order TS-482913',
  body: '2 items, ₹140.00',
  link: '/vendor/grocery?order=abc',
  tag: 'order-abc',
};

describe('readPushNotice', () => {
  it('reads an FCM data-only message, whose fields are under data', () => {
    expect(
      readPushNotice({ from: '1234', fcmMessageId: 'x', priority: 'high', data: notice }),
    ).toEqual(notice);
  });

  it('reads the fields themselves, as the Demo hands them', () => {
    expect(readPushNotice(notice)).toEqual(notice);
  });

  it('keeps Bengali and Hindi text as it is', () => {
    const bengali = { ...notice, title: 'নতুন অর্ডার TS-482913', body: 'দোকান গ্রহণ করেছে' };
    expect(readPushNotice({ data: bengali })).toEqual(bengali);
    expect(readPushNotice({ ...notice, title: 'ऑर्डर स्वीकार हुआ' })?.title).toBe('ऑर्डर स्वीकार हुआ');
  });

  it('opens the home page for a link that is not one of the app’s paths', () => {
    for (const link of [
      'https://evil.example/vendor',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'vendor/grocery',
      '/vendor\n/x',
      42,
    ]) {
      expect(readPushNotice({ ...notice, link })?.link, String(link)).toBe('/');
    }
  });

  it('refuses a payload with no title, or that is no object at all', () => {
    expect(readPushNotice({ data: { body: 'x' } })).toBeNull();
    expect(readPushNotice({ ...notice, title: '  ' })).toBeNull();
    expect(readPushNotice({ ...notice, title: 'x'.repeat(4001) })).toBeNull();
    expect(readPushNotice(null)).toBeNull();
    expect(readPushNotice('New order')).toBeNull();
  });

  it('takes a missing body or tag as empty', () => {
    expect(readPushNotice({ title: 'Hello' })).toEqual({
      title: 'Hello',
      body: '',
      link: '/',
      tag: '',
    });
  });
});

describe('isAppLink and the link a shown notice keeps', () => {
  it('accepts the app’s paths with a query', () => {
    expect(isAppLink('/findOrder/9876543210?order=abc')).toBe(true);
    expect(isAppLink('/')).toBe(true);
  });

  it('reads back a shown notice’s link, or the home page', () => {
    expect(linkOfShown({ link: '/admin/orders?order=x' })).toBe('/admin/orders?order=x');
    expect(linkOfShown({ link: 'https://evil.example' })).toBe('/');
    expect(linkOfShown(null)).toBe('/');
    expect(linkOfShown(undefined)).toBe('/');
  });

  it('knows the message that moves a window, and only with an app link', () => {
    expect(isOpenLinkMessage({ type: 'town-open-link', link: '/delivery/screen' })).toBe(true);
    expect(isOpenLinkMessage({ type: 'town-open-link', link: '//evil.example' })).toBe(false);
    expect(isOpenLinkMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isOpenLinkMessage(null)).toBe(false);
  });
});

describe('windowFor', () => {
  const origin = 'https://town.example';
  it('prefers a window already on the notice’s screen', () => {
    const urls = [`${origin}/`, `${origin}/vendor/grocery`, `${origin}/cart`];
    expect(windowFor(urls, '/vendor/grocery?order=abc', origin)).toBe(1);
  });

  it('takes any window of the app otherwise, and none of another site', () => {
    expect(
      windowFor(
        ['https://other.example/vendor/grocery', `${origin}/cart`],
        '/vendor/grocery',
        origin,
      ),
    ).toBe(1);
    expect(windowFor(['https://other.example/'], '/vendor/grocery', origin)).toBe(-1);
    expect(windowFor([], '/', origin)).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { noticeLinks } from './notice-links';

describe('the links a notification opens', () => {
  it('are the app’s own paths, with the order in view', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(noticeLinks.vendor('grocery', id)).toBe(`${paths.vendor.href('grocery')}?order=${id}`);
    expect(noticeLinks.delivery(id)).toBe(`${paths.deliveryScreen.href()}?order=${id}`);
    expect(noticeLinks.admin(id)).toBe(`${paths.adminCollection.href('orders')}?order=${id}`);
    expect(noticeLinks.customer('9876543210', id)).toBe(
      `${paths.findOrderByPhone.href('9876543210')}?order=${id}`,
    );
  });

  it('never leave the site', () => {
    for (const link of [
      noticeLinks.vendor('//evil.example', 'x'),
      noticeLinks.customer('/evil.example', 'x'),
    ]) {
      expect(link.startsWith('/')).toBe(true);
      expect(link.startsWith('//')).toBe(false);
    }
  });
});

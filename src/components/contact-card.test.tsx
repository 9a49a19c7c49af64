import { readablePhone } from './contact-card';

describe('a phone as people read it', () => {
  it('groups a mobile 5 + 5, keeps a landline or helpline as written, in the reader’s digits', () => {
    expect(readablePhone('9000012301', 'en')).toBe('90000 12301');
    expect(readablePhone('9000012301', 'bn')).toBe('৯০০০০ ১২৩০১');
    expect(readablePhone('9000012301', 'hi')).toBe('90000 12301');
    expect(readablePhone('03000-255100', 'bn')).toBe('০৩০০০-২৫৫১০০');
    expect(readablePhone('112', 'bn')).toBe('১১২');
  });
});

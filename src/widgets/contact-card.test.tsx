import { readablePhone } from './contact-card';

describe('a phone as people read it', () => {
  it('groups a mobile 5 + 5 and keeps a landline or helpline as written, in 0–9 in every language', () => {
    expect(readablePhone('9000012301')).toBe('90000 12301');
    expect(readablePhone('03000-255100')).toBe('03000-255100');
    expect(readablePhone('112')).toBe('112');
    // A number stored in Bengali digits before they were read as 0–9 is dialled as 0–9 too.
    expect(readablePhone('৯০০০০১২৩০১')).toBe('90000 12301');
  });
});

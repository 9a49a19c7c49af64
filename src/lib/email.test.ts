import { EMAIL_MAX, isWellFormedEmail } from './email';

describe('isWellFormedEmail', () => {
  it('takes an address with a name, an @ and a domain with a dot', () => {
    expect(isWellFormedEmail('admin@town.demo')).toBe(true);
    expect(isWellFormedEmail('rina.das+orders@mail.example.in')).toBe(true);
  });

  it('refuses the slips people make', () => {
    for (const typed of ['', 'admin', 'admin@', '@town.demo', 'admin@town', 'ad min@town.demo']) {
      expect(isWellFormedEmail(typed), typed).toBe(false);
    }
  });

  it('refuses an address longer than any can be', () => {
    const domain = '@town.demo';
    expect(isWellFormedEmail('a'.repeat(EMAIL_MAX - domain.length) + domain)).toBe(true);
    expect(isWellFormedEmail('a'.repeat(EMAIL_MAX - domain.length + 1) + domain)).toBe(false);
  });
});

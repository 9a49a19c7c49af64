// @vitest-environment node
import { demoAccounts } from '../../backend/demo/seed-town';
import { demoSignIns } from './demo-hints';

describe('the demo sign-ins shown on the sign-in screens', () => {
  it('are the seeded accounts', () => {
    expect(demoSignIns.admin).toEqual({
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    });
    expect(demoSignIns.vendor).toEqual({
      phone: demoAccounts.vendors[0].phone,
      password: demoAccounts.vendors[0].password,
    });
    expect(demoSignIns.delivery).toEqual({
      phone: demoAccounts.delivery[0].phone,
      password: demoAccounts.delivery[0].password,
    });
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callableNames } from '../../src/port/callables';

// Read, not imported: loading the Firebase Admin and Functions SDKs would
// cost the whole test run seconds to check one line per callable.
const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');

describe('the deployed functions', () => {
  it('include a callable for every call the app makes', () => {
    for (const name of callableNames) {
      expect(source, name).toContain(`export const ${name} = callables.${name};`);
    }
  });

  it('sweep the orders nobody answers every minute, on the town’s clock, with the server’s sweep', () => {
    const sweep = source.slice(source.indexOf('export const escalateUnansweredOrders'));
    expect(sweep).toMatch(/^export const escalateUnansweredOrders = onSchedule\(/);
    expect(sweep).toContain("schedule: 'every 1 minutes'");
    expect(sweep).toContain("timeZone: 'Asia/Kolkata'");
    expect(sweep).toContain('region: REGION');
    expect(sweep).toContain('await sweepUnansweredOrders(createAdminStore(db()))');
  });
});

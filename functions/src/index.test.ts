// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callableNames } from '../../src/backend/callables';
import * as deployed from './index';

describe('the deployed functions', () => {
  it('include a callable for every call the app makes', () => {
    for (const name of callableNames) expect(deployed, name).toHaveProperty(name);
  });
});

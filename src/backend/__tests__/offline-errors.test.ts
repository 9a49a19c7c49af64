import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendError, messageOf, offlineMessage, plainMessages } from '../../port/errors';

describe('a network failure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "you\'re offline" when the browser has no connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(messageOf(backendError('unavailable'))).toBe(offlineMessage);
    expect(messageOf(backendError('timeout'))).toBe(offlineMessage);
    // A refusal is still the refusal, connection or not.
    expect(messageOf(backendError('permission-denied'))).toBe(plainMessages['permission-denied']);
  });

  it('keeps its own sentence while the browser is online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(messageOf(backendError('unavailable'))).toBe(plainMessages.unavailable);
  });
});

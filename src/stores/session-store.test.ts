// @vitest-environment node
import { useSessionStore } from './session-store';

describe('the session user store', () => {
  it('holds the saved user and none after removal', () => {
    expect(useSessionStore.getState().user).toBeNull();
    useSessionStore.getState().saveUser({ uid: 'u1', email: 'a@b.in' });
    expect(useSessionStore.getState().user).toEqual({ uid: 'u1', email: 'a@b.in' });
    useSessionStore.getState().removeUser();
    expect(useSessionStore.getState().user).toBeNull();
  });
});

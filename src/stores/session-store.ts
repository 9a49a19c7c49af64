import { create } from 'zustand';
import type { SessionUser } from '../port/types';

/** The signed-in user, set on every auth-state change, none after sign-out. */
interface SessionState {
  user: SessionUser | null;
  saveUser: (user: SessionUser) => void;
  removeUser: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  saveUser: (user) => set({ user }),
  removeUser: () => set({ user: null }),
}));

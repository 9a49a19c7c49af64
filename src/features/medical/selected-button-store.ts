import { create } from 'zustand';

/** The Specialist / General toggle on /medical/doctor; 'specialist' first. */
export type DoctorKind = 'specialist' | 'general';

interface SelectedButtonState {
  selectedButton: DoctorKind;
  selectButton: (button: DoctorKind) => void;
}

export const useSelectedButtonStore = create<SelectedButtonState>()((set) => ({
  selectedButton: 'specialist',
  selectButton: (selectedButton) => set({ selectedButton }),
}));

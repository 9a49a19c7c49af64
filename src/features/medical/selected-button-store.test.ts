// @vitest-environment node
import { useSelectedButtonStore } from './selected-button-store';

describe('the selected button store', () => {
  it("defaults to 'specialist' and remembers a choice", () => {
    expect(useSelectedButtonStore.getState().selectedButton).toBe('specialist');
    useSelectedButtonStore.getState().selectButton('general');
    expect(useSelectedButtonStore.getState().selectedButton).toBe('general');
  });
});

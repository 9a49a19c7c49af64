import { act, screen, waitFor } from '@testing-library/react';
import { locale, preloadCatalogue } from '../lib/i18n';

/**
 * Switches what is on screen to Bengali and then to Hindi (the town's words
 * loaded), and in each waits for that language's `said` text to show.
 */
export async function showsInBengaliAndHindi(said: { bn: string; hi: string }): Promise<void> {
  for (const code of ['bn', 'hi'] as const) {
    act(() => locale.set(code));
    await preloadCatalogue('town');
    await waitFor(() => expect(screen.getByText(said[code])).toBeInTheDocument());
  }
}

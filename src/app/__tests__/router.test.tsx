import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { AppRoutes, preloadScreenFor } from '../router';

describe('preloading the opening screen', () => {
  it('fetches the screen of the path, which then renders with no loading view', async () => {
    await preloadScreenFor('/aboutUs');
    renderAt(<AppRoutes />, '/aboutUs');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('resolves for a path with parameters and for an unknown path', async () => {
    await expect(preloadScreenFor('/emergency/police')).resolves.toBeUndefined();
    await expect(preloadScreenFor('/no/such/page')).resolves.toBeUndefined();
  });
});

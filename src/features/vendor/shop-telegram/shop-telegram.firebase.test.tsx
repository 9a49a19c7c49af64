import { screen } from '@testing-library/react';
import { renderAt, slow } from '../../../testing/render';
import { signInAs, staffTestBackend } from '../../../testing/staff-fixtures';
import { ShopTelegram } from './shop-telegram';

// As on a Firebase town (the calls still answered by the test's Demo server, which has no bot).
vi.mock('../../../backend', async (importOriginal) => ({
  ...(await import('../../../testing/staff-fixtures')).withTestBackend(
    await importOriginal<object>(),
  ),
  backendKind: 'firebase',
}));
const handle = staffTestBackend();

describe('the shop’s own Telegram chat on a town without a bot', () => {
  it('asks the server for a link, and says plainly that the town has no bot yet', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderAt(<ShopTelegram shopId="annapurna-grocery" />);
    await user.click(await screen.findByText('Your shop’s Telegram chat', {}, slow));
    expect(screen.queryByText(/The Demo has no Telegram bot/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Make a link to Telegram' }, slow));
    expect(
      await screen.findByText(
        'Your town has not set up its Telegram bot yet. Ask the admin.',
        {},
        slow,
      ),
    ).toBeVisible();
  });
});

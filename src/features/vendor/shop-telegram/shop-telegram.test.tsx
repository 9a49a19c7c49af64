import { screen, waitFor } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { renderAt, slow } from '../../../testing/render';
import { signInAs, staffTestBackend } from '../../../testing/staff-fixtures';
import { ShopTelegram } from './shop-telegram';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
const handle = staffTestBackend();
const shopId = 'annapurna-grocery';

afterEach(() => handle.internals.serverStore.delete(collections.shopChats, shopId));

const open = async (user: ReturnType<typeof renderAt>['user']) =>
  user.click(await screen.findByText('Your shop’s Telegram chat', {}, slow));

describe('the shop’s own Telegram chat, on the vendor’s settings', () => {
  it('says plainly that the Demo has no Telegram, and makes no link', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderAt(<ShopTelegram shopId={shopId} />);
    await open(user);
    expect(await screen.findByText(/The Demo has no Telegram bot/, {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make a link to Telegram' })).toBeDisabled();
  });

  it('shows the chat it is linked to, and unlinks it', async () => {
    await handle.internals.writeDoc(collections.shopChats, shopId, {
      chatId: '-100123',
      chatTitle: 'Annapurna orders',
      linkedAt: new Date(),
    });
    await signInAs(handle, 'vendor');
    const { user } = renderAt(<ShopTelegram shopId={shopId} />);
    await open(user);
    expect(
      await screen.findByText(
        'Linked to “Annapurna orders”. Your shop’s orders arrive there.',
        {},
        slow,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unlink the chat' }));
    expect(
      await screen.findByRole('button', { name: 'Make a link to Telegram' }, slow),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await handle.internals.serverStore.get(collections.shopChats, shopId)).toBeNull(),
    );
  });
});

import { screen, within } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { renderAt, slow } from '../../../testing/render';
import { quoteTestList, sendTestList, tinyPhoto } from '../../../testing/shop-lists';
import { signInAs } from '../../../testing/staff-fixtures';
import { adminTestSession, renderSection } from '../admin-screen-testing';
import { EscalatedLists } from './escalated-lists';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

describe('the admin’s lists', () => {
  it('lists every shop’s lists by status, each with its photo and price, and opens the one a notice asks for', async () => {
    const priced = await sendTestList(handle, { text: '1 kg dal' });
    await quoteTestList(handle, priced.listId, [
      { kind: 'product', productId: 'annapurna-grocery--masoor-dal', quantity: 1 },
    ]);
    const withPhoto = await sendTestList(handle, { text: '', photo: tinyPhoto });
    await signInAs(handle, 'admin');

    const { user } = renderSection('lists', `?list=${withPhoto.listId}`);
    expect(
      await screen.findByRole('heading', { name: 'Lists sent to shops' }, slow),
    ).toBeInTheDocument();
    const asked = await screen.findByRole(
      'article',
      { name: `${withPhoto.number} · Annapurna Grocery` },
      slow,
    );
    // Asked for by a notice: open, its photo viewable.
    expect(
      await within(asked).findByRole(
        'img',
        { name: `The photo sent with list ${withPhoto.number}` },
        slow,
      ),
    ).toHaveAttribute('src', tinyPhoto.data);
    expect(asked).toHaveTextContent('Waiting for the price');

    const pricedCard = screen.getByRole('article', {
      name: `${priced.number} · Annapurna Grocery`,
    });
    await user.click(
      within(pricedCard).getByRole('button', { name: `Details of list ${priced.number}` }),
    );
    expect(pricedCard).toHaveTextContent('1 × Masoor Dal (1 kg)');
    expect(pricedCard).toHaveTextContent('Total₹140.00');

    // Only the priced ones.
    await user.selectOptions(screen.getByLabelText('Show'), 'quoted');
    expect(
      await screen.findByRole('article', { name: `${priced.number} · Annapurna Grocery` }, slow),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: `${withPhoto.number} · Annapurna Grocery` }),
    ).toBeNull();
  });

  it('shows on the dashboard the lists the server called the admin about, with the shop’s phone', async () => {
    const sent = await sendTestList(handle);
    await handle.internals.serverStore.update(collections.shopLists, sent.listId, {
      escalatedAt: new Date(),
    });
    renderAt(<EscalatedLists />);
    const section = (
      await screen.findByRole('heading', { name: '1 list no shop has priced' }, slow)
    ).closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: sent.number })).toHaveAttribute(
      'href',
      `/admin/lists?list=${sent.listId}`,
    );
    expect(
      await within(section).findByRole('link', { name: /Call Annapurna Grocery/ }, slow),
    ).toHaveAttribute('href', expect.stringContaining('tel:'));
  });
});

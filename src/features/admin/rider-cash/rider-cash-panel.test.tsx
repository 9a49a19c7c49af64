import { screen, waitFor, within } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { seededCourier } from '../../../testing/staff-fixtures';
import { slow } from '../../../testing/render';
import { adminTestSession, renderSection } from '../admin-screen-testing';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

const riderCard = (name: string) => screen.findByRole('article', { name }, slow);

describe('the cash delivery persons hold', () => {
  it('shows what each holds, keeps a wrong amount typed, and records a hand-over typed in Bengali digits', async () => {
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(seededCourier.name);
    // The seeded town's rider: yesterday's cash less the hand-over, and this morning's order.
    await waitFor(() => expect(card).toHaveTextContent('Holds ₹221.50 · Limit ₹2,000.00'));

    const amount = within(card).getByLabelText(`Cash received from ${seededCourier.name} (₹)`);
    await user.type(amount, '500');
    await user.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    expect(
      within(card).getByText('They hold only ₹221.50. Type what you received, up to that.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('500');
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '২০০.৫০');
    await user.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    expect(await within(card).findByRole('status', {}, slow)).toHaveTextContent(
      `Received ₹200.50 from ${seededCourier.name}. They now hold ₹21.00.`,
    );
    await waitFor(() => expect(card).toHaveTextContent('Holds ₹21.00'));
    expect(amount).toHaveValue('');
    const stored = await handle.internals.serverStore.get(collections.riderCash, seededCourier.uid);
    expect(stored?.data).toMatchObject({ balance: 21_00 });
  });

  it('sets a limit, and no limit when left empty', async () => {
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(seededCourier.name);
    const limit = within(card).getByLabelText(`Most cash ${seededCourier.name} may hold (₹)`);
    await waitFor(() => expect(limit).toHaveValue('2000'));
    await user.clear(limit);
    await user.type(limit, '10');
    await user.click(within(card).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(card).toHaveTextContent('Limit ₹10.00'));
    expect(card).toHaveTextContent('At the limit: gets no new cash orders until they hand over.');

    await user.clear(within(card).getByLabelText(/Most cash/));
    await user.click(within(card).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(card).toHaveTextContent('No limit'));
  });
});

import { screen, within } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import type { Order, WithId } from '../../lib/models';
import { renderAt, slow } from '../../testing/render';
import { storedOrder } from '../../testing/stored-order';
import { useLineChangeDialog } from './line-change-dialog';

const placedAt = new Date(2026, 10, 26, 18, 28);

/** ₹500 of rice and salt: at the free-delivery amount, so delivery is free. */
const order: WithId<Order> = {
  ...storedOrder(placedAt, {
    shopId: 'annapurna-grocery',
    shopName: 'Annapurna Grocery',
    lines: [
      { productId: 'rice', name: 'Rice', unit: '1 kg', price: 60_00, quantity: 8 },
      { productId: 'salt', name: 'Salt', unit: '1 kg', price: 10_00, quantity: 2 },
    ],
    quantities: { rice: 8, salt: 2 },
    subtotal: 500_00,
    deliveryFee: 0,
    total: 500_00,
  }),
  id: 'order-1',
};

function Lines({ of }: { of: WithId<Order> }) {
  const dialog = useLineChangeDialog(of);
  return (
    <>
      {of.lines.map((line) => (
        <div key={line.productId}>{dialog.changeButton(line)}</div>
      ))}
      {dialog.shown}
    </>
  );
}

afterEach(() => locale.set('en'));

describe('the vendor’s “Change” dialog', () => {
  it('says before confirming what the customer will pay, and that delivery stays free', async () => {
    const { user } = renderAt(<Lines of={order} />);
    await user.click(screen.getByRole('button', { name: 'Change Salt' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Salt (1 kg)?' });
    expect(dialog).toHaveTextContent(
      'Delivery stays free, even if the order is now under the free-delivery amount: a change never makes the customer pay more.',
    );
    await user.selectOptions(within(dialog).getByLabelText('How many can you give?'), '1');
    // ₹490 with no fee: never the ₹520 the fee would make it.
    expect(dialog).toHaveTextContent('The customer will pay ₹490.00 instead of ₹500.00.');
  });

  it('counts the fee the order pays into the new total', async () => {
    const withFee = { ...order, subtotal: 420_00, deliveryFee: 30_00, total: 450_00 };
    const { user } = renderAt(<Lines of={withFee} />);
    await user.click(screen.getByRole('button', { name: 'Change Rice' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Rice (1 kg)?' });
    expect(dialog).not.toHaveTextContent('Delivery stays free');
    await user.selectOptions(within(dialog).getByLabelText('How many can you give?'), '5');
    expect(dialog).toHaveTextContent('The customer will pay ₹270.00 instead of ₹450.00.');
  });

  it('says it in Bengali', async () => {
    locale.set('bn');
    const { user } = renderAt(<Lines of={order} />);
    await user.click(await screen.findByRole('button', { name: 'Salt বদলান' }, slow));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('ডেলিভারি ফ্রি-ই থাকবে');
    await user.selectOptions(within(dialog).getByLabelText('কতগুলো দিতে পারবেন?'), '1');
    expect(dialog).toHaveTextContent('ক্রেতা ₹৫০০.০০-এর বদলে ₹৪৯০.০০ দেবেন।');
  });
});

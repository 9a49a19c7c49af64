import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { OrderSlip, type SlipOrder } from './order-slip';
import { PrintSlipButton } from './print-slip';

const order: SlipOrder = {
  number: 'TS-482913',
  // 6:28 pm on the device's clock, 26 November 2026.
  createdAt: new Date(2026, 10, 26, 18, 28),
  shopName: 'Annapurna Grocery',
  shopNameBn: 'অন্নপূর্ণা মুদিখানা',
  shopNameHi: 'अन्नपूर्णा किराना',
  lines: [
    {
      productId: 'annapurna-grocery--masoor-dal',
      name: 'Masoor Dal',
      nameBn: 'মসুর ডাল',
      nameHi: 'मसूर दाल',
      unit: '1 kg',
      price: 110_00,
      quantity: 2,
    },
    {
      productId: 'annapurna-grocery--miniket-rice',
      name: 'Miniket Rice',
      nameBn: 'মিনিকেট চাল',
      nameHi: 'मिनिकेट चावल',
      unit: '5 kg',
      price: 310_00,
      quantity: 1,
    },
  ],
  subtotal: 530_00,
  deliveryFee: 20_00,
  total: 550_00,
  customerName: 'Rina Das',
  phone: '9812345670',
  address: '14 School Para, first floor',
  landmark: 'the big pond',
  neighbourhood: 'School Para',
  neighbourhoodBn: 'স্কুল পাড়া',
  neighbourhoodHi: 'स्कूल पाड़ा',
  note: 'Ring twice',
};

const slip = () => screen.getByRole('group', { name: `Slip of order ${order.number}` });

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
  localStorage.clear();
});

describe('an order’s slip', () => {
  it('says an order paid by UPI is not to be paid again in cash', () => {
    render(<OrderSlip order={{ ...order, paidByUpi: { at: new Date(), by: 'vendor' } }} />);
    expect(slip()).toHaveTextContent('Payment: paid by UPI. Collect no cash.');
    expect(slip()).not.toHaveTextContent('cash on delivery');
  });

  it('has what packing and delivering need: number, time, items, bill, payment, customer', () => {
    render(<OrderSlip order={order} />);
    const text = slip().textContent;
    for (const expected of [
      'Annapurna Grocery',
      'Order TS-482913',
      '26 Nov 2026, 6:28 pm',
      'Masoor Dal',
      '1 kg · ₹110.00 each',
      '₹220.00',
      '5 kg · ₹310.00 each',
      'Items₹530.00',
      'Delivery₹20.00',
      'Total₹550.00',
      'Payment: cash on delivery',
      'Rina Das · 98123 45670',
      '14 School Para, first floor',
      'Landmark: the big pond',
      'Neighbourhood: School Para',
      'Note: Ring twice',
    ]) {
      expect(text).toContain(expected);
    }
    const rows = within(slip()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^2 × Masoor Dal1 kg · ₹110\.00 each₹220\.00$/);
  });

  it('is written in Bengali, with Bengali digits', async () => {
    await preloadCatalogue('staff');
    locale.set('bn');
    render(<OrderSlip order={order} />);
    const text = (await screen.findByRole('group', { name: `অর্ডার ${order.number}-এর স্লিপ` }))
      .textContent;
    for (const expected of [
      'অন্নপূর্ণা মুদিখানা',
      '২ × মসুর ডাল',
      '১ কেজি · প্রতিটি ₹১১০.০০',
      '₹২২০.০০',
      'মোট₹৫৫০.০০',
      'টাকা: জিনিস পৌঁছলে নগদে',
      'Rina Das · 98123 45670',
      'ল্যান্ডমার্ক: the big pond',
      'পাড়া: স্কুল পাড়া',
    ]) {
      expect(text).toContain(expected);
    }
    // Every figure of the bill is in Bengali digits (what the customer typed stays as typed).
    expect(screen.getByRole('table').textContent).not.toMatch(/[0-9]/);
  });

  it('is written in Hindi', async () => {
    await preloadCatalogue('staff');
    locale.set('hi');
    render(<OrderSlip order={order} />);
    const text = (await screen.findByRole('group', { name: `ऑर्डर ${order.number} की पर्ची` }))
      .textContent;
    for (const expected of [
      'अन्नपूर्णा किराना',
      'मसूर दाल',
      'कुल₹550.00',
      'भुगतान: सामान पहुँचने पर नकद',
      'मोहल्ला: स्कूल पाड़ा',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names an older order’s neighbourhood, which kept only its English name, in English', async () => {
    locale.set('bn');
    await preloadCatalogue('staff');
    render(
      <OrderSlip order={{ ...order, neighbourhoodBn: undefined, neighbourhoodHi: undefined }} />,
    );
    expect(await screen.findByText('পাড়া: School Para')).toBeInTheDocument();
  });
});

describe('printing a slip', () => {
  it('shows the slip on the paper last chosen on this device, and prints from the browser', async () => {
    localStorage.setItem(storageKeys.slipPaper, JSON.stringify('a6'));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    render(<PrintSlipButton order={order} />);

    await user.click(screen.getByRole('button', { name: `Print order ${order.number}` }));
    const dialog = screen.getByRole('dialog', { name: `Print order ${order.number}` });
    expect(within(dialog).getByRole('radio', { name: 'A6 (postcard size)' })).toBeChecked();
    expect(
      within(dialog).getByRole('group', { name: `Slip of order ${order.number}` }),
    ).toBeVisible();
    // The copy the print stylesheet prints alone sits beside the app, on the same paper.
    const printed = document.body.querySelector(':scope > .slip-print');
    expect(printed).toHaveClass('slip-on-a6');
    expect(printed).toHaveTextContent('Rina Das');

    await user.click(within(dialog).getByRole('radio', { name: '58 mm roll (receipt printer)' }));
    expect(printed).toHaveClass('slip-on-roll58');
    expect(JSON.parse(localStorage.getItem(storageKeys.slipPaper) ?? '""')).toBe('roll58');

    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.body.querySelector('.slip-print')).toBeNull());
  });
});

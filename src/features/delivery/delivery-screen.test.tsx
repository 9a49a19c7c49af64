import { act, screen, waitFor, within } from '@testing-library/react';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { fakeAlerts } from '../../testing/fake-alerts';
import { renderRoutes, slow } from '../../testing/render';
import {
  asTestStep,
  staffTestBackend,
  placeTestOrder,
  seededCourier,
  signInAs,
  signOut,
  testPhone,
} from '../../testing/staff-fixtures';
import DeliveryScreen from './delivery-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
const handle = staffTestBackend();
const alerts = fakeAlerts();

function renderDelivery(path = '/delivery/screen') {
  return renderRoutes(
    { '/delivery': <DeliveryScreen />, '/delivery/screen': <DeliveryScreen /> },
    path,
  );
}

/** An order the vendor has accepted and packed. */
async function readyOrder(productId = 'annapurna-grocery--masoor-dal') {
  const order = await placeTestOrder(handle, productId, 'Rina Das', { phone: '9876543210' });
  await signInAs(handle, 'vendor');
  for (const action of ['accept', 'ready'] as const) {
    await handle.backend.call('staffOrderAction', { orderId: order.orderId, action });
  }
  await signOut(handle);
  return order;
}

/** The shop's vendor saw the money come in: the order is paid by UPI (leaves the vendor signed in). */
async function markedPaidByUpi(orderId: string) {
  await signInAs(handle, 'vendor');
  await handle.backend.call('staffOrderAction', { orderId, action: 'markPaidByUpi' });
}

const section = async (name: RegExp) =>
  (await screen.findByRole('heading', { name }, slow)).closest('section') as HTMLElement;

describe('/delivery/screen', () => {
  it('sends someone signed out to the delivery sign-in', async () => {
    renderDelivery('/delivery');
    expect(await screen.findByLabelText('current path', {}, slow)).toHaveTextContent(
      '/deliveryLogin',
    );
  });

  it('turns away a vendor', async () => {
    await signInAs(handle, 'vendor');
    renderDelivery();
    expect(
      await screen.findByRole('heading', { name: 'This screen is for delivery persons' }, slow),
    ).toBeInTheDocument();
  });

  it('takes a ready order, picks it up and delivers it, with cash, call and map', async () => {
    const order = await readyOrder();
    await signInAs(handle, 'delivery');
    const { user } = renderDelivery();

    const waiting = await section(/^Ready at the shop/);
    const card = within(waiting).getByRole('article', { name: `Order ${order.number}` });
    expect(card).toHaveTextContent('Collect ₹140.00 in cash');
    // The seeded town's rider already holds yesterday's cash less the hand-over, and this morning's.
    const cash = await section(/^Cash in your hand/);
    expect(within(cash).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cash in your hand: ₹221.50',
    );
    expect(cash).toHaveTextContent('Your limit: ₹2,000.00');
    // Today's line sits between what was held before today and the total, so the sum adds up:
    // ₹125.50 from yesterday and ₹96.00 this morning.
    const cashLines = within(cash)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(cashLines).toEqual([
      'Brought forward from before today₹125.50',
      expect.stringMatching(/Order TS-418367 delivered\+₹96\.00$/),
      'In your hand now₹221.50',
    ]);
    expect(card).toHaveTextContent('Annapurna Grocery');
    // Where it goes: the address, its landmark and the neighbourhood the customer chose.
    expect(card).toHaveTextContent(
      '14 School Para, first floor (landmark: the big pond) · School Para',
    );
    expect(within(card).getByRole('link', { name: /Call 98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const map = within(card).getByRole('link', { name: /Open in maps/ });
    expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        '14 School Para, first floor, the big pond, Nabagram, West Bengal',
      )}`,
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // The slip the shop prints: the items with their prices, the bill and how it is paid.
    const slip = within(card).getByRole('group', { name: `Slip of order ${order.number}` });
    expect(slip).toHaveTextContent('Payment: cash on delivery');
    expect(slip).toHaveTextContent('Total₹140.00');

    await user.click(within(card).getByRole('button', { name: 'Take this delivery' }));
    const toPickUp = await section(/^To pick up/);
    await user.click(
      within(within(toPickUp).getByRole('article', { name: `Order ${order.number}` })).getByRole(
        'button',
        { name: 'Picked up' },
      ),
    );
    const onTheWay = await section(/^On the way/);
    expect(screen.getByText(/Cash to collect on the orders you carry/)).toHaveTextContent(
      '₹140.00',
    );
    await user.click(
      within(within(onTheWay).getByRole('article', { name: `Order ${order.number}` })).getByRole(
        'button',
        { name: 'Delivered' },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: `Delivered order ${order.number}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delivered' }));
    expect(await screen.findByText('Done (1)', {}, slow)).toBeInTheDocument();
    // The server put the order's total in the rider's hand, and today's list shows it.
    await waitFor(() =>
      expect(within(cash).getByRole('heading', { level: 2 })).toHaveTextContent('₹361.50'),
    );
    expect(
      within(cash).getByText(`Order ${order.number} delivered`).closest('li'),
    ).toHaveTextContent('+₹140.00');
    expect((await handle.backend.store.get(collections.orders, order.orderId))?.data).toMatchObject(
      { status: 'delivered', deliveryUid: seededCourier.uid },
    );
  });

  it('collects no cash for an order the shop marked paid by UPI; the rider’s own word waits for the shop', async () => {
    const byUpi = await readyOrder();
    const byCash = await readyOrder();
    await markedPaidByUpi(byUpi.orderId);
    await signInAs(handle, 'delivery');
    for (const order of [byUpi, byCash]) {
      await handle.backend.call('staffOrderAction', { orderId: order.orderId, action: 'claim' });
      await handle.backend.call('staffOrderAction', { orderId: order.orderId, action: 'pickUp' });
    }
    const { user } = renderDelivery();
    const onTheWay = await section(/^On the way/);
    const paid = within(onTheWay).getByRole('article', { name: `Order ${byUpi.number}` });
    expect(paid).toHaveTextContent('Paid by UPI: collect no cash.');
    expect(paid).not.toHaveTextContent('Collect ₹140.00 in cash');
    expect(
      within(paid).getByRole('group', { name: `Slip of order ${byUpi.number}` }),
    ).toHaveTextContent('Payment: paid by UPI. Collect no cash.');
    expect(screen.getByText(/Cash to collect on the orders you carry/)).toHaveTextContent(
      '₹140.00',
    );

    // The customer says they paid the other by UPI: the rider cannot see it, so the shop checks.
    const card = within(onTheWay).getByRole('article', { name: `Order ${byCash.number}` });
    await user.click(
      within(card).getByRole('button', { name: `Customer paid by UPI: order ${byCash.number}` }),
    );
    const dialog = screen.getByRole('dialog', {
      name: `Did the customer pay ₹140.00 for order ${byCash.number} by UPI?`,
    });
    expect(dialog).toHaveTextContent('Until the shop confirms it, this order counts as cash');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, ask the shop to check' }));
    expect(
      await within(card).findByText(/Waiting for the shop to check its UPI app/, {}, slow),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Collect ₹140.00 in cash');
    const stored = (
      await asTestStep(() => handle.backend.store.get(collections.orders, byCash.orderId))
    )?.data;
    expect(stored?.['paidByUpi']).toBeUndefined();
    expect(stored?.['upiClaim']).toMatchObject({ state: 'open', byUid: seededCourier.uid });
    // Handed over, so the tests after this one find nothing of these on the way.
    for (const order of [byUpi, byCash]) {
      await asTestStep(() =>
        handle.backend.call('staffOrderAction', { orderId: order.orderId, action: 'deliver' }),
      );
    }
  });

  it('says an order could not be delivered, with a reason the customer reads', async () => {
    const order = await readyOrder();
    await signInAs(handle, 'delivery');
    const { user } = renderDelivery();
    const waiting = await section(/^Ready at the shop/);
    await user.click(
      within(within(waiting).getByRole('article', { name: `Order ${order.number}` })).getByRole(
        'button',
        { name: 'Take this delivery' },
      ),
    );
    const toPickUp = await section(/^To pick up/);
    const card = () => screen.getByRole('article', { name: `Order ${order.number}` });
    // Not before it has left the shop.
    expect(within(card()).queryByRole('button', { name: 'Could not deliver' })).toBeNull();
    await user.click(within(toPickUp).getByRole('button', { name: 'Picked up' }));
    await section(/^On the way/);
    await user.click(within(card()).getByRole('button', { name: 'Could not deliver' }));
    const dialog = screen.getByRole('dialog', { name: `Could not deliver order ${order.number}?` });
    await user.click(within(dialog).getByRole('radio', { name: 'Customer not at home' }));
    await user.type(within(dialog).getByLabelText(/In your own words/), 'Gate locked at 6 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I could not deliver it' }));
    await waitFor(async () =>
      expect(
        (await handle.backend.store.get(collections.orders, order.orderId))?.data,
      ).toMatchObject({
        status: 'undelivered',
        reasonCode: 'customerNotHome',
        reason: 'Gate locked at 6 pm',
      }),
    );
    expect(await screen.findByText('Reason: Customer not at home', {}, slow)).toBeInTheDocument();
  });

  it('shows newly ready orders as they come, with a chime once the sound is on, a buzz, a banner and a count in the title', async () => {
    await signInAs(handle, 'delivery');
    const { user } = renderDelivery();
    expect(await screen.findByText(/Nothing waiting right now/, {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tap to hear new deliveries' }));
    expect(await screen.findByText('Sound on')).toBeInTheDocument();
    const before = { ...alerts };
    const order = await placeTestOrder(handle, 'annapurna-grocery--iodised-salt');
    const stored = await handle.backend.store.get(collections.orders, order.orderId);
    // The shop packs it (written directly: only one person is signed in per test).
    await handle.internals.writeDoc(collections.orders, order.orderId, {
      ...stored?.data,
      status: 'ready',
    });
    const banner = await screen.findByRole(
      'button',
      { name: `Order ${order.number} is ready for pick-up Tap to see it` },
      slow,
    );
    expect(alerts.tones).toBeGreaterThan(before.tones);
    expect(alerts.buzzes).toBe(before.buzzes + 1);
    await waitFor(() => expect(document.title).toBe('(1) Deliveries · Town Services'));

    await user.click(banner);
    expect(
      screen.getByRole('article', { name: `Order ${order.number}` }).closest('li'),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: /ready for pick-up/ })).not.toBeInTheDocument();
  });
  it('shows a rider at their cash limit, before any tap, what to hand over and which orders they may still take', async () => {
    const seeded = await handle.internals.serverStore.get(collections.riderCash, seededCourier.uid);
    await handle.internals.writeDoc(collections.riderCash, seededCourier.uid, {
      ...seeded?.data,
      limit: 200_00,
    });
    onTestFinished(() =>
      handle.internals.writeDoc(collections.riderCash, seededCourier.uid, { ...seeded?.data }),
    );
    const byCash = await readyOrder();
    const byUpi = await readyOrder();
    await markedPaidByUpi(byUpi.orderId);
    await signInAs(handle, 'delivery');
    const { user } = renderDelivery();
    const cash = await section(/^Cash in your hand/);
    // What the tests before this one left in the rider's hand: ₹221.50 and more, over ₹200.
    const held = Number(seeded?.data['balance']);
    expect(held).toBeGreaterThanOrEqual(221_50);
    const handOver = Math.ceil((held - 200_00 + 1) / 100) * 100;
    const overLimit = `You hold ${formatRupees(held)}, as much as your limit of ₹200.00 allows. Hand over at least ${formatRupees(handOver)} to the admin to take cash orders again. Until then you can take orders paid by UPI.`;
    expect(within(cash).getByRole('status')).toHaveTextContent(overLimit);

    // The queue says it too, and offers only what the server would give.
    const waiting = await section(/^Ready at the shop/);
    expect(waiting).toHaveTextContent(overLimit);
    expect(waiting).toHaveTextContent('You can still take the 1 order below that is paid by UPI.');
    const cashCard = within(waiting).getByRole('article', { name: `Order ${byCash.number}` });
    expect(within(cashCard).queryByRole('button', { name: 'Take this delivery' })).toBeNull();
    expect(cashCard).toHaveTextContent(
      'A cash order: you hold as much cash as your limit allows. Hand cash over to the admin to take it.',
    );
    const upiCard = within(waiting).getByRole('article', { name: `Order ${byUpi.number}` });
    await user.click(within(upiCard).getByRole('button', { name: 'Take this delivery' }));
    await section(/^To pick up/);
    expect(
      (await handle.backend.store.get(collections.orders, byUpi.orderId))?.data['deliveryUid'],
    ).toBe(seededCourier.uid);
  });
  it('names the shop and its address in the rider’s language', async () => {
    const order = await readyOrder();
    await signInAs(handle, 'delivery');
    try {
      for (const [code, name, address] of [
        ['bn', 'অন্নপূর্ণা মুদিখানা', '১২ স্টেশন রোড, লেভেল ক্রসিংয়ের কাছে, নবগ্রাম'],
        ['hi', 'अन्नपूर्णा किराना', '12 स्टेशन रोड, रेलवे फाटक के पास, नबग्राम'],
      ] as const) {
        locale.set(code);
        await preloadCatalogue('staff');
        const { unmount } = renderDelivery();
        const card = await screen.findByRole('article', { name: new RegExp(order.number) }, slow);
        await waitFor(() => expect(card).toHaveTextContent(address), slow);
        expect(card).toHaveTextContent(name);
        expect(card).not.toHaveTextContent('12 Station Road');
        unmount();
      }
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('writes to the customer on WhatsApp or by SMS in the language they ordered in, the rider’s own aside', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina Das', {
      phone: '9876543212',
      language: 'hi',
    });
    await signInAs(handle, 'vendor');
    for (const action of ['accept', 'ready'] as const) {
      await handle.backend.call('staffOrderAction', { orderId: order.orderId, action });
    }
    await signInAs(handle, 'delivery');
    renderDelivery();
    const card = within(await section(/^Ready at the shop/)).getByRole('article', {
      name: `Order ${order.number}`,
    });
    const sentence = `नमस्ते Rina Das, अन्नपूर्णा किराना से आपका ऑर्डर ${order.number} पहुँचाने के लिए मेरे पास है।`;
    const whatsapp = within(card).getByRole('link', { name: /WhatsApp the customer/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919876543212?text=${encodeURIComponent(sentence)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: /SMS/ })).toHaveAttribute(
      'href',
      `sms:+919876543212?body=${encodeURIComponent(sentence)}`,
    );
  });

  it('brings the order a tapped notice names into view and marks it', async () => {
    // Phones of their own: the seeded one may already have as many orders open as it may.
    const packed = async (productId: string) => {
      const placed = await placeTestOrder(handle, productId, 'Rina Das', { phone: testPhone() });
      await signInAs(handle, 'vendor');
      for (const action of ['accept', 'ready'] as const) {
        await handle.backend.call('staffOrderAction', { orderId: placed.orderId, action });
      }
      return placed;
    };
    const other = await packed('annapurna-grocery--masoor-dal');
    const order = await packed('annapurna-grocery--moong-dal');
    await signInAs(handle, 'delivery');
    renderDelivery(`/delivery/screen?order=${order.orderId}`);
    const card = (
      await screen.findByRole('article', { name: `Order ${order.number}` }, slow)
    ).closest('li') as HTMLElement;
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getByRole('article', { name: `Order ${other.number}` }).closest('li'),
    ).not.toHaveAttribute('aria-current');
  });
});

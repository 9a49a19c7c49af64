import { act, screen, waitFor, within } from '@testing-library/react';
import { rememberCheckout, rememberRecord } from '../../lib/customer-memory';
import { thisBrowserOnTheServer } from '../../testing/device';
import { storageKeys } from '../../lib/storage';
import { renderAt, renderRoutes, slow } from '../../testing/render';
import { staffTestBackend, placeTestOrder, signInAs, signOut } from '../../testing/staff-fixtures';
import FindOrderScreen from './find-order-screen';
import { OrderDetails } from './components/order-details';
import { modelOf } from '../../data/docs';
import { locale } from '../../lib/i18n';
import { collections, requestCollections } from '../../lib/models';
import { newRequestId } from '../../lib/order-identity';
import { fakeNotifications, recordNotifyMe } from '../../testing/fake-notifications';
import { bookableDays, weekdayOf } from '../../lib/local-date';
import type { RequestFields, RequestKind } from '../../lib/models';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();
const browser = fakeNotifications();
const notifyMe = recordNotifyMe(handle);

function renderFindOrder(path: string) {
  return renderRoutes(
    { '/findOrder': <FindOrderScreen />, '/findOrder/:phone': <FindOrderScreen /> },
    path,
  );
}

const orderCard = async (number: string) =>
  (await screen.findByText(`Order ${number}`, {}, slow)).closest('li') as HTMLElement;

/** As checkout remembers an order placed from this browser. */
const placedHere = (order: { number: string; orderId: string }, phone: string) =>
  rememberRecord({
    collection: collections.orders,
    number: order.number,
    id: order.orderId,
    phone,
    placedAt: Date.now(),
  });

describe('/findOrder', () => {
  it('shows a stranger with only the phone number whether an order is on its way, and nothing more', async () => {
    const phone = '9812345674';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    renderFindOrder(`/findOrder/${phone}`);
    expect(
      await screen.findByText('1 order of this number is on its way:', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Placed')).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    expect(page).not.toContain(order.number);
    expect(page).not.toContain('Rina');
    expect(page).not.toMatch(/₹/);
    expect(page).not.toContain('School Para');
  });

  it('opens an order with the code from its thank-you page, and counts a code that opens nothing', async () => {
    const phone = '9812345670';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    const { user, unmount } = renderFindOrder(`/findOrder/${phone}`);
    const code = await screen.findByLabelText('Order or booking code', {}, slow);
    const show = screen.getByRole('button', { name: 'Show it' });

    await user.type(code, 'WRONG1');
    await user.click(show);
    expect(
      await screen.findByText('That is not a code we give out. Check it and try again.'),
    ).toBeInTheDocument();
    // Letters a code may have, but not this phone's: the server finds nothing, and counts it.
    await user.clear(code);
    await user.type(code, order.code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
    await user.click(show);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No order or booking of this number has that code. Check it: 7 more tries this hour.',
    );
    expect(code).toHaveValue(order.code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
    await user.clear(code);
    await user.type(code, 'ABC');
    await user.click(show);
    expect(
      screen.getByText('The code has 6 letters and numbers, as shown on the thank-you page.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, order.code.toLowerCase());
    await user.click(show);
    const card = await orderCard(order.number);
    expect(code).toHaveValue('');
    await user.click(
      within(card).getByRole('button', { name: `Details of order ${order.number}` }),
    );
    expect(
      await within(card).findByText(/14 School Para, first floor/, {}, slow),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Landmark: the big pond');
    expect(within(card).getByRole('button', { name: 'Cancel this order' })).toBeInTheDocument();
    // The code was typed on this browser: the number knows it now, as one it ordered from
    // (asked of the server with the screen closed, whose last reads would land meanwhile).
    unmount();
    const { key, knownByPhone } = await thisBrowserOnTheServer(handle, phone);
    expect(knownByPhone).toEqual([key]);
  });

  it('looks a phone up once it is a mobile, keeping what was typed when it is not', async () => {
    const phone = '9812345673';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    placedHere(order, phone);
    const { user } = renderFindOrder('/findOrder/12345');
    const field = screen.getByLabelText('Phone number');
    expect(
      screen.getByText('Enter a 10-digit mobile number, for example 98765 43210.'),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '555 1234');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('555 1234');

    await user.clear(field);
    await user.type(field, '+91 98123-45673');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(await orderCard(order.number)).toHaveTextContent('Placed');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('lists this browser’s orders only under the phone they were placed for', async () => {
    const mine = '9812345675';
    const neighbours = '9812345676';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', {
      phone: neighbours,
    });
    placedHere(order, neighbours);
    renderFindOrder(`/findOrder/${mine}`);
    expect(
      await screen.findByText('No order of this number is on its way.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(`Order ${order.number}`)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your orders and bookings' })).toBeNull();
  });

  it('follows a shop’s answer by itself', async () => {
    const phone = '9812345671';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    // Placed from this browser: its id is remembered, so it shows in full.
    placedHere(order, phone);
    renderFindOrder(`/findOrder/${phone}`);
    const card = await orderCard(order.number);
    expect(within(card).getByText('Placed')).toBeInTheDocument();
    expect(screen.getAllByText(`Order ${order.number}`)).toHaveLength(1);

    await signInAs(handle, 'vendor');
    await handle.backend.call('staffOrderAction', {
      orderId: order.orderId,
      action: 'reject',
      reasonCode: 'shopClosing',
      reason: 'Closed for the festival',
    });
    // Back to the page (every few seconds while it is open, the e2e journey shows).
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await within(card).findByText('Rejected by the shop', {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Placed')).not.toBeInTheDocument();
  });

  it('cancels an order the shop has not taken, and shows it cancelled at once, with the phone’s statuses', async () => {
    const phone = '9812345678';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    placedHere(order, phone);
    const { user } = renderFindOrder(`/findOrder/${phone}`);
    const card = await orderCard(order.number);
    expect(screen.getByText('1 order of this number is on its way:')).toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', { name: `Details of order ${order.number}` }),
    );
    await user.click(within(card).getByRole('button', { name: 'Cancel this order' }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Cancel order ${order.number}?` })).getByRole(
        'button',
        { name: 'Yes, cancel it' },
      ),
    );
    // Read again as soon as the server has answered, not at the next few-second look.
    expect(
      await screen.findByText('No order of this number is on its way.', {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
    expect(within(card).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(within(card).queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });

  it('shows a booking beside the orders, with its status and the staff’s note', async () => {
    const phone = '9812345677';
    const saved = await handle.backend.call('submitRequest', {
      kind: 'message',
      id: newRequestId(),
      fields: { name: 'Asha Roy', phone, message: 'Is the haat on this Sunday?' },
    });
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    await signInAs(handle, 'admin');
    await handle.backend.store.update(collections.messages, saved.recordId, {
      status: 'done',
      staffNote: 'Yes, from 7 am.',
    });
    await (await handle.backend.auth()).signOut();
    const { user } = renderFindOrder(`/findOrder/${phone}`);
    await user.type(await screen.findByLabelText('Order or booking code', {}, slow), saved.code);
    await user.click(screen.getByRole('button', { name: 'Show it' }));
    const card = (await screen.findByText(`Booking ${saved.reference}`, {}, slow)).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Done');
    expect(card).toHaveTextContent('A message to the town desk');
    expect(card).toHaveTextContent('From the staff: Yes, from 7 am.');
  });

  it('names the shop, the items and the neighbourhood in the reader’s language, as they were named when ordered', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const doc = await handle.backend.store.get(collections.orders, order.orderId);
    try {
      locale.set('bn');
      renderAt(<OrderDetails order={modelOf(collections.orders, doc!)} />);
      expect(
        await screen.findByRole('heading', { name: 'অন্নপূর্ণা মুদিখানা থেকে যা নিয়েছেন' }, slow),
      ).toBeInTheDocument();
      expect(screen.getByText(/মসুর ডাল/)).toBeInTheDocument();
      // The order keeps the neighbourhood's Bengali name from when it was placed.
      expect(doc?.data).toMatchObject({
        neighbourhood: 'School Para',
        neighbourhoodBn: 'স্কুল পাড়া',
      });
      expect(screen.getByText(/পাড়া: স্কুল পাড়া/)).toBeInTheDocument();
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('shows what the shop lowered and the new total, in the reader’s language, and still lets the customer cancel', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', {
      quantity: 3,
    });
    await signInAs(handle, 'vendor');
    await handle.backend.call('changeOrderLine', {
      orderId: order.orderId,
      productId: 'annapurna-grocery--masoor-dal',
      quantity: 1,
    });
    await signOut(handle);
    const doc = await handle.backend.store.get(collections.orders, order.orderId);
    const changed = modelOf(collections.orders, doc!);

    const { unmount } = renderAt(<OrderDetails order={changed} />);
    const box = (await screen.findByRole('heading', { name: 'The shop changed the order' }, slow))
      .parentElement!;
    expect(box).toHaveTextContent('Masoor Dal (1 kg): 3 → 1, only 1 left in the shop');
    expect(box).toHaveTextContent('New total: ₹140.00');
    expect(
      screen.getByText('If you no longer want the order as it is now, you can still cancel it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this order' })).toBeEnabled();
    unmount();
    try {
      locale.set('hi');
      renderAt(<OrderDetails order={changed} />);
      const hindi = (
        await screen.findByRole('heading', { name: 'दुकान ने ऑर्डर में बदलाव किया है' }, slow)
      ).parentElement!;
      expect(hindi).toHaveTextContent('मसूर दाल (1 किलो): 3 → 1, दुकान में सिर्फ़ 1 ही बचे थे');
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('says in the reader’s language that the shop has not seen a reminded order, with its phone to call, and after the give-up why it ended', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const { serverStore } = handle.internals;
    const stored = async () =>
      modelOf(collections.orders, (await serverStore.get(collections.orders, order.orderId))!);
    const waiting = await stored();
    const { unmount } = renderAt(<OrderDetails order={waiting} />);
    // Not yet reminded: only the usual question line.
    expect(
      await screen.findByText('A question about this order? Call the shop:', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has not seen your order/)).not.toBeInTheDocument();
    unmount();

    await serverStore.update(collections.orders, order.orderId, { remindedAt: new Date() });
    try {
      locale.set('hi');
      const reminded = renderAt(<OrderDetails order={await stored()} />);
      await screen.findByText('अन्नपूर्णा किराना ने अभी तक आपका ऑर्डर नहीं देखा है।', {}, slow);
      const notice = screen.getByRole('status');
      expect(
        await within(notice).findByRole('link', { name: /अन्नपूर्णा किराना को फ़ोन करें/ }, slow),
      ).toHaveAttribute('href', 'tel:9000012301');
      // One call button: the notice's.
      expect(screen.getAllByRole('link', { name: /फ़ोन करें/ })).toHaveLength(1);
      reminded.unmount();

      await serverStore.update(collections.orders, order.orderId, {
        status: 'cancelled',
        reasonCode: 'shopDidNotAnswer',
      });
      locale.set('bn');
      renderAt(<OrderDetails order={await stored()} />);
      expect(
        await screen.findByText('কারণ: দোকান থেকে কেউ সাড়া দেয়নি', {}, slow),
      ).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('offers “WhatsApp the shop” where the shop gives a number, and “Send to family” with the status link', async () => {
    const phone = '9812345673';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    const { serverStore } = handle.internals;
    const stored = async () =>
      modelOf(collections.orders, (await serverStore.get(collections.orders, order.orderId))!);
    const first = renderAt(<OrderDetails order={await stored()} />);
    const family = await screen.findByRole('link', { name: 'Send to family' }, slow);
    const familyText = new URL(family.getAttribute('href') ?? '').searchParams.get('text');
    expect(family.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(familyText).toBe(
      `My order ${order.number} from Annapurna Grocery: Placed. See how it is going: ${window.location.origin}/findOrder/${phone}`,
    );
    // The seeded shop gives no WhatsApp number: no button that would open a wrong chat.
    expect(screen.queryByRole('link', { name: 'WhatsApp the shop' })).not.toBeInTheDocument();
    first.unmount();

    await serverStore.update(collections.shops, 'annapurna-grocery', { whatsapp: '9830012345' });
    const { queryClient } = await import('../../data/query-client');
    queryClient.clear();
    try {
      locale.set('bn');
      renderAt(<OrderDetails order={await stored()} />);
      const shop = await screen.findByRole('link', { name: 'দোকানকে হোয়াটসঅ্যাপ করুন' }, slow);
      const href = new URL(shop.getAttribute('href') ?? '');
      expect(href.origin + href.pathname).toBe('https://wa.me/919830012345');
      expect(href.searchParams.get('text')).toBe(
        `নমস্কার অন্নপূর্ণা মুদিখানা, আমার অর্ডার ${order.number} নিয়ে:`,
      );
      expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('lets the customer of an order shown in full ask to be told when the shop answers, and forgets the phone on request', async () => {
    const phone = '9812345675';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    rememberCheckout({ name: 'Rina', phone }, { address: '14 School Para', landmark: '' });
    placedHere(order, phone);
    const { user } = renderFindOrder(`/findOrder/${phone}`);
    const card = await orderCard(order.number);
    expect(browser.asked).toBe(0);
    await user.click(within(card).getByRole('button', { name: 'Tell me when the shop answers' }));
    expect(
      await within(card).findByText(
        /^On: this phone will tell you when the shop answers/,
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(browser.asked).toBe(1);
    expect(notifyMe).toEqual([
      {
        action: 'order',
        token: expect.stringMatching(/^demo-/),
        language: 'en',
        orderId: order.orderId,
      },
    ]);

    // "Forget me": the server forgets this device too.
    await user.click(screen.getByRole('button', { name: 'Forget me on this phone' }));
    await waitFor(() =>
      expect(notifyMe.at(-1)).toEqual({ action: 'forget', token: expect.stringMatching(/^demo-/) }),
    );
  });

  it('offers nothing to be told of an order that has ended', async () => {
    const phone = '9812345676';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    await handle.backend.call('cancelOrder', { orderId: order.orderId });
    placedHere(order, phone);
    renderFindOrder(`/findOrder/${phone}`);
    const card = await orderCard(order.number);
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Tell me when the shop answers' }),
    ).not.toBeInTheDocument();
  });

  it('opens the order a tapped notice names, in view and marked, with its details', async () => {
    const phone = '9812345677';
    const older = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    const order = await placeTestOrder(handle, 'annapurna-grocery--moong-dal', 'Rina', { phone });
    placedHere(older, phone);
    placedHere(order, phone);
    renderFindOrder(`/findOrder/${phone}?order=${order.orderId}`);
    const card = await orderCard(order.number);
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(
      within(card).getByRole('button', { name: `Hide details of order ${order.number}` }),
    ).toBeInTheDocument();
    const other = await orderCard(older.number);
    expect(other).not.toHaveAttribute('aria-current');
    expect(
      within(other).getByRole('button', { name: `Details of order ${older.number}` }),
    ).toBeInTheDocument();
  });

  it('forgets the remembered name, phone, address and orders on request', async () => {
    const phone = '9812345672';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    rememberCheckout({ name: 'Rina Das', phone }, { address: '14 School Para', landmark: '' });
    placedHere(order, phone);
    const { user } = renderFindOrder(`/findOrder/${phone}`);
    expect(
      await screen.findByRole('heading', { name: 'Your orders and bookings' }, slow),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget me on this phone' }));
    expect(
      screen.getByText(/this phone no longer remembers your name, number, address or orders/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your orders and bookings' })).toBeNull();
    for (const key of [
      storageKeys.orderContact,
      storageKeys.deliveryAddress,
      storageKeys.recentOrders,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });

  it('tells two open orders apart by their number and shop, each leading to its card', async () => {
    const phone = '9812345679';
    const grocery = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', {
      phone,
    });
    const thali = await placeTestOrder(handle, 'dada-boudi-hotel--veg-thali', 'Rina', { phone });
    placedHere(grocery, phone);
    placedHere(thali, phone);
    renderFindOrder(`/findOrder/${phone}`);
    expect(
      await screen.findByText('2 orders of this number are on their way:', {}, slow),
    ).toBeInTheDocument();
    const first = screen.getByRole('link', {
      name: `${grocery.number} · Annapurna Grocery Placed`,
    });
    const second = screen.getByRole('link', {
      name: `${thali.number} · Dada Boudi Hotel Placed`,
    });
    expect(first).toHaveTextContent(`${grocery.number} · Annapurna Grocery`);
    expect(document.querySelector(first.getAttribute('href')!)).toHaveTextContent(
      `Order ${grocery.number}`,
    );
    expect(document.querySelector(second.getAttribute('href')!)).toHaveTextContent(
      `Order ${thali.number}`,
    );
  });

  it('names only by status an open order this browser does not know', async () => {
    const phone = '9812345680';
    const mine = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    const elsewhere = await placeTestOrder(handle, 'dada-boudi-hotel--veg-thali', 'Rina', {
      phone,
    });
    placedHere(mine, phone);
    renderFindOrder(`/findOrder/${phone}`);
    expect(
      await screen.findByRole('link', { name: `${mine.number} · Annapurna Grocery Placed` }, slow),
    ).toBeInTheDocument();
    const statuses = screen.getByText(
      '2 orders of this number are on their way:',
    ).nextElementSibling!;
    expect(within(statuses as HTMLElement).getAllByText('Placed')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent(elsewhere.number);
    expect(document.body).not.toHaveTextContent('Dada Boudi Hotel');
  });

  it('shows a remembered phone half hidden until the person says it is theirs', async () => {
    const phone = '9812345681';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    placedHere(order, phone);
    const { user } = renderFindOrder('/findOrder');
    expect(screen.getByText('98••• ••681')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('98123 45681');
    expect(document.body).not.toHaveTextContent(phone);
    expect(screen.queryByText(`Order ${order.number}`)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'It’s me: the number ending in 681' }));
    expect(
      await screen.findByRole('heading', { name: 'Orders for 98123 45681' }, slow),
    ).toBeInTheDocument();
    expect(await orderCard(order.number)).toHaveTextContent('Placed');
  });

  it('names each booking in Bengali: the toto, the doctor, the tests and the trade', async () => {
    const phone = '9812345682';
    const book = async <K extends RequestKind>(kind: K, fields: RequestFields[K]) => {
      const saved = await handle.backend.call('submitRequest', {
        kind,
        id: newRequestId(),
        fields,
      });
      if (saved.kind !== 'saved') throw new Error(saved.kind);
      rememberRecord({
        collection: requestCollections[kind],
        number: saved.reference,
        id: saved.recordId,
        phone,
        placedAt: Date.now(),
      });
      return saved;
    };
    const days = bookableDays();
    // Dr. Rina Ghosh sits on Mondays, Wednesdays and Fridays.
    const sittingDay = days.slice(1).find((day) => [1, 3, 5].includes(weekdayOf(day).weekday))!;
    const tests = await handle.backend.store.query({ collection: collections.labTests, limit: 2 });
    await book('appointment', {
      doctorId: 'dr-rina-ghosh',
      patientName: 'Asha Roy',
      phone,
      date: sittingDay,
      note: '',
    });
    await book('labBooking', {
      testIds: tests.docs.map((doc) => doc.id),
      patientName: 'Asha Roy',
      phone,
      address: '14 School Para',
      date: days[1]!,
      slot: '09:00',
    });
    await book('rideBooking', {
      kind: 'toto',
      name: 'Asha Roy',
      phone,
      pickup: 'Station Road',
      drop: 'Rural hospital',
      date: days[1]!,
      time: '10:30',
      passengers: 2,
      note: '',
    });
    await book('serviceRequest', {
      serviceType: 'electrician',
      providerId: '',
      name: 'Asha Roy',
      phone,
      address: '14 School Para',
      asSoonAsPossible: true,
      date: '',
      details: 'The fan does not turn.',
    });
    try {
      locale.set('bn');
      renderFindOrder(`/findOrder/${phone}`);
      const cards = await screen.findAllByText(/^বুকিং /, {}, slow);
      expect(cards).toHaveLength(4);
      const page = () => document.body.textContent ?? '';
      await waitFor(() => expect(page()).toContain('ডাঃ রিনা ঘোষের সঙ্গে দেখা করার সময়'), slow);
      expect(page()).toMatch(/-এ টোটো: Station Road → Rural hospital/);
      expect(page()).not.toContain('গাড়ি');
      expect(page()).toMatch(/-এ ইলেকট্রিশিয়ান ডাকা/);
      const testNames = tests.docs.map((doc) => String(doc.data['nameBn']));
      expect(testNames.every((name) => /[\u0980-\u09FF]/u.test(name))).toBe(true);
      expect(page()).toContain(testNames.join(', '));
      expect(page()).not.toContain(String(tests.docs[0]!.data['name']));
    } finally {
      act(() => locale.set('en'));
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../data/query-client';
import { entityKey } from '../../data/entity-keys';
import { collections } from '../../lib/models';
import { openAllHours, type OpeningHours } from '../../lib/shop-hours';
import { hoursWithBreak, townMoment } from '../../testing/shop-hours';
import { fakeAlerts } from '../../testing/fake-alerts';
import { renderRoutes, slow } from '../../testing/render';
import {
  staffTestBackend,
  asTestStep,
  placeTestOrder,
  seededCourier,
  signInAs,
} from '../../testing/staff-fixtures';
import VendorScreen from './vendor-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
const handle = staffTestBackend();
const alerts = fakeAlerts();

function renderVendor(path = '/vendor/grocery') {
  return renderRoutes({ '/vendor/:category': <VendorScreen /> }, path);
}

const section = async (name: RegExp) =>
  (await screen.findByRole('heading', { name }, slow)).closest('section') as HTMLElement;

describe('/vendor/{category}', () => {
  it('sends someone signed out to the vendor sign-in', async () => {
    renderVendor();
    expect(await screen.findByLabelText('current path', {}, slow)).toHaveTextContent(
      '/vendorLogin',
    );
  });

  it('sends a vendor from another category’s URL to their own', async () => {
    await signInAs(handle, 'vendor');
    renderVendor('/vendor/food');
    expect(
      await screen.findByRole('heading', { name: 'Annapurna Grocery' }, slow),
    ).toBeInTheDocument();
  });

  it('turns away someone who is not a vendor, showing no shop data', async () => {
    await signInAs(handle, 'delivery');
    renderVendor();
    expect(
      await screen.findByRole('heading', { name: 'This screen is for vendors' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Annapurna Grocery' })).not.toBeInTheDocument();
  });

  it('shows new orders of their own shop live, with a count in the title, and moves them on', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    expect(await screen.findByText(/No new orders right now/, {}, slow)).toBeInTheDocument();

    const other = await placeTestOrder(handle, 'dada-boudi-hotel--veg-thali', 'Someone Else');
    const mine = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina Das', {
      phone: '9876543210',
    });
    expect(await screen.findByText(`New order ${mine.number}`, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) New orders · Town Services'));
    expect(screen.queryByText(other.number)).not.toBeInTheDocument();

    const fresh = await section(/^New/);
    const card = within(fresh).getByRole('article', { name: `Order ${mine.number}` });
    expect(card).toHaveTextContent('1 × Masoor Dal (1 kg)');
    expect(card).toHaveTextContent('₹140.00');
    // Where it goes, and a way to ask the customer about it.
    expect(card).toHaveTextContent('Deliver to');
    expect(card).toHaveTextContent('14 School Para, first floor (landmark: the big pond)');
    expect(within(card).getByRole('link', { name: 'Call 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    // Or write to them, in Bengali: the order kept no language of its own.
    const about = 'নমস্কার Rina Das, অন্নপূর্ণা মুদিখানা থেকে বলছি, আপনার অর্ডার';
    const whatsapp = new URL(
      within(card).getByRole('link', { name: 'WhatsApp the customer' }).getAttribute('href') ?? '',
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/919876543210');
    expect(whatsapp.searchParams.get('text')).toBe(`${about} ${mine.number} নিয়ে:`);
    expect(within(card).getByRole('link', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:+919876543210?body=${encodeURIComponent(`${about} ${mine.number} নিয়ে:`)}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    // Seen to: the news is over.
    await waitFor(() =>
      expect(screen.queryByText(`New order ${mine.number}`)).not.toBeInTheDocument(),
    );

    const preparing = await section(/^Preparing/);
    await user.click(
      within(within(preparing).getByRole('article', { name: `Order ${mine.number}` })).getByRole(
        'button',
        { name: 'Mark ready' },
      ),
    );
    const ready = await section(/^Ready for pick-up/);
    expect(within(ready).getByRole('article', { name: `Order ${mine.number}` })).toHaveTextContent(
      'Packed: waiting for a delivery person.',
    );
    // Ready: the sentence says so.
    const readyLink = within(ready).getByRole('link', { name: 'WhatsApp the customer' });
    expect(new URL(readyLink.getAttribute('href') ?? '').searchParams.get('text')).toMatch(
      /আপনার অর্ডার TS-\d+ তৈরি।/,
    );
    await waitFor(() => expect(document.title).toBe('Shop orders · Town Services'));
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.orders, mine.orderId)))?.data[
        'status'
      ],
    ).toBe('ready');
  });

  it('makes an order that arrives before the sound is on impossible to miss: a buzz, a blinking title, a banner', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    const ask = await screen.findByRole('button', { name: 'Tap to hear new orders' }, slow);
    expect(screen.getByText(/Until you tap, this browser stays silent/)).toBeInTheDocument();
    // The vendor is in another tab.
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const before = { ...alerts };

    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const banner = await screen.findByRole('button', { name: /^New order TS-\d+/ }, slow);
    expect(banner).toHaveTextContent(`New order ${order.number}Tap to see it`);
    expect(alerts.buzzes).toBe(before.buzzes + 1);
    expect(alerts.tones).toBe(before.tones); // silent: the browser would not let it play
    await waitFor(
      () => expect(document.title).toBe(`🔔 New order ${order.number} · Town Services`),
      { timeout: 2_500 },
    );

    // Back on the page, a tap on the banner takes the vendor to the order.
    focus.mockReturnValue(true);
    await user.click(banner);
    expect(document.title).toBe('(1) New orders · Town Services');
    const card = screen.getByRole('article', { name: `Order ${order.number}` });
    expect(card.closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^New order/ })).not.toBeInTheDocument();

    // Once the sound is on, the next order chimes.
    await user.click(ask);
    expect(await screen.findByText('Sound on')).toBeInTheDocument();
    const tonesWhenOn = alerts.tones;
    const next = await placeTestOrder(handle, 'annapurna-grocery--moong-dal');
    expect(
      await screen.findByRole('button', { name: new RegExp(`^New order ${next.number}`) }, slow),
    ).toBeInTheDocument();
    expect(alerts.tones).toBeGreaterThan(tonesWhenOn);
    focus.mockRestore();
  });

  it('keeps an order the shop was reminded of sounding, first and standing out, until it is answered', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    const older = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const newer = await placeTestOrder(handle, 'annapurna-grocery--moong-dal', 'Rina Das', {
      quantity: 2,
    });
    const fresh = await section(/^New/);
    await within(fresh).findByRole('article', { name: `Order ${newer.number}` }, slow);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const before = { ...alerts };

    // The server's sweep reminds the shop of the older one.
    await asTestStep(() =>
      handle.internals.serverStore.update(collections.orders, older.orderId, {
        remindedAt: new Date(),
      }),
    );
    const banner = await screen.findByRole('alert', {}, slow);
    expect(banner).toHaveTextContent(
      `Order ${older.number} is still waiting for you` +
        'The customer is waiting. Accept or reject it now.',
    );
    expect(alerts.buzzes).toBe(before.buzzes + 1);
    const cards = within(fresh).getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName(`Order ${older.number}`);
    expect(cards[0]).toHaveClass('unanswered');
    expect(cards[0]).toHaveTextContent(
      /Not answered since .+\. The customer is told you have not seen it\./,
    );
    const other = within(fresh).getByRole('article', { name: `Order ${newer.number}` });
    expect(other).not.toHaveClass('unanswered');
    expect(other).not.toHaveTextContent('Not answered');

    // The newer one, reminded too, but the shop lowers one of its lines: that is an answer.
    await asTestStep(() =>
      handle.internals.serverStore.update(collections.orders, newer.orderId, {
        remindedAt: new Date(),
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Orders ${older.number}, ${newer.number} are still waiting for you`,
      ),
    );
    await asTestStep(() =>
      handle.backend.call('changeOrderLine', {
        orderId: newer.orderId,
        productId: 'annapurna-grocery--moong-dal',
        quantity: 1,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Order ${older.number} is still waiting for you`,
      ),
    );
    const changed = within(fresh).getByRole('article', { name: `Order ${newer.number}` });
    expect(changed).not.toHaveClass('unanswered');
    expect(changed).not.toHaveTextContent('Not answered');

    // Answered: it no longer stands out or rings.
    await user.click(within(cards[0]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), slow);
    const preparing = await section(/^Preparing/);
    const accepted = within(preparing).getByRole('article', { name: `Order ${older.number}` });
    expect(accepted).not.toHaveClass('unanswered');
    expect(accepted).not.toHaveTextContent('Not answered');
  });

  it(
    'holds every open order however many, counts every new one, and pages the finished ones apart',
    {
      timeout: 20_000,
    },
    async () => {
      // The other shop's vendor, whose shop no other test here orders from.
      const first = await placeTestOrder(handle, 'dada-boudi-hotel--veg-thali');
      await signInAs(handle, 'otherVendor');
      await handle.backend.call('staffOrderAction', { orderId: first.orderId, action: 'accept' });
      // 51 newer orders wait, and 21 older ones are done: more than the old inbox, or a page, holds.
      const { serverStore } = handle.internals;
      const model = (await serverStore.get(collections.orders, first.orderId))!.data;
      // Any the shop was sent before count too.
      const before = (
        await serverStore.query({
          collection: collections.orders,
          where: [
            { field: 'shopId', op: '==', value: model['shopId'] ?? '' },
            { field: 'status', op: '==', value: 'placed' },
          ],
        })
      ).docs.length;
      const now = Date.now();
      await serverStore.runTransaction(async (tx) => {
        const write = (index: number, status: string, at: number) =>
          tx.set(collections.orders, index.toString(16).padStart(32, 'f'), {
            ...model,
            number: `TS-9${String(index).padStart(5, '0')}`,
            status,
            createdAt: new Date(at),
            updatedAt: new Date(at),
          });
        for (let index = 0; index < 51; index += 1) write(index, 'placed', now + 1000 + index);
        for (let index = 100; index < 121; index += 1) {
          write(index, 'delivered', now - 86_400_000 + index);
        }
      });
      const { user } = renderVendor('/vendor/food');

      const fresh = await section(/^New/);
      const waiting = before + 51;
      await waitFor(
        () => expect(within(fresh).getAllByRole('article')).toHaveLength(waiting),
        slow,
      );
      expect(within(fresh).getByRole('heading', { level: 2 })).toHaveTextContent(`New ${waiting}`);
      expect(screen.getByRole('tab', { name: /Orders/ })).toHaveTextContent(`${waiting} new`);
      // The order accepted before all of them is still there to be packed.
      const preparing = await section(/^Preparing/);
      expect(
        within(preparing).getByRole('article', { name: `Order ${first.number}` }),
      ).toBeInTheDocument();

      // The finished ones, a page at a time, only once asked for.
      await user.click(screen.getByText('Finished and on the way'));
      const finished = screen
        .getByText('Finished and on the way')
        .closest('details') as HTMLElement;
      await waitFor(() => expect(within(finished).getAllByRole('article')).toHaveLength(20), slow);
      await user.click(within(finished).getByRole('button', { name: 'More finished orders' }));
      await waitFor(() => expect(within(finished).getAllByRole('article')).toHaveLength(21), slow);
      expect(within(finished).getAllByRole('article')[0]).toHaveAccessibleName('Order TS-900120');

      // An open order that leaves the shop joins them at once.
      await asTestStep(() =>
        handle.backend.call('staffOrderAction', {
          orderId: first.orderId,
          action: 'reject',
          reasonCode: 'outOfStock',
          reason: '',
        }),
      );
      await waitFor(
        () =>
          expect(
            within(finished).getByRole('article', { name: `Order ${first.number}` }),
          ).toBeInTheDocument(),
        slow,
      );
      expect(within(preparing).queryByRole('article')).not.toBeInTheDocument();
    },
  );

  it('tells the vendor of an order the server gave up because nobody answered, until they have seen it', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    await screen.findByRole('article', { name: `Order ${order.number}` }, slow);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const before = { ...alerts };

    // The sweep gives it up, as it does at the admin's last wait (src/server/escalation).
    const { applyStatusMove } = await import('../../server/order-workflow');
    await asTestStep(() =>
      handle.internals.serverStore.runTransaction((tx) =>
        applyStatusMove(tx, {
          orderId: order.orderId,
          to: 'cancelled',
          actor: 'server',
          reasonCode: 'shopDidNotAnswer',
        }),
      ),
    );
    const told = await screen.findByRole('alert', {}, slow);
    expect(told).toHaveTextContent(
      `Order ${order.number} was cancelled: nobody at the shop answered it in time.`,
    );
    expect(told).toHaveTextContent('The customer was told the shop did not answer');
    expect(alerts.buzzes).toBe(before.buzzes + 1);
    // The open orders are a live list of their own, which may hear of the move a moment later.
    await waitFor(
      () =>
        expect(
          screen.queryByRole('article', { name: `Order ${order.number}` }),
        ).not.toBeInTheDocument(),
      slow,
    );

    await user.click(within(told).getByRole('button', { name: 'Seen it' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('brings the order a tapped notice names into view and marks it, an open one or one that left', async () => {
    const open = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const left = await placeTestOrder(handle, 'annapurna-grocery--moong-dal');
    await signInAs(handle, 'vendor');
    await handle.backend.call('staffOrderAction', {
      orderId: left.orderId,
      action: 'reject',
      reasonCode: 'outOfStock',
      reason: '',
    });
    const first = renderVendor(`/vendor/grocery?order=${open.orderId}`);
    const card = (
      await screen.findByRole('article', { name: `Order ${open.number}` }, slow)
    ).closest('li') as HTMLElement;
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveClass('order-asked');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
    first.unmount();

    // One that left the shop: the finished orders open on it.
    renderVendor(`/vendor/grocery?order=${left.orderId}`);
    const finished = (await screen.findByText('Finished and on the way', {}, slow)).closest(
      'details',
    ) as HTMLElement;
    const gone = (
      await within(finished).findByRole('article', { name: `Order ${left.number}` }, slow)
    ).closest('li') as HTMLElement;
    expect(finished).toHaveAttribute('open');
    await waitFor(() => expect(gone).toHaveFocus());
    expect(gone).toHaveAttribute('aria-current', 'true');
  });

  it('remembers the sound across a reload, and says honestly when the browser wants a tap first', async () => {
    await signInAs(handle, 'vendor');
    const { user, unmount } = renderVendor();
    await user.click(await screen.findByRole('button', { name: 'Tap to hear new orders' }, slow));
    expect(await screen.findByText('Sound on')).toBeInTheDocument();
    unmount();

    // The next visit: this browser keeps the page silent until it is tapped.
    alerts.sleep();
    const again = renderVendor();
    expect(
      await screen.findByText(
        'Sound is on, but this browser needs one tap on the screen each time it is opened.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Tap to hear new orders' }),
    ).not.toBeInTheDocument();
    // Any tap will do, not only the button's.
    await again.user.click(screen.getByRole('heading', { name: 'Annapurna Grocery' }));
    expect(await screen.findByText('Sound on')).toBeInTheDocument();
    const before = alerts.tones;
    await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    await screen.findByRole('button', { name: /^New order/ }, slow);
    expect(alerts.tones).toBeGreaterThan(before);
  });

  it('rejects an order with a reason for the customer', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    await screen.findByRole('heading', { name: 'Annapurna Grocery' }, slow);
    const order = await placeTestOrder(handle, 'annapurna-grocery--moong-dal');
    const card = await screen.findByRole('article', { name: `Order ${order.number}` }, slow);
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: `Reject order ${order.number}?` });
    // "Another reason" needs the vendor's own words; a reason from the list needs none.
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Say the other reason in a few words.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Out of stock' }));
    await user.type(
      within(dialog).getByLabelText(/In your own words/),
      'Moong dal comes on Friday',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    await waitFor(async () =>
      expect(
        (await asTestStep(() => handle.backend.store.get(collections.orders, order.orderId)))?.data,
      ).toMatchObject({
        status: 'rejected',
        reasonCode: 'outOfStock',
        reason: 'Moong dal comes on Friday',
      }),
    );
  });

  it('lowers a line of a new order before accepting, and shows the new total at once', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    await screen.findByRole('heading', { name: 'Annapurna Grocery' }, slow);
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', {
      quantity: 3,
    });
    const stockOf = async () =>
      (
        await asTestStep(() =>
          handle.backend.store.get(collections.products, 'annapurna-grocery--masoor-dal'),
        )
      )?.data['stock'] as number;
    const stockBefore = await stockOf();
    // The shop's products are read once here, so coming back shows whether they were read again.
    await user.click(screen.getByRole('tab', { name: 'Stock and prices' }));
    expect(await screen.findByRole('form', { name: 'Masoor Dal' }, slow)).toHaveTextContent(
      `${stockBefore} in stock`,
    );
    await user.click(screen.getByRole('tab', { name: /^Orders/ }));
    const card = await screen.findByRole('article', { name: `Order ${order.number}` }, slow);
    expect(card).toHaveTextContent('₹360.00');
    await user.click(within(card).getByRole('button', { name: 'Change Masoor Dal' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Masoor Dal (1 kg)?' });
    expect(dialog).toHaveTextContent('The customer asked for 3.');
    const howMany = within(dialog).getByLabelText('How many can you give?');
    // The only line: giving none is a rejection, so the list does not offer it.
    expect(
      within(howMany)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', '1', '2']);
    expect(dialog).toHaveTextContent(
      'This is the only item. To give none, reject the order instead.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change the order' }));
    expect(dialog).toHaveTextContent('Choose how many you can give.');
    await user.selectOptions(howMany, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Change the order' }));

    expect(await within(card).findByRole('status', {}, slow)).toHaveTextContent(
      'Changed. New total: ₹140.00',
    );
    await waitFor(() =>
      expect(card).toHaveTextContent('Masoor Dal (1 kg): 3 → 1, only 1 left in the shop'),
    );
    expect(card.querySelector('.staff-order-total')).toHaveTextContent('₹140.00');
    // One of the only line left: nothing to lower, and giving none is a rejection.
    expect(within(card).queryByRole('button', { name: 'Change Masoor Dal' })).toBeNull();
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.orders, order.orderId)))?.data,
    ).toMatchObject({ quantities: { 'annapurna-grocery--masoor-dal': 1 }, total: 140_00 });
    // The 2 not given are back on the shelf, and the stock tab says so.
    expect(await stockOf()).toBe(stockBefore + 2);
    await user.click(screen.getByRole('tab', { name: 'Stock and prices' }));
    const masoor = await screen.findByRole('form', { name: 'Masoor Dal' });
    await waitFor(() => expect(masoor).toHaveTextContent(`${stockBefore + 2} in stock`), slow);
  });

  it('marks an order paid by UPI only after the vendor confirms the money came, and shows it', async () => {
    await signInAs(handle, 'vendor');
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const { user } = renderVendor();
    const card = await screen.findByRole('article', { name: `Order ${order.number}` }, slow);
    expect(card).toHaveTextContent('cash on delivery');

    const mark = within(card).getByRole('button', {
      name: `Mark paid by UPI: order ${order.number}`,
    });
    await user.click(mark);
    const dialog = screen.getByRole('dialog', { name: /reach your UPI app\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.orders, order.orderId)))?.data[
        'paidByUpi'
      ],
    ).toBeUndefined();

    await user.click(mark);
    await user.click(screen.getByRole('button', { name: 'Yes, the money is there' }));
    expect(
      await within(card).findByText('Paid by UPI: collect no cash.', {}, slow),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent('cash on delivery');
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.orders, order.orderId)))?.data[
        'paidByUpi'
      ],
    ).toMatchObject({ by: 'vendor' });
  });

  it('puts a rider’s word that a delivered order was paid by UPI first, for the vendor to confirm or refuse', async () => {
    const delivered = async () => {
      const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
      await signInAs(handle, 'vendor');
      for (const action of ['accept', 'ready'] as const) {
        await handle.backend.call('staffOrderAction', { orderId: order.orderId, action });
      }
      await signInAs(handle, 'delivery');
      for (const action of ['claim', 'pickUp', 'deliver', 'markPaidByUpi'] as const) {
        await handle.backend.call('staffOrderAction', { orderId: order.orderId, action });
      }
      return order;
    };
    const paid = await delivered();
    const unpaid = await delivered();
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    const toCheck = await section(/^A rider says the customer paid by UPI/);
    const card = within(toCheck).getByRole('article', { name: `Order ${paid.number}` });
    expect(card).toHaveTextContent(
      `${seededCourier.name} says the customer paid ₹140.00 by UPI. Check your UPI app.`,
    );
    await user.click(
      within(card).getByRole('button', { name: `Yes, the money is there: order ${paid.number}` }),
    );
    await waitFor(async () =>
      expect(
        (await asTestStep(() => handle.backend.store.get(collections.orders, paid.orderId)))?.data[
          'paidByUpi'
        ],
      ).toMatchObject({ by: 'vendor' }),
    );
    const other = within(toCheck).getByRole('article', { name: `Order ${unpaid.number}` });
    await user.click(
      within(other).getByRole('button', { name: `No payment came: order ${unpaid.number}` }),
    );
    await waitFor(async () =>
      expect(
        (await asTestStep(() => handle.backend.store.get(collections.orders, unpaid.orderId)))
          ?.data['upiClaim'],
      ).toMatchObject({ state: 'refused', answeredBy: 'vendor' }),
    );
    // Answered, both leave the section for the finished ones.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /^A rider says/ })).not.toBeInTheDocument(),
    );
  });

  it('sets the shop’s UPI id, saying in plain words what is not one and keeping what was typed', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    await user.click(await screen.findByRole('tab', { name: 'Shop settings' }, slow));
    await user.click(await screen.findByRole('button', { name: 'Change the UPI id' }, slow));
    const field = screen.getByLabelText('Your shop’s UPI id');
    expect(field).toHaveValue('annapurna.grocery@example');

    await user.clear(field);
    await user.type(field, '9830012345');
    await user.click(screen.getByRole('button', { name: 'Save the UPI id' }));
    expect(
      await screen.findByText(
        'Enter a UPI id as the UPI app shows it: name@bank, for example annapurna@okaxis.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('9830012345');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'bikash.saha@okaxis');
    await user.click(screen.getByRole('button', { name: 'Save the UPI id' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery')))
        ?.data['upiId'],
    ).toBe('bikash.saha@okaxis');
    await signInAs(handle, 'vendor');
    await asTestStep(() =>
      handle.backend.call('vendorShopAction', {
        action: 'setUpi',
        upiId: 'annapurna.grocery@example',
      }),
    );
  });

  it('sets the shop’s minimum order and neighbourhoods, explaining an amount that is not one', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    await user.click(await screen.findByRole('tab', { name: 'Shop settings' }, slow));
    const terms = screen.getByRole('region', { name: 'Minimum order and neighbourhoods' });
    expect(terms).toHaveTextContent('Orders of any size are taken.');
    await user.click(
      within(terms).getByRole('button', { name: 'Change minimum and neighbourhoods' }),
    );
    const minimum = screen.getByLabelText('Minimum order (₹)');
    expect(minimum).toHaveValue('');
    const places = screen.getByRole('group', { name: 'Neighbourhoods you deliver to' });
    await within(places).findByRole('checkbox', { name: 'Bazar Para' }, slow);
    expect(places).toHaveTextContent('None ticked: you deliver to every neighbourhood.');

    await user.type(minimum, '80.505');
    await user.click(within(places).getByRole('checkbox', { name: 'Station Road' }));
    await user.click(within(places).getByRole('checkbox', { name: 'Bazar Para' }));
    const save = screen.getByRole('button', { name: 'Save minimum and neighbourhoods' });
    await user.click(save);
    expect(
      await screen.findByText(
        'Type the minimum in rupees, in digits, like 100 or 99.50: at most ₹1,00,000.00.',
      ),
    ).toBeInTheDocument();
    expect(minimum).toHaveValue('80.505');
    expect(minimum).toHaveFocus();
    expect(within(places).getByRole('checkbox', { name: 'Station Road' })).toBeChecked();

    // Typed on a Bengali keyboard: the same amount.
    await user.clear(minimum);
    await user.type(minimum, '৮০.৫০');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Customers see it now.');
    const saved = (
      await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery'))
    )?.data;
    expect(saved).toMatchObject({
      minimumOrder: 80_50,
      neighbourhoods: ['bazar-para', 'station-road'],
    });
    // What is set now, said above the form in words.
    await waitFor(() =>
      expect(terms).toHaveTextContent(
        'Smallest order taken: ₹80.50Delivers only to: Bazar Para, Station Road',
      ),
    );

    // Annapurna takes any order anywhere again, as the other tests and the demo expect.
    await user.clear(minimum);
    await user.click(within(places).getByRole('checkbox', { name: 'Station Road' }));
    await user.click(within(places).getByRole('checkbox', { name: 'Bazar Para' }));
    await user.click(save);
    await waitFor(async () =>
      expect(
        (await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery')))
          ?.data,
      ).toMatchObject({ minimumOrder: null, neighbourhoods: [] }),
    );
  });

  it('finds the shop’s hours, UPI and minimum order from the first screen, each said in words and changed in place', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    const tab = await screen.findByRole('tab', { name: 'Shop settings' }, slow);
    // Not folded under the stock any more.
    await user.click(screen.getByRole('tab', { name: 'Stock and prices' }));
    await screen.findByRole('form', { name: 'Masoor Dal' }, slow);
    expect(screen.queryByText('UPI payments')).not.toBeInTheDocument();
    expect(screen.queryByText(/Minimum order/)).not.toBeInTheDocument();

    await user.click(tab);
    const sections = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(sections).toEqual([
      'Opening hours and days off',
      'UPI payments',
      'Minimum order and neighbourhoods',
    ]);
    const hours = screen.getByRole('region', { name: 'Opening hours and days off' });
    expect(hours).toHaveTextContent('Open 24 hours, every day');
    expect(screen.getByRole('region', { name: 'UPI payments' })).toHaveTextContent(
      'Customers can pay by UPI to annapurna.grocery@example.',
    );
    // Each form opens under its own button, which says it is open.
    const change = within(hours).getByRole('button', { name: 'Change opening hours' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const form = within(hours).getByRole('form', { name: 'Opening hours' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sunday' }), 'closed');
    await user.click(within(form).getByRole('button', { name: 'Save hours' }));
    expect(await within(form).findByRole('status', {}, slow)).toHaveTextContent('Hours saved.');
    await waitFor(() => expect(hours).toHaveTextContent('Mon – Sat: open 24 hoursSun: closed'));
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery')))
        ?.data['openingHours'],
    ).toMatchObject({ week: { Sun: { kind: 'closed' }, Mon: { kind: 'allDay' } } });
    // Annapurna is open all hours again, as the other tests and the demo expect.
    await asTestStep(() =>
      handle.backend.call('vendorShopAction', {
        action: 'setHours',
        openingHours: openAllHours,
      }),
    );
  });

  describe('on the shop’s hours', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(async () => {
      vi.useRealTimers();
      // Annapurna is open all hours again, as the other tests and the demo expect.
      const stored = await asTestStep(() =>
        handle.backend.store.get(collections.shops, 'annapurna-grocery'),
      );
      await asTestStep(() =>
        handle.internals.writeDoc(collections.shops, 'annapurna-grocery', {
          ...stored?.data,
          open: true,
          openingHours: openAllHours,
          closedUntil: null,
          openUntil: null,
        }),
      );
    });
    const withHours = async (openingHours?: OpeningHours) => {
      const stored = await asTestStep(() =>
        handle.backend.store.get(collections.shops, 'annapurna-grocery'),
      );
      const { openingHours: _was, ...rest } = stored?.data ?? {};
      await handle.internals.writeDoc(collections.shops, 'annapurna-grocery', {
        ...rest,
        ...(openingHours && { openingHours }),
      });
    };
    const bar = () => screen.getByRole('button', { name: /the shop$/ }).closest('.shop-switch');

    it('tells the vendor before and after closing whether the shop opens again by itself', async () => {
      vi.setSystemTime(townMoment('2026-11-26T18:00'));
      await withHours(hoursWithBreak);
      await signInAs(handle, 'vendor');
      const { user, unmount } = renderVendor();
      const close = await screen.findByRole('button', { name: 'Close the shop' }, slow);
      expect(bar()).toHaveTextContent('Open: taking orders');
      expect(bar()).toHaveTextContent('Open now · closes 9:00 pm');
      expect(close).toHaveAccessibleDescription(
        'If you close it now, it opens again by itself tomorrow at 7:00 am.',
      );
      await user.click(close);
      await screen.findByRole('button', { name: 'Open the shop' }, slow);
      expect(bar()).toHaveTextContent('ClosedCustomers can look, but cannot order.');
      expect(bar()).toHaveTextContent('It opens again by itself tomorrow at 7:00 am.');
      await user.click(screen.getByRole('button', { name: 'Open the shop' }));
      await screen.findByRole('button', { name: 'Close the shop' }, slow);
      unmount();

      // No hours: closed, it waits for its vendor, and says so.
      await withHours(undefined);
      await queryClient.invalidateQueries({ queryKey: entityKey(collections.shops) });
      renderVendor();
      const again = await screen.findByRole('button', { name: 'Close the shop' }, slow);
      await waitFor(
        () =>
          expect(again).toHaveAccessibleDescription(
            'If you close it now, it stays closed until you open it again.',
          ),
        slow,
      );
      await user.click(again);
      await screen.findByRole('button', { name: 'Open the shop' }, slow);
      expect(bar()).toHaveTextContent('It stays closed until you open it again.');
      expect(
        (await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery')))
          ?.data,
      ).toMatchObject({ open: false, closedUntil: null });
    });

    it('opens for extra hours beside “Closed by your hours”, as the server allows, and goes back to the usual hours', async () => {
      vi.setSystemTime(townMoment('2026-11-26T21:30'));
      await withHours(hoursWithBreak);
      await signInAs(handle, 'vendor');
      const { user } = renderVendor();
      await screen.findByText('Closed by your hours', {}, slow);
      expect(bar()).toHaveTextContent('Closed · opens tomorrow 7:00 am');
      await user.click(screen.getByRole('button', { name: 'Open now, outside your hours' }));
      const dialog = screen.getByRole('dialog', { name: 'Open now, outside your hours?' });
      const until = within(dialog).getByLabelText('Take orders until');
      // The morning is far off: it starts an hour from now.
      expect(until).toHaveValue('22:30');
      fireEvent.change(until, { target: { value: '21:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Take orders until then' }));
      expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(
        'Extra hours can run at most 12 hours from now. Choose an earlier time.',
      );
      expect(until).toHaveValue('21:00');
      fireEvent.change(until, { target: { value: '22:30' } });
      await user.click(within(dialog).getByRole('button', { name: 'Take orders until then' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
      await screen.findByText('Open: extra hours today', {}, slow);
      expect(bar()).toHaveTextContent('Open now · closes 10:30 pm');
      expect(
        (await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery')))
          ?.data['openUntil'],
      ).toEqual(townMoment('2026-11-26T22:30'));

      await user.click(screen.getByRole('button', { name: 'Back to your usual hours' }));
      expect(await screen.findByText('Closed by your hours', {}, slow)).toBeInTheDocument();
    });

    it('offers to open early until the morning’s opening, when it is near', async () => {
      vi.setSystemTime(townMoment('2026-11-27T05:40'));
      await withHours(hoursWithBreak);
      await signInAs(handle, 'vendor');
      const { user } = renderVendor();
      await user.click(
        await screen.findByRole('button', { name: 'Open now, outside your hours' }, slow),
      );
      const dialog = screen.getByRole('dialog', { name: 'Open now, outside your hours?' });
      expect(within(dialog).getByLabelText('Take orders until')).toHaveValue('07:00');
      await user.click(within(dialog).getByRole('button', { name: 'Take orders until then' }));
      // Joined to the morning's hours: open until they close.
      await waitFor(() => expect(bar()).toHaveTextContent('Open now · closes 1:00 pm'), slow);
    });

    it('offers to stay open later while the hours keep it open', async () => {
      vi.setSystemTime(townMoment('2026-11-26T20:00'));
      await withHours(hoursWithBreak);
      await signInAs(handle, 'vendor');
      const { user } = renderVendor();
      await user.click(await screen.findByRole('button', { name: 'Stay open later today' }, slow));
      const dialog = screen.getByRole('dialog', { name: 'Stay open later today?' });
      expect(within(dialog).getByLabelText('Take orders until')).toHaveValue('22:00');
      await user.click(within(dialog).getByRole('button', { name: 'Take orders until then' }));
      await waitFor(() => expect(bar()).toHaveTextContent('Open now · closes 10:00 pm'), slow);
    });
  });

  it('opens and closes the shop, and edits stock and price', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    await user.click(await screen.findByRole('button', { name: 'Close the shop' }, slow));
    expect(await screen.findByRole('button', { name: 'Open the shop' })).toBeInTheDocument();
    expect(
      (await asTestStep(() => handle.backend.store.get(collections.shops, 'annapurna-grocery')))
        ?.data['open'],
    ).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Open the shop' }));
    await screen.findByRole('button', { name: 'Close the shop' });

    await user.click(screen.getByRole('tab', { name: 'Stock and prices' }));
    const editor = await screen.findByRole('form', { name: 'Sugar' }, slow);
    const stock = within(editor).getByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '-2');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(
      within(editor).getByText('Stock is a whole number, 0 or more, typed in digits.'),
    ).toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '25');
    const price = within(editor).getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '48.50');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Saved.')).toBeInTheDocument();
    expect(
      (
        await asTestStep(() =>
          handle.backend.store.get(collections.products, 'annapurna-grocery--sugar'),
        )
      )?.data,
    ).toMatchObject({ stock: 25, price: 48_50 });

    // A price twenty times the last one is asked about first, and saved once confirmed.
    await user.clear(price);
    await user.type(price, '999');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the price of Sugar?' });
    expect(
      (
        await asTestStep(() =>
          handle.backend.store.get(collections.products, 'annapurna-grocery--sugar'),
        )
      )?.data,
    ).toMatchObject({ price: 48_50 });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, ₹999.00' }));
    expect(await within(editor).findByText('Saved.')).toBeInTheDocument();
    expect(
      (
        await asTestStep(() =>
          handle.backend.store.get(collections.products, 'annapurna-grocery--sugar'),
        )
      )?.data,
    ).toMatchObject({ stock: 25, price: 999_00 });

    // The shop's list was read again: back on the tab, the product is as saved.
    await user.click(screen.getByRole('tab', { name: /^Orders/ }));
    await user.click(screen.getByRole('tab', { name: 'Stock and prices' }));
    const again = await screen.findByRole('form', { name: 'Sugar' });
    expect(again).toHaveTextContent('now ₹999.00, 25 in stock');
    expect(within(again).getByLabelText('Price (₹)')).toHaveValue('999');
  });

  it('shows an order that is not stored as it should be as one notice, and every other order', async () => {
    const good = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const bad = await placeTestOrder(handle, 'annapurna-grocery--moong-dal');
    const stored = await asTestStep(() =>
      handle.backend.store.get(collections.orders, bad.orderId),
    );
    // What a forged write once could leave: a line whose name is not text.
    await handle.internals.writeDoc(collections.orders, bad.orderId, {
      ...stored?.data,
      lines: [{ name: {} }],
    });
    await signInAs(handle, 'vendor');
    renderVendor();
    expect(
      await screen.findByRole('article', { name: `Order ${good.number}` }, slow),
    ).toBeInTheDocument();
    const notice = screen.getByRole('article', { name: 'An order that could not be shown' });
    expect(notice).toHaveTextContent(bad.orderId);
    expect(screen.queryByRole('article', { name: `Order ${bad.number}` })).not.toBeInTheDocument();
  });
});

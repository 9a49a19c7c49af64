import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAlerts } from '../../../testing/fake-alerts';
import { renderRoutes, slow } from '../../../testing/render';
import { sendTestList, storedList, tinyPhoto } from '../../../testing/shop-lists';
import { signInAs, staffTestBackend } from '../../../testing/staff-fixtures';
import VendorScreen from '../vendor-screen';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
const handle = staffTestBackend();
const alerts = fakeAlerts();

function renderVendor(path = '/vendor/grocery') {
  return renderRoutes({ '/vendor/:category': <VendorScreen /> }, path);
}

const listsTab = () => screen.getByRole('tab', { name: /^Lists/ });

describe('the lists on the vendor’s screen', () => {
  it('arrive live and ring, and the vendor prices one from the catalogue and a line of its own', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderVendor();
    expect(await screen.findByText(/No new orders right now/, {}, slow)).toBeInTheDocument();
    const before = { buzzes: alerts.buzzes };

    const sent = await sendTestList(handle, { text: '1 kg masoor dal\nsomething for a cough' });
    const news = await screen.findByText(`New list ${sent.number}`, {}, slow);
    expect(alerts.buzzes).toBe(before.buzzes + 1);
    expect(listsTab()).toHaveTextContent('Lists1 new');
    await waitFor(() => expect(document.title).toBe('(1) New list · Town Services'));

    // The banner's tap: the Lists tab, on the list's card.
    await user.click(news);
    expect(listsTab()).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: `List ${sent.number}` });
    expect(card).toHaveTextContent('1 kg masoor dal');
    expect(card).toHaveTextContent('14 School Para, first floor (School Para)');

    await user.click(within(card).getByRole('button', { name: 'Price this list' }));
    const builder = within(card).getByRole('form', { name: `Price list ${sent.number}` });
    await user.type(within(builder).getByLabelText('Find in your products'), 'masoor');
    await user.click(await within(builder).findByRole('button', { name: 'Add Masoor Dal' }, slow));
    expect(within(builder).getByRole('button', { name: 'Masoor Dal: added' })).toBeDisabled();
    await user.click(within(builder).getByRole('button', { name: 'One more Masoor Dal' }));
    await user.click(within(builder).getByRole('button', { name: '+ Add a line of your own' }));
    const own = within(builder).getByRole('group', { name: 'Line of your own 1' });
    await user.type(within(own).getByLabelText('Name'), 'Cough syrup 100 ml');
    await user.type(within(own).getByLabelText('Price, ₹'), '95.50');
    await user.clear(within(own).getByLabelText('How many'));
    await user.type(within(own).getByLabelText('How many'), '2');
    await user.type(within(builder).getByLabelText(/A note for the customer/), 'Ready by six.');
    // What the customer will see: 2 × ₹110 + 2 × ₹95.50, and School Para's fee.
    const estimate = within(builder).getByRole('region', { name: 'The customer will see' });
    expect(estimate).toHaveTextContent('Items₹411.00Delivery₹30.00Total₹441.00');

    await user.click(within(builder).getByRole('button', { name: 'Send the price' }));
    await waitFor(async () =>
      expect((await storedList(handle, sent.listId))?.status).toBe('quoted'),
    );
    const quote = (await storedList(handle, sent.listId))?.quote;
    expect(quote?.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        productId: 'annapurna-grocery--masoor-dal',
        price: 110_00,
        quantity: 2,
      }),
      { kind: 'free', name: 'Cough syrup 100 ml', unit: '', price: 95_50, quantity: 2 },
    ]);
    expect(quote).toMatchObject({ subtotal: 411_00, deliveryFee: 30_00, total: 441_00 });
    expect(quote?.note).toBe('Ready by six.');
    // The card moves to the priced ones, with the price the server wrote.
    const priced = (await screen.findByRole('heading', { name: /^Priced, waiting/ }, slow)).closest(
      'section',
    ) as HTMLElement;
    const pricedCard = within(priced).getByRole('article', { name: `List ${sent.number}` });
    expect(pricedCard).toHaveTextContent('2 × Cough syrup 100 ml');
    expect(pricedCard).toHaveTextContent('not in the shop’s list, priced by the shop');
    expect(pricedCard).toHaveTextContent('Total₹441.00');
    expect(listsTab()).toHaveTextContent(/^Lists$/);
  });

  it('says what a price lacks before sending it, and refuses a list with a reason from the list', async () => {
    await signInAs(handle, 'vendor');
    const sent = await sendTestList(handle);
    const { user } = renderVendor(`/vendor/grocery?list=${sent.listId}`);
    // A notice's link opens the Lists tab on its card.
    const card = await screen.findByRole('article', { name: `List ${sent.number}` }, slow);
    expect(listsTab()).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(card.closest('li')).toHaveFocus());

    await user.click(within(card).getByRole('button', { name: 'Price this list' }));
    await user.click(within(card).getByRole('button', { name: 'Send the price' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Add at least one thing to the price.',
    );
    await user.click(within(card).getByRole('button', { name: '+ Add a line of your own' }));
    await user.type(within(card).getByLabelText('Name'), 'Rice 2 kg');
    await user.type(within(card).getByLabelText('Price, ₹'), 'ninety');
    await user.click(within(card).getByRole('button', { name: 'Send the price' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Give each line of your own a price in rupees, like 45 or 45.50.',
    );
    expect(within(card).getByLabelText('Price, ₹')).toHaveAttribute('aria-invalid', 'true');
    expect((await storedList(handle, sent.listId))?.status).toBe('sent');

    await user.click(within(card).getByRole('button', { name: 'Not now' }));
    await user.click(within(card).getByRole('button', { name: 'Cannot take it' }));
    const dialog = screen.getByRole('dialog', { name: `Cannot take list ${sent.number}?` });
    await user.click(within(dialog).getByLabelText('Out of stock'));
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    await waitFor(async () =>
      expect(await storedList(handle, sent.listId)).toMatchObject({
        status: 'refused',
        reasonCode: 'outOfStock',
      }),
    );
  });

  it('shows the photo zoomable and the voice note to play', async () => {
    await signInAs(handle, 'vendor');
    const sent = await sendTestList(handle, {
      text: '',
      photo: tinyPhoto,
      voice: { mime: 'audio/webm', data: 'data:audio/webm;base64,GkXfow==', seconds: 12 },
    });
    const { user } = renderVendor(`/vendor/grocery?list=${sent.listId}`);
    const card = await screen.findByRole('article', { name: `List ${sent.number}` }, slow);
    expect(
      await within(card).findByLabelText('Voice note, 0:12', { selector: 'audio' }, slow),
    ).toHaveAttribute('src', 'data:audio/webm;base64,GkXfow==');

    await user.click(await within(card).findByRole('button', { name: /Open the photo/ }, slow));
    const viewer = screen.getByRole('dialog', { name: `The photo sent with list ${sent.number}` });
    const photo = within(viewer).getByRole('img');
    expect(photo).toHaveAttribute('src', tinyPhoto.data);
    expect(photo).toHaveAttribute('data-scale', '1');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(photo).toHaveAttribute('data-scale', '2.25');
    expect(photo.style.width).toBe('225%');
    // Two fingers drawn apart zoom in further; Fit goes back.
    const frame = photo.parentElement as HTMLElement;
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(frame, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(photo).toHaveAttribute('data-scale', '4.5');
    fireEvent.pointerUp(frame, { pointerId: 1 });
    fireEvent.pointerUp(frame, { pointerId: 2 });
    await user.click(within(viewer).getByRole('button', { name: 'Fit' }));
    expect(photo).toHaveAttribute('data-scale', '1');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

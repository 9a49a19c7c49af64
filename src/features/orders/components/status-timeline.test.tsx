import { render, screen } from '@testing-library/react';
import { formatOrderTime } from '../../../widgets/order-bits';
import { locale } from '../../../lib/i18n';
import { StatusTimeline } from './status-timeline';

afterEach(() => locale.set('en'));

const placedAt = new Date(2026, 10, 26, 18, 28);
const order: Parameters<typeof StatusTimeline>[0]['order'] = {
  status: 'placed',
  history: [{ status: 'placed', at: placedAt }],
  reasonCode: null,
  reason: null,
};

describe('when an order moved, as the customer and the shop read it', () => {
  it.each([
    ['bn', 'অর্ডার কোথায় আছে', '২৬ নভেঃ, সন্ধ্যা ৬:২৮', 'সন্ধ্যা ৬:২৮'],
    ['hi', 'ऑर्डर कहाँ तक पहुँचा', '26 नव॰, शाम 6:28', 'शाम 6:28'],
    ['en', 'Order progress', '26 Nov, 6:28 pm', '6:28 pm'],
  ] as const)(
    'in %s, Find Order’s timeline says the time in the words of the shop’s order card',
    async (code, progress, onTimeline, onShopCard) => {
      locale.set(code);
      render(<StatusTimeline order={order} />);
      // The words arrive a moment after the language is chosen.
      const timeline = await screen.findByRole('list', { name: progress }, { timeout: 5_000 });
      expect(timeline).toHaveTextContent(onTimeline);
      // The vendor's and the rider's cards say a moment of today by its time alone.
      expect(formatOrderTime(placedAt, new Date(2026, 10, 26, 20, 0))).toBe(onShopCard);
      expect(onTimeline.endsWith(onShopCard)).toBe(true);
    },
  );
});

describe('a changed order', () => {
  it('keeps the time it was placed, not the time the shop changed its lines', async () => {
    render(
      <StatusTimeline
        order={{
          ...order,
          history: [
            { status: 'placed', at: placedAt },
            { status: 'placed', at: new Date(2026, 10, 26, 18, 41), linesChanged: true },
          ],
        }}
      />,
    );
    const timeline = await screen.findByRole('list', { name: 'Order progress' });
    expect(timeline).toHaveTextContent('26 Nov, 6:28 pm');
    expect(timeline).not.toHaveTextContent('6:41');
  });
});

describe('why an order stopped, as the customer reads it', () => {
  it('says a Hindi vendor’s reason in Bengali, and their own words as theirs', async () => {
    locale.set('bn');
    render(
      <StatusTimeline
        order={{
          status: 'rejected',
          history: [
            { status: 'placed', at: placedAt },
            { status: 'rejected', at: placedAt },
          ],
          reasonCode: 'outOfStock',
          reason: 'स्टॉक में नहीं है',
        }}
      />,
    );
    expect(
      await screen.findByText('কারণ: জিনিস শেষ হয়ে গেছে', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('দোকানের নিজের কথায়: “स्टॉक में नहीं है”')).toBeInTheDocument();
  });

  it('names the delivery person’s words as theirs when an order could not be delivered', async () => {
    render(
      <StatusTimeline
        order={{
          status: 'undelivered',
          history: [{ status: 'undelivered', at: placedAt }],
          reasonCode: 'wrongAddress',
          reason: 'No house 14 on School Para',
        }}
      />,
    );
    expect(await screen.findByText('Reason: Address not found')).toBeInTheDocument();
    expect(
      screen.getByText('In the delivery person’s words: “No house 14 on School Para”'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not delivered')).toBeInTheDocument();
  });
});

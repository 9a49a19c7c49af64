import { screen } from '@testing-library/react';
import { recentRecords, rememberCheckout } from '../../lib/customer-memory';
import { listMediaId } from '../../lib/list-media';
import { collections } from '../../lib/models';
import { fakeMicrophone } from '../../testing/fake-media-recorder';
import { fakeNotifications } from '../../testing/fake-notifications';
import { renderRoutes, slow } from '../../testing/render';
import { storedList, tinyPhoto } from '../../testing/shop-lists';
import { townMoment } from '../../testing/shop-hours';
import { staffTestBackend, testPhone } from '../../testing/staff-fixtures';
import { shrinkPhoto } from '../../widgets/qr-photo/shrink-photo';
import SendListScreen from './send-list-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
// happy-dom draws no pictures: the shrinking of a real photo is the end-to-end test's, in Chromium.
vi.mock('../../widgets/qr-photo/shrink-photo', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  shrinkPhoto: vi.fn(),
}));

const handle = staffTestBackend();
fakeNotifications();
const microphone = fakeMicrophone();

function renderSendList(shopId: string) {
  return renderRoutes({ '/sendList/:shopId': <SendListScreen /> }, `/sendList/${shopId}`);
}

const photoFile = () => new File(['a phone photo'], 'prescription.jpg', { type: 'image/jpeg' });

describe('/sendList/:shopId', () => {
  it('sends a typed list with the contact the cart remembers, and gives its number and code', async () => {
    const phone = testPhone();
    rememberCheckout(
      { name: 'Rina Das', phone },
      { address: '14 School Para Road', landmark: 'the pond', neighbourhood: 'school-para' },
    );
    const { user } = renderSendList('annapurna-grocery');
    expect(
      await screen.findByRole('heading', { name: 'Send your list to Annapurna Grocery' }, slow),
    ).toBeInTheDocument();
    // The last order's contact and address, never its landmark.
    expect(screen.getByLabelText('Name')).toHaveValue('Rina Das');
    expect(screen.getByLabelText('Phone')).toHaveValue(phone);
    expect(screen.getByLabelText('Address')).toHaveValue('14 School Para Road');
    expect(await screen.findByLabelText('Neighbourhood', {}, slow)).toHaveValue('school-para');
    expect(screen.getByLabelText('Landmark (optional)')).toHaveValue('');

    // Nothing in it: said, and nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send list' }));
    expect(
      screen.getByText('Add a photo, a voice note or a few lines — one is enough.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Or type it')).toHaveFocus();

    await user.type(screen.getByLabelText('Or type it'), '2 kg rice{Enter}1 litre mustard oil');
    await user.click(screen.getByRole('button', { name: 'Send list' }));
    expect(await screen.findByRole('heading', { name: 'List sent' }, slow)).toBeInTheDocument();
    const number = screen.getAllByText(/^LS-\d{6}$/)[0]?.textContent ?? '';
    expect(screen.getByText('List number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tell me when the shop answers' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Track this list' })).toHaveAttribute(
      'href',
      `/findOrder/${phone}`,
    );

    const record = recentRecords().find((each) => each.number === number);
    expect(record).toMatchObject({ collection: collections.shopLists, phone });
    expect(await storedList(handle, record?.id ?? '')).toMatchObject({
      shopId: 'annapurna-grocery',
      text: '2 kg rice\n1 litre mustard oil',
      photo: false,
      voice: null,
      neighbourhoodId: 'school-para',
      status: 'sent',
    });
  });

  describe('at a pharmacy, open at eleven in the morning', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(townMoment('2026-11-26T11:00'));
    });
    afterEach(() => vi.useRealTimers());

    it('says before sending that the pharmacy needs a photo, then sends the photo with a voice note', async () => {
      vi.mocked(shrinkPhoto).mockResolvedValue(tinyPhoto.data);
      const { user } = renderSendList('life-care-medical');
      expect(
        await screen.findByText(
          /Life Care Medical Hall needs a photo of your prescription or list: take one below/,
          {},
          slow,
        ),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText('Or type it'), 'Paracetamol 500, 1 strip');
      await user.type(screen.getByLabelText('Name'), 'Rina Das');
      const phone = testPhone();
      await user.type(screen.getByLabelText('Phone'), phone);
      await user.type(screen.getByLabelText('Address'), '14 School Para Road');
      await user.selectOptions(await screen.findByLabelText('Neighbourhood'), 'school-para');
      await user.click(screen.getByRole('button', { name: 'Send list' }));
      expect(
        screen.getByText('Life Care Medical Hall needs a photo of your prescription or list.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
      expect(screen.getByLabelText('Take a photo')).toHaveFocus();

      await user.upload(screen.getByLabelText('Take a photo'), photoFile());
      expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute(
        'src',
        tinyPhoto.data,
      );
      expect(vi.mocked(shrinkPhoto).mock.calls[0]?.[1]).toEqual({
        sides: [1600, 1200, 900],
        bytes: 150_000,
      });

      // A voice note beside it, recorded (the microphone is fake, the recorder runs for real).
      await user.click(screen.getByRole('button', { name: 'Record a voice note' }));
      await screen.findByRole('timer');
      vi.setSystemTime(townMoment('2026-11-26T11:00').getTime() + 4_000);
      await user.click(screen.getByRole('button', { name: 'Stop recording' }));
      expect(
        await screen.findByText(/Your voice note, 0:04. Play it to check it before you send./),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send list' }));
      expect(await screen.findByRole('heading', { name: 'List sent' }, slow)).toBeInTheDocument();
      const record = recentRecords().find((each) => each.phone === phone);
      const list = await storedList(handle, record?.id ?? '');
      expect(list).toMatchObject({ photo: true, voice: { seconds: 4 }, status: 'sent' });
      const voice = await handle.internals.serverStore.get(
        collections.listMedia,
        listMediaId(record?.id ?? '', 'voice'),
      );
      expect(voice?.data).toMatchObject({ kind: 'voice', mime: 'audio/webm' });
      expect(microphone.tracks.every((track) => track.stopped)).toBe(true);
    });
  });

  it('says when the shop is not found', async () => {
    renderSendList('no-such-shop');
    expect(await screen.findByRole('heading', { name: 'Shop not found' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

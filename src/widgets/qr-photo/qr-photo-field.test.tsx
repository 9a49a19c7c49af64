import { screen } from '@testing-library/react';
import { collections } from '../../lib/models';
import { renderAt, slow } from '../../testing/render';
import { signInAs, staffTestBackend } from '../../testing/staff-fixtures';
import { QrPhotoField } from './qr-photo-field';
import { shrinkPhoto } from './shrink-photo';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
// happy-dom draws no pictures: the canvas shrinking is shrink-photo's own test's and the browser's.
vi.mock('./shrink-photo', () => ({ shrinkPhoto: vi.fn() }));

const handle = staffTestBackend();
const shrunk = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=';
const photoFile = () => new File(['a phone photo'], 'qr.jpg', { type: 'image/jpeg' });
const shopData = async () =>
  (await handle.backend.store.get(collections.shops, 'annapurna-grocery'))?.data;
const storedQr = async () =>
  (await handle.backend.store.get(collections.shopQr, 'annapurna-grocery'))?.data ?? null;

/** `who` chooses a photo of the QR code of Dada Boudi Hotel, a shop that is not the seeded vendor's. */
async function uploadForDadaBoudi(who: 'admin' | 'vendor') {
  vi.mocked(shrinkPhoto).mockResolvedValue(shrunk);
  await signInAs(handle, who);
  const { user } = renderAt(<QrPhotoField shopId="dada-boudi-hotel" shopName="Dada Boudi Hotel" />);
  await user.upload(
    await screen.findByLabelText('Choose a photo of the QR code', {}, slow),
    photoFile(),
  );
  return user;
}

describe('a shop’s QR photo', () => {
  it('is shrunk, saved apart from the shop and shown; and taken away', async () => {
    vi.mocked(shrinkPhoto).mockResolvedValue(shrunk);
    const shopBefore = await shopData();
    await signInAs(handle, 'vendor');
    const { user } = renderAt(
      <QrPhotoField shopId="annapurna-grocery" shopName="Annapurna Grocery" />,
    );
    expect(await screen.findByText('No photo yet.', {}, slow)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose a photo of the QR code'), photoFile());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Customers see it on the Pay by UPI screen.',
    );
    expect(
      await screen.findByRole('img', { name: 'The QR photo of Annapurna Grocery' }),
    ).toHaveAttribute('src', shrunk);
    expect(await storedQr()).toMatchObject({ image: shrunk, by: 'vendor' });
    // The shop, which every list of shops reads, is as it was.
    expect(await shopData()).toEqual(shopBefore);

    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(await screen.findByText('Removed.')).toBeInTheDocument();
    expect(await screen.findByText('No photo yet.')).toBeInTheDocument();
    expect(await storedQr()).toBeNull();
  });

  it('says in plain words when the file is no photo, or stays too large, and saves nothing', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderAt(
      <QrPhotoField shopId="annapurna-grocery" shopName="Annapurna Grocery" />,
    );
    const choose = await screen.findByLabelText('Choose a photo of the QR code', {}, slow);
    vi.mocked(shrinkPhoto).mockRejectedValueOnce(
      new DOMException('The source image could not be decoded.'),
    );
    await user.upload(choose, photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not a photo this browser can open. Choose a JPEG or PNG photo.',
    );
    vi.mocked(shrinkPhoto).mockResolvedValueOnce(null);
    await user.upload(choose, photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(/stays too large even made smaller/);
    expect(await storedQr()).toBeNull();
  });

  it('is set by an admin for any shop', async () => {
    const user = await uploadForDadaBoudi('admin');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved\./);
    expect(
      (await handle.backend.store.get(collections.shopQr, 'dada-boudi-hotel'))?.data,
    ).toMatchObject({ image: shrunk, by: 'admin' });
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(await screen.findByText('No photo yet.')).toBeInTheDocument();
  });

  it('is refused for another vendor’s shop, saying so', async () => {
    await uploadForDadaBoudi('vendor');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only this shop’s vendor or an admin may change its QR photo.',
    );
    expect(await handle.backend.store.get(collections.shopQr, 'dada-boudi-hotel')).toBeNull();
  });
});

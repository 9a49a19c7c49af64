import { screen } from '@testing-library/react';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { renderRoutes, slow } from '../../testing/render';
import { staffTestBackend } from '../../testing/staff-fixtures';
import GalleryScreen from './gallery-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

staffTestBackend();
afterEach(() => locale.set('en'));

const renderShop = (shopId: string) =>
  renderRoutes({ '/gallery/:id': <GalleryScreen /> }, `/gallery/${shopId}`);

describe('a shop’s page, before anything goes in the cart', () => {
  it('says the shop’s minimum order and the neighbourhoods it delivers to', async () => {
    renderShop('roll-corner');
    expect(await screen.findByText('Takes orders of ₹60.00 or more', {}, slow)).toBeInTheDocument();
    expect(
      await screen.findByText('Delivers only to Bazar Para, School Para, Station Road', {}, slow),
    ).toBeInTheDocument();
  });

  it('says a shop that takes any order delivers everywhere, with no minimum', async () => {
    renderShop('annapurna-grocery');
    expect(
      await screen.findByText('Delivers to every neighbourhood', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Takes orders of/)).not.toBeInTheDocument();
  });

  it('names the neighbourhoods in Bengali, in Bengali order, with the case ending', async () => {
    locale.set('bn');
    await preloadCatalogue('town');
    renderShop('roll-corner');
    expect(await screen.findByText('কমপক্ষে ₹৬০.০০-এর অর্ডার নেয়', {}, slow)).toBeInTheDocument();
    expect(
      await screen.findByText('শুধু বাজার পাড়া, স্কুল পাড়া, স্টেশন রোডে মাল পৌঁছে দেয়', {}, slow),
    ).toBeInTheDocument();
  });
});

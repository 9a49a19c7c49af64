import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { slow } from '../../testing/render';
import { sundayToto } from '../../testing/ride-booking';
import { placeTestOrder, seededVendor } from '../../testing/staff-fixtures';
import { adminTestSession, renderSection, sectionList } from './admin-screen-testing';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

/** A volunteer reading Bengali or Hindi: the admin's words and the records' own. */
async function inLanguage(code: 'bn' | 'hi') {
  locale.set(code);
  await preloadCatalogue('admin');
}
afterEach(() => locale.set('en'));

const CHOOSE_FILE = 'সিএসভি ফাইল বাছুন';
const PREVIEW = 'ফাইলের প্রথম কয়েকটি সারি';

const rowOf = async (title: string) =>
  (await screen.findByRole('button', { name: title }, slow)).closest('li') as HTMLElement;

describe('the admin’s lists in the reader’s language', { timeout: 20_000 }, () => {
  it('name products, their shops, the shop filter, neighbourhoods and vendors’ shops in Bengali', async () => {
    await inLanguage('bn');
    const { user } = renderSection('products');
    await sectionList('জিনিস');
    const filter = screen.getByRole('combobox', { name: 'দোকান' });
    await within(filter).findByRole('option', { name: 'অন্নপূর্ণা মুদিখানা' }, slow);
    expect(within(filter).queryByRole('option', { name: 'Annapurna Grocery' })).toBeNull();
    await user.selectOptions(filter, 'annapurna-grocery');
    const masoor = await rowOf('মসুর ডাল');
    expect(masoor).toHaveTextContent('অন্নপূর্ণা মুদিখানা');
    expect(masoor).not.toHaveTextContent('Annapurna');
    cleanup();

    renderSection('neighbourhoods');
    expect(await rowOf('বাজার পাড়া')).toBeInTheDocument();
    cleanup();

    renderSection('vendors');
    await waitFor(
      async () => expect(await rowOf(seededVendor.name)).toHaveTextContent('অন্নপূর্ণা মুদিখানা'),
      slow,
    );
  });

  it('name an order’s shop and its items in Hindi', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    await inLanguage('hi');
    const { user } = renderSection('orders');
    const title = await screen.findByRole('button', { name: new RegExp(order.number) }, slow);
    const row = title.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('अन्नपूर्णा किराना');
    await user.click(title);
    expect(await within(row).findByText(/मसूर दाल/, {}, slow)).toBeInTheDocument();
  });

  it('say a ride booking’s day and time in words, never as stored', async () => {
    await handle.internals.writeDoc(collections.rideBookings, 'ride-1', {
      ...sundayToto,
      status: 'new',
      reference: 'BK-482913',
      code: '',
      staffNote: '',
      createdAt: new Date('2026-11-28T10:00:00Z'),
    });
    renderSection('rideBookings');
    const row = await rowOf('Rina Das · Station Road → Rathtala');
    expect(row).toHaveTextContent('Sun, 29 Nov 2026 · 7:30 am');
    expect(row).not.toHaveTextContent('2026-11-29');
    expect(row).not.toHaveTextContent('07:30');
    cleanup();

    await inLanguage('bn');
    renderSection('rideBookings');
    expect(await rowOf('Rina Das · Station Road → Rathtala')).toHaveTextContent(
      'রবি, ২৯ নভেঃ, ২০২৬ · সকাল ৭:৩০',
    );
  });

  it('say a shop’s hours in Bengali on its row', async () => {
    await inLanguage('bn');
    renderSection('shops');
    expect(await rowOf('মা তারা ভাণ্ডার')).toHaveTextContent(
      'খোলার সময়: প্রতিদিন: সকাল ৬:৩০ – রাত্রি ১০:০০',
    );
  });
  it('previews a spreadsheet’s records by their Bengali names', async () => {
    await inLanguage('bn');
    const { user } = renderSection('products');
    await sectionList('জিনিস');
    await user.click(screen.getByRole('button', { name: 'স্প্রেডশিট থেকে আনুন' }));
    const header = 'id,shopId,name,nameBn,nameHi,category,unit,price,stock,description,image';
    await user.upload(
      screen.getByLabelText(CHOOSE_FILE),
      new File([`${header}\r\n,maa-tara-bhandar,Jaggery,গুড়,गुड़,Spices,1 kg,80,12,,`], 'gur.csv', {
        type: 'text/csv',
      }),
    );
    const preview = await screen.findByRole('table', { name: PREVIEW }, slow);
    expect(preview).toHaveTextContent('গুড়');
    expect(preview).toHaveTextContent('মা তারা ভাণ্ডার');
    expect(preview).not.toHaveTextContent('Jaggery');
  });
});

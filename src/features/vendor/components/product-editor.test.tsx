import { screen } from '@testing-library/react';
import { modelOf } from '../../../data/docs';
import { locale } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { renderAt, slow } from '../../../testing/render';
import { staffTestBackend, signInAs } from '../../../testing/staff-fixtures';
import { ProductEditor } from './product-editor';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();
const MASOOR_DAL = 'annapurna-grocery--masoor-dal';

afterEach(() => locale.set('en'));

describe('a product’s stock and price', () => {
  it('takes a price and stock typed in Devanagari digits by a Hindi-speaking vendor, and stores 0–9', async () => {
    await signInAs(handle, 'vendor');
    const stored = await handle.backend.store.get(collections.products, MASOOR_DAL);
    locale.set('hi');
    const { user } = renderAt(<ProductEditor product={modelOf(collections.products, stored!)} />);
    // The words arrive a moment after the language is chosen.
    const price = await screen.findByLabelText('दाम (₹)', {}, slow);
    const stock = screen.getByLabelText('स्टॉक');

    await user.clear(price);
    await user.type(price, '१२५');
    await user.clear(stock);
    await user.type(stock, '३०');
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));

    expect(await screen.findByText('सेव हो गया।', {}, slow)).toBeInTheDocument();
    expect((await handle.backend.store.get(collections.products, MASOOR_DAL))?.data).toMatchObject({
      price: 125_00,
      stock: 30,
    });
    expect(screen.getByText(/अभी ₹125\.00, स्टॉक में 30/)).toBeInTheDocument();
    // What was typed is what was saved: nothing is left to save.
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeDisabled();
  });

  it('refuses a price that is not a number in any digits, keeping what was typed', async () => {
    await signInAs(handle, 'vendor');
    const stored = await handle.backend.store.get(collections.products, MASOOR_DAL);
    const { user } = renderAt(<ProductEditor product={modelOf(collections.products, stored!)} />);
    const price = screen.getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '১২৫.৫৫৫');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use at most two digits after the point.')).toBeInTheDocument();
    expect(price).toHaveValue('১২৫.৫৫৫');
  });

  it('says when orders changed the stock while the vendor typed, keeps what was typed, and saves from the stock now', async () => {
    await signInAs(handle, 'vendor');
    const stored = await handle.backend.store.get(collections.products, MASOOR_DAL);
    const opened = stored!.data['stock'] as number;
    const { user } = renderAt(<ProductEditor product={modelOf(collections.products, stored!)} />);
    const stock = screen.getByLabelText('Stock');
    // An order takes two while the editor is open.
    await handle.internals.writeDoc(collections.products, MASOOR_DAL, {
      ...stored!.data,
      stock: opened - 2,
    });
    await user.clear(stock);
    await user.type(stock, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        `While you were editing, orders changed this product’s stock to ${opened - 2}. Check the number, then save again.`,
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(stock).toHaveValue('40');
    expect((await handle.backend.store.get(collections.products, MASOOR_DAL))?.data['stock']).toBe(
      opened - 2,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.', {}, slow)).toBeInTheDocument();
    expect((await handle.backend.store.get(collections.products, MASOOR_DAL))?.data['stock']).toBe(
      40,
    );
  });
});

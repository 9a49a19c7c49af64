import { screen, waitFor } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { field, fill, firstRead } from '../../../testing/forms';
import { noticesAbout, requestsFrom } from '../../../testing/staff-reads';
import { renderRequest } from './render-request';
import MedicineOrderScreen from '../medicine-order-screen';

const renderOrder = () => renderRequest('/medical/order', <MedicineOrderScreen />);

describe('/medical/order', { timeout: 20_000 }, () => {
  it('needs at least one medicine and a good phone, and keeps what was typed', async () => {
    const { user } = renderOrder();
    await fill(user, field('Your name'), 'Anil Roy');
    await fill(user, field('Phone'), '5555555555');
    await fill(user, field('Delivery address'), 'Bazar Para, behind the school');
    await user.click(screen.getByRole('button', { name: 'Send order' }));

    expect(await screen.findByText('Please write at least one medicine.')).toBeInTheDocument();
    expect(screen.getByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Medicine 1')).toHaveFocus());
    expect(field('Your name')).toHaveValue('Anil Roy');
    expect(field('Phone')).toHaveValue('5555555555');
    expect(field('Delivery address')).toHaveValue('Bazar Para, behind the school');
  });

  it('refuses a quantity outside 1–99', async () => {
    const { user } = renderOrder();
    await fill(user, screen.getByLabelText('Medicine 1'), 'ORS sachet');
    await fill(user, field('Quantity of medicine 1'), '0');
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(
      await screen.findByText('Please give a quantity from 1 to 99 for ORS sachet.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Medicine 1')).toHaveValue('ORS sachet');
  });

  it('adds and removes lines, then sends the order to the admin chat', async () => {
    const { user } = renderOrder();
    await fill(user, screen.getByLabelText('Medicine 1'), 'Paracetamol 650');
    await fill(user, field('Quantity of medicine 1'), '2');
    await user.click(screen.getByRole('button', { name: '+ Add another medicine' }));
    await fill(user, screen.getByLabelText('Medicine 2'), 'Cough syrup');
    // A quantity typed on a Bengali keyboard.
    await fill(user, field('Quantity of medicine 2'), '৩');
    await user.click(screen.getByRole('button', { name: '+ Add another medicine' }));
    await fill(user, screen.getByLabelText('Medicine 3'), 'Wrong one');
    await user.click(screen.getByRole('button', { name: 'Remove medicine 3' }));
    expect(screen.queryByLabelText('Medicine 3')).not.toBeInTheDocument();
    await fill(user, field('Your name'), 'Anil Roy');
    await fill(user, field('Phone'), '9123456789');
    await fill(user, field('Delivery address'), 'Bazar Para, behind the school');
    await user.click(screen.getByRole('button', { name: 'Send order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, Anil Roy!' }, firstRead),
    ).toBeInTheDocument();
    expect(screen.getByText('2 medicines')).toBeInTheDocument();
    const [order] = await requestsFrom(collections.medicineOrders, '9123456789');
    expect(order?.data['items']).toEqual([
      { name: 'Paracetamol 650', quantity: 2 },
      { name: 'Cough syrup', quantity: 3 },
    ]);
    const [notice] = await noticesAbout(collections.medicineOrders, order?.id ?? '');
    expect(notice?.data['chat']).toBe('admin');
  });
});

import { screen, within } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { renderAt } from '../../../testing/render';
import { staffTestBackend, signInAs } from '../../../testing/staff-fixtures';
import { OrderingSettings } from './ordering-settings';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

describe('delivery and limits on the dashboard', () => {
  it('changes what checkout charges and allows, in any digits, and refuses what is not a whole number', async () => {
    await signInAs(handle, 'admin');
    const { user } = renderAt(<OrderingSettings />);
    const fee = await screen.findByLabelText('Delivery fee (₹)', {}, { timeout: 5_000 });
    expect(fee).toHaveValue('30');
    const limit = screen.getByLabelText('Open orders per phone');

    await user.clear(limit);
    await user.type(limit, '1e3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A whole number from 1 to 50.')).toBeInTheDocument();
    expect(limit).toHaveFocus();
    expect(limit).toHaveValue('1e3');

    // Typed on a Bengali and a Hindi keyboard: stored as the same numbers in 0–9.
    await user.clear(fee);
    await user.type(fee, '৩০০');
    await user.clear(limit);
    await user.type(limit, '२');
    // How long a shop's price for a list holds (issue 37).
    const quoteHours = screen.getByLabelText('A shop’s price holds for (hours)');
    expect(quoteHours).toHaveValue('24');
    await user.clear(quoteHours);
    await user.type(quoteHours, '৪৮');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect((await handle.backend.store.get(collections.config, 'ordering'))?.data).toEqual({
      deliveryFee: 300_00,
      freeDeliveryAbove: 499_00,
      openOrdersPerPhone: 2,
      remindAfterMinutes: 5,
      callAdminAfterMinutes: 10,
      giveUpAfterMinutes: 20,
      quoteHours: 48,
    });
    // An amount takes paise; one past the bound is refused in rupees.
    await user.clear(fee);
    await user.type(fee, '12.505');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('An amount from ₹0.00 to ₹10,000.00, with at most two digits of paise.'),
    ).toBeInTheDocument();
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets the waits for an order nobody answers, each after the one before', async () => {
    await signInAs(handle, 'admin');
    const { user } = renderAt(<OrderingSettings />);
    const remind = await screen.findByLabelText(
      'Remind the shop after (minutes)',
      {},
      { timeout: 5_000 },
    );
    const callAdmin = screen.getByLabelText('Call the admin after (minutes)');
    const giveUp = screen.getByLabelText('Cancel after (minutes)');
    expect([remind, callAdmin, giveUp].map((input) => (input as HTMLInputElement).value)).toEqual([
      '5',
      '10',
      '20',
    ]);

    await user.clear(callAdmin);
    await user.type(callAdmin, '4');
    await user.clear(giveUp);
    await user.type(giveUp, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('More minutes than the reminder’s 5, please.')).toBeInTheDocument();
    expect(screen.getByText('A whole number from 3 to 240.')).toBeInTheDocument();
    expect(callAdmin).toHaveFocus();

    await user.clear(callAdmin);
    await user.type(callAdmin, '30');
    await user.clear(giveUp);
    await user.type(giveUp, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('More minutes than the 30 to call the admin, please.'),
    ).toBeInTheDocument();
    expect(giveUp).toHaveFocus();
    expect(giveUp).toHaveValue('30');

    await user.clear(giveUp);
    await user.type(giveUp, '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect((await handle.backend.store.get(collections.config, 'ordering'))?.data).toMatchObject({
      remindAfterMinutes: 5,
      callAdminAfterMinutes: 30,
      giveUpAfterMinutes: 45,
    });
  });

  it('is the admins’ only: anyone else’s save is refused', async () => {
    await signInAs(handle, 'vendor');
    const { user } = renderAt(<OrderingSettings />);
    await screen.findByLabelText('Delivery fee (₹)', {}, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

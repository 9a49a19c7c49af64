import { screen } from '@testing-library/react';
import { collections } from '../../lib/models';
import { textOf } from '../../lib/i18n';
import { formMessages } from '../../lib/messages';
import { storageKeys } from '../../lib/storage';
import { staffSessionNow } from '../../data/staff-session';
import { useStaffStore } from '../../stores/staff-store';
import { renderRoutes } from '../../testing/render';
import {
  staffTestBackend,
  otherVendor,
  seededCourier,
  seededVendor,
} from '../../testing/staff-fixtures';
import StaffLoginScreen from './staff-login-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

function renderStaffLogin(kind: 'vendor' | 'delivery') {
  return renderRoutes(
    {
      '/vendorLogin': <StaffLoginScreen kind="vendor" />,
      '/deliveryLogin': <StaffLoginScreen kind="delivery" />,
    },
    kind === 'vendor' ? '/vendorLogin' : '/deliveryLogin',
  );
}

const noMatch =
  'That mobile number and password do not match an active vendor account. Check both and try again, or ask the admin.';

describe('vendor sign-in', () => {
  it('checks the phone and password before any call', async () => {
    const auth = await handle.backend.auth();
    const signIn = vi.spyOn(auth, 'signInStaffByPhone');
    const { user } = renderStaffLogin('vendor');
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(
      screen.getByText('Passwords have at least 8 characters. Please check what you typed.'),
    ).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('gives an unknown phone and a wrong password the same clear message', async () => {
    const { user } = renderStaffLogin('vendor');
    await user.type(screen.getByLabelText('Mobile number'), '98765 11111');
    await user.type(screen.getByLabelText('Password'), 'vendor123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noMatch);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), seededVendor.phone);
    await user.type(screen.getByLabelText('Password'), 'vendor124');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noMatch);
    expect(staffSessionNow()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(storageKeys.vendorData)).toBeNull();
  });

  it('refuses a deactivated vendor with the same message', async () => {
    const vendorDoc = {
      name: otherVendor.name,
      phone: otherVendor.phone,
      shopId: otherVendor.shopId,
      category: otherVendor.category,
    };
    await handle.internals.writeDoc(collections.vendor, otherVendor.uid, {
      ...vendorDoc,
      active: false,
    });
    const { user } = renderStaffLogin('vendor');
    await user.type(screen.getByLabelText('Mobile number'), otherVendor.phone);
    await user.type(screen.getByLabelText('Password'), otherVendor.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noMatch);
    await handle.internals.writeDoc(collections.vendor, otherVendor.uid, {
      ...vendorDoc,
      active: true,
    });
  });

  it('keeps the record under its storage key and lands on the vendor’s own category', async () => {
    const { user } = renderStaffLogin('vendor');
    await user.type(screen.getByLabelText('Mobile number'), '+91 90000-00001');
    await user.type(screen.getByLabelText('Password'), seededVendor.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('current path')).toHaveTextContent('/vendor/grocery');
    const stored = JSON.parse(localStorage.getItem(storageKeys.vendorData) ?? 'null');
    expect(stored).toEqual({
      uid: seededVendor.uid,
      kind: 'vendor',
      name: seededVendor.name,
      phone: seededVendor.phone,
      shopId: seededVendor.shopId,
      category: 'grocery',
      active: true,
    });
    expect(stored).not.toHaveProperty('password');
    expect(useStaffStore.getState().vendor?.uid).toBe(seededVendor.uid);
  });
});

describe('delivery sign-in', () => {
  it('lands on /delivery/screen with the record kept', async () => {
    const { user } = renderStaffLogin('delivery');
    await user.type(screen.getByLabelText('Mobile number'), seededCourier.phone);
    await user.type(screen.getByLabelText('Password'), seededCourier.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('current path')).toHaveTextContent('/delivery/screen');
    expect(
      JSON.parse(localStorage.getItem(storageKeys.deliveryPersonData) ?? 'null'),
    ).toMatchObject({ uid: seededCourier.uid, kind: 'delivery', active: true });
  });

  it('refuses a vendor’s phone on the delivery sign-in', async () => {
    const { user } = renderStaffLogin('delivery');
    await user.type(screen.getByLabelText('Mobile number'), seededVendor.phone);
    await user.type(screen.getByLabelText('Password'), seededVendor.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'do not match an active delivery account',
    );
  });
});

import {
  checkoutDraft,
  deviceId,
  forgetCustomer,
  rememberCheckout,
  rememberedAddress,
  rememberedContact,
  remembersCustomer,
  saveCheckoutDraft,
} from './customer-memory';
import { storageKeys } from './storage';

const typed = {
  name: 'Rina Das',
  phone: '98765 43210',
  address: '14 School Para Road',
  landmark: 'Behind the Kali temple',
  note: 'Ring twice',
};

describe('what an order leaves behind for the next one', () => {
  it('is its contact and address, never its landmark', () => {
    rememberCheckout(
      { name: 'Rina Das', phone: '9876543210' },
      { address: '14 School Para Road', landmark: 'Behind the Kali temple' },
    );
    expect(rememberedContact()).toEqual({ name: 'Rina Das', phone: '9876543210' });
    expect(rememberedAddress()).toEqual({ address: '14 School Para Road' });
    expect(localStorage.getItem(storageKeys.deliveryAddress)).not.toContain('Kali');
  });

  it('reads an address an older version saved with its landmark, without the landmark', () => {
    localStorage.setItem(
      storageKeys.deliveryAddress,
      JSON.stringify({ address: '14 School Para Road', landmark: 'Behind the Kali temple' }),
    );
    expect(rememberedAddress()).toEqual({ address: '14 School Para Road' });
  });
});

describe('the checkout form as it was left', () => {
  it('is kept as typed and read back', () => {
    saveCheckoutDraft(typed);
    expect(checkoutDraft()).toEqual(typed);
    expect(remembersCustomer()).toBe(true);
  });

  it('keeps nothing for an empty form', () => {
    saveCheckoutDraft(typed);
    saveCheckoutDraft({ name: ' ', phone: '', address: '', landmark: '', note: '' });
    expect(checkoutDraft()).toBeNull();
    expect(localStorage.getItem(storageKeys.checkoutDraft)).toBeNull();
  });

  it.each([
    ['not JSON', '{"name":'],
    ['a field missing', JSON.stringify({ name: 'Rina', phone: '', address: '' })],
    ['a field not text', JSON.stringify({ ...typed, phone: 9876543210 })],
    ['a field longer than any form takes', JSON.stringify({ ...typed, note: 'x'.repeat(5000) })],
  ])('is discarded when %s', (_, stored) => {
    localStorage.setItem(storageKeys.checkoutDraft, stored);
    expect(checkoutDraft()).toBeNull();
    expect(localStorage.getItem(storageKeys.checkoutDraft)).toBeNull();
  });

  it('goes with "Forget me"', () => {
    saveCheckoutDraft(typed);
    forgetCustomer();
    expect(checkoutDraft()).toBeNull();
    expect(remembersCustomer()).toBe(false);
  });
});

describe('this browser’s secret id', () => {
  it('is made once and kept, goes with "Forget me", and alone does not count as remembering the customer', () => {
    forgetCustomer();
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(deviceId()).toBe(id);
    expect(remembersCustomer()).toBe(false);
    forgetCustomer();
    expect(localStorage.getItem(storageKeys.deviceId)).toBeNull();
    expect(deviceId()).not.toBe(id);
  });

  it('is made again when what is kept is not one the app made', () => {
    localStorage.setItem(storageKeys.deviceId, JSON.stringify('short'));
    expect(deviceId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

import * as v from 'valibot';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

const contactShape = v.object({ name: v.string(), phone: v.string() });

describe('validated browser storage', () => {
  it('uses a separate key for each kind of data', () => {
    expect(new Set(Object.values(storageKeys)).size).toBe(Object.keys(storageKeys).length);
  });

  it('reads back what was written', () => {
    writeStored(storageKeys.orderContact, { name: 'Rina', phone: '9876543210' });
    expect(readStored(storageKeys.orderContact, contactShape)).toEqual({
      name: 'Rina',
      phone: '9876543210',
    });
  });

  it('discards a value that is not JSON', () => {
    localStorage.setItem(storageKeys.orderContact, '{broken');
    expect(readStored(storageKeys.orderContact, contactShape)).toBeNull();
    expect(localStorage.getItem(storageKeys.orderContact)).toBeNull();
  });

  it('discards a value of an old shape', () => {
    localStorage.setItem(storageKeys.orderContact, JSON.stringify({ fullName: 'Rina' }));
    expect(readStored(storageKeys.orderContact, contactShape)).toBeNull();
    expect(localStorage.getItem(storageKeys.orderContact)).toBeNull();
  });

  it('returns null for a missing key and removes on request', () => {
    expect(readStored(storageKeys.deliveryAddress, contactShape)).toBeNull();
    writeStored(storageKeys.deliveryAddress, { name: 'x', phone: 'y' });
    removeStored(storageKeys.deliveryAddress);
    expect(localStorage.getItem(storageKeys.deliveryAddress)).toBeNull();
  });

  it('reports a refused write instead of throwing', () => {
    // On the object itself: the test DOM's localStorage does not call through Storage.prototype.
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(writeStored(storageKeys.cart, { a: 1 })).toBe(false);
      expect(setItem).toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });
});

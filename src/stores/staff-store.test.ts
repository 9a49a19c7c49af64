import type { StaffRecord } from '../port/types';
import { storageKeys } from '../lib/storage';
import { readStaffRecord, useStaffStore } from './staff-store';

const vendor: StaffRecord = {
  uid: 'v1',
  kind: 'vendor',
  phone: '9000000001',
  name: 'Bikash Saha',
  shopId: 'annapurna-grocery',
  category: 'grocery',
  active: true,
};
const courier: StaffRecord = {
  uid: 'd1',
  kind: 'delivery',
  phone: '9000000011',
  name: 'Raju Sheikh',
  active: true,
};

describe('the staff record store', () => {
  afterEach(() => useStaffStore.setState({ vendor: null, delivery: null }));

  it('keeps each record under its own key and reads it back', () => {
    useStaffStore.getState().saveRecord(vendor);
    useStaffStore.getState().saveRecord(courier);
    expect(JSON.parse(localStorage.getItem(storageKeys.vendorData) ?? 'null')).toEqual(vendor);
    expect(JSON.parse(localStorage.getItem(storageKeys.deliveryPersonData) ?? 'null')).toEqual(
      courier,
    );
    expect(readStaffRecord('vendor')).toEqual(vendor);
    expect(readStaffRecord('delivery')).toEqual(courier);
  });

  it('drops a corrupt, old-shaped or wrong-kind entry', () => {
    localStorage.setItem(storageKeys.vendorData, '{not json');
    expect(readStaffRecord('vendor')).toBeNull();
    expect(localStorage.getItem(storageKeys.vendorData)).toBeNull();
    // An old vendor record carried a password: that shape is not ours.
    localStorage.setItem(
      storageKeys.vendorData,
      JSON.stringify({ phone: '9000000001', password: 'vendor123' }),
    );
    expect(readStaffRecord('vendor')).toBeNull();
    localStorage.setItem(storageKeys.deliveryPersonData, JSON.stringify(vendor));
    expect(readStaffRecord('delivery')).toBeNull();
  });

  it('forgets records of anyone but the signed-in person, and all on sign-out', () => {
    const store = useStaffStore.getState();
    store.saveRecord(vendor);
    store.saveRecord(courier);
    store.keepOnly('d1');
    expect(useStaffStore.getState().vendor).toBeNull();
    expect(localStorage.getItem(storageKeys.vendorData)).toBeNull();
    expect(useStaffStore.getState().delivery).toEqual(courier);
    store.keepOnly(null);
    expect(useStaffStore.getState().delivery).toBeNull();
    expect(localStorage.getItem(storageKeys.deliveryPersonData)).toBeNull();
  });
});

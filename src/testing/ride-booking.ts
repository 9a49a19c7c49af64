import type { RequestFields } from '../lib/models';

/** A toto for two, Sunday 29 Nov 2026 at 7:30 am: what a visitor's ride booking sends. */
export const sundayToto: RequestFields['rideBooking'] = {
  kind: 'toto',
  name: 'Rina Das',
  phone: '9830011223',
  pickup: 'Station Road',
  drop: 'Rathtala',
  date: '2026-11-29',
  time: '07:30',
  passengers: 2,
  note: '',
};

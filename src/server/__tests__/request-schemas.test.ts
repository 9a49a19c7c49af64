import * as v from 'valibot';
import { fieldErrors, schemaChecks } from '../../components/form';
import {
  appointmentRequest,
  assistRequest,
  contactMessageRequest,
  deliveryContact,
  labBookingRequest,
  medicineOrderRequest,
  rideBookingRequest,
  serviceRequestRequest,
} from '../../lib/requests/schemas';
import { parseRequest } from '../parse-request';

describe('one schema for the contact form and the server', () => {
  it('gives what is stored: trimmed text and the bare 10-digit mobile', () => {
    expect(
      v.parse(contactMessageRequest, {
        name: '  Rina Das ',
        phone: '+91 98765-43210',
        message: '  The street light is out. ',
      }),
    ).toEqual({ name: 'Rina Das', phone: '9876543210', message: 'The street light is out.' });
  });

  it('takes a mobile typed in Bengali or Devanagari digits, and gives it in 0–9', () => {
    const message = { name: 'রিনা দাস', message: 'রাস্তার আলো জ্বলছে না।' };
    expect(v.parse(contactMessageRequest, { ...message, phone: '৯৮৭৬৫ ৪৩২১০' }).phone).toBe(
      '9876543210',
    );
    expect(v.parse(contactMessageRequest, { ...message, phone: '+९१ ९८७६५-४३२१०' }).phone).toBe(
      '9876543210',
    );
    const contact = { name: 'রিনা দাস', address: '১৪ স্কুল পাড়া রোড', landmark: '', note: '' };
    expect(v.parse(deliveryContact, { ...contact, phone: '৯৮৭৬৫৪৩২১০' })).toEqual({
      ...contact,
      phone: '9876543210',
    });
  });

  it('says in the form what is wrong with each field', () => {
    const check = schemaChecks(contactMessageRequest);
    expect(check({ name: ' R ', phone: '12345', message: 'Hi' })).toEqual({
      name: 'Please tell us your name.',
      phone: 'Enter a 10-digit mobile number, for example 98765 43210.',
      message: 'Please write a few words so we know how to help.',
    });
    expect(check({ name: 'Rina', phone: '9876543210', message: 'x'.repeat(1001) })).toEqual({
      message: 'Please shorten the message to 1000 characters; it has 1001 characters.',
    });
    expect(check({ name: 'Rina', phone: '98765 43210', message: 'Lights out' })).toEqual({});
  });

  it('refuses the same request on the server, naming the field', () => {
    expect(() =>
      parseRequest(contactMessageRequest, { name: 'Rina', phone: '12345', message: 'Lights out' }),
    ).toThrow(/phone: Enter a 10-digit mobile number/);
    expect(() => parseRequest(contactMessageRequest, { name: 'Rina', phone: 9876543210 })).toThrow(
      /not valid/,
    );
  });
});

describe('one schema for a plea for help and the server', () => {
  const plea = {
    need: 'blood',
    bloodGroup: 'O-',
    patientName: ' Mina ',
    phone: '098765 43210',
    details: 'At the district hospital, ward 3.',
  };

  it('keeps the blood group only with a request for blood', () => {
    expect(v.parse(assistRequest, plea)).toEqual({
      ...plea,
      patientName: 'Mina',
      phone: '9876543210',
    });
    expect(v.parse(assistRequest, { ...plea, need: 'bed' }).bloodGroup).toBe('');
  });

  it('asks in the form for what is missing, and the server refuses the same', () => {
    const missing = { ...plea, need: '', patientName: '', details: 'Help' };
    expect(schemaChecks<typeof missing>(assistRequest)(missing)).toEqual({
      need: 'Please choose what you need.',
      patientName: 'Please enter the patient’s name.',
      details: 'Please tell us where the patient is and what has happened.',
    });
    expect(() => parseRequest(assistRequest, missing)).toThrow(/need: Please choose/);
    expect(() => parseRequest(assistRequest, { ...plea, bloodGroup: 'Z+' })).toThrow(/bloodGroup/);
  });
});

describe('one schema for each booking form and the server', () => {
  const ride = {
    kind: 'toto',
    pickup: 'Station Road',
    drop: 'Rural hospital',
    date: '2026-12-01',
    time: '09:30',
    passengers: 2,
    name: 'Rina Das',
    phone: '98765 43210',
    note: '',
  };

  it('seats each vehicle as many as it holds, saying so under the passengers', () => {
    const check = (fields: object) => fieldErrors(rideBookingRequest, { ...ride, ...fields });
    expect(check({})).toEqual({});
    expect(check({ passengers: 5 })).toEqual({ passengers: 'Choose from 1 to 4 passengers.' });
    expect(check({ kind: 'car', passengers: 5 })).toEqual({});
    expect(check({ kind: 'car', passengers: 8 })).toEqual({
      passengers: 'Choose from 1 to 7 passengers.',
    });
    expect(() => parseRequest(rideBookingRequest, { ...ride, passengers: 5 })).toThrow(
      /passengers: Choose from 1 to 4/,
    );
  });

  it('finds the same place twice under the drop, however it is spaced', () => {
    expect(
      fieldErrors(rideBookingRequest, { ...ride, drop: '  station   ROAD ', name: '' }),
    ).toEqual({
      drop: 'The drop point is the same as the pick-up point. Please change one of them.',
      name: 'Please tell us your name.',
    });
  });

  it('names the medicine whose quantity is wrong, and refuses a forged list', () => {
    const order = {
      name: 'Rina',
      phone: '9876543210',
      address: 'Ward 4, near the school',
      note: '',
    };
    expect(
      fieldErrors(medicineOrderRequest, {
        ...order,
        items: [
          { name: 'Paracetamol 650', quantity: 2 },
          { name: ' Cetirizine ', quantity: 100 },
        ],
      }),
    ).toEqual({ items: 'Please give a quantity from 1 to 99 for Cetirizine.' });
    expect(fieldErrors(medicineOrderRequest, { ...order, items: [] })).toEqual({
      items: 'Please write at least one medicine.',
    });
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `M${index}`, quantity: 1 }));
    expect(() => parseRequest(medicineOrderRequest, { ...order, items: many })).toThrow(
      /items: Please order at most 20 medicines/,
    );
  });

  it('refuses ids that could reach another document, and a slot that is not one', () => {
    const visit = { patientName: 'Mina', phone: '9876543210', date: '2026-12-01', note: '' };
    expect(() => parseRequest(appointmentRequest, { ...visit, doctorId: '../orders/x' })).toThrow(
      /doctorId/,
    );
    expect(fieldErrors(appointmentRequest, { ...visit, doctorId: '' })).toEqual({
      doctorId: 'Please choose a doctor.',
    });
    const lab = { ...visit, address: 'Ward 4, near the school', testIds: ['cbc', 'cbc'] };
    expect(() => parseRequest(labBookingRequest, { ...lab, slot: '07:00' })).toThrow(/testIds/);
    expect(fieldErrors(labBookingRequest, { ...lab, testIds: ['cbc'], slot: '11:00' })).toEqual({
      slot: 'Please choose a time for the collection.',
    });
  });

  it('takes a job for today as soon as possible, or on a day chosen, and asks for that day', () => {
    const job = {
      serviceType: 'electrician',
      providerId: '',
      name: 'Mousumi Pal',
      phone: '8001234567',
      address: 'Netaji Road, house 12',
      details: 'No power in the whole house',
    };
    // A day chosen before "as soon as possible" was ticked goes no further.
    expect(
      v.parse(serviceRequestRequest, { ...job, asSoonAsPossible: true, date: '2026-12-01' }),
    ).toEqual({ ...job, asSoonAsPossible: true, date: '' });
    expect(v.parse(serviceRequestRequest, { ...job, date: '2026-12-01' })).toEqual({
      ...job,
      asSoonAsPossible: false,
      date: '2026-12-01',
    });
    expect(
      fieldErrors(serviceRequestRequest, { ...job, asSoonAsPossible: false, date: '' }),
    ).toEqual({ date: 'Please choose a date.' });
    expect(() =>
      parseRequest(serviceRequestRequest, { ...job, asSoonAsPossible: false, date: '1 Dec' }),
    ).toThrow(/date: Please enter a date like/);
  });

  it('checks the delivery details the cart sends with the same words as its form', () => {
    const contact = {
      name: 'Rina',
      phone: '9876543210',
      address: 'Ward 4',
      landmark: '',
      note: '',
    };
    expect(fieldErrors(deliveryContact, { ...contact, address: '  ' })).toEqual({
      address: 'Please write the house, street and para so the delivery person can find you.',
    });
    // A place's name alone is not nothing: it is too short, and the words say so and what to add.
    for (const address of ['Ward 4', 'নবগ্রাম']) {
      expect(fieldErrors(deliveryContact, { ...contact, address }), address).toEqual({
        address:
          'This address is too short for the delivery person to find you. Please add the house number or name, the street and the para.',
      });
    }
    expect(v.parse(deliveryContact, { ...contact, address: '  Ward 4, near the school ' })).toEqual(
      { ...contact, address: 'Ward 4, near the school' },
    );
  });
});

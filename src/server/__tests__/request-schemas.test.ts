import * as v from 'valibot';
import { schemaChecks } from '../../components/form';
import { parseRequest } from '../schemas';
import { assistRequest, contactMessageRequest } from '../../lib/request-schemas';

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

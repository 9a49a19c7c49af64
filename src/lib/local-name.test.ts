// @vitest-environment node
import * as v from 'valibot';
import { textBounds } from './limits';
import { localName, localText } from './local-name';
import { byLocalName } from './name-order';
import { emergencyContactModel, labTestModel } from './record-schemas';
import { textsOf } from './search-words';

const test = {
  name: 'Widal Test',
  nameBn: 'ওয়াইডাল পরীক্ষা',
  description: 'For typhoid fever.',
  descriptionBn: 'টাইফয়েড জ্বরের জন্য।',
  descriptionHi: '',
};

describe('a record’s text in the reader’s language', () => {
  it('reads any field’s Bengali or Hindi form, and the English where that one is missing or empty', () => {
    expect(localText(test, 'description', 'bn')).toBe('টাইফয়েড জ্বরের জন্য।');
    expect(localText(test, 'description', 'hi')).toBe('For typhoid fever.');
    expect(localText(test, 'description', 'en')).toBe('For typhoid fever.');
    expect(localText(test, 'name', 'bn')).toBe(localName(test, 'bn'));
    expect(localName(test, 'hi')).toBe('Widal Test');
  });

  it('searches a field in every language it has', () => {
    expect(textsOf(test, 'description')).toEqual(['For typhoid fever.', 'টাইফয়েড জ্বরের জন্য।', '']);
  });
});

describe('the translated fields of the models', () => {
  const labTest = {
    name: 'Widal Test',
    price: 200_00,
    sampleType: 'Blood',
    reportIn: 'Same day',
    reportInBn: 'সেদিনই',
    description: 'For typhoid fever.',
    descriptionHi: 'टाइफ़ाइड बुखार के लिए।',
  };

  it('keeps each Bengali and Hindi form beside its English, trimmed, and records without them', () => {
    const read = v.parse(labTestModel, { ...labTest, descriptionBn: ' টাইফয়েড জ্বরের জন্য। ' });
    expect(read).toMatchObject({
      reportInBn: 'সেদিনই',
      descriptionBn: 'টাইফয়েড জ্বরের জন্য।',
      descriptionHi: 'टाइफ़ाइड बुखार के लिए।',
    });
    const emergency = { service: 'police', name: 'Thana', phone: '100', note: 'Round the clock' };
    expect(v.is(emergencyContactModel, emergency)).toBe(true);
    expect(
      v.parse(emergencyContactModel, { ...emergency, nameBn: 'থানা', noteHi: 'चौबीसों घंटे' }),
    ).toMatchObject({ nameBn: 'থানা', noteHi: 'चौबीसों घंटे' });
  });

  it('holds a translation to the length of its English', () => {
    const long = 'অ'.repeat(textBounds.description.max + 1);
    expect(v.is(labTestModel, { ...labTest, descriptionBn: long })).toBe(false);
    expect(v.is(labTestModel, { ...labTest, descriptionBn: long.slice(1) })).toBe(true);
  });
});

describe('records in the reader’s alphabetical order', () => {
  const places = [
    { name: 'Bazar Para', nameBn: 'বাজার পাড়া', nameHi: 'बाज़ार पाड़ा' },
    { name: 'Hospital More', nameBn: 'হাসপাতাল মোড়', nameHi: 'अस्पताल मोड़' },
    { name: 'Rail Colony', nameBn: 'রেল কলোনি', nameHi: 'रेल कॉलोनी' },
    { name: 'Rathtala', nameBn: 'রথতলা', nameHi: 'रथतला' },
    { name: 'School Para', nameBn: 'স্কুল পাড়া', nameHi: 'स्कूल पाड़ा' },
  ];
  it('sorts by the names the reader reads, not by the English ones', () => {
    expect(byLocalName(places, 'en').map((place) => place.name)).toEqual([
      'Bazar Para',
      'Hospital More',
      'Rail Colony',
      'Rathtala',
      'School Para',
    ]);
    expect(byLocalName(places, 'bn').map((place) => place.nameBn)).toEqual([
      'বাজার পাড়া',
      'রথতলা',
      'রেল কলোনি',
      'স্কুল পাড়া',
      'হাসপাতাল মোড়',
    ]);
    expect(byLocalName(places, 'hi').map((place) => place.nameHi)).toEqual([
      'अस्पताल मोड़',
      'बाज़ार पाड़ा',
      'रथतला',
      'रेल कॉलोनी',
      'स्कूल पाड़ा',
    ]);
  });
});

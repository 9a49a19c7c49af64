import { locale } from './i18n/locale';
import type { Locale } from './i18n/locales';
import { localName, type LocalNames } from './local-name';

/**
 * The closed lists a record's field is one of, each written once: the stored
 * model's picklist (lib/fields/schemas), the request that sends it, the
 * admin's form and spreadsheet and the screens that list by it all read the
 * list here, so a value a page does not list cannot be stored. Their names
 * on screen are message catalogues (`tradeNames`, the directory's words).
 * Product categories are lib/product-categories; shop and post types lib/kinds.
 */

/** The trades /service lists (`/service/{type}`): a service provider's `type`, a request's `serviceType`. */
export const trades = [
  'electrician',
  'plumber',
  'carpenter',
  'painter',
  'mechanic',
  'tutor',
] as const;
export type Trade = (typeof trades)[number];

/** The kinds of place /medical/common/{type} lists: a directory entry's `type`. */
export const directoryTypes = ['hospital', 'nursingHome', 'diagnosticCentre', 'bloodBank'] as const;
export type DirectoryType = (typeof directoryTypes)[number];

/**
 * The lists an admin chooses from where free text once made two of one
 * thing ("শিশু রোগ" beside "Paediatrics"): a doctor's speciality, a
 * product's unit and a lab test's sample. Each entry carries its three
 * names; the English `name` is what is stored, and a value stored in any of
 * its names (or an older spelling in `also`) is that entry. Shipped in the
 * bundle: reading a name costs no request.
 */
export interface Choice extends LocalNames {
  nameBn: string;
  nameHi: string;
  /** Other ways the entry was written before it was chosen from this list. */
  also?: readonly string[];
}

export const specialities = [
  {
    name: 'General Medicine',
    nameBn: 'সাধারণ চিকিৎসা',
    nameHi: 'सामान्य चिकित्सा',
    also: ['General Physician', 'Physician', 'Medicine'],
  },
  {
    name: 'Paediatrics',
    nameBn: 'শিশু রোগ',
    nameHi: 'बाल रोग',
    also: ['Pediatrics', 'Paediatrician', 'Pediatrician', 'Child Specialist'],
  },
  {
    name: 'Gynaecology',
    nameBn: 'স্ত্রীরোগ ও প্রসূতি',
    nameHi: 'स्त्री रोग और प्रसूति',
    also: ['Gynecology', 'Obstetrics & Gynaecology', 'Gynaecologist'],
  },
  { name: 'Cardiology', nameBn: 'হৃদরোগ', nameHi: 'हृदय रोग', also: ['Heart'] },
  {
    name: 'Orthopaedics',
    nameBn: 'হাড় ও জোড়ের রোগ',
    nameHi: 'हड्डी और जोड़ों के रोग',
    also: ['Orthopedics', 'Ortho'],
  },
  { name: 'ENT', nameBn: 'নাক-কান-গলা', nameHi: 'नाक-कान-गला', also: ['Ear, Nose and Throat'] },
  { name: 'Dermatology', nameBn: 'চর্মরোগ', nameHi: 'त्वचा रोग', also: ['Skin'] },
  {
    name: 'Dentistry',
    nameBn: 'দাঁতের চিকিৎসা',
    nameHi: 'दाँतों का इलाज',
    also: ['Dentist', 'Dental'],
  },
  {
    name: 'Eye',
    nameBn: 'চোখের চিকিৎসা',
    nameHi: 'आँखों का इलाज',
    also: ['Ophthalmology', 'Eye Specialist'],
  },
  { name: 'Chest Medicine', nameBn: 'বুকের রোগ', nameHi: 'छाती के रोग', also: ['Pulmonology'] },
  { name: 'Neurology', nameBn: 'স্নায়ুরোগ', nameHi: 'नसों और दिमाग़ के रोग' },
  { name: 'Psychiatry', nameBn: 'মানসিক রোগ', nameHi: 'मानसिक रोग' },
  { name: 'Urology', nameBn: 'মূত্ররোগ', nameHi: 'मूत्र रोग' },
  { name: 'General Surgery', nameBn: 'সার্জারি', nameHi: 'सर्जरी', also: ['Surgery', 'Surgeon'] },
  { name: 'Diabetes', nameBn: 'ডায়াবেটিস', nameHi: 'मधुमेह (शुगर)', also: ['Diabetology'] },
  { name: 'Homoeopathy', nameBn: 'হোমিওপ্যাথি', nameHi: 'होम्योपैथी', also: ['Homeopathy'] },
  { name: 'Ayurveda', nameBn: 'আয়ুর্বেদ', nameHi: 'आयुर्वेद' },
] as const satisfies readonly Choice[];

export type Speciality = (typeof specialities)[number]['name'];

export const sampleTypes = [
  { name: 'Blood', nameBn: 'রক্ত', nameHi: 'खून' },
  { name: 'Urine', nameBn: 'প্রস্রাব', nameHi: 'पेशाब' },
  { name: 'Stool', nameBn: 'মল', nameHi: 'मल' },
  { name: 'Swab', nameBn: 'সোয়াব (নাক বা গলা থেকে)', nameHi: 'स्वैब (नाक या गले से)' },
  { name: 'Sputum', nameBn: 'কফ', nameHi: 'बलगम' },
] as const satisfies readonly Choice[];

export type SampleType = (typeof sampleTypes)[number]['name'];

export const productUnits = [
  // By weight
  { name: '50 g', nameBn: '৫০ গ্রাম', nameHi: '50 ग्राम' },
  { name: '100 g', nameBn: '১০০ গ্রাম', nameHi: '100 ग्राम' },
  { name: '150 g', nameBn: '১৫০ গ্রাম', nameHi: '150 ग्राम' },
  { name: '200 g', nameBn: '২০০ গ্রাম', nameHi: '200 ग्राम' },
  { name: '250 g', nameBn: '২৫০ গ্রাম', nameHi: '250 ग्राम' },
  { name: '400 g', nameBn: '৪০০ গ্রাম', nameHi: '400 ग्राम' },
  { name: '500 g', nameBn: '৫০০ গ্রাম', nameHi: '500 ग्राम' },
  { name: '1 kg', nameBn: '১ কেজি', nameHi: '1 किलो' },
  { name: '2 kg', nameBn: '২ কেজি', nameHi: '2 किलो' },
  { name: '5 kg', nameBn: '৫ কেজি', nameHi: '5 किलो' },
  { name: '10 kg', nameBn: '১০ কেজি', nameHi: '10 किलो' },
  // By volume
  { name: '100 ml', nameBn: '১০০ মিলি', nameHi: '100 मि.ली.' },
  { name: '200 ml', nameBn: '২০০ মিলি', nameHi: '200 मि.ली.' },
  { name: '250 ml', nameBn: '২৫০ মিলি', nameHi: '250 मि.ली.' },
  { name: '500 ml', nameBn: '৫০০ মিলি', nameHi: '500 मि.ली.' },
  { name: '1 litre', nameBn: '১ লিটার', nameHi: '1 लीटर', also: ['1 liter', '1 l'] },
  { name: '2 litres', nameBn: '২ লিটার', nameHi: '2 लीटर', also: ['2 liters', '2 l'] },
  { name: '5 litres', nameBn: '৫ লিটার', nameHi: '5 लीटर', also: ['5 liters', '5 l'] },
  // By count
  { name: '1 piece', nameBn: '১টি', nameHi: '1 पीस', also: ['1 pc', '1 pcs'] },
  { name: '2 pieces', nameBn: '২টি', nameHi: '2 पीस' },
  { name: '4 pieces', nameBn: '৪টি', nameHi: '4 पीस' },
  { name: '6 pieces', nameBn: '৬টি', nameHi: '6 पीस' },
  { name: '12 pieces', nameBn: '১২টি', nameHi: '12 पीस' },
  { name: '1 dozen', nameBn: '১ ডজন', nameHi: '1 दर्जन' },
  { name: '1 pair', nameBn: '১ জোড়া', nameHi: '1 जोड़ी' },
  { name: '1 set', nameBn: '১ সেট', nameHi: '1 सेट' },
  { name: '1 bar', nameBn: '১ টুকরো', nameHi: '1 टिकिया' },
  { name: '4 bars', nameBn: '৪ টুকরো', nameHi: '4 टिकिया' },
  { name: '1 bunch', nameBn: '১ আঁটি', nameHi: '1 गड्डी' },
  { name: '1 roll', nameBn: '১ রোল', nameHi: '1 रोल' },
  { name: '1 plate', nameBn: '১ প্লেট', nameHi: '1 प्लेट' },
  { name: '1 bowl', nameBn: '১ বাটি', nameHi: '1 कटोरी' },
  // In a pack
  { name: '1 packet', nameBn: '১ প্যাকেট', nameHi: '1 पैकेट' },
  { name: '1 sachet', nameBn: '১ স্যাশে', nameHi: '1 पाउच' },
  { name: '1 bottle', nameBn: '১ বোতল', nameHi: '1 बोतल' },
  { name: '1 box', nameBn: '১ বাক্স', nameHi: '1 डिब्बा' },
  { name: '1 tube', nameBn: '১ টিউব', nameHi: '1 ट्यूब' },
  { name: 'pack of 3', nameBn: '৩টির প্যাকেট', nameHi: '3 का पैकेट' },
  { name: 'pack of 6', nameBn: '৬টির প্যাকেট', nameHi: '6 का पैकेट' },
  { name: 'pack of 8', nameBn: '৮টির প্যাকেট', nameHi: '8 का पैकेट' },
  { name: 'pack of 10', nameBn: '১০টির প্যাকেট', nameHi: '10 का पैकेट' },
  { name: 'pack of 20', nameBn: '২০টির প্যাকেট', nameHi: '20 का पैकेट' },
  { name: 'pack of 25', nameBn: '২৫টির প্যাকেট', nameHi: '25 का पैकेट' },
  { name: 'strip of 10', nameBn: '১০টির পাতা', nameHi: '10 गोली का पत्ता' },
  { name: 'strip of 15', nameBn: '১৫টির পাতা', nameHi: '15 गोली का पत्ता' },
] as const satisfies readonly Choice[];

export type ProductUnit = (typeof productUnits)[number]['name'];

/** A name as it is compared: case, spaces and dots do not tell two names apart ("1 KG" is "1kg"). */
const keyOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.]+/g, '');

const indexes = new WeakMap<readonly Choice[], Map<string, Choice>>();

function indexOf(list: readonly Choice[]): Map<string, Choice> {
  let index = indexes.get(list);
  if (!index) {
    index = new Map();
    for (const choice of list) {
      for (const name of namesOf(choice)) index.set(keyOf(name), choice);
    }
    indexes.set(list, index);
  }
  return index;
}

/** Every name an entry is known by. */
const namesOf = (choice: Choice): string[] => [
  choice.name,
  choice.nameBn,
  choice.nameHi,
  ...(choice.also ?? []),
];

/** The entry `text` names, in any of its names; undefined when it names none. */
export function choiceOf<Entry extends Choice>(
  list: readonly Entry[],
  text: string,
): Entry | undefined {
  // The index of `list` holds only `list`'s own entries.
  return indexOf(list).get(keyOf(text)) as Entry | undefined;
}

/** A stored value in the reader's language: its entry's name there, else the value as stored. */
export function choiceName(list: readonly Choice[], stored: string, code: Locale = locale.get()) {
  const choice = choiceOf(list, stored);
  return choice ? localName(choice, code) : stored;
}

/** Every name a stored value is known by: its entry's, or just itself when it is no entry. */
export function choiceNames(list: readonly Choice[], stored: string): string[] {
  const choice = choiceOf(list, stored);
  return choice ? namesOf(choice) : [stored];
}

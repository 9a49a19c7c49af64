import type { EmergencyService } from '../config/paths';

/**
 * Emergency numbers that ship in the bundle, so they show with no network at
 * all. These are India's public helplines; the database's local entries
 * (station, hospital, toto stand) replace them when it can be reached.
 */
export interface EmergencyNumber {
  name: string;
  phone: string;
  note: string;
}

export interface EmergencyCategory {
  service: EmergencyService;
  title: string;
  numbers: EmergencyNumber[];
}

export const emergencyDirectory: readonly EmergencyCategory[] = [
  {
    service: 'police',
    title: 'Police',
    numbers: [
      { name: 'Police control room', phone: '100', note: 'Crime, danger, law and order' },
      { name: 'National emergency', phone: '112', note: 'Police, fire or ambulance, any phone' },
      { name: 'Women helpline', phone: '1091', note: 'Round the clock' },
      { name: 'Child helpline', phone: '1098', note: 'Children in need of care' },
    ],
  },
  {
    service: 'fire',
    title: 'Fire',
    numbers: [
      { name: 'Fire brigade', phone: '101', note: 'Fire and rescue' },
      { name: 'National emergency', phone: '112', note: 'Police, fire or ambulance, any phone' },
    ],
  },
  {
    service: 'ambulance',
    title: 'Ambulance',
    numbers: [
      { name: 'Emergency ambulance', phone: '108', note: 'Free, for accidents and emergencies' },
      { name: 'Ambulance', phone: '102', note: 'Pregnant women and infants' },
    ],
  },
  {
    service: 'transport',
    title: 'Road & rail',
    numbers: [
      { name: 'Highway emergency', phone: '1033', note: 'Accidents on national highways' },
      { name: 'Railway helpline', phone: '139', note: 'Train enquiries and help on board' },
    ],
  },
  {
    service: 'hospital',
    title: 'Hospital',
    numbers: [
      { name: 'Health helpline', phone: '104', note: 'Medical advice and hospital beds' },
      { name: 'Emergency ambulance', phone: '108', note: 'To the nearest hospital' },
    ],
  },
  {
    service: 'wbsedcl',
    title: 'Electricity (WBSEDCL)',
    numbers: [
      { name: 'WBSEDCL complaints', phone: '1912', note: 'Power cuts, sparks, fallen wires' },
    ],
  },
];

/** The three numbers the home page keeps one tap away. */
export const homeEmergencyNumbers: readonly EmergencyNumber[] = [
  { name: 'Police', phone: '100', note: '' },
  { name: 'Ambulance', phone: '108', note: '' },
  { name: 'Fire', phone: '101', note: '' },
];

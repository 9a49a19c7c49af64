import type { EmergencyService } from './kinds';
import { textOf } from './i18n';
import { emergencyDirectoryMessages } from './messages';

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

const words = () => textOf(emergencyDirectoryMessages);
type Word = keyof ReturnType<typeof words>;

/** A helpline whose name and note are read in the reader's language each time they are shown. */
function helpline(name: Word, phone: string, note?: Word): EmergencyNumber {
  return {
    phone,
    get name() {
      return words()[name];
    },
    get note() {
      return note ? words()[note] : '';
    },
  };
}

function category(
  service: EmergencyService,
  title: Word,
  numbers: EmergencyNumber[],
): EmergencyCategory {
  return {
    service,
    get title() {
      return words()[title];
    },
    numbers,
  };
}

const nationalEmergency = helpline('nationalEmergency', '112', 'anyEmergencyNote');

export const emergencyDirectory: readonly EmergencyCategory[] = [
  category('police', 'police', [
    helpline('policeControlRoom', '100', 'crimeNote'),
    nationalEmergency,
    helpline('womenHelpline', '1091', 'roundTheClockNote'),
    helpline('childHelpline', '1098', 'childrenNote'),
  ]),
  category('fire', 'fire', [
    helpline('fireBrigade', '101', 'fireAndRescueNote'),
    nationalEmergency,
  ]),
  category('ambulance', 'ambulance', [
    helpline('emergencyAmbulance', '108', 'freeAmbulanceNote'),
    helpline('ambulance', '102', 'mothersAndInfantsNote'),
  ]),
  category('transport', 'roadAndRail', [
    helpline('highwayEmergency', '1033', 'highwayNote'),
    helpline('railwayHelpline', '139', 'railwayNote'),
  ]),
  category('hospital', 'hospital', [
    helpline('healthHelpline', '104', 'healthNote'),
    helpline('emergencyAmbulance', '108', 'nearestHospitalNote'),
  ]),
  category('wbsedcl', 'electricity', [helpline('wbsedclComplaints', '1912', 'powerNote')]),
];

/** The three numbers the home page keeps one tap away. */
export const homeEmergencyNumbers: readonly EmergencyNumber[] = [
  helpline('police', '100'),
  helpline('ambulance', '108'),
  helpline('fire', '101'),
];

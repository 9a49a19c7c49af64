import { newRequestId, submitRequest } from '../../../domain/requests';
import {
  checkName,
  checkPhone,
  checkText,
  DETAILS_BOUNDS,
  onlyErrors,
} from '../../../lib/form-checks';
import { type AssistNeed } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';

export const assistNeeds: readonly { need: AssistNeed; label: string; note: string }[] = [
  { need: 'bed', label: 'Hospital bed', note: 'Admission in a hospital or nursing home' },
  { need: 'ambulance', label: 'Ambulance', note: 'To take a patient to hospital' },
  { need: 'blood', label: 'Blood', note: 'Donors or a blood bank with your group' },
];

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export interface AssistInput {
  need: AssistNeed | '';
  /** '' when the group is not known yet. */
  bloodGroup: string;
  patientName: string;
  phone: string;
  details: string;
}

export const emptyAssist: AssistInput = {
  need: '',
  bloodGroup: '',
  patientName: '',
  phone: '',
  details: '',
};

export function validateAssist(input: AssistInput) {
  return onlyErrors<keyof AssistInput>({
    need: input.need ? undefined : 'Please choose what you need.',
    patientName: checkName(input.patientName, 'Please enter the patient’s name.'),
    phone: checkPhone(input.phone),
    details: checkText(
      input.details,
      DETAILS_BOUNDS,
      'Please tell us where the patient is and what has happened.',
    ),
  });
}

export const newAssistId = newRequestId;

export async function requestAssistance(id: string, input: AssistInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  if (!input.need) throw new Error('Choose what you need.');
  await submitRequest('assistRequest', id, {
    need: input.need,
    bloodGroup: input.need === 'blood' ? input.bloodGroup : '',
    patientName: input.patientName.trim(),
    phone,
    details: input.details.trim(),
  });
}

import { newRequestId, submitRequest } from '../../../domain/requests';
import {
  checkName,
  checkPhone,
  checkText,
  DETAILS_BOUNDS,
  onlyErrors,
} from '../../../lib/form-checks';
import { textOf } from '../../../lib/i18n';
import { type AssistNeed } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { assistMessages, medicalMessages } from '../messages';

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
  const t = textOf(assistMessages);
  return onlyErrors<keyof AssistInput>({
    need: input.need ? undefined : t.chooseNeed,
    patientName: checkName(input.patientName, textOf(medicalMessages).enterPatientName),
    phone: checkPhone(input.phone),
    details: checkText(input.details, DETAILS_BOUNDS, t.tellWhatHappened),
  });
}

export const newAssistId = newRequestId;

export async function requestAssistance(id: string, input: AssistInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  if (!input.need) throw new Error(textOf(assistMessages).needMissing);
  await submitRequest('assistRequest', id, {
    need: input.need,
    bloodGroup: input.need === 'blood' ? input.bloodGroup : '',
    patientName: input.patientName.trim(),
    phone,
    details: input.details.trim(),
  });
}

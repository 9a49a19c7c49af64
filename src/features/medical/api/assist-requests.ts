import * as v from 'valibot';
import { schemaChecks } from '../../../components/form';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { type AssistNeed } from '../../../lib/models';
import { assistRequest, bloodGroups } from '../../../lib/requests/schemas';

export { bloodGroups };

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

/** The sentence under each wrong field: the server's own schema, run in the form. */
export const validateAssist = schemaChecks<AssistInput>(assistRequest);

export async function requestAssistance(id: string, input: AssistInput): Promise<SavedRequest> {
  return submitRequest('assistRequest', id, v.parse(assistRequest, input));
}

import * as v from 'valibot';
import { schemaChecks } from '../../../components/form';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { contactMessageRequest, MESSAGE_MAX } from '../../../lib/requests/schemas';

export interface ContactMessageInput {
  name: string;
  phone: string;
  message: string;
}

export { MESSAGE_MAX };

/** The sentence under each wrong field: the server's own schema, run in the form. */
export const validateContactMessage = schemaChecks<ContactMessageInput>(contactMessageRequest);

/**
 * Sends the message; the server stores it and tells the admin chat. `id`
 * comes from the form, so a retry after a lost answer is the same message.
 */
export async function sendContactMessage(
  id: string,
  input: ContactMessageInput,
): Promise<SavedRequest> {
  return submitRequest('message', id, v.parse(contactMessageRequest, input));
}

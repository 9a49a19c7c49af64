import type { FormErrors } from '../../../components/request-form';
import { newRequestId, submitRequest } from '../../../domain/requests';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { countOf } from '../../../lib/plural';

export interface ContactMessageInput {
  name: string;
  phone: string;
  message: string;
}

export const MESSAGE_MAX = 1000;

export function validateContactMessage(
  input: ContactMessageInput,
): FormErrors<ContactMessageInput> {
  const errors: FormErrors<ContactMessageInput> = {};
  const name = input.name.trim();
  if (name.length < 2) errors.name = 'Please tell us your name.';
  else if (name.length > 60) errors.name = 'Please keep the name under 60 characters.';
  if (!normalizeIndianMobile(input.phone)) errors.phone = PHONE_ERROR;
  const message = input.message.trim();
  if (message.length < 5) errors.message = 'Please write a few words so we know how to help.';
  else if (message.length > MESSAGE_MAX)
    errors.message = `Please shorten the message to ${countOf(MESSAGE_MAX, 'character')}; it has ${countOf(message.length, 'character')}.`;
  return errors;
}

/**
 * Sends the message; the server stores it and tells the admin chat. `id`
 * comes from the form, so a retry after a lost answer is the same message.
 */
export async function sendContactMessage(id: string, input: ContactMessageInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  await submitRequest('message', id, {
    name: input.name.trim(),
    phone,
    message: input.message.trim(),
  });
}

export const newMessageId = newRequestId;

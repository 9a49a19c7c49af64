import type { FormErrors } from '../../../components/form';
import { newRequestId, submitRequest } from '../../../domain/requests';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { textOf } from '../../../lib/i18n';
import { localDigits } from '../../../lib/i18n/digits';
import { locale } from '../../../lib/i18n/locale';
import { contactMessages } from '../messages';

export interface ContactMessageInput {
  name: string;
  phone: string;
  message: string;
}

export const MESSAGE_MAX = 1000;

export function validateContactMessage(
  input: ContactMessageInput,
): FormErrors<ContactMessageInput> {
  const t = textOf(contactMessages);
  const errors: FormErrors<ContactMessageInput> = {};
  const name = input.name.trim();
  if (name.length < 2) errors.name = t.nameMissing;
  else if (name.length > 60) errors.name = t.nameTooLong;
  if (!normalizeIndianMobile(input.phone)) errors.phone = PHONE_ERROR;
  const message = input.message.trim();
  const digits = (count: number) => localDigits(String(count), locale.get());
  if (message.length < 5) errors.message = t.messageTooShort;
  else if (message.length > MESSAGE_MAX)
    errors.message = t.messageTooLong({ max: digits(MESSAGE_MAX), length: digits(message.length) });
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

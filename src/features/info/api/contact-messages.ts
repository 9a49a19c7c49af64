import type { FormErrors } from '../../../components/request-form';
import { newRequestId, saveRequest } from '../../../domain/requests';
import { collections } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';

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
    errors.message = `Please keep the message under ${MESSAGE_MAX} characters.`;
  return errors;
}

/**
 * Saves the message with its admin-chat alert (one transaction). `id` comes
 * from the form, so a retry after a lost answer writes the same message.
 */
export async function sendContactMessage(id: string, input: ContactMessageInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  const name = input.name.trim();
  const message = input.message.trim();
  await saveRequest(
    collections.messages,
    id,
    { name, phone, message },
    { chat: 'admin', text: `New message from ${name} (${phone}):\n${message}` },
  );
}

export const newMessageId = newRequestId;

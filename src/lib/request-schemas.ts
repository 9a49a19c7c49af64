import * as v from 'valibot';
import { DETAILS_BOUNDS, NAME_BOUNDS } from './form-checks';
import { localDigits, locale, textOf } from './i18n';
import { formMessages } from './messages';
import { normalizeIndianMobile } from './phone';

/**
 * What a visitor's request may hold, checked by the same schema in the form
 * (under each field, in the reader's language: the messages are read when a
 * check fails) and by the server before it stores anything (where the words
 * are English). Values come out as they are stored: text trimmed, a mobile
 * as its 10 digits.
 */

const words = () => textOf(formMessages);
const digits = (count: number) => localDigits(String(count), locale.get());

/** A person's name, trimmed. */
export const personName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(NAME_BOUNDS.min, () => words().nameMissing),
  v.maxLength(NAME_BOUNDS.max, () => words().nameTooLong(NAME_BOUNDS.max)),
);

/** A patient's name, trimmed. */
export const patientName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(NAME_BOUNDS.min, () => words().enterPatientName),
  v.maxLength(NAME_BOUNDS.max, () => words().nameTooLong(NAME_BOUNDS.max)),
);

/** An Indian mobile as people type it (+91, spaces, dashes), given as its 10 digits. */
export const mobileNumber = v.pipe(
  v.string(),
  v.transform((typed) => normalizeIndianMobile(typed) ?? typed),
  v.regex(/^[6-9][0-9]{9}$/, () => words().notMobile),
);

export const MESSAGE_MAX = 1000;

/** The contact form's message to the town's admins. */
export const contactMessageRequest = v.object({
  name: personName,
  phone: mobileNumber,
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(5, () => words().messageTooShort),
    v.maxLength(MESSAGE_MAX, (issue) =>
      words().messageTooLong({ max: digits(MESSAGE_MAX), length: digits(issue.input.length) }),
    ),
  ),
});

export type ContactMessageRequest = v.InferOutput<typeof contactMessageRequest>;

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/**
 * A plea for a hospital bed, an ambulance or blood. A blood group goes only
 * with a request for blood: chosen and then left behind for another need,
 * it is dropped.
 */
export const assistRequest = v.pipe(
  v.object({
    need: v.picklist(['bed', 'ambulance', 'blood'], () => words().chooseNeed),
    /** '' when the group is not known yet. */
    bloodGroup: v.picklist(['', ...bloodGroups]),
    patientName,
    phone: mobileNumber,
    details: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(DETAILS_BOUNDS.min, () => words().tellWhatHappened),
      v.maxLength(DETAILS_BOUNDS.max, () => words().tooLong(DETAILS_BOUNDS.max)),
    ),
  }),
  v.transform((fields) => (fields.need === 'blood' ? fields : { ...fields, bloodGroup: '' })),
);

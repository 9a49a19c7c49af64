import type { LocalNames } from '../../lib/local-name';
import type { AssistNeed } from '../../lib/models';

/**
 * What a medical form hands to /medical/thankYou in the navigation state, so
 * the thank-you can say what was booked without reading it back (visitors
 * may create requests but not read them). It carries the facts, not a
 * sentence: the thank-you words them in the language on screen.
 */
/** Days are 'YYYY-MM-DD', a lab slot its start 'HH:MM', a blood group '' when not known or not asked. */
export type MedicalRequest =
  | { kind: 'appointment'; doctor: LocalNames; date: string }
  | { kind: 'labTest'; tests: number; date: string; slot: string }
  | { kind: 'medicine'; medicines: number }
  | { kind: 'assist'; need: AssistNeed; bloodGroup: string };

export type MedicalRequestKind = MedicalRequest['kind'];

export type MedicalThanks = MedicalRequest & {
  name: string;
  /** The normalised 10 digits. */
  phone: string;
};

/** Just a record's names, in every language it has them, to carry in the navigation state. */
export const namesOf = ({ name, nameBn, nameHi }: LocalNames): LocalNames => ({
  name,
  ...(nameBn ? { nameBn } : {}),
  ...(nameHi ? { nameHi } : {}),
});

const assistNeeds: readonly AssistNeed[] = ['bed', 'ambulance', 'blood'];
const isAssistNeed = (value: unknown): value is AssistNeed =>
  (assistNeeds as readonly unknown[]).includes(value);

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isNames = (value: unknown): value is LocalNames => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, nameBn, nameHi } = value as Record<string, unknown>;
  return isText(name) && [nameBn, nameHi].every((other) => other === undefined || isText(other));
};

function requestFrom(state: Record<string, unknown>): MedicalRequest | null {
  const { kind, doctor, date, tests, slot, medicines, need, bloodGroup } = state;
  if (kind === 'appointment' && isNames(doctor) && isText(date))
    return { kind, doctor: namesOf(doctor), date };
  if (kind === 'labTest' && isCount(tests) && isText(date) && isText(slot))
    return { kind, tests, date, slot };
  if (kind === 'medicine' && isCount(medicines)) return { kind, medicines };
  if (kind === 'assist' && isAssistNeed(need) && isText(bloodGroup))
    return { kind, need, bloodGroup };
  return null;
}

/** The navigation state checked field by field: it may be stale or hand-made. */
export function thanksFrom(state: unknown): MedicalThanks | null {
  if (typeof state !== 'object' || state === null) return null;
  const fields = state as Record<string, unknown>;
  const request = requestFrom(fields);
  const { name, phone } = fields;
  if (!request || !isText(name) || !isText(phone)) return null;
  return { ...request, name, phone };
}

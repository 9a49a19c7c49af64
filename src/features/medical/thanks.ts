import * as v from 'valibot';
import type { LocalNames } from '../../lib/local-name';
import { assistNeeds } from '../../lib/models';

/**
 * What a medical form hands to /medical/thankYou in the navigation state, so
 * the thank-you can say what was booked without reading it back (visitors
 * may create requests but not read them). It carries the facts, not a
 * sentence: the thank-you words them in the language on screen. The state
 * may be stale or hand-made, so the thank-you parses it with this schema.
 * Days are 'YYYY-MM-DD', a lab slot its start 'HH:MM', a blood group '' when
 * not known or not asked; the phone is the normalised 10 digits; a lab
 * booking's total is what the price list said when it was booked.
 */
/** Who asked, and the booking number and secret code the server gave. */
const who = { name: v.string(), phone: v.string(), reference: v.string(), code: v.string() };
const names = v.object({
  name: v.string(),
  nameBn: v.optional(v.string()),
  nameHi: v.optional(v.string()),
});
const count = v.pipe(v.number(), v.integer(), v.minValue(1));

// A union, not v.variant: the schema library's code is one chunk every page
// loads, and variant would add 0.3 kB to it for this one schema.
const medicalThanks = v.union([
  v.object({ kind: v.literal('appointment'), doctor: names, date: v.string(), ...who }),
  v.object({
    kind: v.literal('labTest'),
    tests: v.pipe(v.array(names), v.minLength(1)),
    total: v.number(),
    date: v.string(),
    slot: v.string(),
    ...who,
  }),
  v.object({ kind: v.literal('medicine'), medicines: count, ...who }),
  v.object({
    kind: v.literal('assist'),
    need: v.picklist(assistNeeds),
    bloodGroup: v.string(),
    ...who,
  }),
]);

export type MedicalThanks = v.InferOutput<typeof medicalThanks>;
/** What was asked for, of each kind: the thanks without who asked. */
export type MedicalRequest = MedicalThanks extends infer Each
  ? Each extends MedicalThanks
    ? Omit<Each, 'name' | 'phone' | 'reference' | 'code'>
    : never
  : never;
export type MedicalRequestKind = MedicalThanks['kind'];

/** Just a record's names, in every language it has them, to carry in the navigation state. */
export const namesOf = ({ name, nameBn, nameHi }: LocalNames): LocalNames => ({
  name,
  ...(nameBn ? { nameBn } : {}),
  ...(nameHi ? { nameHi } : {}),
});

/** The navigation state as the thanks it says, or null when it is not one. */
export function thanksFrom(state: unknown): MedicalThanks | null {
  const parsed = v.safeParse(medicalThanks, state);
  return parsed.success ? parsed.output : null;
}

import type { Choice } from '../../../lib/choice-lists';
import { localName } from '../../../lib/local-name';
import type { collectionMessages } from '../config/messages';
import type { FieldSpec, Option } from '../config/types';

/**
 * The field shapes several sections share, read as `field.name(t)`,
 * `field.translated(t, …)`: a section file imports them as one namespace.
 */

/** The admin's words for its sections, in the reader's language. */
export type CollectionTexts = ReturnType<typeof collectionMessages.get>;

/** Fixed choices, each labelled in the reader's words. */
export const options = <Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string = (value) => value,
) => values.map((value): Option => ({ value, label: label(value) }));

/** A stored value by its option's label; one that is no option, as stored. */
export const labelIn = (choices: readonly Option[], value: string | undefined) =>
  choices.find((option) => option.value === value)?.label ?? value ?? '';

/**
 * A field chosen from one of the lists of lib/choice-lists, each entry by its
 * name in the admin's language; the English name is stored.
 */
export const chosenFrom = (list: readonly Choice[]) =>
  ({
    kind: 'select',
    choices: list,
    options: list.map((choice) => ({ value: choice.name, label: localName(choice) })),
  }) satisfies Partial<FieldSpec>;

export const name = (t: CollectionTexts): FieldSpec<'name'> => ({
  name: 'name',
  label: t.name,
  kind: 'text',
});

export const picture = (label: string, hint: string): FieldSpec<'image'> => ({
  name: 'image',
  label,
  kind: 'url',
  hint,
});

/**
 * A text a customer reads (`x`) with its optional Bengali (`xBn`) and Hindi
 * (`xHi`) forms, which the form shows beside it, the English as what is shown
 * when one is left empty (components/record-form). One helper for names,
 * titles, descriptions and notes alike: what it lists are the CSV columns too.
 */
export const translated = <N extends string>(
  t: CollectionTexts,
  english: FieldSpec<N>,
): FieldSpec<N | `${N}Bn` | `${N}Hi`>[] => {
  const translation = (language: 'bn' | 'hi', label: string): FieldSpec<`${N}Bn` | `${N}Hi`> => ({
    name: `${english.name}${language === 'bn' ? 'Bn' : 'Hi'}`,
    label,
    kind: english.kind === 'textarea' ? 'textarea' : 'text',
    translates: { field: english.name, language },
  });
  return [
    english,
    translation('bn', t.inBengali({ label: english.label })),
    translation('hi', t.inHindi({ label: english.label })),
  ];
};

/** A phone: a mobile, or (`tel`) a landline or helpline too; on the record's line unless said. */
export const phone = (
  t: CollectionTexts,
  kind: 'mobile' | 'tel' = 'mobile',
  inSummary = true,
): FieldSpec<'phone'> => ({
  name: 'phone',
  label: t.phone,
  kind,
  inSummary,
  hint: kind === 'mobile' ? t.mobileHint : t.telHint,
});

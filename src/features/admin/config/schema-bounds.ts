import type * as v from 'valibot';
import type { FieldKind, FieldSpec } from './types';

/** The bounds a schema's pipe puts on a value: its number range and its length. */
export interface SchemaBounds {
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
}

const boundOfAction = {
  min_value: 'min',
  max_value: 'max',
  min_length: 'minLength',
  max_length: 'maxLength',
} as const satisfies Record<string, keyof SchemaBounds>;

const isActionType = (type: unknown): type is keyof typeof boundOfAction =>
  typeof type === 'string' && type in boundOfAction;

/**
 * The bounds `model` sets on `field`, read from the field's pipe (through an
 * `optional` or `nullable` wrapper), so a form holds a value to the numbers
 * the stored document is checked against instead of repeating them. Only
 * the type of valibot is imported: reading a schema loads none of its code.
 */
export function schemaBounds<Entries extends v.ObjectEntries>(
  model: v.ObjectSchema<Entries, undefined>,
  field: Extract<keyof Entries, string>,
): SchemaBounds {
  let schema: unknown = Object.hasOwn(model.entries, field) ? model.entries[field] : undefined;
  while (typeof schema === 'object' && schema !== null && 'wrapped' in schema) {
    schema = schema.wrapped;
  }
  const bounds: SchemaBounds = {};
  if (typeof schema !== 'object' || schema === null || !('pipe' in schema)) return bounds;
  if (!Array.isArray(schema.pipe)) return bounds;
  const pipe: readonly unknown[] = schema.pipe;
  for (const action of pipe) {
    if (typeof action !== 'object' || action === null || !('type' in action)) continue;
    if (!isActionType(action.type) || !('requirement' in action)) continue;
    if (typeof action.requirement === 'number') {
      bounds[boundOfAction[action.type]] = action.requirement;
    }
  }
  return bounds;
}

/** Kinds whose value is typed as it is stored, so the model's bounds apply to it as typed. */
export const typedKinds: readonly FieldKind[] = [
  'text',
  'textarea',
  'integer',
  'number',
  'money',
  'url',
];

/**
 * `field` held to the bounds its model stores it within. What the field
 * states itself wins: a form may ask for less than storage allows (stock a
 * vendor may type is below what returns can lift it to), never more, which a
 * test checks for every section.
 */
export function withModelBounds<Name extends string>(
  model: v.ObjectSchema<v.ObjectEntries, undefined>,
  field: FieldSpec<Name>,
): FieldSpec<Name> {
  if (!typedKinds.includes(field.kind)) return field;
  return { ...schemaBounds(model, field.name), ...field };
}

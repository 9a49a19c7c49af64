import * as z from 'zod/mini';
import type { StoredShape } from './storage';

/** A zod schema as a stored-value check for readStored (the parsed value, or null). */
export function shapeOf<T>(schema: z.ZodMiniType<T>): StoredShape<T> {
  return (value) => {
    const result = z.safeParse(schema, value);
    return result.success ? result.data : null;
  };
}

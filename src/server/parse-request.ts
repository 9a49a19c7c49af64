import * as v from 'valibot';
import { backendError } from '../port/errors';
import { sentence } from '../lib/server-sentences';

/**
 * A request as its schema (lib/requests) describes it, checked before a
 * handler reads anything. One that does not pass is refused whole with
 * `invalid-argument`, naming the first field at fault (the forms check the
 * same schemas first, so a person never meets these; a hand-made request does).
 */
export function parseRequest<const Schema extends v.GenericSchema>(
  schema: Schema,
  data: unknown,
): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const problem = issue.message;
  const field = v.getDotPath(issue);
  throw backendError(
    'invalid-argument',
    field
      ? sentence('requestFieldInvalid', { field, problem })
      : sentence('requestInvalid', { problem }),
  );
}

import { BackendError } from '../port/types';

/** What `work` throws; if it succeeds, an Error saying so, which no test expects. */
export function thrownBy(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => new Error('Expected a refusal, but it succeeded.'),
    (thrown: unknown) => thrown,
  );
}

/** The BackendError `work` fails with (the test fails if it succeeds or throws anything else). */
export async function refusal(work: Promise<unknown>): Promise<BackendError> {
  const outcome = await thrownBy(work);
  if (!(outcome instanceof BackendError)) throw outcome;
  return outcome;
}

/** The code of the BackendError `work` fails with. */
export async function refusalCode(work: Promise<unknown>): Promise<string> {
  return (await refusal(work)).code;
}

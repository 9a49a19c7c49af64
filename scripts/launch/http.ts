/**
 * The HTTPS calls the launch makes itself (Identity Toolkit, Telegram's Bot
 * API), through `fetch` or a test's stand-in: a request in, the status and
 * the JSON body out.
 */
export type Http = (
  url: string,
  init: { method: 'GET' | 'POST' | 'PATCH'; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

/** The body of an answer as JSON, or null when it has none. */
export async function jsonOf(answer: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await answer.json();
  } catch {
    return null;
  }
}

/** A field of a JSON answer, by path, when it is there. */
export function pick(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** An HTTPS call that failed, with what the service said. */
export class HttpRefused extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    readonly said: string,
  ) {
    super(`${service} answered ${status}: ${said}`);
    this.name = 'HttpRefused';
  }
}

import * as v from 'valibot';

/**
 * What a screen that filled the cart ("Order again") tells the customer on
 * the cart screen it opens, carried in the history state so it belongs to
 * that visit: Back and Forward bring it with the page, a new visit has none.
 */
const cartArrivalState = v.object({ cartNotice: v.string() });

/** The navigation options that open the cart saying `notice`. */
export const arriveAtCartSaying = (notice: string) => ({ state: { cartNotice: notice } });

/** The sentence the cart was opened with (the history state), or null. */
export function cartArrivalNotice(state: unknown): string | null {
  const parsed = v.safeParse(cartArrivalState, state);
  return parsed.success ? parsed.output.cartNotice : null;
}

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DOC_ID_PATTERN } from '../lib/doc-id';

/**
 * `?order=<id>` in the address (a tapped notification's link, lib/notice-links
 * on the server's side): the screen brings that order's card into view and
 * marks it. The card says it is the one with `orderCardProps`; once it is
 * drawn, it is scrolled to the middle and focused, once per id asked (a
 * second notice about another order, tapped while the screen is open, moves
 * the screen again). A part of the screen that draws its cards itself (a
 * list read a page at a time) looks too, with `look` while the card may be
 * its own. Returns the id asked, or null. `?list=<id>` asks for a list sent
 * to a shop (issue 37) the same way, with `param` 'list'.
 */
export function useOrderInView(look = true, param: 'order' | 'list' = 'order'): string | null {
  const [params] = useSearchParams();
  const typed = params.get(param);
  // An order id is letters, digits, - and _: anything else names no card.
  const asked = typed && DOC_ID_PATTERN.test(typed) ? typed : null;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!look || !asked || shown.current === asked) return;
    const card = document.querySelector<HTMLElement>(`[data-order-id="${asked}"]`);
    if (!card) return; // not drawn yet: the next render looks again
    shown.current = asked;
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
  });
  return asked;
}

/**
 * What marks the card (a list item) of order `id`: the id the screen looks
 * for, focusable to be moved to, and marked when it is the one `asked`
 * (the id `useOrderInView` gave), beside the item's own `className`.
 */
export function orderCardProps(id: string, asked: string | null, className = '') {
  const isAsked = id === asked;
  const classes = `${className}${isAsked ? ' order-asked' : ''}`.trim();
  return {
    'data-order-id': id,
    tabIndex: -1,
    ...(classes && { className: classes }),
    ...(isAsked && { 'aria-current': true as const }),
  };
}

import { DOC_ID_MAX } from './limits';

/**
 * A document id as the app makes them (slugs, random ids): letters, digits, - and _, never too long.
 * Apart from lib/ids, which the Demo's worker loads at once to make ids: the bounds load only with
 * the code that checks what people send.
 */
export const DOC_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${DOC_ID_MAX}}$`);

import type { DocData, OrderBy } from '../../../port/types';
import { normalizeIndianMobile } from '../../../lib/phone';
import { matchesQuery, searchKeyOf } from '../../../lib/search-words';
import { latinDigits, textOf } from '../../../lib/i18n';
import { collectionMessages } from './messages';
import type { SearchPlan, SearchSpec } from './types';

/** Read when a search box is built or answers, so it speaks the reader's language. */
const words = () => textOf(collectionMessages);

/**
 * Search without a search server, in the query shapes Firestore can answer
 * with a cursor: a stored word prefix (`keywords`), a name prefix, or an
 * exact phone number. Each plan pages like the plain list.
 */

/** A field as words to match: lists (a teacher's subjects) count word by word. */
const text = (data: DocData, field: string) => {
  const value = data[field];
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(' ');
  return typeof value === 'string' ? value : '';
};

/** "sen brothers" → "Sen Brothers": how names are stored; typed capitals are kept as typed. */
export function asStoredName(typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  if (/[A-Z]/.test(trimmed)) return trimmed;
  return trimmed.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
  );
}

/**
 * Documents with a `keywords` list of word prefixes (see `derive` in
 * a section's `derive`): any word of `matchFields`, in any case, and half-typed.
 */
export function keywordPlan(
  typed: string,
  matchFields: readonly string[],
  orderBy: readonly OrderBy[] = [{ field: 'name' }],
): SearchPlan | string {
  const key = searchKeyOf(typed);
  if (!key) return words().typeTwoLetters;
  return {
    where: [{ field: 'keywords', op: 'array-contains', value: key }],
    orderBy: [...orderBy],
    matches: (data) => matchesQuery(matchFields.map((field) => text(data, field)).join(' '), typed),
  };
}

/** Names that start with what was typed. */
export function prefixPlan(typed: string, field: string): SearchPlan | string {
  const start = asStoredName(typed);
  if (!start) return words().typeTheStart;
  return {
    where: [
      { field, op: '>=', value: start },
      { field, op: '<', value: `${start}\uf8ff` },
    ],
    orderBy: [{ field }],
  };
}

/** One phone's records (no order: sorted on the page, so no extra index is needed). */
export function phonePlan(typed: string, field = 'phone'): SearchPlan | null {
  const phone = normalizeIndianMobile(typed);
  return phone ? { where: [{ field, op: '==', value: phone }], orderBy: [] } : null;
}

export function keywordSearch(
  records: string,
  matchFields: readonly string[],
  {
    placeholder = words().typeAWordOfTheName,
    orderBy,
    byPhone = false,
  }: {
    placeholder?: string;
    /** The order of what is found (by name unless said). */
    orderBy?: readonly OrderBy[];
    /** Also find a record by its exact mobile number. */
    byPhone?: boolean;
  } = {},
): SearchSpec {
  return {
    label: words().searchNamed({ records }),
    placeholder,
    plan: (typed) =>
      (byPhone ? phonePlan(typed) : null) ?? keywordPlan(typed, matchFields, orderBy),
  };
}

export function nameSearch(records: string, field = 'name'): SearchSpec {
  return {
    label: words().searchNamed({ records }),
    placeholder: words().typeTheStartOfTheName,
    plan: (typed) => phonePlan(typed) ?? prefixPlan(typed, field),
  };
}

export function phoneSearch(records: string): SearchSpec {
  return {
    label: words().searchNamed({ records }),
    placeholder: words().mobileExample,
    plan: (typed) => phonePlan(typed) ?? words().typeAMobile,
  };
}

/** Orders: by the customer's mobile, or by the order number (TS-482913 or just its digits). */
export function orderSearch(): SearchSpec {
  return {
    label: words().searchOrders,
    placeholder: words().orderSearchPlaceholder,
    plan: (typed) => {
      const byPhone = phonePlan(typed);
      if (byPhone) return byPhone;
      const compact = latinDigits(typed).trim().toUpperCase().replace(/\s+/g, '');
      const number = /^(?:TS-?)?(\d{6})$/.exec(compact);
      if (number) {
        return { where: [{ field: 'number', op: '==', value: `TS-${number[1]}` }], orderBy: [] };
      }
      return words().typeAMobileOrOrder;
    },
  };
}

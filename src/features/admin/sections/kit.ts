import type { DocData } from '../../../port/types';
import { modelOf } from '../../../data/docs';
import type { Trade } from '../../../lib/choice-lists';
import type { ModelOf, OrderStatus, requestCollections } from '../../../lib/models';
import { localName } from '../../../lib/local-name';
import { formatRupees } from '../../../lib/money';
import { readableId } from '../api/admin-data';
import { storedText } from '../config/form-values';
import { formatMoment } from '../config/format';
import { isRequired } from '../config/record-check';
import { phoneSearch } from '../config/search';
import type {
  AdminCollection,
  AdminGroup,
  CollectionConfig,
  FieldSpec,
  FieldsOf,
  RefLabels,
  SortBy,
} from '../config/types';
import { options, type CollectionTexts } from './fields';

/**
 * What a section file is written with: `section`, which types a section by
 * its collection's model and checks its field names against it, its
 * `heading`, and what several sections' lines share (the field shapes are
 * ./fields). Each section is a function of the words of the reader's
 * language (`SectionWords`); ./index lists them.
 */

export type { CollectionTexts };

/** The words a section is built in: the admin's, and the names of categories, statuses and trades. */
export interface SectionWords {
  t: CollectionTexts;
  categories: Readonly<Record<string, string>>;
  statuses: Readonly<Record<OrderStatus, string>>;
  trades: Readonly<Record<Trade, string>>;
}

/** The words of `t` that are plain text (not sentences with values). */
type Word = {
  [K in keyof CollectionTexts]: CollectionTexts[K] extends string ? K : never;
}[keyof CollectionTexts];

type Described = Word extends infer W
  ? W extends `${infer Title}Description`
    ? Title
    : never
  : never;

/**
 * Where a section is and what it is called: its collection, its `{type}` in
 * /admin/{type} (the collection's name unless given), its group, and its
 * title, one record's name and its description by the keys of its words:
 * `['shops', 'shopOne']` is `t.shops`, `t.shopOne` and `t.shopsDescription`.
 */
export interface Heading<C extends AdminCollection> {
  collection: C;
  type: string;
  group: AdminGroup;
  title: string;
  singular: string;
  description: string;
}

export const heading = <C extends AdminCollection, Title extends Word & Described>(
  t: CollectionTexts,
  collection: C,
  group: AdminGroup,
  [title, singular]: readonly [Title, Word],
  type: string = collection,
): Heading<C> => ({
  collection,
  type,
  group,
  title: t[title],
  singular: t[singular],
  description: t[`${title}Description` as Word],
});

/** A section as ./index lists it: made in the reader's words. */
export type Section = (words: SectionWords) => CollectionConfig;

/**
 * A record of a section as its list and its form hold it: its model's
 * fields, any of which may be missing (a form half filled, an older record).
 */
export type SectionRecord<C extends AdminCollection> = Partial<ModelOf<C>>;

/**
 * A section as its file writes it: its fields, sort and filter named as its
 * collection's model names them (plus `Extra`, fields used to make a record
 * and never stored), its record's title, line and spreadsheet columns read
 * from the record as its model types it.
 */
export type SectionSpec<C extends AdminCollection, Extra extends string = never> = Omit<
  CollectionConfig<FieldsOf<C> | Extra>,
  'titleOf' | 'summaryOf' | 'csvExtras'
> & {
  collection: C;
  titleOf: (record: SectionRecord<C>) => string;
  summaryOf?: (record: SectionRecord<C>, refLabels?: RefLabels) => string;
  /** Columns a list that is only taken out adds to its spreadsheet: worked out from the record, never typed. */
  csvExtras?: readonly { column: string; cellOf: (record: SectionRecord<C>) => string }[];
};

/**
 * The section `spec` describes, for the engine (../config), which reads
 * stored documents as they come: each is read as its collection's model
 * (data/docs `modelOf`), and each stored field is required as its schema says.
 */
export function section<C extends AdminCollection, Extra extends string = never>(
  spec: SectionSpec<C, NoInfer<Extra>>,
): CollectionConfig {
  const { titleOf, summaryOf, csvExtras, ...rest } = spec;
  const recordOf = (data: DocData): SectionRecord<C> => modelOf(spec.collection, { id: '', data });
  const config: CollectionConfig = {
    ...rest,
    titleOf: (data) => titleOf(recordOf(data)),
    ...(summaryOf && { summaryOf: (data, refLabels) => summaryOf(recordOf(data), refLabels) }),
    ...(csvExtras && {
      csvExtras: csvExtras.map(({ column, cellOf }) => ({
        column,
        cellOf: (data: DocData) => cellOf(recordOf(data)),
      })),
    }),
  };
  return {
    ...config,
    fields: config.fields.map((field) =>
      field.transient ? field : { ...field, required: isRequired(config, field) },
    ),
  };
}

// ---- What a line says ---------------------------------------------------------

/** An amount in paise as rupees; '' for none. */
export const money = (paise: number | null | undefined) =>
  typeof paise === 'number' ? formatRupees(paise) : '';
/** A moment as the admin's lines say it; '' for none. */
export const when = (moment: Date | null | undefined) =>
  moment instanceof Date ? formatMoment(moment) : '';
/** The parts of a line that say something, joined. */
export const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');
/** Customers see a post from its date on; before that it is waiting. */
export const scheduledNote = (t: CollectionTexts, moment: Date | null, now = new Date()) =>
  moment && moment > now ? t.scheduledFor({ moment: formatMoment(moment) }) : undefined;

/** A record's names in the reader's language, else the English; '' for none. */
export const nameOf = (record: { name?: string; nameBn?: string; nameHi?: string }) =>
  localName({ ...record, name: record.name ?? '' });

/** Listed alphabetically (by the stored English name) and titled by their name in the reader's language. */
export const byName = {
  orderBy: [{ field: 'name' }] as SortBy<'name'>[],
  titleOf: nameOf,
};

/** Made, changed and deleted here. */
export const managed = { canCreate: true, canEdit: true, canDelete: true } as const;

/** A new record's id from its name: "annapurna-grocery-x7k2p". */
export const idFromName = (data: DocData) => readableId(storedText(data, 'name'));

/**
 * The names of a product's shop as the product keeps them, in each language,
 * so a customer reads the shop's name in theirs before the shop is read. A
 * language the shop has no name in is saved empty rather than left out: an
 * edit merges into the stored product and must not keep an earlier name.
 */
export const shopNamesOf = (shop: DocData): DocData => ({
  shopName: storedText(shop, 'name'),
  shopNameBn: storedText(shop, 'nameBn'),
  shopNameHi: storedText(shop, 'nameHi'),
});

// ---- Bookings and requests visitors send ----------------------------------------

type RequestCollection = (typeof requestCollections)[keyof typeof requestCollections];

const requestStatuses = (t: CollectionTexts) =>
  options(
    ['new', 'confirmed', 'done', 'cancelled'] as const,
    (status) =>
      ({
        new: t.statusNew,
        confirmed: t.statusConfirmed,
        done: t.statusDone,
        cancelled: t.statusCancelled,
      })[status],
  );

/**
 * A list of bookings or requests visitors send: read and moved on here, never
 * made here. `fields` are what the visitor sent; the reference, status, note
 * for the visitor and time received come with every one.
 */
export function requestSection<C extends RequestCollection>(
  t: CollectionTexts,
  spec: Pick<
    SectionSpec<C>,
    'type' | 'title' | 'singular' | 'description' | 'group' | 'titleOf'
  > & {
    collection: C;
    fields: FieldSpec<FieldsOf<C>>[];
  },
): CollectionConfig {
  return section<C, 'reference' | 'status' | 'staffNote' | 'createdAt'>({
    ...spec,
    fields: [
      {
        name: 'reference',
        label: t.bookingNumber,
        kind: 'text',
        editable: 'never',
        inSummary: true,
      },
      ...spec.fields.map((field) => ({ ...field, editable: 'never' as const })),
      {
        name: 'status',
        label: t.status,
        kind: 'select',
        options: requestStatuses(t),
        editable: 'edit',
        inSummary: true,
      },
      {
        name: 'staffNote',
        label: t.staffNote,
        kind: 'textarea',
        editable: 'edit',
        hint: t.staffNoteHint,
      },
      {
        name: 'createdAt',
        label: t.received,
        kind: 'datetime',
        editable: 'never',
        inSummary: true,
      },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    search: phoneSearch(spec.title.toLowerCase()),
    filter: { field: 'status', label: t.status, options: requestStatuses(t) },
    canCreate: false,
    canEdit: true,
    canDelete: true,
  });
}

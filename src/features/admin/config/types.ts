import type { DocData, Filter, OrderBy, StoredDoc } from '../../../port/types';
import type { Choice } from '../../../lib/choice-lists';
import type { CollectionName, ModelOf } from '../../../lib/models';

/**
 * How one collection is managed on /admin/{type}: what its records hold and
 * how they are listed, searched and named. Most sections are the generic
 * screen, which lists, searches, pages, creates, edits and deletes whatever
 * a config describes, so adding one is adding its file to ../sections;
 * orders and staff have screens of their own built from the same parts
 * (orders-screen.tsx, staff-screen.tsx).
 */

export interface Option {
  value: string;
  label: string;
}

export type FieldKind =
  /** One line of text. */
  | 'text'
  | 'textarea'
  /** Whole numbers (stock, passengers). */
  | 'integer'
  | 'number'
  /** Rupees, at most two decimals, never negative. */
  | 'money'
  /** An Indian mobile: stored as the normalised 10 digits. */
  | 'mobile'
  /** A phone of any kind (the schema says which: a landline, a helpline's short number). */
  | 'tel'
  | 'email'
  /** A web address or a picture's (the schema says which). */
  | 'url'
  | 'select'
  /** The id of a document in another collection, chosen from a list. */
  | 'ref'
  /** The ids of documents in another collection, ticked in a list of their names; stored as a list. */
  | 'refs'
  | 'boolean'
  /** Several short values, typed comma-separated, stored as a list. */
  | 'list'
  /**
   * School classes 1–12, typed as numbers and ranges ("5, 9-12"), stored as
   * the list customers filter by: ["Class 5", "Class 9", …].
   */
  | 'classes'
  /** A calendar day, stored as 'YYYY-MM-DD' text. */
  | 'date'
  /** A clock time, stored as 'HH:MM' text. */
  | 'time'
  /** A moment, stored as a timestamp. */
  | 'datetime'
  /** A new staff member's first password: checked against the policy, never stored. */
  | 'password';

export interface RefSpec {
  collection: CollectionName;
  /** The field shown in the list to choose from (also its order). */
  labelField: string;
}

/**
 * A field of a section's form: what the schema cannot say about it (its
 * label, how it is typed, what it offers to choose from, its hint). What it
 * may hold is its collection's schema's to say (./record-check);
 * `Name` is checked against its collection's model (see `section`).
 */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  /** The label as it reads inside a sentence ("Please enter the date to publish."), when it differs. */
  noun?: string;
  kind: FieldKind;
  /**
   * Whether it must be filled in: `section` asks the schema (a stored field
   * is required when its schema refuses it empty); a field never stored (a
   * first password) says so itself.
   */
  required?: boolean;
  options?: readonly Option[];
  /**
   * `select`: the list of lib/choice-lists its options come from; a value
   * stored in any name of an entry (its Bengali one, an older spelling) is
   * that entry's option.
   */
  choices?: readonly Choice[];
  ref?: RefSpec;
  /**
   * The Bengali or Hindi form of the English `field` beside it (`nameBn` of
   * `name`): the form shows it in a row with that field, the English as what
   * a customer reads while it is empty.
   */
  translates?: { field: string; language: 'bn' | 'hi' };
  hint?: string;
  /** `refs`: what a list with nothing ticked means ("Delivers to every neighbourhood."). */
  noneTicked?: string;
  /**
   * A check beyond the schema's, with the form's other values at hand (a
   * doctor's sitting days, read before they are stored): the sentence for
   * under the field, or undefined when the value is fine.
   */
  check?: (value: FormValue, values: FormValues) => string | undefined;
  /** A sentence about the value being typed, shown instead of the hint (a post's scheduled date). */
  note?: (value: FormValue) => string | undefined;
  /**
   * When the admin may set it: `always` (default), `create` (fixed once
   * made, e.g. a staff phone), `edit` (set by the system at creation) or
   * `never` (shown, never changed here).
   */
  editable?: 'always' | 'create' | 'edit' | 'never';
  /** Used to make the record, never stored in it (a first password). */
  transient?: boolean;
  /** Shown on the record's line in the list. */
  inSummary?: boolean;
  /** The value a new record starts with. */
  initial?: () => FormValue;
}

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type FormErrors = Record<string, string>;
export type FormMode = 'create' | 'edit';

/** The label of the record each `ref` field points to, by the field's name; absent until read. */
export type RefLabels = Readonly<Record<string, string | undefined>>;

/** The document each chosen `ref` field points at (for derived fields such as a shop's name). */
export type RefDocs = Record<string, StoredDoc | undefined>;

export interface SearchPlan {
  where: Filter[];
  orderBy: OrderBy[];
  /** A check of each returned document for what the query alone cannot express. */
  matches?: (data: DocData) => boolean;
}

export interface SearchSpec {
  label: string;
  placeholder: string;
  /** The query for the typed text, or a sentence saying why it cannot be searched. */
  plan: (text: string) => SearchPlan | string;
}

export interface FilterSpec<Name extends string = string> {
  field: Name;
  label: string;
  /** Fixed choices… */
  options?: readonly Option[];
  /**
   * `select`: the list of lib/choice-lists its options come from; a value
   * stored in any name of an entry (its Bengali one, an older spelling) is
   * that entry's option.
   */
  choices?: readonly Choice[];
  /** …or the documents of another collection. */
  ref?: RefSpec;
}

/**
 * The groups the admin's sections are found in, in the navigation and on the
 * dashboard; each is also the key of its words in ./messages.
 */
export type AdminGroup = 'ordersAndStaff' | 'shopsAndProducts' | 'health' | 'townAndInfo';

/** The stored fields of a collection's model, by name (of any of its kinds, for a model of several). */
export type FieldsOf<C extends CollectionName> =
  ModelOf<C> extends infer Model
    ? Model extends unknown
      ? Extract<keyof Model, string>
      : never
    : never;

/** A sort on one of the section's fields. */
export type SortBy<Name extends string = string> = OrderBy & { field: Name };

/** What an admin section can manage: a collection of records of one model. */
export type AdminCollection = Exclude<CollectionName, 'config'>;

export interface CollectionConfig<Name extends string = string> {
  /** The `{type}` of /admin/{type}. */
  type: string;
  collection: AdminCollection;
  title: string;
  /** One record, lower case: "shop", "delivery person". */
  singular: string;
  description: string;
  group: AdminGroup;
  fields: readonly FieldSpec<Name>[];
  /** The list's order when nothing is searched. */
  orderBy: readonly SortBy<Name>[];
  /** The record's name on its line and in messages. */
  titleOf: (data: DocData) => string;
  /**
   * A second line; by default the fields marked `inSummary`. `refLabels`
   * names the record each `ref` field points to (a vendor's shop by its
   * name), once that is read.
   */
  summaryOf?: (data: DocData, refLabels?: RefLabels) => string;
  search?: SearchSpec;
  filter?: FilterSpec<Name>;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The id of a new record; random by default. */
  newId?: (data: DocData) => string;
  /** Fields computed from the others when saving (search words, a shop's name…). */
  derive?: (data: DocData, refs: RefDocs) => DocData;
  /** Added to the delete confirmation. */
  deleteWarning?: string;
  /** The field a refused save is about (a phone that already has an account), to say it there. */
  fieldOfFailure?: (error: unknown) => Name | undefined;
  /**
   * How a spreadsheet's row names a record already here when it gives no id
   * (csv/row-keys: a product by its shop and its name in any language, a
   * doctor by name and phone). A section with it comes back in from a
   * spreadsheet: its catalogue, its directory and its news.
   */
  importKeys?: (data: DocData) => string[];
  /**
   * Columns a list that is only taken out adds to its spreadsheet after its
   * fields: worked out from the record (how an order was paid), never typed.
   */
  csvExtras?: readonly CsvExtra[];
}

/** A column of an export worked out from the record: its name and its cell. */
export interface CsvExtra {
  column: string;
  cellOf: (data: DocData) => string;
}

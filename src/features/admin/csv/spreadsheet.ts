import type { DocData, StoredDoc } from '../../../port/types';
import type { RecordToWrite } from '../../../data/write-in-batches';
import { textOf } from '../../../lib/i18n';
import { randomId } from '../../../lib/ids';
import { DOC_ID_PATTERN } from '../../../lib/doc-id';
import { sameTownValue } from '../../../lib/town-file-format';
import {
  formFields,
  initialValues,
  isEditable,
  listItems,
  storedText,
  toDocData,
} from '../config/form-values';
import { checkRecord } from '../config/record-check';
import type { CollectionConfig, FieldSpec, FormValues, RefDocs } from '../config/types';
import { spreadsheetMessages } from './messages';

/**
 * A section's records as a spreadsheet and back. A cell is the text an admin
 * would type in that field of the form, and a row is checked exactly as the
 * form checks a new record (config/record-check) and completed as a save
 * completes it (`derive`), so a row the import accepts is a record the form
 * would accept. The header is the fields' names, so a template, an export
 * and an import all read the same columns.
 */

/**
 * Whether a section comes back in from a spreadsheet (its catalogue, its
 * directory and its news): it says how a row names a record already here.
 */
export const comesBackIn = (config: CollectionConfig) => config.importKeys !== undefined;

/** The optional first column: the record's id, made as the form makes it when left out. */
export const ID_COLUMN = 'id';

/**
 * A section's columns: where a spreadsheet comes back in, the fields a new
 * record's form lets the admin type, in the form's order; in a list that is
 * only taken out (bookings, requests, messages), every field the record's
 * page shows, its number, status and time included.
 */
export function csvFields(config: CollectionConfig): FieldSpec[] {
  if (!comesBackIn(config)) return formFields(config, 'edit');
  return formFields(config, 'create').filter(
    (field) => !field.transient && isEditable(field, 'create'),
  );
}

/** The header of a section's spreadsheet: the id, then each field by its name. */
export const csvColumns = (config: CollectionConfig): string[] => [
  ID_COLUMN,
  ...csvFields(config).map((field) => field.name),
  ...(config.csvExtras ?? []).map((extra) => extra.column),
];

/** A spreadsheet as read: its header and each row below it, numbered as a spreadsheet numbers it. */
export interface CsvTable {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** What is wrong, where: `row` as the spreadsheet numbers it (the header is 1), `column` by its name. */
export interface RowProblem {
  row: number;
  column: string;
  message: string;
  /** What the file has in that cell, as typed, when it has anything. */
  value?: string;
}

export type RowsChecked =
  | { records: RecordToWrite[]; plan: ImportPlan; problems?: never }
  | { problems: RowProblem[]; records?: never; plan?: never };

const papa = async () => (await import('papaparse')).default;

/**
 * A line a spreadsheet program may read as a formula: one starting with `=`,
 * `+`, `-` or `@`, or with a tab or carriage return before one. Every line
 * of every cell counts, as a cell may hold several (`=HYPERLINK(…)` under a
 * customer's name).
 */
const formulaLine = /^(?='*[=+\-@\t\r])/gm;
/**
 * A guarded line, as the export writes it and a spreadsheet program saves it.
 * A line that itself starts with quotes before such a sign gets one more, so
 * taking one off gives back exactly what was typed.
 */
const guardedLine = /^'(?='*[=+\-@\t\r])/gm;

/**
 * A cell as every export and template writes it: each line a spreadsheet
 * could take for a formula starts with `'`, which the program shows as text
 * and the import takes off again (`parseCsv`), so the quote is not part of the value.
 */
export const guardCell = (text: string): string => text.replace(formulaLine, "'");

/**
 * The delimiter the header row is written with: a spreadsheet in a language
 * whose decimal point is a comma saves `;`. Guessed from the header alone,
 * which names the columns in plain words, not from rows whose text holds commas.
 */
function delimiterOf(header: string): string {
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: header.split(delimiter).length,
  }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

/** Reads CSV as Excel, LibreOffice or Google Sheets save it: `,` or `;` (or tabs), a BOM, quoted newlines. */
export async function parseCsv(text: string): Promise<CsvTable> {
  const Papa = await papa();
  const plain = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(plain, {
    delimiter: delimiterOf(plain.split(/\r?\n/, 1)[0] ?? ''),
    skipEmptyLines: false,
  });
  const [header = [], ...lines] = parsed.data;
  const rows = lines
    .map((cells, index) => ({
      row: index + 2,
      cells: cells.map((cell) => cell.replace(guardedLine, '')),
    }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  return { header: header.map((name) => name.trim()), rows };
}

/** A boolean as exported, and as typed: yes/no, true/false, 1/0. */
const yes = new Set(['yes', 'true', '1', 'y']);
const no = new Set(['no', 'false', '0', 'n', '']);

/** A record's cells as the form would show them, a checkbox as yes or no. */
function cellsOf(config: CollectionConfig, doc: StoredDoc): string[] {
  const values = initialValues(config, doc.data);
  return [
    doc.id,
    ...csvFields(config).map((field) => {
      const value = values[field.name];
      return typeof value === 'boolean' ? (value ? 'yes' : 'no') : (value ?? '');
    }),
    ...(config.csvExtras ?? []).map((extra) => extra.cellOf(doc.data)),
  ].map(guardCell);
}

/** Records as CSV with the section's columns, so the file imports back to the same records. */
export async function toCsv(config: CollectionConfig, docs: readonly StoredDoc[]): Promise<string> {
  const Papa = await papa();
  return Papa.unparse(
    { fields: csvColumns(config), data: docs.map((doc) => cellsOf(config, doc)) },
    { newline: '\r\n' },
  );
}

/**
 * The header and one example row, from a record of the section (the town's
 * own, or the demo town's), without its id: a new row gets one made for it.
 */
export async function templateFor(
  config: CollectionConfig,
  example: StoredDoc | null,
): Promise<string> {
  const Papa = await papa();
  const rows = example ? [['', ...cellsOf(config, example).slice(1)]] : [];
  return Papa.unparse({ fields: csvColumns(config), data: rows }, { newline: '\r\n' });
}

const nounOf = (field: FieldSpec) => field.label.replace(/\s*\(.*\)$/, '').toLowerCase();

/**
 * The record a `ref` cell names: its id, or else the English name of exactly
 * one of `choices` (the shops a product may belong to).
 */
function resolveRef(
  field: FieldSpec,
  cell: string,
  choices: readonly StoredDoc[],
): { doc: StoredDoc } | { problem: string } | null {
  const t = textOf(spreadsheetMessages);
  if (cell === '') return null;
  const byId = choices.find((doc) => doc.id === cell);
  if (byId) return { doc: byId };
  const labelField = field.ref?.labelField ?? 'name';
  const wanted = cell.toLowerCase();
  const named = choices.filter(
    (doc) => storedText(doc.data, labelField).trim().toLowerCase() === wanted,
  );
  const [only] = named;
  if (named.length === 1 && only) return { doc: only };
  const record = nounOf(field);
  return named.length === 0
    ? { problem: t.noSuchRecord({ record, value: cell }) }
    : {
        problem: t.severalRecords({
          record,
          value: cell,
          ids: named.map((doc) => doc.id).join(', '),
        }),
      };
}

/** A select's cell as its option: the value, whatever its capitals, or the label the admin reads. */
function chosenOption(field: FieldSpec, cell: string): string | null {
  const wanted = cell.toLowerCase();
  const option = field.options?.find(
    (candidate) =>
      candidate.value.toLowerCase() === wanted || candidate.label.toLowerCase() === wanted,
  );
  return option ? option.value : null;
}

/** What is wrong with the header: names no field knows, a column twice, a required field's missing. */
function headerProblems(config: CollectionConfig, header: readonly string[]): RowProblem[] {
  const t = textOf(spreadsheetMessages);
  const columns = csvColumns(config);
  const problems: RowProblem[] = [];
  header.forEach((name, index) => {
    if (name === '' && index === header.length - 1) return;
    if (!columns.includes(name)) {
      problems.push({
        row: 1,
        column: name,
        message: t.unknownColumn({ column: name, columns: columns.join(', ') }),
      });
    } else if (header.indexOf(name) !== index) {
      problems.push({ row: 1, column: name, message: t.columnTwice({ column: name }) });
    }
  });
  for (const field of csvFields(config)) {
    if (field.required && !header.includes(field.name)) {
      problems.push({
        row: 1,
        column: field.name,
        message: t.missingColumn({ column: field.name }),
      });
    }
  }
  return problems;
}

// ---- Matching rows to the records already here ------------------------------

/** A file's rows set against the records already here. */
export interface ImportPlan {
  /** Rows that are no record here yet. */
  added: RecordToWrite[];
  /** Rows that name a record here and change it: written under that record's id. */
  updated: RecordToWrite[];
  /** Rows that name a record here and hold it as it is: never written. */
  unchanged: RecordToWrite[];
}

/** Nothing, however it is stored: no value, an empty text or an empty list. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Whether a row's fields are what the record here holds already. */
const holdsAsIs = (data: DocData, stored: DocData) =>
  Object.entries(data).every(
    ([field, value]) =>
      (isBlank(value) && isBlank(stored[field])) || sameTownValue(stored[field], value),
  );

/**
 * Each row of `table` as the record the form would save, or every problem
 * of the file by row and column, in the admin's language. `refChoices` are
 * the records the section's `ref` fields may point at (every shop, for
 * products). `stored` are the section's records already here: a row that
 * names one of them, by the id it gives or else by its natural key
 * (its section's `importKeys`: a product by its shop and its name in any language), is
 * that record opened in the form with the file's cells typed over it, so a
 * column the file leaves out keeps what is stored, and importing the same
 * file twice changes nothing the second time. A row that names more than one
 * record here, or the same record as another row, is a problem to fix.
 */
/** Checks a file's rows one at a time (`check`), then gives the whole file's answer (`result`). */
function rowChecker(
  config: CollectionConfig,
  table: CsvTable,
  refChoices: readonly StoredDoc[],
  stored: readonly StoredDoc[],
) {
  const t = textOf(spreadsheetMessages);
  const problems = headerProblems(config, table.header);
  if (table.rows.length === 0) problems.push({ row: 1, column: '', message: t.noRows });
  const refused = problems.length > 0;

  const fields = csvFields(config);
  const keysOf = config.importKeys ?? (() => []);
  const byId = new Map(stored.map((doc) => [doc.id, doc]));
  const byKey = new Map<string, Set<string>>();
  let indexed = 0;
  /**
   * Files the next `count` records here under their natural keys (all that
   * are left, by default); true once every one is. Working out a record's
   * keys is most of the cost of a file set against thousands of records, so
   * checkRowsGently does it in slices too.
   */
  const indexStored = (count = Infinity): boolean => {
    const end = Math.min(stored.length, indexed + count);
    for (; indexed < end; indexed += 1) {
      const doc = stored[indexed];
      if (!doc) continue;
      for (const key of keysOf(doc.data)) byKey.set(key, (byKey.get(key) ?? new Set()).add(doc.id));
    }
    return indexed >= stored.length;
  };
  const nameColumn = fields.find((field) => field.kind === 'text')?.name ?? '';
  const plan: ImportPlan = { added: [], updated: [], unchanged: [] };
  const records: RecordToWrite[] = [];
  const rowOfId = new Map<string, number>();
  const rowOfRecord = new Map<string, number>();
  const rowOfKey = new Map<string, { row: number; id: string }>();
  const check = ({ row, cells }: CsvTable['rows'][number]): void => {
    indexStored();
    const rowProblems: RowProblem[] = [];
    const cellOf = (column: string) => {
      const index = table.header.indexOf(column);
      return index === -1 ? undefined : (cells[index] ?? '');
    };
    /** A problem of this row, with the cell's text so the admin sees what was found. */
    const say = (column: string, message: string, value = column ? cellOf(column)?.trim() : '') =>
      rowProblems.push({ row, column, message, ...(value && { value }) });
    const extraCells = cells.slice(table.header.length).filter(Boolean);
    if (extraCells.length > 0) say('', t.moreCellsThanColumns, extraCells.join(', '));

    /** What the file's cells type into the form, field by field; a column it leaves out types nothing. */
    const typed: FormValues = {};
    const refs: RefDocs = {};
    for (const field of fields) {
      const cell = cellOf(field.name)?.trim();
      if (cell === undefined) continue;
      if (field.kind === 'boolean') {
        const word = cell.toLowerCase();
        if (yes.has(word)) typed[field.name] = true;
        else if (no.has(word)) typed[field.name] = false;
        else say(field.name, t.yesOrNo);
      } else if (field.kind === 'ref') {
        const found = resolveRef(field, cell, refChoices);
        if (found && 'problem' in found) say(field.name, found.problem);
        else {
          typed[field.name] = found?.doc.id ?? '';
          refs[field.name] = found?.doc;
        }
      } else if (field.kind === 'refs') {
        // Each item by id or English name, as a `ref` cell: none is "every one".
        const ids: string[] = [];
        for (const item of listItems(cell)) {
          const found = resolveRef(field, item, refChoices);
          if (found && 'problem' in found) say(field.name, found.problem, item);
          else if (found) ids.push(found.doc.id);
        }
        typed[field.name] = ids.join(', ');
      } else if (field.kind === 'select' && cell !== '') {
        const option = chosenOption(field, cell);
        if (option === null) {
          const allowed = field.options?.map((choice) => choice.value).join(', ') ?? '';
          say(field.name, t.oneOf({ values: allowed }));
        } else typed[field.name] = option;
      } else {
        typed[field.name] = cell;
      }
    }

    /** The record the form saves from `values`, or its problems said on this row. */
    const saved = (values: FormValues): DocData | null => {
      const { errors, unshown } = checkRecord(config, values, 'create', {
        policy: { minLength: 0 },
        refs,
      });
      for (const field of fields) {
        const error = errors[field.name];
        if (error && !rowProblems.some((problem) => problem.column === field.name)) {
          say(field.name, error, cellOf(field.name)?.trim() || String(values[field.name] ?? ''));
        }
      }
      if (unshown && rowProblems.length === 0) say('', unshown);
      if (rowProblems.length > 0) return null;
      const data = toDocData(config, values, 'create');
      return { ...data, ...config.derive?.(data, refs) };
    };
    const fresh = saved({ ...initialValues(config, null), ...typed });

    // An id the file gives is checked whatever else is wrong; one made here is new.
    const givenId = cellOf(ID_COLUMN)?.trim() ?? '';
    if (givenId && !DOC_ID_PATTERN.test(givenId)) say(ID_COLUMN, t.badId);
    else if (givenId) {
      const earlier = rowOfId.get(givenId);
      if (earlier === undefined) rowOfId.set(givenId, row);
      else say(ID_COLUMN, t.idTwice({ id: givenId, row: earlier }));
    }
    if (!fresh || rowProblems.length > 0) {
      problems.push(...rowProblems);
      return;
    }

    // The record here the row names: by its id, else by its natural key.
    let match = givenId ? byId.get(givenId) : undefined;
    if (!givenId) {
      const ids = new Set(keysOf(fresh).flatMap((key) => [...(byKey.get(key) ?? [])]));
      if (ids.size > 1) {
        const ambiguous = { record: config.singular, ids: [...ids].sort().join(', ') };
        say(nameColumn, t.severalHere(ambiguous));
      }
      const [only] = ids;
      match = ids.size === 1 && only !== undefined ? byId.get(only) : undefined;
    }
    const data = match ? saved({ ...initialValues(config, match.data), ...typed }) : fresh;
    const id = match?.id ?? (givenId || config.newId?.(fresh) || randomId());
    const sameRecord =
      rowOfRecord.get(id) ??
      keysOf(fresh)
        .map((key) => rowOfKey.get(key))
        .find((earlier) => earlier && earlier.id !== id)?.row;
    if (sameRecord !== undefined) say(nameColumn, t.sameAsRow({ row: sameRecord }));
    if (!data || rowProblems.length > 0) {
      problems.push(...rowProblems);
      return;
    }
    rowOfRecord.set(id, row);
    for (const key of keysOf(fresh)) rowOfKey.set(key, { row, id });
    const record = { collection: config.collection, id, data };
    records.push(record);
    if (!match) plan.added.push(record);
    else if (holdsAsIs(data, match.data)) plan.unchanged.push(record);
    else plan.updated.push(record);
  };
  return {
    /** Whether the header alone refuses the file, so no row is checked. */
    refused,
    indexStored,
    check,
    result: (): RowsChecked => (problems.length > 0 ? { problems } : { records, plan }),
  };
}

export function checkRows(
  config: CollectionConfig,
  table: CsvTable,
  refChoices: readonly StoredDoc[],
  stored: readonly StoredDoc[] = [],
): RowsChecked {
  const checker = rowChecker(config, table, refChoices, stored);
  if (!checker.refused) for (const row of table.rows) checker.check(row);
  return checker.result();
}

/** Rows checked between two pauses: about 50 ms of work on a slow phone. */
const ROWS_PER_SLICE = 50;
/** Records here filed under their natural keys between two pauses: about as long. */
const STORED_PER_SLICE = 400;

/** A pause that lets the page paint and answer taps before the next slice of work. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `checkRows`, a slice of rows at a time, pausing between slices and saying
 * how many rows are checked, so a file of thousands of rows never freezes a
 * phone (measured: 3,000 products in one go blocked a phone at a quarter of a
 * laptop's speed for 3.8 s; a slice takes a tenth of that). The records here
 * are filed under their natural keys in slices first: set against 3,000
 * products, filing them all at once held the page for 0.7 s at a quarter of
 * the speed (`npm run bench -- --scale`).
 */
export async function checkRowsGently(
  config: CollectionConfig,
  table: CsvTable,
  refChoices: readonly StoredDoc[],
  stored: readonly StoredDoc[] = [],
  onProgress?: (checked: number, total: number) => void,
): Promise<RowsChecked> {
  const checker = rowChecker(config, table, refChoices, stored);
  if (checker.refused) return checker.result();
  while (!checker.indexStored(STORED_PER_SLICE)) await pause();
  const total = table.rows.length;
  for (let start = 0; start < total; start += ROWS_PER_SLICE) {
    for (const row of table.rows.slice(start, start + ROWS_PER_SLICE)) checker.check(row);
    onProgress?.(Math.min(start + ROWS_PER_SLICE, total), total);
    await pause();
  }
  return checker.result();
}

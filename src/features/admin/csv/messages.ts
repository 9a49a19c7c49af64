import { i18n, params, plural } from '../../../lib/i18n';

/** A section's spreadsheet: the import, its check, the template and the export. */
export const spreadsheetMessages = i18n('staff/admin-spreadsheet', {
  spreadsheet: 'Spreadsheet',
  importFromSpreadsheet: 'Import from a spreadsheet',
  downloadTemplate: 'Download template',
  exportAsCsv: 'Export as CSV',
  preparing: 'Preparing the file…',
  closeImport: 'Close the import',
  importHint: params(
    'Save the spreadsheet as CSV. Its first row names the columns, as in the template; each row below it is one {record}. Nothing is added until every row is right.',
  ),
  chooseFile: 'Choose a CSV file',
  chooseCorrectedFile: 'Choose the corrected file',
  checking: 'Checking the file…',
  rowsInFile: plural({ one: '{count} row in “{file}”.', other: '{count} rows in “{file}”.' }),
  problemsFound: plural({
    one: '{count} problem to fix. Nothing has been added.',
    other: '{count} problems to fix. Nothing has been added.',
  }),
  fixAndChooseAgain:
    'Fix them in the spreadsheet, save it as CSV again and choose the corrected file.',
  problemsCaption: 'Problems, by row and column',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  found: params('The file has: “{value}”'),
  wholeFile: 'the file',
  allRight: 'Every row is right. The first rows:',
  firstRowsCaption: 'The first rows of the file',
  addRecords: plural({ one: 'Add {count} record', other: 'Add {count} records' }),
  replacing: plural({
    one: '{count} row has the id of a record already here: the row will replace it.',
    other: '{count} rows have the ids of records already here: the rows will replace them.',
  }),
  saveRecords: plural({ one: 'Save {count} record', other: 'Save {count} records' }),
  saved: plural({
    one: 'Saved {count} record from the spreadsheet.',
    other: 'Saved {count} records from the spreadsheet.',
  }),
  wrote: params('Wrote {written} of {total}'),
  writing: 'Writing the records',
  added: plural({
    one: 'Added {count} record from the spreadsheet.',
    other: 'Added {count} records from the spreadsheet.',
  }),
  notRead: params('The file could not be read: {problem}'),
  tooBig: params(
    'This file is {size} MB; the app reads spreadsheets of up to {max} MB. Save the rows in two or more smaller files and import each.',
  ),
  noRows: 'The file has no rows under its first row.',
  unknownColumn: params('There is no column “{column}”. The columns are: {columns}.'),
  missingColumn: params('The column “{column}” is missing, and every row needs it.'),
  columnTwice: params('The column “{column}” comes more than once.'),
  moreCellsThanColumns: 'This row has more cells than the first row has columns.',
  badId: 'An id may hold only English letters, digits, “-” and “_”.',
  idTwice: params('The id “{id}” is also in row {row}.'),
  noSuchRecord: params('No {record} has the id or English name “{value}”.'),
  severalRecords: params(
    'More than one {record} is named “{value}”: write its id instead ({ids}).',
  ),
  yesOrNo: 'Write yes or no.',
  oneOf: params('Write one of: {values}.'),
});

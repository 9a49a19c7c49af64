import { i18n, params, plural } from '../../../lib/i18n';

/** The admin's town backup: the whole town out as one file, and back in. */
export const townBackupMessages = i18n('staff/admin-town-backup', {
  title: 'Town backup',
  lead: 'Take the whole town out as one file, to keep it safe or to move it, and bring it back in from such a file.',
  exportHeading: 'Export the town',
  exportLead:
    'Shops, products, doctors, lab tests, teachers, services, the directory, news, emergency contacts, neighbourhoods, settings and staff, in one file.',
  noPasswords:
    'Passwords are not in the file. Restored into this town, everyone signs in as before; restored into a new project, make each vendor’s and delivery person’s account again under Vendors and Delivery persons.',
  includeOrders: 'Include the customers’ orders and bookings',
  includeOrdersHint:
    'Their numbers and codes come with them: restored, each customer opens their order with the same code.',
  exportButton: 'Export the town',
  exporting: 'Exporting…',
  exported: params('Saved {count} records as {file}.'),
  restoreHeading: 'Restore from a file',
  restoreLead: 'Choose a town backup file. You see what it holds before anything is written.',
  chooseFile: 'Choose a town backup file',
  reading: 'Reading the file…',
  tooBig: params(
    'This file is {size} MB; this screen restores town backups of up to {max} MB. Export the town again without the customers’ orders, and restore that file.',
  ),
  inFile: params('In this file, exported on {when}:'),
  list: 'List',
  records: 'Records',
  // The lists a backup holds that have no admin section of their own.
  config: 'Settings',
  admins: 'Admins',
  riderCash: 'Cash the delivery persons hold',
  cashLedger: 'Cash records of the delivery persons',
  openOrders: 'Orders on their way, by phone',
  references: 'Order and booking numbers given out',
  phoneActivity: 'Each phone’s orders and codes',
  problemsHeading: 'Problems in the file',
  fixProblems:
    'Nothing is restored while the file has these problems. Fix them in the file, then choose it again.',
  accountsHeading: 'Staff accounts in this file',
  accountsLead:
    'Check each one: the restore makes or changes these accounts here, and each may then sign in to this town.',
  adminsNotRestored:
    'Admins are never restored from this screen, so no file can make anyone an admin here. This town’s admins stay as they are.',
  roleAdmin: 'admin',
  roleVendor: 'vendor',
  roleDelivery: 'delivery person',
  accountNew: 'a new account here',
  accountChanged: 'changes the account here',
  accountSame: 'the same as here',
  accountNotRestored: 'not restored',
  nothingToRestore: 'This file holds nothing this screen can restore.',
  restoreButton: plural({ one: 'Restore {n} record', other: 'Restore {n} records' }),
  confirmTitle: 'Restore the town from this file?',
  confirmEmpty: params('This town is empty: the file’s {count} records will be written into it.'),
  confirmOverwrite: params(
    'This town already has records. Each record with the same id as one in the file is replaced by the file’s; the others stay as they are. {count} records will be written.',
  ),
  confirm: 'Restore',
  cancel: 'Cancel',
  progress: params('Wrote {written} of {total}'),
  restored: params('Restored {count} records.'),
  failed: params(
    'The restore stopped: {problem} What was written stays; restore the same file again to finish.',
  ),
});

/**
 * The town backup's place among the admin's pages: /admin/backup, beside the
 * sections of /admin/{type}, which no collection's section takes.
 */
export const townBackupType = 'backup';

import { localDigits } from '../../../lib/i18n';
import { IMPORT_FILE_BYTES_MAX } from '../../../lib/limits';

const MEGABYTE = 1024 * 1024;

/** Megabytes as the reader writes them, to one decimal: "7.4", "৭.৪". */
const megabytes = (bytes: number, code: string) => localDigits((bytes / MEGABYTE).toFixed(1), code);

/**
 * A file an admin chose is checked for size before a byte of it is read: null
 * when the screens may read it, else its size and the bound, in megabytes, for
 * the screen's own sentence.
 */
export function oversize(file: Blob, code: string): { size: string; max: string } | null {
  if (file.size <= IMPORT_FILE_BYTES_MAX) return null;
  return {
    size: megabytes(file.size, code),
    max: localDigits(String(IMPORT_FILE_BYTES_MAX / MEGABYTE), code),
  };
}

/**
 * Hands a file the app made (a town backup, a spreadsheet) to the browser to
 * save as `fileName`. The address is let go on the next turn, after the
 * browser has started the download.
 */
export function saveFile(fileName: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

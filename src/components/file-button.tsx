/**
 * Choosing a file with a button in the reader's words: the browser's own
 * file control says "Choose File" in the browser's language, whatever the
 * app's. The input inside the label keeps the keyboard and the label's
 * words as its name, and is emptied after each choice, so the same file
 * chosen again, corrected, is a new choice too.
 */
export function FileButton({
  label,
  accept,
  disabled = false,
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <label className={`btn btn-outline-primary file-button mb-0 ${disabled ? 'disabled' : ''}`}>
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {label}
    </label>
  );
}

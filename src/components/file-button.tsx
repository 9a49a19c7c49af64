import type { ReactNode } from 'react';

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
  capture,
  className = 'btn btn-outline-primary',
  invalid = false,
  onFile,
}: {
  label: ReactNode;
  accept: string;
  disabled?: boolean;
  /** On a phone, the camera straight away (`environment`: the one on the back) instead of the files. */
  capture?: 'environment' | 'user';
  className?: string;
  /** Marked wrong (a photo the form needs), so a refused send moves the focus to it. */
  invalid?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <label className={`${className} file-button mb-0 ${disabled ? 'disabled' : ''}`}>
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        capture={capture}
        aria-invalid={invalid || undefined}
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

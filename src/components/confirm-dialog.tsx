import { useEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';

/**
 * A native modal <dialog>: focus is trapped and Escape closes it without any
 * library. Rendered only while open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(commonMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-dialog-title" className="h5 fw-bold">
        {title}
      </h2>
      <div className="mb-3">{children}</div>
      <div className="d-flex gap-2 justify-content-end flex-wrap">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {cancelLabel ?? t.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

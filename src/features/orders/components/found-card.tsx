import { useState, type ReactNode } from 'react';
import { ErrorText } from '../../../components/error-text';
import { LoadingView } from '../../../components/screen-status';
import { DetailsButton } from './details-button';

/**
 * One record found in Find Order (an order, a booking, a list), as its query
 * reads it: a waiting line, why the read failed, or that it is gone; else the
 * record itself.
 */
export function FoundCard<T>({
  read,
  opening,
  gone,
  children,
}: {
  read: { isPending: boolean; isError: boolean; error: unknown; data: T | null | undefined };
  /** "Opening order TS-…": said while it is read. */
  opening: string;
  /** It is no longer there. */
  gone: string;
  children: (record: T) => ReactNode;
}) {
  if (read.isPending) return <LoadingView label={opening} />;
  if (read.isError) return <ErrorText of={read} className="text-danger small mb-0" />;
  if (!read.data) return <p className="small mb-0">{gone}</p>;
  return children(read.data);
}

/** A found record's head: its number and when it was made, where it stands at the right. */
export function FoundHead({
  title,
  made,
  children,
}: {
  title: ReactNode;
  made: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
      <div>
        <h3 className="h6 fw-bold mb-0">{title}</h3>
        <span className="small text-body-secondary">{made}</span>
      </div>
      {children}
    </div>
  );
}

/** A found record's details behind a button, open at first where a tapped notice asked for them. */
export function FoldedDetails({
  asked,
  words,
  children,
}: {
  asked: boolean;
  words: Parameters<typeof DetailsButton>[0]['words'];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(asked);
  return (
    <>
      <DetailsButton open={open} onToggle={() => setOpen((shown) => !shown)} words={words} />
      {open && children}
    </>
  );
}

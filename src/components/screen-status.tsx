import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';

/** The centred "loading" view shown while a screen or its data is on its way. */
/**
 * `fill` is for a whole screen on its way: it holds a full viewport, so the
 * footer starts below the fold and nothing visible moves when the screen
 * arrives (no layout shift).
 */
export function LoadingView({ label, fill = false }: { label?: string; fill?: boolean }) {
  const t = useMessages(commonMessages);
  return (
    <div className={`screen-status${fill ? ' screen-status-fill' : ''}`} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span>{label ?? t.loading}</span>
    </div>
  );
}

/** A full-screen problem with one way forward. */
export function ProblemView({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="screen-status" role="alert">
      <h1 className="h3 fw-bold">{title}</h1>
      <div className="text-body-secondary" style={{ maxWidth: '32rem' }}>
        {children}
      </div>
      {action}
    </div>
  );
}

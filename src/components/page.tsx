import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A screen's frame: the way back up, its title and the line under it, then
 * what the screen holds.
 */
export function Page({
  back,
  title,
  lead,
  prose = false,
  children,
}: {
  /** The link one level up, with its words (an arrow before them). */
  back?: { to: string; label: ReactNode };
  title: ReactNode;
  lead?: ReactNode;
  /** Reading matter (about, privacy): headings and paragraphs set for reading. */
  prose?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={prose ? 'container-lg page prose' : 'container-lg page'}>
      {back && (
        <Link to={back.to} className="d-inline-block mb-2">
          {back.label}
        </Link>
      )}
      <h1 className="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {children}
    </div>
  );
}

/** A way on from a screen: a link drawn as a button. */
export interface WayOn {
  to: string;
  label: string;
}

/** Ways on, side by side: the first is the main one, the others quieter. */
export function WaysOn({ ways }: { ways: readonly WayOn[] }) {
  return ways.map((way, index) => (
    <Link
      key={way.to}
      to={way.to}
      className={index === 0 ? 'btn btn-primary' : 'btn btn-outline-primary'}
    >
      {way.label}
    </Link>
  ));
}

/**
 * A screen that is one message in a centred card (a topic still to come, a
 * thank-you opened without its request), with the ways on below it.
 */
export function NoticePage({
  title,
  lead,
  ways,
}: {
  title: string;
  lead: string;
  ways: readonly WayOn[];
}) {
  return (
    <div className="container-lg page">
      <div className="info-card text-center py-5">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead mx-auto" style={{ maxWidth: '34rem' }}>
          {lead}
        </p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <WaysOn ways={ways} />
        </div>
      </div>
    </div>
  );
}

/**
 * What a screen says where a list has nothing (or a link leads nowhere): a
 * heading, a line or two, and the ways on, side by side.
 */
export function EmptyState({
  title,
  children,
  ways,
  actions = ways && <WaysOn ways={ways} />,
  status = false,
  spaced = false,
}: {
  title: string;
  children?: ReactNode;
  ways?: readonly WayOn[];
  /** What stands for `ways` where a way on is not a link in the app (a call). */
  actions?: ReactNode;
  /** Said by a screen reader as it appears (the answer to a filter). */
  status?: boolean;
  /** Set apart from the title above it (a screen with no list). */
  spaced?: boolean;
}) {
  return (
    <div
      className={spaced ? 'empty-state mt-3' : 'empty-state'}
      role={status ? 'status' : undefined}
    >
      <h2>{title}</h2>
      {children}
      {actions && <div className="d-flex flex-wrap gap-2 justify-content-center">{actions}</div>}
    </div>
  );
}

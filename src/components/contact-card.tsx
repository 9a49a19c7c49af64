import type { ReactNode } from 'react';
import { formatIndianMobile } from '../lib/phone';
import { PhoneIcon } from './icons';

/** A stored phone as people read it: mobiles grouped 5 + 5, landlines as written. */
export function readablePhone(phone: string): string {
  return /^[6-9]\d{9}$/.test(phone) ? formatIndianMobile(phone) : phone;
}

/** The `tel:` address of a stored phone (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A big call button naming whom it calls, for thumbs and for screen readers. */
export function CallButton({ name, phone }: { name: string; phone: string }) {
  return (
    <a
      className="btn btn-success call-pill"
      href={telHref(phone)}
      aria-label={`Call ${name}, ${readablePhone(phone)}`}
    >
      <PhoneIcon />
      {readablePhone(phone)}
    </a>
  );
}

/**
 * One person or place to contact: a heading, a few detail lines, a call
 * button and any further actions.
 */
export function ContactCard({
  title,
  titleLevel = 2,
  badge,
  children,
  phone,
  actions,
}: {
  title: string;
  titleLevel?: 2 | 3;
  badge?: ReactNode;
  children: ReactNode;
  phone: string;
  actions?: ReactNode;
}) {
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="contact-card">
      <div className="contact-card-head">
        <Heading className="contact-card-title">{title}</Heading>
        {badge}
      </div>
      <div className="contact-card-body">{children}</div>
      <div className="contact-card-actions">
        <CallButton name={title} phone={phone} />
        {actions}
      </div>
    </article>
  );
}

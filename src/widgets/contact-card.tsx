import type { ReactNode } from 'react';
import { latinDigits, useMessages } from '../lib/i18n';
import { formatIndianMobile } from '../lib/phone';
import { PhoneIcon } from '../components/icons';
import { commonMessages } from '../components/messages';

/**
 * A stored phone as people read it: mobiles grouped 5 + 5, landlines and
 * helplines as written, always in 0–9 whatever the language, as a keypad and
 * a `tel:` link have them, so a number can be dialled and read back
 * (docs/languages-and-offline.md, "Digits, decided once").
 */
export function readablePhone(phone: string): string {
  const digits = latinDigits(phone);
  return /^[6-9]\d{9}$/.test(digits) ? formatIndianMobile(digits) : digits;
}

/** The `tel:` address of a stored phone (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A big call button naming whom it calls, for thumbs and for screen readers:
 * its name is "Call {name}, {number}", the visible number last, so a voice
 * command that says the number still finds it (WCAG 2.5.3).
 */
export function CallButton({ name, phone }: { name: string; phone: string }) {
  const t = useMessages(commonMessages);
  return (
    <a className="btn btn-success call-pill" href={telHref(phone)}>
      <PhoneIcon />
      <span className="visually-hidden">{t.callWho({ name })}</span> {readablePhone(phone)}
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

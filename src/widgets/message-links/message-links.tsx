import type { ReactNode } from 'react';
import { whatsappLink } from '../../lib/contact-links';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../components/icons';
import { messageLinkMessages } from './messages';

/**
 * The pieces of the links that open the phone's own messaging apps (the
 * addresses come from lib/contact-links): a chat bubble for WhatsApp, a
 * bubble with lines for an SMS. Drawn here, not in icons.tsx, which is part
 * of the first paint: only the screens that offer a message load them.
 */
export const ChatIcon = () => (
  <Icon>
    <path d="M4.5 20 6 15.8A8 8 0 1 1 8.7 18.4z" />
    <path d="M9.5 9.5c0 2.5 2.5 5 5 5l1-1.5-2-1-.8.8a3.5 3.5 0 0 1-1.5-1.5l.8-.8-1-2z" />
  </Icon>
);

export const TextIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);

/** A WhatsApp chat to open: in the phone's app, or WhatsApp Web in a new tab on a computer. */
export function WhatsAppLink({
  href,
  className,
  icon = true,
  children,
}: {
  href: string;
  className?: string;
  /** False where the line already shows the chat bubble before the link. */
  icon?: boolean;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {icon && <ChatIcon />} {children}
    </a>
  );
}

/** "WhatsApp the shop", for a shop that gives a WhatsApp number; nothing for one that does not. */
export function ShopWhatsApp({
  whatsapp,
  text,
  className,
  icon = true,
}: {
  /** The shop's WhatsApp mobile ('' or absent: none). */
  whatsapp: string | undefined;
  /** What the chat opens with, in the reader's language; none: an empty chat. */
  text?: string;
  className?: string;
  icon?: boolean;
}) {
  const t = useMessages(messageLinkMessages);
  const href = whatsapp ? whatsappLink(whatsapp, text ?? '') : null;
  if (!href) return null;
  return (
    <WhatsAppLink href={href} icon={icon} {...(className && { className })}>
      {t.whatsappShop}
    </WhatsAppLink>
  );
}

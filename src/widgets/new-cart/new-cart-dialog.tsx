import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { newCartMessages } from './messages';

/**
 * One order goes to one shop: before another shop's items go in, the cart
 * asks whether to start a new cart, with the same title and buttons wherever
 * it is asked (adding a product, ordering an order again). `children` says
 * what would go in and from where.
 */
export function NewCartDialog({
  children,
  onStartNewCart,
  onKeepCart,
}: {
  children: ReactNode;
  onStartNewCart: () => void;
  onKeepCart: () => void;
}) {
  const t = useMessages(newCartMessages);
  return (
    <ConfirmDialog
      title={t.newCartTitle}
      confirmLabel={t.startNewCart}
      cancelLabel={t.keepMyCart}
      onCancel={onKeepCart}
      onConfirm={onStartNewCart}
    >
      {children}
    </ConfirmDialog>
  );
}

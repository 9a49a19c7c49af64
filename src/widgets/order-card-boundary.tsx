import { Component, type ReactNode } from 'react';
import { useMessages } from '../lib/i18n';
import { staffCommonMessages } from '../components/messages';

/** What a staff list shows in place of an order it cannot show. */
export function UnreadableOrder({ id }: { id: string }) {
  const t = useMessages(staffCommonMessages);
  return (
    <article className="order-card unreadable" aria-label={t.unreadableOrder}>
      <p className="mb-0">
        {t.unreadableOrderText} <code>{id}</code>
        {t.unreadableOrderEnd}
      </p>
    </article>
  );
}

/**
 * Renders one order card on its own: if anything in it fails to render, only
 * that card says so, and the rest of the staff screen carries on.
 */
export class OrderCardBoundary extends Component<
  { id: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Order ${this.props.id} could not be shown:`, error);
  }

  render() {
    return this.state.failed ? <UnreadableOrder id={this.props.id} /> : this.props.children;
  }
}

/** The orders of a staff list that did not pass their check, one notice each. */
export function UnreadableOrders({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <ul className="staff-order-list list-unstyled">
      {ids.map((id) => (
        <li key={id}>
          <UnreadableOrder id={id} />
        </li>
      ))}
    </ul>
  );
}

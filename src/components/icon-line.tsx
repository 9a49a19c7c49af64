import type { ComponentType, ReactNode } from 'react';

/**
 * One line of a card after its icon (where a place is, when it is open, its
 * number). A line inside a link is a span, since a link may hold no paragraph;
 * the last line of a card keeps no space below it.
 */
export function IconLine({
  Icon,
  children,
  last = false,
  inLink = false,
}: {
  Icon: ComponentType;
  children: ReactNode;
  last?: boolean;
  inLink?: boolean;
}) {
  if (inLink) {
    return (
      <span className="shop-card-line">
        <Icon />
        {children}
      </span>
    );
  }
  return (
    <p className={`shop-card-line ${last ? 'mb-0' : 'mb-1'}`}>
      <Icon />
      {children}
    </p>
  );
}

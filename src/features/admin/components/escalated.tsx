import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TitledSection } from '../../../components/titled-section';
import { shopQuery } from '../../../data/lists';
import { queryClient } from '../../../data/query-client';
import { localShopName } from '../../../lib/local-name';
import { CallButton } from '../../../widgets/contact-card';

/**
 * What the server has called the admin about (an order or a list still
 * waiting for its shop), first on the dashboard: a red box of lines to call
 * down.
 */
export function EscalatedBox({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <TitledSection look="alert" className="escalated-orders alert alert-danger" title={title}>
      <p>{lead}</p>
      <ul className="list-unstyled mb-0">{children}</ul>
    </TitledSection>
  );
}

/** One of them: its number (to open it), its shop, `children` (when), and the shop's phone to call. */
export function EscalatedLine({
  to,
  record,
  phoneUnknown,
  children,
}: {
  to: string;
  /** The order or the list. */
  record: { number: string; shopId: string } & Parameters<typeof localShopName>[0];
  /** Said where the shop's phone could not be read. */
  phoneUnknown: string;
  children: ReactNode;
}) {
  const shopName = localShopName(record);
  const shop = useQuery(
    { ...shopQuery(record.shopId), select: (found) => found?.phone },
    queryClient,
  );
  return (
    <li className="escalated-order">
      <div>
        <Link to={to} className="alert-link">
          {record.number}
        </Link>{' '}
        · {shopName}
        {children}
      </div>
      {shop.data && <CallButton name={shopName} phone={shop.data} />}
      {shop.isError && <span className="small">{phoneUnknown}</span>}
    </li>
  );
}

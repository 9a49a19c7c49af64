import type { ComponentProps, ReactNode } from 'react';
import { WaysOn, type WayOn } from '../components/page';
import { ReferenceCodes } from './reference-codes';

/**
 * A thank-you screen after something was sent: who it is for, what was sent,
 * its number and code, the steps that follow, and the ways on.
 */
export function ThankYouCard({
  title,
  lead,
  codes,
  nextTitle,
  steps,
  ways,
  afterCodes,
}: {
  title: string;
  lead: ReactNode;
  codes: ComponentProps<typeof ReferenceCodes>;
  /** The heading over the steps ("What happens next"). */
  nextTitle: string;
  steps: readonly string[];
  ways: readonly WayOn[];
  /** What the customer may do now with what was sent (an order's "Pay by UPI"). */
  afterCodes?: ReactNode;
}) {
  return (
    <div className="container-lg page">
      <div className="info-card thank-you">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead mb-3">{lead}</p>
        <ReferenceCodes {...codes} />
        {afterCodes}
        <h2 className="h6 fw-bold">{nextTitle}</h2>
        <ol className="mb-3">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="d-flex flex-wrap gap-2">
          <WaysOn ways={ways} />
        </div>
      </div>
    </div>
  );
}

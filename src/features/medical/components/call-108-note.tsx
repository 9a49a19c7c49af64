import type { ReactNode } from 'react';
import { PhoneIcon } from '../../../components/icons';
import { useMessages } from '../../../lib/i18n';
import { medicalMessages } from '../messages';

/** Above a medical screen: when a life is at risk, call the ambulance rather than read on. */
export function Call108Note({ children }: { children: ReactNode }) {
  const common = useMessages(medicalMessages);
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="note">
      <span className="flex-grow-1">{children}</span>
      <a href="tel:108" className="btn btn-danger">
        <PhoneIcon /> {common.call108}
      </a>
    </div>
  );
}

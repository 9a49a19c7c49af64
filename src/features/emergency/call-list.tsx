import type { EmergencyNumber } from '../../lib/emergency-directory';
import { PhoneIcon } from '../../components/icons';
import { readablePhone } from '../../widgets/contact-card';
import { useMessages } from '../../lib/i18n';
import { emergencyMessages } from './messages';

/** Big, thumb-sized call rows: the whole row is the `tel:` link. */
export function CallList({ numbers }: { numbers: readonly EmergencyNumber[] }) {
  const t = useMessages(emergencyMessages);
  return (
    <ul className="call-list list-unstyled mb-0">
      {numbers.map(({ name, phone, note }) => (
        <li key={`${name}-${phone}`}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">{t.call} </span>
            <span className="call-list-text">
              <span className="call-list-name">{name}</span>
              {note && <span className="call-list-note">{note}</span>}
            </span>
            <span className="call-list-phone">
              <PhoneIcon />
              {readablePhone(phone)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

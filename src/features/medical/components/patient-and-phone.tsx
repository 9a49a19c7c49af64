import { NameAndPhone } from '../../../components/form-field';
import { useMessages } from '../../../lib/i18n';
import { medicalMessages } from '../messages';

type NameAndPhoneProps = Parameters<typeof NameAndPhone<'patientName'>>[0];

/** The patient's name and the number to call, as each medical request asks for them. */
export function PatientAndPhone(props: Omit<NameAndPhoneProps, 'nameLabel' | 'nameField'>) {
  const common = useMessages(medicalMessages);
  return <NameAndPhone nameLabel={common.patientName} nameField="patientName" {...props} />;
}

import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { medicalMessages } from '../messages';

/** The way back up to the medical page, as the medical screens under it offer it. */
export function useBackToMedical() {
  const common = useMessages(medicalMessages);
  return { to: paths.medical.href(), label: <>← {common.medical}</> };
}

import type { StoreValue } from 'nanostores';
import { useLocation } from 'react-router-dom';
import { NoticePage } from '../../components/page';
import { ThankYouCard } from '../../widgets/thank-you-card';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { labSlotText } from '../../lib/lab-slots';
import { formatDay } from '../../lib/local-date';
import { localName } from '../../lib/local-name';
import { formatRupees } from '../../lib/money';
import { assistMessages, medicalThanksMessages } from './messages';
import { thanksFrom, type MedicalRequest } from './thanks';
import { readablePhone } from '../../widgets/contact-card';

type ThanksWords = StoreValue<typeof medicalThanksMessages>;

/** The lead's opening and the steps that follow, for each kind of request. */
const nextOf = (t: ThanksWords, kind: MedicalRequest['kind']) =>
  ({
    appointment: {
      opening: t.appointmentIsIn,
      steps: [t.appointmentStep1, t.appointmentStep2, t.appointmentStep3],
    },
    labTest: {
      opening: t.labTestIsIn,
      steps: [t.labTestStep1, t.labTestStep2, t.labTestStep3],
    },
    medicine: {
      opening: t.medicineIsIn,
      steps: [t.medicineStep1, t.medicineStep2, t.medicineStep3],
    },
    assist: {
      opening: t.assistIsIn,
      steps: [t.assistStep1, t.assistStep2, t.assistStep3],
    },
  })[kind];

/** One line on what was asked for, e.g. "Dr. Rina Ghosh on Tue, 25 Nov 2026". */
function summaryOf(
  request: MedicalRequest,
  t: ThanksWords,
  needs: StoreValue<typeof assistMessages>,
): string {
  switch (request.kind) {
    case 'appointment':
      return t.appointmentSummary({
        doctor: localName(request.doctor),
        day: formatDay(request.date),
      });
    case 'labTest':
      return t.labTestSummary({
        tests: request.tests.map((test) => localName(test)).join(', '),
        day: formatDay(request.date),
        slot: labSlotText(request.slot),
        total: formatRupees(request.total),
      });
    case 'medicine':
      return t.medicineSummary(request.medicines);
    case 'assist':
      return request.need === 'blood' && request.bloodGroup
        ? needs.bloodOfGroup({ group: request.bloodGroup })
        : needs[request.need];
  }
}

/** /medical/thankYou: after an appointment, lab booking, medicine order or help request. */
export default function MedicalThankYouScreen() {
  const t = useMessages(medicalThanksMessages);
  const needs = useMessages(assistMessages);
  useDocumentTitle(t.title);
  const thanks = thanksFrom(useLocation().state);

  if (!thanks) {
    return (
      <NoticePage
        title={t.thankYou}
        lead={t.genericLead}
        ways={[{ to: paths.medical.href(), label: t.backToMedical }]}
      />
    );
  }

  const { opening, steps } = nextOf(t, thanks.kind);
  return (
    <ThankYouCard
      title={t.thankYouName({ name: thanks.name })}
      lead={
        <>
          {opening} <strong>{summaryOf(thanks, t, needs)}</strong>
          {t.summaryEnd} {t.callBackBefore} <strong>{readablePhone(thanks.phone)}</strong>
          {t.callBackAfter}
        </>
      }
      codes={{ kind: 'booking', number: thanks.reference, code: thanks.code, phone: thanks.phone }}
      nextTitle={t.whatHappensNext}
      steps={steps}
      ways={[
        { to: paths.medical.href(), label: t.backToMedical },
        { to: paths.home.href(), label: t.home },
      ]}
    />
  );
}

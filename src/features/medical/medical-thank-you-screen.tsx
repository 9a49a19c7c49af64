import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { formatIndianMobile } from '../../lib/phone';
import type { MedicalRequestKind, MedicalThanks } from './thanks';

const kinds: readonly MedicalRequestKind[] = ['appointment', 'labTest', 'medicine', 'assist'];

/** The navigation state checked field by field: it may be stale or hand-made. */
function thanksFrom(state: unknown): MedicalThanks | null {
  if (typeof state !== 'object' || state === null) return null;
  const { kind, name, phone, summary } = state as Record<string, unknown>;
  if (!kinds.includes(kind as MedicalRequestKind)) return null;
  if (typeof name !== 'string' || typeof phone !== 'string' || typeof summary !== 'string')
    return null;
  return { kind: kind as MedicalRequestKind, name, phone, summary };
}

const what: Record<MedicalRequestKind, { heading: string; steps: string[] }> = {
  appointment: {
    heading: 'Your appointment request is in',
    steps: [
      'We book your serial at the chamber.',
      'We call you with the serial number and the time to come.',
      'Pay the doctor’s fee at the chamber.',
    ],
  },
  labTest: {
    heading: 'Your home collection is booked',
    steps: [
      'The lab calls you the day before to confirm.',
      'A technician comes between 7 and 10 am to take the sample.',
      'Pay at collection; the report comes on your phone.',
    ],
  },
  medicine: {
    heading: 'Your medicine order is in',
    steps: [
      'A pharmacy in town calls you with the price and what is in stock.',
      'They deliver to your address, usually within a few hours.',
      'Pay cash on delivery and show the prescription.',
    ],
  },
  assist: {
    heading: 'We are finding help now',
    steps: [
      'Our volunteers are phoning hospitals, ambulances and donors.',
      'We call you back as soon as we find something — keep your phone free.',
      'If things get worse, call 108 at once.',
    ],
  },
};

/** /medical/thankYou: after an appointment, lab booking, medicine order or help request. */
export default function MedicalThankYouScreen() {
  useDocumentTitle('Thank you');
  const thanks = thanksFrom(useLocation().state);

  if (!thanks) {
    return (
      <div className="container-lg page">
        <div className="info-card text-center py-5">
          <h1 className="page-title">Thank you!</h1>
          <p className="page-lead mx-auto" style={{ maxWidth: '34rem' }}>
            We have your request and will call you on the number you gave us.
          </p>
          <Link to={paths.medical.href()} className="btn btn-primary">
            Back to medical
          </Link>
        </div>
      </div>
    );
  }

  const { heading, steps } = what[thanks.kind];
  return (
    <div className="container-lg page">
      <div className="info-card thank-you">
        <h1 className="page-title">Thank you, {thanks.name}!</h1>
        <p className="page-lead mb-3">
          {heading}: <strong>{thanks.summary}</strong>. We will call you on{' '}
          <strong>{formatIndianMobile(thanks.phone)}</strong>.
        </p>
        <h2 className="h6 fw-bold">What happens next</h2>
        <ol className="mb-3">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.medical.href()} className="btn btn-primary">
            Back to medical
          </Link>
          <Link to={paths.home.href()} className="btn btn-outline-primary">
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}

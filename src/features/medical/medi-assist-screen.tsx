import type { StoreValue } from 'nanostores';
import { useId } from 'react';
import { DetailsField, SelectField } from '../../components/form-field';
import { Call108Note } from './components/call-108-note';
import { RequestForm } from '../../widgets/request-form';
import { useMedicalRequest } from './use-medical-request';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMessages } from '../../lib/i18n';
import type { AssistNeed } from '../../lib/models';
import { bloodGroups, emptyAssist, requestAssistance, validateAssist } from './api/assist-requests';
import { assistMessages, medicalMessages } from './messages';
import { PatientAndPhone } from './components/patient-and-phone';
import { useBackToMedical } from './components/back-to-medical';

/** What can be asked for, each with a line on what it means. */
const needChoices = (
  t: StoreValue<typeof assistMessages>,
): readonly { need: AssistNeed; label: string; note: string }[] => [
  { need: 'bed', label: t.bed, note: t.bedNote },
  { need: 'ambulance', label: t.ambulance, note: t.ambulanceNote },
  { need: 'blood', label: t.blood, note: t.bloodNote },
];

/** /medical/mediAssist: ask the town's volunteers for a bed, an ambulance or blood. */
export default function MediAssistScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(assistMessages);
  useDocumentTitle(t.title);
  const needErrorId = useId();
  const form = useMedicalRequest({
    initial: emptyAssist,
    validate: validateAssist,
    save: requestAssistance,
    // Never without a need: requestAssistance refuses a request without one.
    asked: ({ need, bloodGroup }) =>
      need ? { kind: 'assist', need, bloodGroup: need === 'blood' ? bloodGroup : '' } : null,
    nameOf: (values) => values.patientName,
  });
  const { values, errors, setField } = form;

  const back = useBackToMedical();
  return (
    <Page back={back} title={t.title} lead={t.lead}>
      <Call108Note>{t.lifeInDanger}</Call108Note>
      <RequestForm
        form={form}
        title={t.whatIsNeeded}
        submitLabel={t.sendForHelp}
        sendingLabel={common.sending}
        submitLook="danger"
      >
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t.iNeed}</legend>
          {errors.need && (
            <div id={needErrorId} className="text-danger small mb-2">
              {errors.need}
            </div>
          )}
          <div className="choice-grid">
            {needChoices(t).map(({ need, label, note }) => (
              <label key={need} className={`choice${values.need === need ? ' chosen' : ''}`}>
                <input
                  type="radio"
                  className="form-check-input"
                  name="need"
                  value={need}
                  checked={values.need === need}
                  aria-invalid={errors.need ? true : undefined}
                  aria-describedby={errors.need ? needErrorId : undefined}
                  onChange={() => setField('need', need)}
                />
                <span>
                  <span className="choice-label">{label}</span>
                  <span className="choice-note">{note}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {values.need === 'blood' && (
          <SelectField
            label={t.bloodGroup}

            name="bloodGroup"
            value={values.bloodGroup}
            hint={t.bloodGroupHint}
            onChange={(event) => setField('bloodGroup', event.target.value)}
          >
            <option value="">{t.notKnown}</option>
            {bloodGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </SelectField>
        )}
        <PatientAndPhone form={form} phoneHint={t.phoneHint} sideBySide ownName={false} />
        <DetailsField label={t.details} rows={4} {...form.text('details')} />
      </RequestForm>
    </Page>
  );
}

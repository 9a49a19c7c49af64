import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { PhoneIcon } from '../../components/icons';
import { FormFailure, useRequestForm } from '../../components/request-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import type { AssistNeed } from '../../lib/models';
import { normalizeIndianMobile } from '../../lib/phone';
import {
  assistNeeds,
  bloodGroups,
  emptyAssist,
  newAssistId,
  requestAssistance,
  validateAssist,
  type AssistInput,
} from './api/assist-requests';
import type { MedicalThanks } from './thanks';

/** /medical/mediAssist: ask the town's volunteers for a bed, an ambulance or blood. */
export default function MediAssistScreen() {
  useDocumentTitle('Medical help');
  const navigate = useNavigate();
  const needErrorId = useId();
  const form = useRequestForm<AssistInput>({
    initial: emptyAssist,
    validate: validateAssist,
    save: requestAssistance,
    onSaved: (values) => {
      const need = assistNeeds.find((option) => option.need === values.need);
      const group = values.need === 'blood' && values.bloodGroup ? ` (${values.bloodGroup})` : '';
      const thanks: MedicalThanks = {
        kind: 'assist',
        name: values.patientName.trim(),
        phone: normalizeIndianMobile(values.phone) ?? values.phone,
        summary: `${need?.label ?? 'Help'}${group}`,
      };
      void navigate(paths.medicalThankYou.href(), { state: thanks });
    },
    newId: newAssistId,
  });
  const { values, errors, setField } = form;

  return (
    <div className="container-lg page">
      <Link to={paths.medical.href()} className="d-inline-block mb-2">
        ← Medical
      </Link>
      <h1 className="page-title">Medical help</h1>
      <p className="page-lead">
        Need a hospital bed, an ambulance or blood? Tell us and our volunteers start phoning at once
        — hospitals, ambulance owners and donors who have offered to help.
      </p>
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="note">
        <span className="flex-grow-1">
          Life in danger right now? Call an ambulance first, then fill this in.
        </span>
        <a href="tel:108" className="btn btn-danger">
          <PhoneIcon /> Call 108
        </a>
      </div>
      <form
        ref={form.formRef}
        className="form-card"
        onSubmit={form.submit}
        noValidate
        aria-labelledby="assist-form"
      >
        <h2 id="assist-form" className="h5 fw-bold mb-3">
          What is needed
        </h2>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">I need</legend>
          {errors.need && (
            <div id={needErrorId} className="text-danger small mb-2">
              {errors.need}
            </div>
          )}
          <div className="choice-grid">
            {assistNeeds.map(({ need, label, note }) => (
              <label key={need} className={`choice${values.need === need ? ' chosen' : ''}`}>
                <input
                  type="radio"
                  className="form-check-input"
                  name="need"
                  value={need}
                  checked={values.need === need}
                  aria-invalid={errors.need ? true : undefined}
                  aria-describedby={errors.need ? needErrorId : undefined}
                  onChange={() => setField('need', need as AssistNeed)}
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
            label="Blood group"
            name="bloodGroup"
            value={values.bloodGroup}
            hint="Leave it as “Not known” if nobody is sure; the hospital can test."
            onChange={(event) => setField('bloodGroup', event.target.value)}
          >
            <option value="">Not known</option>
            {bloodGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </SelectField>
        )}
        <div className="row gx-3">
          <div className="col-12 col-md-6">
            <TextField
              label="Patient’s name"
              name="patientName"
              value={values.patientName}
              error={errors.patientName}
              onChange={(event) => setField('patientName', event.target.value)}
            />
          </div>
          <div className="col-12 col-md-6">
            <PhoneField
              hint="Keep this phone free: we call back on it."
              value={values.phone}
              error={errors.phone}
              onChange={(event) => setField('phone', event.target.value)}
            />
          </div>
        </div>
        <TextAreaField
          label="Where is the patient, and what has happened?"
          name="details"
          rows={4}
          maxLength={1000}
          value={values.details}
          error={errors.details}
          onChange={(event) => setField('details', event.target.value)}
        />
        <FormFailure message={form.failure} />
        <button type="submit" className="btn btn-danger" disabled={form.sending}>
          {form.sending ? 'Sending…' : 'Send for help'}
        </button>
      </form>
    </div>
  );
}

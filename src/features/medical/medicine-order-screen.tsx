import { useId } from 'react';
import { AddressField, NameAndPhone, NoteField } from '../../components/form-field';
import { RequestForm } from '../../widgets/request-form';
import { useMedicalRequest } from './use-medical-request';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import {
  emptyMedicineOrder,
  filledLines,
  MAX_MEDICINES,
  MAX_MEDICINE_NAME,
  newMedicineLine,
  orderMedicines,
  validateMedicineOrder,
  type MedicineLineInput,
} from './api/medicine-orders';
import { medicalMessages, medicineOrderMessages } from './messages';
import { useBackToMedical } from './components/back-to-medical';
import { SendToPharmacy } from './components/send-to-pharmacy';
import { pharmaciesQuery } from './api/pharmacies';
import { queryClient, type OpeningData } from '../../data/query-client';

/** The town's pharmacies, drawn with the screen: "Send a photo" above the form does not push it down. */
export const openingData: OpeningData = () => queryClient.prefetchQuery(pharmaciesQuery());

/** /medical/order: medicines typed from a prescription, delivered by a town pharmacy. */
export default function MedicineOrderScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(medicineOrderMessages);
  useDocumentTitle(t.title);
  const linesErrorId = useId();
  const form = useMedicalRequest({
    initial: emptyMedicineOrder(),
    validate: validateMedicineOrder,
    save: orderMedicines,
    asked: (values) => ({ kind: 'medicine', medicines: filledLines(values.lines).length }),
    nameOf: (values) => values.name,
  });
  const { values, errors, setField } = form;

  const changeLine = (key: string, patch: Partial<MedicineLineInput>) =>
    setField(
      'lines',
      values.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    );
  const removeLine = (key: string) =>
    setField(
      'lines',
      values.lines.filter((line) => line.key !== key),
    );

  const back = useBackToMedical();
  return (
    <Page back={back} title={t.title} lead={t.lead}>
      <SendToPharmacy />
      <RequestForm
        form={form}
        title={t.medicines}
        submitLabel={t.sendOrder}
        sendingLabel={common.sending}
        className="medicine-form"
      >
        {errors.lines && (
          <div id={linesErrorId} className="alert alert-danger py-2" role="alert">
            {errors.lines}
          </div>
        )}
        <ol className="medicine-lines list-unstyled">
          {values.lines.map((line, index) => {
            const number = localDigits(String(index + 1), locale.get());
            return (
              <li key={line.key} className="medicine-line">
                <div className="medicine-line-name">
                  <label className="form-label" htmlFor={`${line.key}-name`}>
                    {t.medicineNumber({ number })}
                  </label>
                  <input
                    id={`${line.key}-name`}
                    className={`form-control${errors.lines ? ' is-invalid' : ''}`}
                    placeholder={t.namePlaceholder}
                    maxLength={MAX_MEDICINE_NAME}
                    value={line.name}
                    aria-invalid={errors.lines ? true : undefined}
                    aria-describedby={errors.lines ? linesErrorId : undefined}
                    onChange={(event) => changeLine(line.key, { name: event.target.value })}
                  />
                </div>
                <div className="medicine-line-quantity">
                  <label className="form-label" htmlFor={`${line.key}-quantity`}>
                    {t.quantity}
                  </label>
                  <input
                    id={`${line.key}-quantity`}
                    aria-label={t.quantityOfMedicine({ number })}
                    className="form-control"
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => changeLine(line.key, { quantity: event.target.value })}
                  />
                </div>
                {values.lines.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary medicine-line-remove"
                    onClick={() => removeLine(line.key)}
                    aria-label={t.removeMedicine({ number })}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn btn-outline-primary mb-4"
          onClick={() => setField('lines', [...values.lines, newMedicineLine()])}
          disabled={values.lines.length >= MAX_MEDICINES}
        >
          {t.addAnother}
        </button>

        <h2 className="h5 fw-bold mb-3">{t.deliverTo}</h2>
        <NameAndPhone nameLabel={t.yourName} form={form} phoneHint={t.phoneHint} sideBySide />
        <AddressField label={t.address} {...form.text('address')} />
        <NoteField label={t.note} hint={t.noteHint} {...form.text('note')} />
      </RequestForm>
    </Page>
  );
}

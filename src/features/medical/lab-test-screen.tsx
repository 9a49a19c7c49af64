import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AddressField, SelectField, TextField } from '../../components/form-field';
import { ListFooter } from '../../components/list-footer';
import { RequestForm } from '../../widgets/request-form';
import { useMedicalRequest } from './use-medical-request';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { firstLabDay, labSlots, labSlotText, openLabSlots } from '../../lib/lab-slots';
import { isCalendarDay, lastBookingDay } from '../../lib/local-date';
import { choiceName, sampleTypes } from '../../lib/choice-lists';
import { useMessages } from '../../lib/i18n';
import { localName, localText } from '../../lib/local-name';
import { formatRupees, subtotalOf } from '../../lib/money';
import { bookLabTests, emptyLabBooking, labTestsQuery, validateLabBooking } from './api/lab-tests';
import { labTestMessages, medicalMessages } from './messages';
import { PatientAndPhone } from './components/patient-and-phone';
import { useBackToMedical } from './components/back-to-medical';
import { namesOf } from './thanks';

export const openingData: OpeningData = () => queryClient.prefetchInfiniteQuery(labTestsQuery());

/** /medical/labTest: the price list, and a home sample collection booked from it. */
export default function LabTestScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(labTestMessages);
  useDocumentTitle(t.title);
  const tests = inNameOrder(useListView(useInfiniteQuery(labTestsQuery(), queryClient)));
  const testsErrorId = useId();

  const chosenTests = (ids: readonly string[]) =>
    tests.items.filter((test) => ids.includes(test.id));

  const form = useMedicalRequest({
    initial: emptyLabBooking,
    validate: (values) => validateLabBooking(values),
    save: (id, values) => bookLabTests(id, values),
    asked: (values) => ({
      kind: 'labTest',
      tests: chosenTests(values.testIds).map(namesOf),
      total: subtotalOf(
        chosenTests(values.testIds).map((test) => ({ price: test.price, quantity: 1 })),
      ),
      date: values.date,
      slot: values.slot,
    }),
    nameOf: (values) => values.patientName,
  });
  const { values, errors, setField } = form;
  const chosen = chosenTests(values.testIds);
  // Today offers only the slots not yet begun: the technician sets out at the start of each.
  const slots = isCalendarDay(values.date) ? openLabSlots(values.date) : labSlots;
  const slotsGone = slots.length < labSlots.length;
  const total = subtotalOf(chosen.map((test) => ({ price: test.price, quantity: 1 })));

  const toggle = (testId: string, checked: boolean) =>
    setField(
      'testIds',
      checked ? [...values.testIds, testId] : values.testIds.filter((id) => id !== testId),
    );

  const back = useBackToMedical();
  return (
    <Page back={back} title={t.title} lead={t.lead}>
      <RequestForm
        form={form}
        title={t.homeCollection}
        submitLabel={t.bookHomeCollection}
        sendingLabel={common.booking}
        className="sticky-card"
        submitLook="wide"
        beside={
          <fieldset className="form-card">
            <legend className="h5 fw-bold">{t.chooseTests}</legend>
            {errors.testIds && (
              <div id={testsErrorId} className="alert alert-danger py-2" role="alert">
                {errors.testIds}
              </div>
            )}
            {tests.items.length > 0 && (
              <ul className="check-list list-unstyled mb-0">
                {tests.items.map((test) => (
                  <li key={test.id}>
                    <label className="check-row">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        checked={values.testIds.includes(test.id)}
                        aria-invalid={errors.testIds ? true : undefined}
                        aria-describedby={errors.testIds ? testsErrorId : undefined}
                        onChange={(event) => toggle(test.id, event.target.checked)}
                      />
                      <span className="check-row-text">
                        <span className="check-row-name">{localName(test)}</span>
                        <span className="check-row-note">
                          {localText(test, 'description')}{' '}
                          {t.sampleAndReport({
                            sample: choiceName(sampleTypes, test.sampleType),
                            reportIn: localText(test, 'reportIn').toLowerCase(),
                          })}
                        </span>
                      </span>
                      <span className="check-row-price">{formatRupees(test.price)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {tests.status === 'ready' && tests.items.length === 0 && (
              <p className="mb-0">
                {t.noTestsBefore}{' '}
                <Link to={paths.medicalDirectory.href('diagnosticCentre')}>{t.noTestsLink}</Link>
                {t.noTestsAfter}
              </p>
            )}
            <ListFooter list={tests} moreLabel={t.moreTests} />
          </fieldset>
        }
      >
        <p className="booking-total" aria-live="polite">
          {chosen.length === 0
            ? t.noTestsChosen
            : t.chosenTotal(chosen.length, { total: formatRupees(total) })}
        </p>
        <PatientAndPhone form={form} phoneHint={t.phoneHint} />
        <AddressField label={t.address} {...form.text('address')} />
        <TextField
          label={t.date}
          type="date"
          min={firstLabDay()}
          max={lastBookingDay()}
          hint={t.fastingHint}
          {...form.text('date')}
        />
        <SelectField
          label={t.time}
          name="slot"
          value={(slots as readonly string[]).includes(values.slot) ? values.slot : ''}
          error={errors.slot}
          hint={
            slots.length === 0 ? t.noTimesLeft : slotsGone ? t.earlierTimesGone : t.withinTheHour
          }
          onChange={(event) => setField('slot', event.target.value)}
        >
          <option value="">{t.chooseTime}</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {labSlotText(slot)}
            </option>
          ))}
        </SelectField>
      </RequestForm>
    </Page>
  );
}

import { useId, useState } from 'react';
import { FormFailure, useForm, type FormErrors } from '../../components/form';
import { useMessages } from '../../lib/i18n';
import { weekdays } from '../../lib/kinds';
import { SHOP_DAYS_OFF_MAX, SHOP_SPANS_PER_DAY_MAX } from '../../lib/limits';
import { formatDay, isCalendarDay, townDayOf } from '../../lib/local-date';
import type { Weekday } from '../../lib/models';
import { spanRunsPastMidnight } from '../../lib/fields/schemas';
import { everyDayOf, type DayHours, type OpeningHours } from '../../lib/shop-hours';
import { dayName } from '../../lib/sitting-days';
import { hoursFormMessages } from './messages';

/**
 * A shop's opening hours as a shopkeeper sets them on a phone: each day
 * open at two times (and, with a break, two more), open 24 hours, or closed;
 * Monday copied to every day; days off by date. The vendor's screen and the
 * admin's shop page show it; `save` sends what the schema in lib/fields
 * takes, which the server checks again.
 */

/** One day as the form holds it: the times stay typed while the day is switched to closed and back. */
interface DayDraft {
  kind: DayHours['kind'];
  from: string;
  to: string;
  withBreak: boolean;
  againFrom: string;
  againTo: string;
}

type HoursDraft = Record<Weekday, DayDraft> & { daysOff: string[] };

/** Monday first, as people here write the week. */
const weekOrder: readonly Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const defaultDay: DayDraft = {
  kind: 'spans',
  from: '09:00',
  to: '21:00',
  withBreak: false,
  againFrom: '',
  againTo: '',
};

function draftOf(day: DayHours): DayDraft {
  if (day.kind !== 'spans') return { ...defaultDay, kind: day.kind };
  const [first, second] = day.spans;
  return {
    kind: 'spans',
    from: first?.from ?? '',
    to: first?.to ?? '',
    withBreak: second !== undefined,
    againFrom: second?.from ?? '',
    againTo: second?.to ?? '',
  };
}

function draftsOf(hours: OpeningHours | undefined): HoursDraft {
  const week =
    hours?.week ?? everyDayOf({ kind: 'spans', spans: [{ from: '09:00', to: '21:00' }] });
  return {
    ...(Object.fromEntries(weekdays.map((name) => [name, draftOf(week[name])])) as Record<
      Weekday,
      DayDraft
    >),
    daysOff: [...(hours?.daysOff ?? [])].sort(),
  };
}

function dayHoursOf(draft: DayDraft): DayHours {
  if (draft.kind !== 'spans') return { kind: draft.kind };
  const spans = [{ from: draft.from, to: draft.to }];
  if (draft.withBreak) spans.push({ from: draft.againFrom, to: draft.againTo });
  return { kind: 'spans', spans: spans.slice(0, SHOP_SPANS_PER_DAY_MAX) };
}

function hoursOf(draft: HoursDraft): OpeningHours {
  return {
    week: Object.fromEntries(
      weekdays.map((name) => [name, dayHoursOf(draft[name])]),
    ) as OpeningHours['week'],
    daysOff: draft.daysOff,
  };
}

type Words = ReturnType<typeof hoursFormMessages.get>;

/** What is wrong with one day, in the shopkeeper's words; undefined when nothing. */
function dayProblem(draft: DayDraft, t: Words): string | undefined {
  const hours = dayHoursOf(draft);
  if (hours.kind !== 'spans') return undefined;
  const { spans } = hours;
  if (spans.some((span) => span.from === '' || span.to === '')) return t.timesMissing;
  if (spans.some((span) => span.from === span.to)) return t.sameTimes;
  const [first, second] = spans;
  if (first && second && (spanRunsPastMidnight(first) || second.from < first.to))
    return t.breakOrder;
  return undefined;
}

function validate(draft: HoursDraft, t: Words): FormErrors<HoursDraft> {
  return Object.fromEntries(weekdays.map((name) => [name, dayProblem(draft[name], t)]));
}

export function HoursForm({
  hours,
  oldText,
  save,
  mutation,
  titleShown = true,
}: {
  hours: OpeningHours | undefined;
  /** The shop's hours as words, from before hours were set by day. */
  oldText?: string;
  /** Sends the hours; a sentence when they were not saved. */
  save: (hours: OpeningHours) => Promise<string | void>;
  /** The write `save` makes (a `useMutation`): the form is saving while it is pending. */
  mutation?: { isPending: boolean };
  /** False where a heading above already says "Opening hours": the title then only names the form. */
  titleShown?: boolean;
}) {
  const t = useMessages(hoursFormMessages);
  const id = useId();
  const [saved, setSaved] = useState(false);
  const form = useForm<HoursDraft>({
    initial: () => draftsOf(hours),
    validate: (draft) => validate(draft, t),
    mutation,
    send: async (draft) => {
      setSaved(false);
      const refusal = await save(hoursOf(draft));
      if (refusal) return refusal;
      setSaved(true);
    },
  });
  const { values } = form;
  const setDay = (name: Weekday, change: Partial<DayDraft>) => {
    setSaved(false);
    form.setField(name, { ...values[name], ...change });
  };

  const [dayOff, setDayOff] = useState('');
  const [dayOffProblem, setDayOffProblem] = useState<string | null>(null);
  const addDayOff = () => {
    const problem = !isCalendarDay(dayOff)
      ? t.dayOffMissing
      : dayOff < townDayOf(new Date())
        ? t.dayOffPast
        : values.daysOff.includes(dayOff)
          ? t.dayOffTwice
          : values.daysOff.length >= SHOP_DAYS_OFF_MAX
            ? t.tooManyDaysOff({ max: SHOP_DAYS_OFF_MAX })
            : null;
    setDayOffProblem(problem);
    if (problem) return;
    setSaved(false);
    form.setField('daysOff', [...values.daysOff, dayOff].sort());
    setDayOff('');
  };

  return (
    <form
      className="hours-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={titleShown ? 'h5' : 'visually-hidden'}>
        {t.title}
      </h2>
      <p className="small text-body-secondary">
        {hours ? t.lead : oldText ? t.noHoursYet({ hours: oldText }) : t.noHoursNoNote}
      </p>
      {weekOrder.map((name) => {
        const day = values[name];
        const error = form.errors[name];
        const errorId = `${id}-${name}-error`;
        const invalid = error ? true : undefined;
        const described = error ? errorId : undefined;
        const time = (field: 'from' | 'to' | 'againFrom' | 'againTo', label: string) => (
          <label className="hours-time">
            <span>{label}</span>
            <input
              type="time"
              className={`form-control ${error ? 'is-invalid' : ''}`}
              value={day[field]}
              aria-invalid={invalid}
              aria-describedby={described}
              onChange={(event) => setDay(name, { [field]: event.target.value })}
            />
          </label>
        );
        const first =
          day.kind === 'spans' && day.from && day.to ? { from: day.from, to: day.to } : null;
        const last =
          day.withBreak && day.againFrom && day.againTo
            ? { from: day.againFrom, to: day.againTo }
            : first;
        return (
          <fieldset key={name} className="hours-day">
            <legend className="h6 mb-1">{dayName(name, 'long')}</legend>
            <select
              className="form-select"
              aria-label={dayName(name, 'long')}
              value={day.kind}
              onChange={(event) => setDay(name, { kind: event.target.value as DayDraft['kind'] })}
            >
              <option value="spans">{t.openAtTimes}</option>
              <option value="allDay">{t.openAllDay}</option>
              <option value="closed">{t.closedAllDay}</option>
            </select>
            {day.kind === 'spans' && (
              <>
                <div className="hours-times">
                  {time('from', t.opens)}
                  {time('to', t.closes)}
                </div>
                <label className="form-check">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    checked={day.withBreak}
                    onChange={(event) => setDay(name, { withBreak: event.target.checked })}
                  />
                  <span className="form-check-label">{t.withBreak}</span>
                </label>
                {day.withBreak && (
                  <div className="hours-times">
                    {time('againFrom', t.opensAgain)}
                    {time('againTo', t.closesAgain)}
                  </div>
                )}
                {!error && last && spanRunsPastMidnight(last) && (
                  <p className="form-text mb-0">{t.closesNextDay}</p>
                )}
              </>
            )}
            {error && (
              <div id={errorId} className="invalid-feedback d-block">
                {error}
              </div>
            )}
            {name === 'Mon' && (
              <button
                type="button"
                className="btn btn-outline-secondary mt-2"
                onClick={() => {
                  setSaved(false);
                  form.setValues({
                    ...(Object.fromEntries(weekdays.map((other) => [other, values.Mon])) as Record<
                      Weekday,
                      DayDraft
                    >),
                    daysOff: values.daysOff,
                  });
                }}
              >
                {t.sameAsMonday}
              </button>
            )}
          </fieldset>
        );
      })}
      <fieldset className="hours-day">
        <legend className="h6 mb-1">{t.daysOff}</legend>
        <p className="form-text mt-0">{t.daysOffHint({ max: SHOP_DAYS_OFF_MAX })}</p>
        {values.daysOff.length === 0 ? (
          <p className="small mb-2">{t.noDaysOff}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {values.daysOff.map((date) => (
              <li key={date} className="d-flex align-items-center justify-content-between gap-2">
                <span>{formatDay(date)}</span>
                <button
                  type="button"
                  className="btn btn-outline-danger hours-remove"
                  aria-label={t.removeDayOff({ day: formatDay(date) })}
                  onClick={() => {
                    setSaved(false);
                    form.setField(
                      'daysOff',
                      values.daysOff.filter((listed) => listed !== date),
                    );
                  }}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="hours-times align-items-end">
          <label className="hours-time">
            <span>{t.dayOffDate}</span>
            <input
              type="date"
              className={`form-control ${dayOffProblem ? 'is-invalid' : ''}`}
              value={dayOff}
              min={townDayOf(new Date())}
              aria-invalid={dayOffProblem ? true : undefined}
              aria-describedby={dayOffProblem ? `${id}-day-off-error` : undefined}
              onChange={(event) => {
                setDayOff(event.target.value);
                setDayOffProblem(null);
              }}
            />
          </label>
          <button type="button" className="btn btn-outline-primary" onClick={addDayOff}>
            {t.addDayOff}
          </button>
        </div>
        {dayOffProblem && (
          <div id={`${id}-day-off-error`} className="invalid-feedback d-block">
            {dayOffProblem}
          </div>
        )}
      </fieldset>
      <FormFailure message={form.failure} />
      {saved && (
        <p className="alert alert-success py-2" role="status">
          {t.saved}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={form.sending}>
        {form.sending ? t.saving : t.save}
      </button>
    </form>
  );
}

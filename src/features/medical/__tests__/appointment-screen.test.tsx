import { act, screen, waitFor, within } from '@testing-library/react';
import { DAY_MISSING_ERROR } from '../../../lib/booking-checks';
import { formatDay, lastBookingDay, townDayOf, weekdayOf } from '../../../lib/local-date';
import { collections } from '../../../lib/models';
import { locale, preloadCatalogue, textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { field, fill, firstRead } from '../../../testing/forms';
import { noticesAbout, requestsFrom } from '../../../testing/staff-reads';
import AppointmentScreen from '../appointment-screen';
import { renderRequest } from './render-request';

const renderBooking = (path = '/medical/appointment?doctor=dr-amitava-das') =>
  renderRequest('/medical/appointment', <AppointmentScreen />, path);

/** The days offered for the visit, as their option values ('YYYY-MM-DD'). */
const offeredDays = () =>
  within(field('Date of visit'))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);
const doctorChosen = () =>
  waitFor(
    () => expect(screen.getByRole('combobox', { name: 'Doctor' })).toHaveValue('dr-amitava-das'),
    firstRead,
  );

describe('/medical/appointment', { timeout: 20_000 }, () => {
  it('comes with the doctor from the link chosen', async () => {
    renderBooking();
    await doctorChosen();
    expect(screen.getByText(/Shishu Seva Clinic/)).toBeInTheDocument();
  });

  it('offers only the days the doctor sits, from today to 60 days ahead', async () => {
    const { user } = renderBooking();
    await doctorChosen();
    const days = offeredDays();
    // Dr. Amitava Das sits Tue, Thu, Sat: about 26 of the next 61 days.
    expect(days.length).toBeGreaterThanOrEqual(25);
    expect(
      days.map((day) => weekdayOf(day).weekday).every((weekday) => [2, 4, 6].includes(weekday)),
    ).toBe(true);
    expect(days[0]! >= townDayOf(new Date())).toBe(true);
    expect(days.at(-1)! <= lastBookingDay()).toBe(true);
    expect(screen.getByRole('option', { name: formatDay(days[0]!) })).toBeInTheDocument();

    // Another doctor, other days: the list follows, and a day they do not sit is dropped.
    await user.selectOptions(field('Date of visit'), days[0]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doctor' }), 'dr-arijit-sarkar');
    expect(offeredDays().every((day) => weekdayOf(day).weekday === 4)).toBe(true);
    expect(field('Date of visit')).toHaveValue(weekdayOf(days[0]!).weekday === 4 ? days[0] : '');
  });

  it('refuses a bad phone and a missing date, keeping everything typed', async () => {
    const { user } = renderBooking();
    await doctorChosen();
    await fill(user, field('Patient’s name'), 'Rahim Sk');
    await fill(user, field('Phone'), '12345');
    await fill(user, field('Reason for the visit'), 'Fever for three days');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(screen.getByText(DAY_MISSING_ERROR)).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Phone')).toHaveFocus());
    expect(field('Patient’s name')).toHaveValue('Rahim Sk');
    expect(field('Phone')).toHaveValue('12345');
    expect(field('Reason for the visit')).toHaveValue('Fever for three days');
    expect(screen.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  });

  it('asks for a doctor when none is chosen', async () => {
    const { user } = renderBooking('/medical/appointment');
    await screen.findByRole('option', { name: /Dr\. Amitava Das/ }, firstRead);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Please choose a doctor.')).toBeInTheDocument();
  });

  it('books the visit with its admin alert and says thank you', async () => {
    const { user } = renderBooking();
    await doctorChosen();
    await fill(user, field('Patient’s name'), 'Rahim Sk');
    await fill(user, field('Phone'), '+91 98300-11223');
    const day = offeredDays()[1]!;
    await user.selectOptions(field('Date of visit'), day);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Thank you, Rahim Sk!' },
      firstRead,
    );
    expect(
      within(heading.parentElement as HTMLElement).getByText(/Dr\. Amitava Das on/),
    ).toBeInTheDocument();
    expect(screen.getByText('98300 11223')).toBeInTheDocument();

    const [appointment, ...others] = await requestsFrom(collections.appointments, '9830011223');
    expect(others).toEqual([]);
    expect(appointment?.data).toMatchObject({
      patientName: 'Rahim Sk',
      doctorId: 'dr-amitava-das',
      doctorName: 'Dr. Amitava Das',
      // Kept in the reader's languages, so Find Order names the doctor as the booking did.
      doctorNameBn: 'ডাঃ অমিতাভ দাস',
      doctorNameHi: 'डॉ. अमिताभ दास',
      date: day,
      status: 'new',
    });
    const notices = await noticesAbout(collections.appointments, appointment?.id ?? '');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ chat: 'admin', status: 'pending', attempts: 0 });
  });

  it('lists the doctors in Bengali order, and names the speciality to start with as the list does', async () => {
    locale.set('bn');
    try {
      await preloadCatalogue('directory');
      renderBooking('/medical/appointment');
      const doctor = await screen.findByRole('combobox', { name: 'ডাক্তার' }, firstRead);
      await waitFor(
        () => expect(within(doctor).getAllByRole('option').length).toBeGreaterThan(10),
        firstRead,
      );
      const names = within(doctor)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent?.split(' — ')[0]);
      expect(names.slice(0, 3)).toEqual(['ডাঃ অমিতাভ দাস', 'ডাঃ অরিজিৎ সরকার', 'ডাঃ তন্ময় পাল']);
      expect(names.at(-1)).toBe('ডাঃ সুব্রত মণ্ডল');
      // The hint names General Medicine as the list's entries do, in Bengali only.
      expect(doctor).toHaveAccessibleDescription(
        'কাকে দেখাবেন বুঝতে পারছেন না? সাধারণ চিকিৎসা দিয়ে শুরু করুন।',
      );
      expect(
        within(doctor).getAllByRole('option', { name: /— সাধারণ চিকিৎসা$/ }).length,
      ).toBeGreaterThan(0);
    } finally {
      act(() => locale.set('en'));
    }
  });
});

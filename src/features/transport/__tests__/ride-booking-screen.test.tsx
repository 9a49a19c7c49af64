import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BEYOND_WINDOW_ERROR, PAST_DAY_ERROR } from '../../../lib/booking-checks';
import { lastBookingDay, localDayAfter, localDayOf } from '../../../lib/local-date';
import { collections } from '../../../lib/models';
import { textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { field, fill, firstRead } from '../../../testing/forms';
import { renderAt } from '../../../testing/render';
import { noticesAbout, requestsFrom } from '../../../testing/staff-reads';
import RideBookingScreen from '../ride-booking-screen';

const setValue = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const twoDigits = (value: number) => String(value).padStart(2, '0');

describe('/transport/toto and /transport/car', { timeout: 20_000 }, () => {
  it('offers 1–4 seats in a toto and 1–7 in a car', () => {
    const { unmount } = renderAt(<RideBookingScreen kind="toto" />, '/transport/toto');
    expect(screen.getByRole('heading', { level: 1, name: 'Book a toto' })).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    unmount();
    renderAt(<RideBookingScreen kind="car" />, '/transport/car');
    expect(screen.getByRole('heading', { level: 1, name: 'Book a car' })).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it('refuses a bad phone and a past date, keeping everything typed', async () => {
    const { user } = renderAt(<RideBookingScreen kind="toto" />, '/transport/toto');
    await fill(user, field('Pick-up point'), 'Station Road');
    await fill(user, field('Drop point'), 'Rural hospital');
    setValue(field('Date'), localDayAfter(-1));
    setValue(field('Pick-up time'), '09:30');
    await user.selectOptions(field('Passengers'), '3');
    await fill(user, field('Your name'), 'Tapan Saha');
    await fill(user, field('Phone'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Book toto' }));

    expect(await screen.findByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(screen.getByText(PAST_DAY_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(field('Date')).toHaveFocus());
    expect(field('Pick-up point')).toHaveValue('Station Road');
    expect(field('Drop point')).toHaveValue('Rural hospital');
    expect(field('Date')).toHaveValue(localDayAfter(-1));
    expect(field('Pick-up time')).toHaveValue('09:30');
    expect(field('Passengers')).toHaveValue('3');
    expect(field('Your name')).toHaveValue('Tapan Saha');
    expect(field('Phone')).toHaveValue('1234567890');
  });

  it('says before sending that pick-up and drop are the same place, and 2099 is too far', async () => {
    const { user } = renderAt(<RideBookingScreen kind="toto" />, '/transport/toto');
    expect(field('Date')).toHaveAttribute('min', localDayOf());
    expect(field('Date')).toHaveAttribute('max', lastBookingDay());
    await fill(user, field('Pick-up point'), 'Station Road');
    await fill(user, field('Drop point'), ' station  road');
    setValue(field('Date'), '2099-11-24');
    setValue(field('Pick-up time'), '09:30');
    await fill(user, field('Your name'), 'Tapan Saha');
    await fill(user, field('Phone'), '9733012399');
    await user.click(screen.getByRole('button', { name: 'Book toto' }));

    expect(
      await screen.findByText(
        'The drop point is the same as the pick-up point. Please change one of them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(BEYOND_WINDOW_ERROR)).toBeInTheDocument();
    expect(field('Drop point')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Drop point')).toHaveValue(' station  road');
    expect(field('Date')).toHaveValue('2099-11-24');
    expect(await requestsFrom(collections.rideBookings, '9733012399')).toEqual([]);
  });

  it('refuses a time already gone today', async () => {
    const { user } = renderAt(<RideBookingScreen kind="car" />, '/transport/car');
    const earlier = new Date(Date.now() - 60 * 60 * 1000);
    // Just after midnight there is no earlier time today; yesterday's date is refused instead.
    const sameDay = localDayOf(earlier) === localDayOf();
    setValue(field('Date'), localDayOf());
    setValue(
      field('Pick-up time'),
      sameDay ? `${twoDigits(earlier.getHours())}:${twoDigits(earlier.getMinutes())}` : '00:00',
    );
    await user.click(screen.getByRole('button', { name: 'Book car' }));
    if (sameDay) {
      expect(
        await screen.findByText('That time has already passed. Please choose a later time.'),
      ).toBeInTheDocument();
    }
  });

  it('books a toto, tells the admin chat and says thank you', async () => {
    const { user } = renderAt(<RideBookingScreen kind="toto" />, '/transport/toto');
    await fill(user, field('Pick-up point'), 'Station Road');
    await fill(user, field('Drop point'), 'Rural hospital');
    setValue(field('Date'), localDayAfter(1));
    setValue(field('Pick-up time'), '07:45');
    await user.selectOptions(field('Passengers'), '2');
    await fill(user, field('Your name'), 'Tapan Saha');
    await fill(user, field('Phone'), '9733012345');
    await user.click(screen.getByRole('button', { name: 'Book toto' }));

    const thanks = await screen.findByRole(
      'heading',
      { name: 'Thank you, Tapan Saha! Your toto is booked.' },
      firstRead,
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('97330 12345')).toBeInTheDocument();
    const [ride] = await requestsFrom(collections.rideBookings, '9733012345');
    expect(ride?.data).toMatchObject({
      kind: 'toto',
      pickup: 'Station Road',
      drop: 'Rural hospital',
      date: localDayAfter(1),
      time: '07:45',
      passengers: 2,
      status: 'new',
    });
    const [notice] = await noticesAbout(collections.rideBookings, ride?.id ?? '');
    expect(notice?.data).toMatchObject({ chat: 'admin', status: 'pending' });
    expect(notice?.data['text']).toContain('7:45 am');

    await user.click(screen.getByRole('button', { name: 'Book another ride' }));
    expect(field('Pick-up point')).toHaveValue('');
  });
});

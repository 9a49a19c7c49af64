import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BEYOND_WINDOW_ERROR, PAST_DAY_ERROR } from '../../../lib/booking-checks';
import { lastBookingDay, localDayAfter, townDayOf } from '../../../lib/local-date';
import { collections } from '../../../lib/models';
import { locale, textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { field, fill, firstRead } from '../../../testing/forms';
import { noticesAbout, requestsFrom } from '../../../testing/staff-reads';
import LabTestScreen from '../lab-test-screen';
import { renderRequest } from './render-request';

const renderLab = () => renderRequest('/medical/labTest', <LabTestScreen />);

const test = (name: RegExp) => screen.getByRole('checkbox', { name });
/** Rina Das types her name, `phone` and the address for the collection. */
async function fillRina(user: ReturnType<typeof renderLab>['user'], phone: string) {
  await fill(user, field('Patient’s name'), 'Rina Das');
  await fill(user, field('Phone'), phone);
  await fill(user, field('Address for collection'), 'Kalibari Lane, near the temple');
}

/** Books the collection, and is thanked by name. */
async function bookAndSeeThanks(user: ReturnType<typeof renderLab>['user']) {
  await user.click(screen.getByRole('button', { name: 'Book home collection' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thank you, Rina Das!' }, firstRead),
  ).toBeInTheDocument();
}

const slotNames = () =>
  within(field('Collection time'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/medical/labTest', { timeout: 20_000 }, () => {
  it('lists the tests with their prices and totals what is ticked', async () => {
    const { user } = renderLab();
    expect(await screen.findByRole('checkbox', { name: /HbA1c/ }, firstRead)).toHaveAccessibleName(
      /₹450\.00/,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    await user.click(test(/HbA1c/));
    await user.click(test(/Lipid Profile/));
    expect(screen.getByText('2 tests · ₹1,050.00')).toBeInTheDocument();
  });

  it('names and describes each test in Bengali for a Bengali reader, prices in Bengali digits', async () => {
    try {
      locale.set('bn');
      renderLab();
      const widal = () => test(/টাইফয়েডের ভিডাল পরীক্ষা/);
      await screen.findByRole('checkbox', { name: /টাইফয়েডের ভিডাল পরীক্ষা/ }, firstRead);
      // The catalogue's words arrive beside the record's: the row settles in Bengali.
      await waitFor(() => expect(widal()).toHaveAccessibleName(/নমুনা: রক্ত · রিপোর্ট: সেদিনই/));
      expect(widal()).toHaveAccessibleName(/টাইফয়েড জ্বরের জন্য।/);
      expect(widal()).toHaveAccessibleName(/২০০/);
      expect(widal()).not.toHaveAccessibleName(/[A-Za-z]/);
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('needs a test, a good phone and a coming date, and keeps what was typed', async () => {
    const { user } = renderLab();
    await screen.findByRole('checkbox', { name: /HbA1c/ }, firstRead);
    await fillRina(user, '98765');
    fireEvent.change(field('Collection date'), { target: { value: localDayAfter(-3) } });
    await user.click(screen.getByRole('button', { name: 'Book home collection' }));

    expect(await screen.findByText('Please choose at least one test.')).toBeInTheDocument();
    expect(screen.getByText(textOf(formMessages).notMobile)).toBeInTheDocument();
    expect(screen.getByText(PAST_DAY_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Please choose a time for the collection.')).toBeInTheDocument();
    await waitFor(() => expect(test(/Blood Sugar/)).toHaveFocus());
    expect(field('Patient’s name')).toHaveValue('Rina Das');
    expect(field('Phone')).toHaveValue('98765');
    expect(field('Address for collection')).toHaveValue('Kalibari Lane, near the temple');
    expect(field('Collection date')).toHaveValue(localDayAfter(-3));
  });

  it('books a home collection and tells the lab chat', async () => {
    const { user } = renderLab();
    await user.click(await screen.findByRole('checkbox', { name: /HbA1c/ }, firstRead));
    await user.click(test(/Widal/));
    await fillRina(user, '09876512345');
    fireEvent.change(field('Collection date'), { target: { value: townDayOf(new Date(), 1) } });
    await user.selectOptions(field('Collection time'), '8–9 am');
    await bookAndSeeThanks(user);
    const [booking] = await requestsFrom(collections.labBookings, '9876512345');
    expect(booking?.data).toMatchObject({
      slot: '08:00',
      testIds: ['hba1c', 'widal-test'],
      testNames: ['HbA1c', 'Widal Test'],
      total: 650_00,
      status: 'new',
    });
    const [notice] = await noticesAbout(collections.labBookings, booking?.id ?? '');
    expect(notice?.data['chat']).toBe('lab');
    expect(notice?.data['text']).toContain('HbA1c, Widal Test');
    expect(notice?.data['text']).toContain(', 8–9 am');
  });

  it('bounds the day to the booking window and refuses a day past it', async () => {
    const { user } = renderLab();
    await screen.findByRole('checkbox', { name: /HbA1c/ }, firstRead);
    expect(field('Collection date')).toHaveAttribute('max', lastBookingDay());
    fireEvent.change(field('Collection date'), { target: { value: '2099-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Book home collection' }));
    expect(await screen.findByText(BEYOND_WINDOW_ERROR)).toBeInTheDocument();
    expect(field('Collection date')).toHaveValue('2099-01-01');
  });
});

describe('/medical/labTest at 8:30 am in the town', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:30:00+05:30'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers today only the slots not yet begun, and every slot of a later day', async () => {
    const { user } = renderLab();
    await user.click(await screen.findByRole('checkbox', { name: /Widal/ }, firstRead));
    expect(field('Collection date')).toHaveAttribute('min', '2026-11-24');
    expect(slotNames()).toEqual(['Choose a time', '7–8 am', '8–9 am', '9–10 am']);

    fireEvent.change(field('Collection date'), { target: { value: '2026-11-24' } });
    expect(slotNames()).toEqual(['Choose a time', '9–10 am']);
    expect(
      screen.getByText('The earlier times today have begun, so only the later ones are left.'),
    ).toBeInTheDocument();

    await fillRina(user, '9876500099');
    await user.selectOptions(field('Collection time'), '9–10 am');
    await bookAndSeeThanks(user);
    const [booking] = await requestsFrom(collections.labBookings, '9876500099');
    expect(booking?.data).toMatchObject({ date: '2026-11-24', slot: '09:00' });
  });

  it('drops a slot that has begun when the day changes to today, and asks again', async () => {
    const { user } = renderLab();
    await user.click(await screen.findByRole('checkbox', { name: /Widal/ }, firstRead));
    fireEvent.change(field('Collection date'), { target: { value: '2026-11-25' } });
    await user.selectOptions(field('Collection time'), '7–8 am');
    fireEvent.change(field('Collection date'), { target: { value: '2026-11-24' } });
    expect(field('Collection time')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Book home collection' }));
    expect(
      await screen.findByText(
        'That time has already begun. Please choose a later time or another day.',
      ),
    ).toBeInTheDocument();
  });
});

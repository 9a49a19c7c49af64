import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { everyDayOf, type DayHours, type OpeningHours } from '../../lib/shop-hours';
import { HoursForm } from './hours-form';

/** Typing into a time or date input, as the browser's picker leaves it. */
const setInput = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });
const day = (name: string) => within(screen.getByRole('group', { name }));

function showForm(hours?: OpeningHours, refusal?: string) {
  const saved: OpeningHours[] = [];
  const view = renderAt(
    <HoursForm
      hours={hours}
      oldText="8 am – 9 pm"
      save={async (next) => {
        saved.push(next);
        return refusal;
      }}
    />,
  );
  return { ...view, saved };
}

describe('the hours form', () => {
  it('says a shop with only its old words has no hours yet, then saves a week with a break, a day closed and a day off', async () => {
    const { user, saved } = showForm();
    expect(screen.getByText(/No opening hours are set yet.*“8 am – 9 pm”/)).toBeInTheDocument();

    const monday = day('Monday');
    setInput(monday.getByLabelText('Opens'), '07:00');
    setInput(monday.getByLabelText('Closes'), '13:00');
    await user.click(monday.getByLabelText('Closed for a break in the day'));
    setInput(monday.getByLabelText('Opens again'), '17:00');
    setInput(monday.getByLabelText('Closes again'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Same as Monday for every day' }));
    await user.selectOptions(
      day('Sunday').getByRole('combobox', { name: 'Sunday' }),
      'Closed all day',
    );
    await user.selectOptions(
      day('Saturday').getByRole('combobox', { name: 'Saturday' }),
      'Open 24 hours',
    );
    setInput(screen.getByLabelText('Date of a day off'), '2099-01-26');
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    const withBreak: DayHours = {
      kind: 'spans',
      spans: [
        { from: '07:00', to: '13:00' },
        { from: '17:00', to: '21:00' },
      ],
    };
    expect(saved).toEqual([
      {
        week: { ...everyDayOf(withBreak), Sat: { kind: 'allDay' }, Sun: { kind: 'closed' } },
        daysOff: ['2099-01-26'],
      },
    ]);
    expect(await screen.findByText('Hours saved. Customers see them now.')).toBeInTheDocument();
  });

  it('keeps every value after a mistake, says it under the day and moves to it', async () => {
    const { user, saved } = showForm({
      week: everyDayOf({ kind: 'spans', spans: [{ from: '09:00', to: '21:00' }] }),
      daysOff: [],
    });
    const tuesday = day('Tuesday');
    await user.click(tuesday.getByLabelText('Closed for a break in the day'));
    setInput(tuesday.getByLabelText('Opens again'), '20:00');
    setInput(tuesday.getByLabelText('Closes again'), '22:00');
    setInput(day('Friday').getByLabelText('Closes'), '');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(saved).toEqual([]);
    expect(
      tuesday.getByText(/The second opening must come after the first closing/),
    ).toBeInTheDocument();
    expect(
      day('Friday').getByText('Enter when the shop opens and when it closes.'),
    ).toBeInTheDocument();
    expect(tuesday.getByLabelText('Opens')).toHaveFocus();
    expect(tuesday.getByLabelText('Opens again')).toHaveValue('20:00');
    expect(tuesday.getByLabelText('Closes again')).toHaveValue('22:00');
  });

  it('refuses a day off already gone or listed twice, and keeps the list', async () => {
    const { user } = showForm({
      week: everyDayOf({ kind: 'allDay' }),
      daysOff: ['2099-03-01'],
    });
    const date = screen.getByLabelText('Date of a day off');
    setInput(date, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByText('That date has already passed.')).toBeInTheDocument();
    setInput(date, '2099-03-01');
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByText('That date is already listed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Remove / })).toBeInTheDocument();
  });

  it('says a refused save under the form, with nothing typed lost', async () => {
    const { user } = showForm(
      { week: everyDayOf({ kind: 'allDay' }), daysOff: [] },
      'Only a shop’s vendor may do that.',
    );
    await user.selectOptions(
      day('Monday').getByRole('combobox', { name: 'Monday' }),
      'Closed all day',
    );
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a shop’s vendor may do that.');
    expect(day('Monday').getByRole('combobox', { name: 'Monday' })).toHaveValue('closed');
  });
});

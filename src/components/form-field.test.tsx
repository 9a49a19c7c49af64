import { render, screen } from '@testing-library/react';
import { DETAILS_BOUNDS, NOTE_BOUNDS } from '../lib/requests/schemas';
import { AddressField, DetailsField, NameAndPhone, NoteField } from './form-field';

const binding = (value: string, error?: string) => ({ value, error, onChange: vi.fn() });

/** A form's `text` as `useForm` gives it, over fixed fields. */
const formOf = (fields: Record<string, ReturnType<typeof binding>>) => ({
  text: (field: string) => fields[field] ?? binding(''),
});

describe('NameAndPhone', () => {
  it('asks for the sender’s own name and number, as the browser fills them in', () => {
    render(
      <NameAndPhone
        form={formOf({
          name: binding('Mina'),
          phone: binding('98765', 'Please give a 10-digit mobile number.'),
        })}
        nameLabel="Your name"
        phoneHint="The driver calls this number."
      />,
    );
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveValue('Mina');
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('autocomplete', 'name');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'The driver calls this number. Please give a 10-digit mobile number.',
    );
  });

  it('offers no autofill for someone else’s name, and sets the two side by side when asked', () => {
    const { container } = render(
      <NameAndPhone
        nameLabel="Patient’s name"
        nameField="patientName"
        form={formOf({ patientName: binding('Sima Bibi') })}
        sideBySide
        ownName={false}
      />,
    );
    const name = screen.getByLabelText('Patient’s name');
    expect(name).toHaveAttribute('name', 'patientName');
    expect(name).toHaveValue('Sima Bibi');
    expect(name).not.toHaveAttribute('autocomplete');
    expect(container.querySelectorAll('.row > .col-sm-6')).toHaveLength(2);
  });
});

describe('AddressField', () => {
  it('is a street address the browser fills in, no longer than a request keeps', () => {
    render(<AddressField label="Address" {...binding('Station Road')} />);
    const address = screen.getByLabelText('Address');
    expect(address).toHaveAttribute('autocomplete', 'street-address');
    expect(address).toHaveAttribute('maxlength');
  });
});

describe('NoteField and DetailsField', () => {
  it('hold no more than a request keeps, a note short and details at length', () => {
    render(
      <>
        <NoteField label="Note" {...binding('')} />
        <DetailsField label="What needs doing" rows={4} {...binding('')} />
      </>,
    );
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('maxlength', String(NOTE_BOUNDS.max));
    expect(note).toHaveAttribute('rows', '2');
    const details = screen.getByLabelText('What needs doing');
    expect(details).toHaveAttribute('maxlength', String(DETAILS_BOUNDS.max));
    expect(details).toHaveAttribute('rows', '4');
    expect(NOTE_BOUNDS.max).toBeLessThan(DETAILS_BOUNDS.max);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backendError } from '../port/errors';
import { FormFailure, useRequestForm } from './form';

interface Values {
  name: string;
}

let made = 0;
const nextRequestId = () => `request-${(made += 1)}`;

function NameForm({
  save,
  onSaved,
}: {
  save: (id: string, values: Values) => Promise<void>;
  onSaved: () => void;
}) {
  const form = useRequestForm<Values, void>({
    initial: { name: '' },
    validate: (values) => (values.name.trim() ? {} : { name: 'Please tell us your name.' }),
    save,
    onSaved,
    newId: nextRequestId,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <label htmlFor="name">Name</label>
      <input
        id="name"
        value={form.values.name}
        aria-invalid={form.errors.name ? true : undefined}
        onChange={(event) => form.setField('name', event.target.value)}
      />
      {form.errors.name && <p>{form.errors.name}</p>}
      <FormFailure message={form.failure} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useRequestForm', () => {
  it('focuses the first wrong field and saves nothing', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<NameForm save={save} onSaved={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the values after a failed save and retries under the same id', async () => {
    const save = vi
      .fn<(id: string, values: Values) => Promise<void>>()
      .mockRejectedValueOnce(backendError('timeout'))
      .mockResolvedValueOnce(undefined);
    const onSaved = vi.fn();
    render(<NameForm save={save} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Mina');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network is slow right now and the server did not answer in time. Please try again. Your details are still here',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Mina');
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSaved).toHaveBeenCalledOnce();
    const [first, retry] = save.mock.calls.map(([id]) => id);
    expect(first).toMatch(/^request-\d+$/);
    expect(retry).toBe(first);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FormFailure', () => {
  it('says the details are kept, unless the reason already says what happens to them', () => {
    const { rerender } = render(<FormFailure message="The shop has just closed." />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The shop has just closed. Your details are still here — please try again.',
    );
    rerender(
      <FormFailure message="The shop has just closed. Your cart is kept." detailsKept={false} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The shop has just closed\. Your cart is kept\.$/,
    );
    rerender(<FormFailure message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

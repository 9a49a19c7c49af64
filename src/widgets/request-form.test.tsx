import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { backendError } from '../port/errors';
import { FormFailure } from '../components/form';
import { TextField } from '../components/form-field';
import { RequestForm, RequestSent, useRequestForm } from './request-form';

interface Values {
  name: string;
}

interface Saved {
  reference: string;
  code: string;
  phone: string;
}

let made = 0;
const nextRequestId = () => `request-${(made += 1)}`;

/** A request form as a screen writes one: its field, its words, its thank-you. */
function NameRequest({
  save,
  beside,
}: {
  save: (id: string, values: Values) => Promise<Saved>;
  beside?: (field: ReactNode) => ReactNode;
}) {
  const form = useRequestForm<Values, Saved>({
    initial: { name: '' },
    validate: (values) => (values.name.trim() ? {} : { name: 'Please tell us your name.' }),
    save,
    newId: nextRequestId,
  });
  const field = <TextField label="Name" {...form.text('name')} />;
  return (
    <RequestForm
      form={form}
      title="Your details"
      submitLabel="Send"
      sendingLabel="Sending…"
      beside={beside?.(field)}
      sent={
        form.sent && (
          <RequestSent
            title={`Thank you, ${form.sent.values.name}`}
            booking={form.sent.saved}
            anotherLabel="Send another"
            onAnother={() => form.reset()}
          >
            <p>We will call you.</p>
          </RequestSent>
        )
      }
    >
      {!beside && field}
    </RequestForm>
  );
}

const saved: Saved = { reference: 'BK-1234', code: '5678', phone: '9876543210' };

const renderForm = (props: Parameters<typeof NameRequest>[0]) =>
  render(
    <MemoryRouter>
      <NameRequest {...props} />
    </MemoryRouter>,
  );

describe('RequestForm', () => {
  it('is a form named by its heading whose button says it is sending and cannot send twice', async () => {
    let answer: (value: Saved) => void = () => undefined;
    const save = vi.fn(() => new Promise<Saved>((resolve) => (answer = resolve)));
    renderForm({ save });
    const form = screen.getByRole('form', { name: 'Your details' });
    await userEvent.type(screen.getByLabelText('Name'), 'Mina');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await userEvent.click(sending);
    expect(save).toHaveBeenCalledOnce();
    expect(form).toBeInTheDocument();
    answer(saved);
    expect(await screen.findByRole('heading', { name: 'Thank you, Mina' })).toBeInTheDocument();
  });

  it('says why a send failed under the form and keeps what was typed', async () => {
    renderForm({ save: () => Promise.reject(backendError('timeout')) });
    await userEvent.type(screen.getByLabelText('Name'), 'Mina');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network is slow right now and the server did not answer in time. Please try again. Your details are still here',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Mina');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('swaps in the thank-you with its heading focused, then empties the form for another under a fresh id', async () => {
    const save = vi.fn((_id: string, _values: Values) => Promise.resolve(saved));
    renderForm({ save });
    await userEvent.type(screen.getByLabelText('Name'), 'Mina');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const thanks = await screen.findByRole('status');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you, Mina' })).toHaveFocus();
    expect(thanks).toHaveAccessibleName('Thank you, Mina');
    expect(thanks).toHaveTextContent('We will call you.');
    expect(thanks).toHaveTextContent('BK-1234');
    expect(thanks).toHaveTextContent('5678');

    await userEvent.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Name'), 'Rina');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you, Rina' });
    const [first, second] = save.mock.calls.map(([id]) => id);
    expect(second).not.toBe(first);
  });

  it('holds what stands beside its card in the same form: a wrong field there is focused', async () => {
    const save = vi.fn((_id: string, _values: Values) => Promise.resolve(saved));
    renderForm({ save, beside: (field) => <fieldset>{field}</fieldset> });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });
});

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

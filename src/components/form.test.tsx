import { useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { queryClient } from '../data/query-client';
import { backendError } from '../port/errors';
import { FormFailure, useForm } from './form';

/**
 * A form that writes through a mutation, as every form of the app that sends
 * something does; `ask` comes first where the form asks before writing (a
 * hand-over of cash is confirmed).
 */
function Saving({
  save,
  ask = () => Promise.resolve(true),
}: {
  save: (name: string) => Promise<void>;
  ask?: () => Promise<boolean>;
}) {
  const write = useMutation({ mutationFn: save }, queryClient);
  const form = useForm({
    initial: { name: 'Mina' },
    validate: () => ({}),
    mutation: write,
    send: async ({ name }) => {
      if (await ask()) await write.mutateAsync(name);
    },
  });
  return (
    <form aria-label="Name" onSubmit={form.onSubmit}>
      <FormFailure message={form.failure} />
      <button type="submit" disabled={form.sending}>
        {form.sending ? 'Sending…' : 'Send'}
      </button>
      {write.isSuccess && <p>Sent</p>}
    </form>
  );
}

describe('useForm with a mutation', () => {
  it('is sending exactly while its write is pending, and sends once however fast the taps', async () => {
    let answer = () => undefined as void;
    const save = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<Saving save={save} />);
    const form = screen.getByRole('form', { name: 'Name' });
    // The second before the screen has heard that the first is pending.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(save).toHaveBeenCalledOnce();
    answer();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(save).toHaveBeenCalledOnce();
  });

  it('takes no second submit while it asks before writing', async () => {
    let confirm = (_yes: boolean) => undefined as void;
    const answer = new Promise<boolean>((resolve) => (confirm = resolve));
    const save = vi.fn(() => Promise.resolve());
    render(<Saving save={save} ask={() => answer} />);
    const form = screen.getByRole('form', { name: 'Name' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    confirm(true);
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(save).toHaveBeenCalledOnce();
  });

  it('says a failed write under the form, and sends again when asked', async () => {
    const save = vi
      .fn<(name: string) => Promise<void>>()
      .mockRejectedValueOnce(backendError('timeout'))
      .mockResolvedValueOnce(undefined);
    render(<Saving save={save} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network is slow right now and the server did not answer in time.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(2);
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

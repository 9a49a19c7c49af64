import { render, screen } from '@testing-library/react';
import { backendError, plainMessage } from '../port/errors';
import { ErrorText } from './error-text';

describe('ErrorText', () => {
  it('says nothing while the read or action has not failed', () => {
    const { container } = render(
      <ErrorText of={{ isError: false, error: null }} className="text-danger" />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in plain words why it failed, as an alert styled where it stands', () => {
    render(
      <ErrorText
        of={{
          isError: true,
          error: backendError('permission-denied', 'Only the admin can do that.'),
        }}
        className="text-danger small"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Only the admin can do that.');
    expect(alert).toHaveClass('text-danger', 'small');
  });

  it('says the plain sentence for something that is not a backend error', () => {
    render(<ErrorText of={{ isError: true, error: new Error('boom') }} className="x" />);
    expect(screen.getByRole('alert')).toHaveTextContent(plainMessage('unknown'));
  });
});

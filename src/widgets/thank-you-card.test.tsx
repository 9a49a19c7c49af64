import { screen, within } from '@testing-library/react';
import { renderAt } from '../testing/render';
import { ThankYouCard } from './thank-you-card';

describe('ThankYouCard', () => {
  it('thanks by name, gives the number and code, the steps in order and the ways on', () => {
    renderAt(
      <ThankYouCard
        title="Thank you, Rina"
        lead={
          <>
            Your visit to <strong>Dr. Ghosh</strong> is in.
          </>
        }
        codes={{ kind: 'booking', number: 'BK-123456', code: 'ABCDEF', phone: '9876543210' }}
        nextTitle="What happens next"
        steps={['We call you.', 'The doctor sees you.']}
        ways={[
          { to: '/medical', label: 'Back to medical' },
          { to: '/', label: 'Home' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Rina' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Ghosh')).toBeInTheDocument();
    expect(screen.getByText('BK-123456')).toBeInTheDocument();
    expect(screen.getByText('ABCDEF')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What happens next' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['We call you.', 'The doctor sees you.']);
    const main = screen.getByRole('link', { name: 'Back to medical' });
    expect(main).toHaveAttribute('href', '/medical');
    expect(main).toHaveClass('btn-primary');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('btn-outline-primary');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState, NoticePage, Page } from './page';

describe('Page', () => {
  it('leads back up, then titles the screen with its lead above what it holds', () => {
    render(
      <MemoryRouter>
        <Page back={{ to: '/medical', label: '← Medical' }} title="Lab tests" lead="At home.">
          <p>The tests</p>
        </Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '← Medical' })).toHaveAttribute('href', '/medical');
    expect(screen.getByRole('heading', { level: 1, name: 'Lab tests' })).toBeInTheDocument();
    expect(screen.getByText('At home.')).toBeInTheDocument();
    expect(screen.getByText('The tests')).toBeInTheDocument();
  });

  it('draws no link and no lead where the screen has none', () => {
    render(<Page title="Contact us" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull();
  });
});

describe('EmptyState', () => {
  it('is said as it appears only when it answers a filter', () => {
    const { rerender } = render(<EmptyState title="No teachers found" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<EmptyState title="No teachers found" status />);
    expect(screen.getByRole('status')).toHaveTextContent('No teachers found');
  });
});

describe('ways on', () => {
  it('draws each as a link, the first as the main button and the others quieter', () => {
    render(
      <MemoryRouter>
        <NoticePage
          title="Rent is coming soon"
          lead="We are adding it."
          ways={[
            { to: '/contact', label: 'Suggest a listing' },
            { to: '/', label: 'Back to home' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rent is coming soon');
    const [main, other] = screen.getAllByRole('link');
    expect(main).toHaveAttribute('href', '/contact');
    expect(main).toHaveClass('btn-primary');
    expect(other).toHaveAttribute('href', '/');
    expect(other).toHaveClass('btn-outline-primary');
  });

  it('an empty state takes other actions where a way on is not a link in the app', () => {
    render(
      <EmptyState title="No hospitals yet" actions={<a href="tel:108">Call 108</a>}>
        <p>We are adding them.</p>
      </EmptyState>,
    );
    expect(screen.getByRole('link', { name: 'Call 108' })).toHaveAttribute('href', 'tel:108');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState, Page } from './page';

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

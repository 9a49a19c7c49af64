import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PinIcon } from './icons';
import { TileSection } from './tile-link';

describe('TileSection', () => {
  it('is a region named by its heading, each tile a link in a counted list', () => {
    render(
      <MemoryRouter>
        <TileSection
          title="Care"
          tiles={[
            { to: '/medical/doctor', name: 'Doctors', note: 'Book', Icon: PinIcon, colour: '#000' },
            {
              to: '/medical/labTest',
              name: 'Lab tests',
              note: 'Home',
              Icon: PinIcon,
              colour: '#000',
            },
          ]}
        />
        <TileSection title="Urgent" tiles={[]} />
      </MemoryRouter>,
    );
    const care = screen.getByRole('region', { name: 'Care' });
    expect(care).toContainElement(screen.getByRole('link', { name: /Doctors/ }));
    expect(screen.getByRole('region', { name: 'Urgent' })).not.toBe(care);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

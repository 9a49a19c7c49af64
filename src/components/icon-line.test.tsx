import { render, screen } from '@testing-library/react';
import { IconLine } from './icon-line';
import { PinIcon } from './icons';

describe('IconLine', () => {
  it('is a paragraph with space below, none below the last line, and a span inside a link', () => {
    const { container, rerender } = render(<IconLine Icon={PinIcon}>Station Road</IconLine>);
    const line = screen.getByText('Station Road');
    expect(line.tagName).toBe('P');
    expect(line).toHaveClass('shop-card-line', 'mb-1');
    expect(container.querySelector('svg')).not.toBeNull();

    rerender(
      <IconLine Icon={PinIcon} last>
        Station Road
      </IconLine>,
    );
    expect(screen.getByText('Station Road')).toHaveClass('mb-0');

    rerender(
      <IconLine Icon={PinIcon} inLink>
        Station Road
      </IconLine>,
    );
    expect(screen.getByText('Station Road').tagName).toBe('SPAN');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect, SearchField } from './filter-fields';

describe('filter fields', () => {
  it('a choice offers "every one" first and hands back the value chosen', async () => {
    const onChoose = vi.fn();
    render(
      <FilterSelect
        label="Subject"
        value=""
        onChoose={onChoose}
        everyLabel="Every subject"
        options={[
          { value: 'Maths', name: 'গণিত' },
          { value: 'English', name: 'ইংরেজি' },
        ]}
      />,
    );
    const choice = screen.getByRole('combobox', { name: 'Subject' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Every subject',
      'গণিত',
      'ইংরেজি',
    ]);
    await userEvent.selectOptions(choice, 'ইংরেজি');
    expect(onChoose).toHaveBeenCalledWith('English');
  });

  it('a search box is named by its label and hands back what is typed', async () => {
    const onText = vi.fn();
    render(<SearchField label="Search products" value="" onText={onText} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'd');
    expect(onText).toHaveBeenCalledWith('d');
  });
});

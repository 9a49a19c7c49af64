import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { CHECKLIST_SEARCH_FROM, localNameItem, RefChecklist } from './ref-checklist';

const town = [
  { id: 'bazar-para', name: 'Bazar Para', nameBn: 'বাজার পাড়া', nameHi: 'बाज़ार पाड़ा' },
  { id: 'rathtala', name: 'Rathtala', nameBn: 'রথতলা', nameHi: 'रथतला' },
  { id: 'school-para', name: 'School Para', nameBn: 'স্কুল পাড়া' },
];
/** A town long enough to be searched. */
const bigTown = [
  ...town,
  ...Array.from({ length: CHECKLIST_SEARCH_FROM }, (_, index) => ({
    id: `ward-${index + 1}`,
    name: `Ward ${index + 1}`,
  })),
];

let saved: string[] = [];

function Picker({ places, first }: { places: typeof bigTown; first: string[] }) {
  const [chosen, setChosen] = useState(first);
  return (
    <RefChecklist
      label="Neighbourhoods it delivers to"
      noneTicked="None ticked: every neighbourhood."
      items={places.map(localNameItem)}
      chosen={chosen}
      onChange={(ids) => {
        saved = ids;
        setChosen(ids);
      }}
    />
  );
}

afterEach(() => {
  locale.set('en');
  saved = [];
});

describe('a list to tick', () => {
  it('keeps the ticked ids in the list’s order, and says when none means every one', async () => {
    const user = userEvent.setup();
    render(<Picker places={town} first={[]} />);
    const group = screen.getByRole('group', { name: 'Neighbourhoods it delivers to' });
    expect(group).toHaveTextContent('None ticked: every neighbourhood.');
    expect(within(group).queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'School Para' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Bazar Para' }));
    expect(saved).toEqual(['bazar-para', 'school-para']);
    expect(group).toHaveTextContent('Ticked: Bazar Para, School Para');
    await user.click(within(group).getByRole('checkbox', { name: 'Bazar Para' }));
    await user.click(within(group).getByRole('checkbox', { name: 'School Para' }));
    expect(saved).toEqual([]);
    expect(group).toHaveTextContent('None ticked: every neighbourhood.');
  });

  it('keeps a ticked id the list no longer has until it is unticked', async () => {
    const user = userEvent.setup();
    render(<Picker places={town} first={['old-market', 'rathtala']} />);
    const gone = screen.getByRole('checkbox', { name: 'old-market' });
    expect(gone).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Bazar Para' }));
    expect(saved).toEqual(['bazar-para', 'rathtala', 'old-market']);
    await user.click(gone);
    expect(saved).toEqual(['bazar-para', 'rathtala']);
  });

  it('names each in the reader’s script and finds it by any of its names when the list is long', async () => {
    locale.set('bn');
    await preloadCatalogue('staff');
    const user = userEvent.setup();
    render(<Picker places={bigTown} first={['rathtala']} />);
    expect(screen.getByRole('checkbox', { name: 'রথতলা' })).toBeChecked();
    // No Hindi name: the English one.
    expect(screen.getByRole('checkbox', { name: 'Ward 1' })).not.toBeChecked();
    const search = await screen.findByRole('searchbox', { name: 'তালিকায় খুঁজুন' });
    await user.type(search, 'school');
    expect(
      screen.getAllByRole('checkbox').map((box) => box.id.split('-').slice(1).join('-')),
    ).toEqual(['school-para']);
    expect(screen.getByRole('checkbox', { name: 'স্কুল পাড়া' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'বাজার');
    await user.click(screen.getByRole('checkbox', { name: 'বাজার পাড়া' }));
    // A ticked place hidden by the search stays ticked, and is named.
    expect(saved).toEqual(['bazar-para', 'rathtala']);
    expect(screen.getByText('টিক দেওয়া: বাজার পাড়া, রথতলা')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('“xyz” — তালিকায় এমন কিছু নেই।')).toBeInTheDocument();
  });
});

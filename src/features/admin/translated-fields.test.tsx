import { cleanup, screen, within } from '@testing-library/react';
import { collections } from '../../lib/models';
import { slow } from '../../testing/render';
import { adminTestSession, renderSection, sectionList } from './admin-screen-testing';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

describe('a text a customer reads, in the admin form', () => {
  it('asks for its Bengali and Hindi beside the English, shows the English as their fallback, and saves all three', async () => {
    const { user } = renderSection('labTests');
    await sectionList('Lab tests');
    await user.click(screen.getByRole('button', { name: 'Add lab test' }));
    const form = screen.getByRole('region', { name: 'New lab test' });

    const description = within(form).getByLabelText('Description (optional)');
    const inBengali = within(form).getByLabelText('Description in Bengali (optional)');
    const inHindi = within(form).getByLabelText('Description in Hindi (optional)');
    // One row: the English and its two translations, in the reader's script.
    const row = description.closest('.admin-translated');
    expect(row).not.toBeNull();
    expect(row).toContainElement(inBengali);
    expect(row).toContainElement(inHindi);
    expect(inBengali.closest('[lang]')).toHaveAttribute('lang', 'bn');
    expect(inBengali).not.toHaveAttribute('placeholder');

    await user.type(within(form).getByLabelText('Name'), 'Typhidot');
    await user.type(within(form).getByLabelText('Name in Bengali (optional)'), 'টাইফিডট');
    await user.type(within(form).getByLabelText('Price (₹)'), '450');
    await user.selectOptions(within(form).getByLabelText('Sample'), 'Blood');
    await user.type(within(form).getByLabelText('Report time'), 'Same day');
    await user.type(description, 'For typhoid fever.');
    expect(inBengali).toHaveAttribute('placeholder', 'Shown when empty: For typhoid fever.');
    expect(inHindi).toHaveAttribute('placeholder', 'Shown when empty: For typhoid fever.');
    await user.type(inHindi, 'टाइफ़ाइड बुखार के लिए।');
    await user.click(within(form).getByRole('button', { name: 'Add lab test' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Added “Typhidot”.');

    const page = await handle.backend.store.query({
      collection: collections.labTests,
      where: [{ field: 'name', op: '==', value: 'Typhidot' }],
    });
    expect(page.docs[0]?.data).toMatchObject({
      nameBn: 'টাইফিডট',
      description: 'For typhoid fever.',
      descriptionBn: '',
      descriptionHi: 'टाइफ़ाइड बुखार के लिए।',
    });
    cleanup();
  }, 20_000);
});

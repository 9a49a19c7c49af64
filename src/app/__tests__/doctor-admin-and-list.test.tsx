import { act, cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CollectionScreen from '../../features/admin/collection-screen';
import { locale } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { renderAt, renderRoutes, slow } from '../../testing/render';
import { staffTestBackend, signInAs } from '../../testing/staff-fixtures';
import DoctorsScreen from '../../features/medical/doctors-screen';
import SpecialityDoctorsScreen from '../../features/medical/speciality-doctors-screen';

// The admin's doctor form, on a seeded Demo backend of its own: the days it
// stores are the ones the appointment form offers and the server accepts.
vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();
beforeEach(async () => {
  await signInAs(handle, 'admin');
});

async function editRinaGhosh() {
  const view = renderRoutes({ '/admin/:type': <CollectionScreen /> }, '/admin/doctors');
  await view.user.click(await screen.findByRole('button', { name: 'Edit Dr. Rina Ghosh' }, slow));
  return { ...view, form: screen.getByRole('region', { name: 'Edit Dr. Rina Ghosh' }) };
}

describe('the admin’s doctor form', { timeout: 20_000 }, () => {
  it('edits the sitting days as day names and stores them structured', async () => {
    const { user, form } = await editRinaGhosh();
    const days = within(form).getByLabelText('Sitting days');
    expect(days).toHaveValue('Mon, Wed, Fri');
    await user.clear(days);
    await user.type(days, 'sunday');
    await user.type(within(form).getByLabelText('Weeks of the month (optional)'), '1st, 3');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Dr. Rina Ghosh”.');
    const saved = await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh');
    expect(saved?.data).toMatchObject({ weekdays: ['Sun'], weeksOfMonth: [1, 3] });
  });

  it('reads sitting days and weeks typed in Bengali, and stores them as the English day keys', async () => {
    const { user, form } = await editRinaGhosh();
    const days = within(form).getByLabelText('Sitting days');
    await user.clear(days);
    await user.type(days, 'সোম, বৃহস্পতি');
    const weeks = within(form).getByLabelText('Weeks of the month (optional)');
    await user.clear(weeks);
    await user.type(weeks, '২য়, ৪');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Saved “Dr. Rina Ghosh”.',
    );
    const saved = await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh');
    expect(saved?.data).toMatchObject({ weekdays: ['Mon', 'Thu'], weeksOfMonth: [2, 4] });
  });

  it('refuses a day it cannot read, saving nothing', async () => {
    const before = await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh');
    const { user, form } = await editRinaGhosh();
    const days = within(form).getByLabelText('Sitting days');
    await user.clear(days);
    await user.type(days, 'Mon, Wendsday');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(form).findByText(
        '“Wendsday” is not a day of the week. Write days like Mon, Wed, Fri.',
      ),
    ).toBeInTheDocument();
    const after = await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh');
    expect(after?.data).toEqual(before?.data);
    expect(days).toHaveValue('Mon, Wendsday');
  });

  it('chooses the speciality from a list; one stored in Bengali reads as its entry and is saved as it', async () => {
    // What free text once stored: the Bengali name, beside "General Medicine" of the others.
    const stored = await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh');
    await handle.internals.writeDoc(collections.doctors, 'dr-rina-ghosh', {
      ...stored?.data,
      speciality: 'শিশু রোগ',
    });
    const { user, form } = await editRinaGhosh();
    const speciality = within(form).getByRole('combobox', { name: 'Speciality' });
    expect(speciality).toHaveValue('Paediatrics');
    expect(within(speciality).getByRole('option', { name: 'Cardiology' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Dr. Rina Ghosh”.');
    const saved = await handle.backend.store.get(collections.doctors, 'dr-rina-ghosh');
    expect(saved?.data['speciality']).toBe('Paediatrics');
    expect(saved?.data['keywords']).toEqual(expect.arrayContaining(['শিশু', 'paediatrics']));
  });
});

describe('the customers’ doctor list', { timeout: 20_000 }, () => {
  it('shows a speciality stored in any of its names as one, in the reader’s language', async () => {
    const stored = await handle.backend.store.get(collections.doctors, 'dr-sanjay-haldar');
    await handle.internals.writeDoc(collections.doctors, 'dr-sanjay-haldar', {
      ...stored?.data,
      speciality: 'শিশু রোগ',
    });
    const routes = (
      <Routes>
        <Route path="/medical/doctor" element={<DoctorsScreen />} />
        <Route path="/medical/doctor/doctorDetails/:spec" element={<SpecialityDoctorsScreen />} />
      </Routes>
    );
    const { user } = renderAt(routes, '/medical/doctor');
    const tile = await screen.findByRole('link', { name: /^Paediatrics.*2 doctors/ }, slow);
    expect(screen.queryByRole('link', { name: /^শিশু রোগ/ })).not.toBeInTheDocument();
    await user.click(tile);
    expect(await screen.findByRole('heading', { name: 'Dr. Sanjay Haldar' }, slow)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dr. Amitava Das' })).toBeVisible();
    cleanup();

    try {
      locale.set('bn');
      renderAt(routes, '/medical/doctor');
      // The page's own words arrive a moment after the language is chosen.
      expect(await screen.findByRole('heading', { level: 1, name: 'ডাক্তার' }, slow)).toBeVisible();
      expect(await screen.findByRole('link', { name: /^শিশু রোগ/ }, slow)).toHaveAttribute(
        'href',
        '/medical/doctor/doctorDetails/Paediatrics',
      );
    } finally {
      act(() => locale.set('en'));
    }
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { locale } from '../../../lib/i18n';
import { firstRead } from '../../../testing/forms';
import { renderAt } from '../../../testing/render';
import TeachersScreen from '../teachers-screen';
import { NO_DATA_FOUND } from '../teacher-result';

const teacherNames = () =>
  within(screen.getByRole('list', { name: 'Teachers' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/education/teacher', { timeout: 20_000 }, () => {
  it('lists every teacher by name', async () => {
    renderAt(<TeachersScreen />, '/education/teacher');
    expect(
      await screen.findByRole('heading', { name: 'Anirban Mukherjee' }, firstRead),
    ).toBeVisible();
    expect(teacherNames()).toHaveLength(12);
    expect(teacherNames()[0]).toBe('Anirban Mukherjee');
    expect(screen.queryByRole('heading', { name: NO_DATA_FOUND })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Call Sourav Bhattacharya, 90000 45601/ }),
    ).toHaveAttribute('href', 'tel:9000045601');
  });

  it('filters by subject and class', async () => {
    const { user } = renderAt(<TeachersScreen />, '/education/teacher');
    await screen.findByRole('heading', { name: 'Anirban Mukherjee' }, firstRead);
    await user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await waitFor(() =>
      expect(teacherNames()).toEqual([
        'Anirban Mukherjee',
        'Debasish Ghosh',
        'Moumita Roy',
        'Sourav Bhattacharya',
      ]),
    );
    await user.selectOptions(screen.getByLabelText('Class'), 'Class 7');
    await waitFor(() => expect(teacherNames()).toEqual(['Debasish Ghosh']));
  });

  it('finds a teacher of all subjects for any subject, within the classes they take', async () => {
    const { user } = renderAt(<TeachersScreen />, '/education/teacher');
    await screen.findByRole('heading', { name: 'Anirban Mukherjee' }, firstRead);
    await user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await user.selectOptions(screen.getByLabelText('Class'), 'Class 1');
    await waitFor(() => expect(teacherNames()).toEqual(['Moumita Roy']));
    await user.selectOptions(screen.getByLabelText('Subject'), 'Geography');
    await waitFor(() => expect(teacherNames()).toEqual(['Moumita Roy']));
    await user.selectOptions(screen.getByLabelText('Class'), 'Class 5');
    expect(await screen.findByRole('heading', { level: 2, name: NO_DATA_FOUND })).toHaveTextContent(
      /^No Data Found$/,
    );
  });

  it('searches by words in the name, subjects or area', async () => {
    const { user } = renderAt(<TeachersScreen />, '/education/teacher');
    await screen.findByRole('heading', { name: 'Anirban Mukherjee' }, firstRead);
    await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'bazar');
    await waitFor(() => expect(teacherNames()).toEqual(['Pranab Adhikari', 'Rupa Sen']));
  });

  it('says exactly “No Data Found” when nobody matches', async () => {
    const { user } = renderAt(<TeachersScreen />, '/education/teacher');
    await screen.findByRole('heading', { name: 'Anirban Mukherjee' }, firstRead);
    await user.selectOptions(screen.getByLabelText('Subject'), 'Sanskrit');
    await user.selectOptions(screen.getByLabelText('Class'), 'Class 12');
    const empty = await screen.findByRole('heading', { level: 2, name: NO_DATA_FOUND });
    expect(empty.textContent).toBe('No Data Found');
    expect(screen.queryByRole('list', { name: 'Teachers' })).not.toBeInTheDocument();
  });

  it('says that nobody matches in the reader’s language, not in the first app’s English', async () => {
    locale.set('bn');
    try {
      const { user } = renderAt(<TeachersScreen />, '/education/teacher');
      // The town's teachers first, as in English.
      const list = await screen.findByRole('list', { name: 'শিক্ষকেরা' }, firstRead);
      expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(12);
      await user.selectOptions(screen.getByRole('combobox', { name: 'বিষয়' }), 'Sanskrit');
      await user.selectOptions(screen.getByRole('combobox', { name: 'ক্লাস' }), 'Class 12');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'কিছু পাওয়া যায়নি' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(NO_DATA_FOUND)).not.toBeInTheDocument();
    } finally {
      act(() => locale.set('en'));
    }
  });
});

import { act, screen, within } from '@testing-library/react';
import { firstRead } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import DirectoryScreen from '../directory-screen';
import DoctorDetailsScreen from '../doctor-details-screen';
import DoctorsScreen from '../doctors-screen';
import MedicalHubScreen from '../medical-hub-screen';
import { useSelectedButtonStore } from '../selected-button-store';
import SpecialityDoctorsScreen from '../speciality-doctors-screen';

function renderMedical(path: string) {
  return renderRoutes(
    {
      '/medical': <MedicalHubScreen />,
      '/medical/common/:type': <DirectoryScreen />,
      '/medical/doctor': <DoctorsScreen />,
      '/medical/doctor/doctorDetails/:spec': <SpecialityDoctorsScreen />,
      '/medical/doctorDetails': <DoctorDetailsScreen />,
    },
    path,
  );
}

beforeEach(() => {
  act(() => useSelectedButtonStore.setState({ selectedButton: 'specialist' }));
});

describe('medical browsing', { timeout: 20_000 }, () => {
  it('the hub links every medical service', () => {
    renderMedical('/medical');
    expect(screen.getByRole('heading', { level: 1, name: 'Medical' })).toBeVisible();
    const links = {
      Doctors: '/medical/doctor',
      'Book appointment': '/medical/appointment',
      'Lab tests': '/medical/labTest',
      'Order medicines': '/medical/order',
      Pharmacy: '/medical/pharmacy',
      'Ask for help': '/medical/mediAssist',
      'Blood banks': '/medical/common/bloodBank',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('lists specialities under the store’s toggle, Specialist by default', async () => {
    const { user } = renderMedical('/medical/doctor');
    const specialist = screen.getByRole('button', { name: 'Specialist' });
    expect(specialist).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: /^Cardiology/ }, firstRead)).toHaveAttribute(
      'href',
      '/medical/doctor/doctorDetails/Cardiology',
    );
    expect(screen.queryByRole('link', { name: /^General Medicine/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'General' }));
    expect(useSelectedButtonStore.getState().selectedButton).toBe('general');
    expect(await screen.findByRole('link', { name: /^General Medicine.*2 doctors/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Cardiology/ })).not.toBeInTheDocument();
  });

  it('shows the doctors of one speciality with call and booking links', async () => {
    renderMedical('/medical/doctor/doctorDetails/General%20Medicine');
    expect(screen.getByRole('heading', { level: 1, name: 'General Medicine' })).toBeVisible();
    const card = (
      await screen.findByRole('heading', { name: 'Dr. Rina Ghosh' }, firstRead)
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('Mon, Wed, Fri, 6 pm – 9 pm')).toBeVisible();
    expect(within(card).getByText('₹250.00')).toBeVisible();
    expect(within(card).getByRole('link', { name: /^Call Dr\. Rina Ghosh/ })).toHaveAttribute(
      'href',
      'tel:9000023402',
    );
    expect(within(card).getByRole('link', { name: /^Book appointment/ })).toHaveAttribute(
      'href',
      '/medical/appointment?doctor=dr-rina-ghosh',
    );
  });

  it('says so when a speciality has no doctors', async () => {
    renderMedical('/medical/doctor/doctorDetails/Neurology');
    expect(
      await screen.findByRole('heading', { name: 'No doctors listed for Neurology' }, firstRead),
    ).toBeVisible();
  });

  it('shows one doctor’s full card, or that the doctor is gone', async () => {
    const { unmount } = renderMedical('/medical/doctorDetails?id=dr-prasenjit-roy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Prasenjit Roy' }, firstRead),
    ).toBeVisible();
    expect(screen.getByText('Every 2nd and 4th Sunday')).toBeVisible();
    expect(screen.getByText('MBBS, MD, DM (Cardiology)')).toBeVisible();
    unmount();
    renderMedical('/medical/doctorDetails?id=nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Doctor not found' }),
    ).toBeVisible();
  });

  it('lists a directory type and gives an unknown type a friendly way on', async () => {
    const { unmount } = renderMedical('/medical/common/bloodBank');
    expect(screen.getByRole('heading', { level: 1, name: 'Blood banks' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Rural Hospital Blood Storage Unit' }, firstRead),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: /^Call Rural Hospital Blood Storage Unit/ }),
    ).toHaveAttribute('href', 'tel:03000252105');
    unmount();
    renderMedical('/medical/common/spa');
    expect(screen.getByRole('heading', { level: 1, name: 'Not in the directory' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hospitals' })).toHaveAttribute(
      'href',
      '/medical/common/hospital',
    );
  });
});

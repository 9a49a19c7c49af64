import { act, screen, waitFor, within } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import { fakeNotifications, recordNotifyMe } from '../../testing/fake-notifications';
import { renderAt, slow } from '../../testing/render';
import { seededVendor, signInAs, staffTestBackend } from '../../testing/staff-fixtures';
import { SignOutButton } from '../staff-views';
import { StaffPushSwitch } from './staff-push-switch';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
const handle = staffTestBackend();
const browser = fakeNotifications();
const notifyMe = recordNotifyMe(handle);

const vendorSwitch = () => renderAt(<StaffPushSwitch uid={seededVendor.uid} />);

describe('“Tell me on this phone”', () => {
  it('asks nothing until tapped, then ties this phone to the staff member and says it is on', async () => {
    const { user } = vendorSwitch();
    const turnOn = screen.getByRole('button', { name: 'Tell me on this phone' });
    expect(screen.getByText(/rings on this phone even when the app is closed/)).toBeInTheDocument();
    expect(browser.asked).toBe(0);

    await user.click(turnOn);
    expect(await screen.findByText('On: orders will ring on this phone', {}, slow)).toBeVisible();
    expect(browser.asked).toBe(1);
    expect(notifyMe).toEqual([
      { action: 'staff', token: expect.stringMatching(/^demo-[A-Za-z0-9]{24}$/), language: 'en' },
    ]);
  });

  it('stays on across a visit, unties the phone when turned off, and at sign-out', async () => {
    await signInAs(handle, 'vendor');
    const first = vendorSwitch();
    await first.user.click(screen.getByRole('button', { name: 'Tell me on this phone' }));
    await screen.findByText('On: orders will ring on this phone', {}, slow);
    first.unmount();

    // The next visit, the browser still allowing it: on, without asking again.
    const { user } = vendorSwitch();
    expect(screen.getByText('On: orders will ring on this phone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByRole('button', { name: 'Tell me on this phone' }, slow),
    ).toBeInTheDocument();
    const [{ token }] = notifyMe as [{ token: string }];
    expect(notifyMe.at(-1)).toEqual({ action: 'signOut', token });

    // On again, then the vendor signs out: the phone stops ringing for them.
    await user.click(screen.getByRole('button', { name: 'Tell me on this phone' }));
    await screen.findByText('On: orders will ring on this phone', {}, slow);
    const signOut = renderAt(<SignOutButton />);
    await signOut.user.click(within(signOut.container).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(notifyMe.at(-1)).toEqual({ action: 'signOut', token }));
    expect(browser.asked).toBe(2);
  });

  it('tells the server the language read now, so the next notice comes in it', async () => {
    const { user } = vendorSwitch();
    await user.click(screen.getByRole('button', { name: 'Tell me on this phone' }));
    await screen.findByText('On: orders will ring on this phone', {}, slow);
    try {
      act(() => locale.set('hi'));
      expect(await screen.findByText('चालू: ऑर्डर आने पर यह फ़ोन बजेगा', {}, slow)).toBeVisible();
      await waitFor(() =>
        expect(notifyMe.at(-1)).toEqual(
          expect.objectContaining({ action: 'staff', language: 'hi' }),
        ),
      );
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('says how to allow notifications again when the browser blocks them', async () => {
    browser.answer = 'denied';
    const { user } = vendorSwitch();
    await user.click(screen.getByRole('button', { name: 'Tell me on this phone' }));
    const blocked = (await screen.findByText(/blocks notifications/, {}, slow)).closest(
      '.push-switch',
    ) as HTMLElement;
    expect(blocked).toHaveTextContent('This browser blocks notifications from this app.');
    const how = within(blocked).getByText('How to allow them again').closest('details');
    expect(how).toHaveTextContent(/set Notifications to Allow, then tap “Check again”/);
    expect(notifyMe).toEqual([]);

    // Allowed in the browser's settings: checked again, the button is back.
    browser.permission = 'default';
    await user.click(within(blocked).getByRole('button', { name: 'Check again' }));
    expect(screen.getByRole('button', { name: 'Tell me on this phone' })).toBeInTheDocument();
  });

  it('says so from the start when notifications are blocked already', () => {
    browser.permission = 'denied';
    vendorSwitch();
    expect(screen.getByText(/blocks notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tell me on this phone' })).not.toBeInTheDocument();
  });

  it('says plainly when this browser cannot show them, and asks nothing', () => {
    browser.remove();
    vendorSwitch();
    expect(
      screen.getByText(
        'This browser cannot show notifications from the app. The page still shows everything.',
      ),
    ).toBeInTheDocument();
    expect(browser.asked).toBe(0);
  });

  it('says so when no service worker is there to show them, after the tap', async () => {
    browser.registration = null;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = vendorSwitch();
      await user.click(screen.getByRole('button', { name: 'Tell me on this phone' }));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText(/cannot show notifications/, {}, slow)).toBeInTheDocument();
      expect(notifyMe).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives an iPhone’s browser the two taps to the Home Screen, and the Home Screen app the switch', () => {
    browser.iPhone(false);
    const outside = vendorSwitch();
    expect(
      screen.getByText('On an iPhone, notifications come only from the app on your Home Screen.'),
    ).toBeInTheDocument();
    // The two taps, one tap away.
    expect(screen.getByText('Put it there: two taps').closest('details')).toHaveTextContent(
      'Two taps: Share, then “Add to Home Screen” (iOS 16.4 or later).',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    outside.unmount();

    browser.iPhone(true);
    vendorSwitch();
    expect(screen.getByRole('button', { name: 'Tell me on this phone' })).toBeInTheDocument();
  });

  it('says the failure in plain words when the server cannot be reached, and lets them try again', async () => {
    vi.mocked(handle.backend.call).mockRejectedValueOnce(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    const { user } = vendorSwitch();
    await user.click(screen.getByRole('button', { name: 'Tell me on this phone' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      /^Notifications could not be turned on\./,
    );
    expect(screen.getByRole('button', { name: 'Tell me on this phone' })).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import { backendError, plainMessage } from '../../port/errors';
import type { BackendErrorCode } from '../../port/types';
import { renderRoutes } from '../../testing/render';
import { staffTestBackend } from '../../testing/staff-fixtures';
import ForgetPasswordScreen from './forget-password-screen';
import LoginScreen from './login-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

function renderLogin() {
  return renderRoutes(
    { '/login': <LoginScreen />, '/forgetPassword': <ForgetPasswordScreen /> },
    '/login',
  );
}

const wrongCredentials = plainMessage('auth/invalid-credential');

describe('/login', () => {
  it('asks for the email and password before calling anyone', async () => {
    const auth = await handle.backend.auth();
    const signIn = vi.spyOn(auth, 'signInWithEmail');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('refuses a password under 8 characters without a call', async () => {
    const auth = await handle.backend.auth();
    const signIn = vi.spyOn(auth, 'signInWithEmail');
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@town.demo');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      screen.getByText('Passwords have at least 8 characters. Please check what you typed.'),
    ).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('gives a wrong password and an unknown account the same plain sentence', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@town.demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCredentials);
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nobody@town.demo');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCredentials);
  });

  it.each<BackendErrorCode>([
    'auth/too-many-requests',
    'auth/network-request-failed',
    'auth/invalid-email',
    'timeout',
  ])('turns %s into its plain sentence, never the code', async (code) => {
    const auth = await handle.backend.auth();
    vi.spyOn(auth, 'signInWithEmail').mockRejectedValueOnce(backendError(code));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@town.demo');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(plainMessage(code));
    expect(alert.textContent).not.toContain(code);
  });

  it('signs the admin in and opens /admin', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), '  Admin@Town.demo ');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('current path')).toHaveTextContent('/admin');
  });
});

describe('/forgetPassword', () => {
  it('checks the email, then says the link is on its way', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@town.demo');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await handle.internals.latestResetCode('admin@town.demo')).not.toBeNull();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useCartStore } from '../../stores/cart-store';
import { CurrentPath, renderAt } from '../../testing/render';
import { AppShell } from '../app';

function renderShell(path = '/') {
  return renderAt(
    <>
      <AppShell />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    path,
  );
}

beforeEach(() => {
  useCartStore.setState({ cart: [] });
});

describe('the shell', () => {
  it('shows the title, the main links, the footer and the demo banner', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Town Services' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Contact', 'Find Order']) {
      expect(main).toContainElement(screen.getAllByRole('link', { name })[0] ?? null);
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent('About us');
    expect(screen.getByText('Demo mode — data stays in this browser')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Everything in town, one tap away' }),
    ).toBeInTheDocument();
  });

  it('shows the Cart link with the number of lines only when the cart has lines', async () => {
    renderShell();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    act(() =>
      useCartStore.getState().updateCart({ id: 'p1', name: 'Rice', quantity: 1, stock: 5 }, 1),
    );
    // The link is a chunk of its own, loaded once the page is idle (app/shell/cart-slot.tsx).
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute(
      'href',
      '/cart',
    );
    act(() =>
      useCartStore.getState().updateCart({ id: 'p2', name: 'Dal', quantity: 1, stock: 5 }, 1),
    );
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    act(() => useCartStore.getState().clearCart());
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('has a bottom bar with Home, Contact and Find Order', () => {
    renderShell();
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(quick).toHaveTextContent('Home');
    expect(quick).toHaveTextContent('Contact');
    expect(quick).toHaveTextContent('Find Order');
  });

  it('leaves the customer’s links, cart, bottom bar and footer off the staff screens', async () => {
    act(() =>
      useCartStore.getState().updateCart({ id: 'p1', name: 'Rice', quantity: 1, stock: 5 }, 1),
    );
    for (const path of ['/vendorLogin', '/vendor/grocery', '/delivery/screen', '/admin/shops']) {
      const { unmount } = renderShell(path);
      expect(screen.getByRole('link', { name: 'Town Services' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Find Order' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      unmount();
    }
    renderShell('/contact');
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    renderShell('/no/such/page');
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });

  it('scrolls to the top, removes a leftover backdrop and clears <body> on a route change', async () => {
    const { user } = renderShell();
    await screen.findByRole('heading', { name: 'Everything in town, one tap away' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const backdrop = document.createElement('div');
    backdrop.className = 'modal-backdrop fade show';
    document.body.append(backdrop);
    document.body.className = 'modal-open';
    document.body.style.overflow = 'hidden';

    await user.click(screen.getByRole('link', { name: 'About us' }));

    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(document.querySelector('.modal-backdrop')).toBeNull();
    expect(document.body).not.toHaveAttribute('class');
    expect(document.body).not.toHaveAttribute('style');
  });
});

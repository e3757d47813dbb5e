import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryHistory,
  HistoryRouter,
  Link,
  Navigate,
  NavLink,
  useLocation,
  useNavigationType,
} from './router';

function Where() {
  const { pathname, key } = useLocation();
  return (
    <p>
      {pathname} {useNavigationType()} {key}
    </p>
  );
}

function renderAt(path: string, children: ReactNode) {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(
    <HistoryRouter history={history}>
      {children}
      <Where />
    </HistoryRouter>,
  );
  return history;
}

describe('the router', () => {
  it('follows a link in the page, with its state, and says how the user got there', async () => {
    const history = renderAt(
      '/about',
      <Link to="/login" state={{ title: 'Sign In' }}>
        Sign In
      </Link>,
    );
    expect(screen.getByText(/\/about POP/)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText(/\/login PUSH/)).toBeTruthy();
    expect(history.location.state).toEqual({ title: 'Sign In' });
    expect(history.index).toBe(1);

    act(() => history.back());
    expect(await screen.findByText(/\/about POP/)).toBeTruthy();
  });

  it('leaves a new-tab click and a link for another window to the browser', () => {
    const history = renderAt(
      '/about',
      <>
        <Link to="/login">Sign In</Link>
        <Link to="/signup" target="_blank">
          Create Account
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(history.location.pathname).toBe('/about');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('marks the link of the page on screen, and replaces the entry when asked', async () => {
    const history = renderAt(
      '/about',
      <>
        <NavLink to="/about">About You</NavLink>
        <NavLink to="/education" replace>
          Your Academics
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'About You' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Your Academics' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Your Academics' }));
    expect(await screen.findByText(/\/education REPLACE/)).toBeTruthy();
    expect(history.index).toBe(0);
    expect(screen.getByRole('link', { name: 'Your Academics' }).getAttribute('aria-current')).toBe('page');
  });

  it('redirects once rendered, with the state given', async () => {
    const history = renderAt('/', <Navigate replace to="/about?x=1" state={{ successMessage: 'Hi' }} />);
    expect(await screen.findByText(/\/about REPLACE/)).toBeTruthy();
    expect(history.location.search).toBe('?x=1');
    expect(history.location.state).toEqual({ successMessage: 'Hi' });
  });
});

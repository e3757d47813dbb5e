import { MESSAGES } from '@portico/application';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Your password was reset.')}>
        success
      </button>
      <button type="button" onClick={() => toast.error('The server is down.')}>
        error
      </button>
      <button type="button" onClick={() => toast.error('Wrong password.', 'Log In Error')}>
        titled error
      </button>
    </>
  );
}

function renderToasts() {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  // A fake clock also advances by itself, so Testing Library's polling still works.
  return userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
}

async function toastWith(message: string): Promise<HTMLElement> {
  const toast = (await screen.findByText(message)).closest('li');
  if (!toast) throw new Error(`no toast holds "${message}"`);
  return toast;
}

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('titles a success toast Success, gives it a Close button, and closes it after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderToasts();

    await user.click(screen.getByRole('button', { name: 'success' }));

    const toast = await toastWith('Your password was reset.');
    expect(within(toast).getByText(MESSAGES.successToastTitle)).toBeTruthy();
    expect(within(toast).getByRole('button', { name: MESSAGES.close })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_100);
    });
    expect(screen.queryByText('Your password was reset.')).toBeNull();
  });

  it('titles an error toast Error by default and keeps it for 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderToasts();

    await user.click(screen.getByRole('button', { name: 'error' }));

    const toast = await toastWith('The server is down.');
    expect(within(toast).getByText(MESSAGES.errorToastTitle)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByText('The server is down.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(240_100);
    });
    expect(screen.queryByText('The server is down.')).toBeNull();
  });

  it('takes a title for an error toast and closes it with its visible Close button', async () => {
    const user = renderToasts();

    await user.click(screen.getByRole('button', { name: 'titled error' }));
    const toast = await toastWith('Wrong password.');
    expect(within(toast).getByText('Log In Error')).toBeTruthy();

    await user.click(within(toast).getByRole('button', { name: MESSAGES.close }));
    expect(screen.queryByText('Wrong password.')).toBeNull();
  });

  it('puts the toasts in a region named after the F8 hotkey', async () => {
    const user = renderToasts();

    await user.click(screen.getByRole('button', { name: 'success' }));
    await toastWith('Your password was reset.');

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});

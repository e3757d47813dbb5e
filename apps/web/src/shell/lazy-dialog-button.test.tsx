import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../ui/dialog';
import { LazyDialogButton, type LazyDialogProps } from './lazy-dialog-button';

function NoticeDialog(control: LazyDialogProps) {
  return (
    <Dialog title="Notice" description="A notice." {...control}>
      <p>Read me.</p>
    </Dialog>
  );
}

describe('LazyDialogButton', () => {
  it('fetches the dialog again after a failed fetch, and opens it once its code is in', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk did not arrive')) : Promise.resolve(NoticeDialog);
    };
    const user = userEvent.setup();
    render(<LazyDialogButton label="Notice" load={load} />);
    const button = screen.getByRole('button', { name: 'Notice' });

    // The focus's fetch fails: nothing opens, and the button says so.
    button.focus();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});

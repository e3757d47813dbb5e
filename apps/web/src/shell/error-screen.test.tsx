import { MESSAGES } from '@portico/application';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../api/api-error';
import { ErrorDialog } from '../ui/error-dialog';
import { AppErrorBoundary } from './app-error-boundary';
import { DialogErrorBoundary } from '../ui/dialog-error-boundary';
import { ErrorScreen } from './error-screen';

function Explode({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorScreen', () => {
  it('says what went wrong in a main landmark, titled Something went wrong.', async () => {
    render(<ErrorScreen />);

    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong.');
    expect(main.textContent).toContain(MESSAGES.errorScreenBody);
    await waitFor(() => expect(document.title).toBe(MESSAGES.errorScreenTitle));
  });

  it('replaces whatever threw below the app error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Explode error={new Error('render failed')} />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.errorScreenTitle })).toBeTruthy();
  });
});

describe('ErrorDialog', () => {
  it('is headed Error unless given a title', () => {
    render(<ErrorDialog open onOpenChange={() => {}} message="The upload failed." />);

    const dialog = screen.getByRole('dialog', { name: MESSAGES.defaultDialogHeader });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('The upload failed.');
  });
});

describe('DialogErrorBoundary', () => {
  function Harness({ onReset, error }: { onReset: () => void; error: unknown }) {
    const [broken, setBroken] = useState(true);
    return (
      <DialogErrorBoundary
        onReset={() => {
          setBroken(false);
          onReset();
        }}
      >
        {broken ? <Explode error={error} /> : <p>Working again</p>}
      </DialogErrorBoundary>
    );
  }

  it('shows an Unexpected Error dialog, and on Close renders its children again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<Harness onReset={onReset} error={new TypeError('x is undefined')} />);

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.unexpectedErrorDialogTitle });
    // A programming error's own text is no use to an applicant: the generic message stands in.
    expect(dialog.textContent).toContain(MESSAGES.unexpectedError);

    await user.click(screen.getByRole('button', { name: MESSAGES.close }));

    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Working again')).toBeTruthy();
  });

  it("shows an API error's own message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness onReset={() => {}} error={new ServerError(503, 'The service is busy.')} />);

    expect(
      (await screen.findByRole('dialog', { name: MESSAGES.unexpectedErrorDialogTitle })).textContent,
    ).toContain('The service is busy.');
  });
});

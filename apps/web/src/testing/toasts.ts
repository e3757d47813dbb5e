import { screen, waitFor } from '@testing-library/react';

/** The toast that holds `message` (the same words may also stand beside a field), and its title. */
export async function findToast(message: string): Promise<{ toast: HTMLElement; title: string }> {
  const toast = await waitFor(() => {
    const found = screen
      .getAllByText(message)
      .map((element) => element.closest<HTMLElement>('li.toast'))
      .find((element) => element !== null);
    if (!found) throw new Error(`no toast holds "${message}"`);
    return found;
  });
  const title = toast.querySelector('.toast__title')?.textContent ?? '';
  return { toast, title };
}

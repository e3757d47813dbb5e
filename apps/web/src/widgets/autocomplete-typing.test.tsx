import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { comboboxCode } from './autocomplete-widget';
import { renderedAnswers, renderWidgets } from './testing/render-widgets';
import { nodesForKind } from './testing/widget-fixtures';

/** The combobox's code arrives only when the test lets it: a slow phone, a busy network. */
let letComboboxIn: () => void = () => undefined;
const comboboxIn = new Promise<void>((resolve) => {
  letComboboxIn = resolve;
});

describe('typing while the combobox loads (issue 31)', () => {
  test('every key typed is kept, and the combobox carries on with the text, the focus and the caret', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } }))),
    );
    // The combobox's code held back where the widget loads it, not by mocking its module: a module
    // a worker already held did not wait (two CI runs). The spy is restored after the test (setup.ts).
    const load = comboboxCode.load;
    const held = vi.spyOn(comboboxCode, 'load').mockImplementation(() => comboboxIn.then(load));
    renderWidgets(nodesForKind('autocomplete'));
    const plain = screen.getByLabelText('Search for Your School');
    await userEvent.click(plain);
    await userEvent.keyboard('1420 Ce');
    expect(held).toHaveBeenCalled();
    // Still the plain input, which has kept the focus and every key.
    expect(screen.queryByRole('combobox', { name: 'Search for Your School' })).toBeNull();
    expect(document.activeElement).toBe(plain);
    expect((plain as HTMLInputElement).value).toBe('1420 Ce');
    // The caret moved back two places before the combobox comes.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');

    letComboboxIn();
    const combobox = await screen.findByRole('combobox', { name: 'Search for Your School' });
    expect((combobox as HTMLInputElement).value).toBe('1420 Ce');
    expect(document.activeElement).toBe(combobox);
    expect((combobox as HTMLInputElement).selectionStart).toBe(5);

    await userEvent.keyboard('X');
    expect((combobox as HTMLInputElement).value).toBe('1420 XCe');
    // Left as typed, the text is the applicant's own entry, though it was typed before the combobox.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await waitFor(() => expect(renderedAnswers()).toMatchObject({ hs_name: '1420 XCe' }));
  });
});

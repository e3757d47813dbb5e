import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { axeViolations, renderedAnswers, renderWidgets } from './testing/render-widgets';
import { nodesForKind } from './testing/widget-fixtures';

const SUGGESTIONS = [
  { id: '110001', text: 'Central High School', sub_text: 'Macon, GA' },
  { id: '110002', text: 'Central Prep Academy', sub_text: 'Athens, GA' },
];
const RECORD = {
  id: '110001',
  ceeb: '110001',
  name: 'Central High School',
  address_line_1: '1 School Rd',
  city: 'Macon',
  state: 'GA',
  zip: '31201',
  country: 'USA',
};

/** /lookup/find answers: suggestions for any text, the record for its id (or a failure). */
function stubLookups({ suggestions = SUGGESTIONS, recordStatus = 200 } = {}) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    const body = url.searchParams.has('id') ? RECORD : suggestions;
    const status = url.searchParams.has('id') ? recordStatus : 200;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openCombobox() {
  await userEvent.click(screen.getByLabelText('Search for Your School'));
  return screen.findByRole('combobox', { name: 'Search for Your School' });
}

describe('the creatable autocomplete', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  test('Page Down and Page Up move the highlight five options at a time (the select menu page size)', async () => {
    const highlighted = () => document.querySelector('.combobox__option--highlighted')?.textContent;
    const many = Array.from({ length: 5 }, (_, n) => ({
      id: `11000${n}`,
      text: `School ${n}`,
      sub_text: 'Macon, GA',
    }));
    stubLookups({ suggestions: many });
    renderWidgets(nodesForKind('autocomplete'));
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'School');
    await screen.findByRole('option', { name: /School 0/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toContain('School 0');
    await userEvent.keyboard('{PageDown}');
    expect(highlighted()).toBe('Use: School');
    await userEvent.keyboard('{PageUp}');
    expect(highlighted()).toContain('School 0');
  });

  test("with less than the menu's minimum height of room below the field, the menu opens above it", async () => {
    stubLookups();
    renderWidgets(nodesForKind('autocomplete'));
    const combobox = await openCombobox();
    vi.spyOn(combobox, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 100, width: 300, height: 40 }),
    );
    await userEvent.type(combobox, 'Cent');
    await screen.findByRole('option', { name: /Central High School/ });
    expect(screen.getByRole('listbox').parentElement?.className).toContain('combobox__popup--above');
  });

  test('is a combobox that suggests at most 5 schools and fills the school fields from the chosen one', async () => {
    const fetchMock = stubLookups();
    const view = renderWidgets(nodesForKind('autocomplete'));
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'Cent');
    const option = await screen.findByRole('option', { name: /Central High School/ });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Central High SchoolMacon, GA', 'Central Prep AcademyAthens, GA', 'Use: Cent']);
    expect(await axeViolations(view.container)).toEqual([]);
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('text='));
    expect(searches.at(-1)).toBe('/lookup/find?text=Cent&category=hs_ceeb&max_results=5');
    // Debounced: four key presses, far fewer requests.
    expect(searches.length).toBeLessThan(4);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(option).toBeTruthy();
    await waitFor(() =>
      expect(renderedAnswers()).toMatchObject({
        hs_name: 'Central High School',
        hs_ceeb: '110001',
        hs_address_line_1: '1 School Rd',
        hs_city: 'Macon',
        hs_country: 'USA',
        hs_country_desc: 'United States',
        hs_state: 'GA',
        hs_state_desc: 'Georgia',
      }),
    );
    expect((combobox as HTMLInputElement).value).toBe('Central High School');
    expect(screen.queryByText('Enter your school information below.')).toBeNull();
  });

  test("'Use: …' stores the typed school, clears the mapped fields, and shows the hint", async () => {
    stubLookups({ suggestions: [] });
    renderWidgets(nodesForKind('autocomplete'), {
      answers: {
        hs_name: 'Old',
        hs_ceeb: '1',
        hs_city: 'Macon',
        hs_country: 'USA',
        hs_country_desc: 'United States',
      },
    });
    const combobox = await openCombobox();
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'Hilltop School');
    expect(await screen.findByText('No options')).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Use: Hilltop School' }));
    expect(renderedAnswers()).toMatchObject({
      hs_name: 'Hilltop School',
      hs_ceeb: null,
      hs_city: null,
      hs_country: null,
      hs_country_desc: null,
    });
    expect(screen.getByText('Enter your school information below.')).toBeTruthy();
    expect(combobox.getAttribute('aria-describedby')).toContain('hs_name-own-entry');
  });

  test("a school's record arriving after 'Use: …' was chosen changes nothing", async () => {
    let sendRecord: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const url = new URL(String(input), 'http://localhost');
        const respond = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (!url.searchParams.has('id')) return Promise.resolve(respond(SUGGESTIONS));
        // The record is slow: it arrives only when the test says.
        return new Promise((resolve) => (sendRecord = () => resolve(respond(RECORD))));
      }),
    );
    renderWidgets(nodesForKind('autocomplete'));
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'Cent');
    await screen.findByRole('option', { name: /Central High School/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'Hilltop School');
    await userEvent.click(await screen.findByRole('option', { name: 'Use: Hilltop School' }));
    sendRecord();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renderedAnswers()).toMatchObject({ hs_name: 'Hilltop School', hs_ceeb: null, hs_city: null });
  });

  test('clearing the field clears every mapped field and its _desc', async () => {
    stubLookups();
    renderWidgets(nodesForKind('autocomplete'), {
      answers: {
        hs_name: 'Central High School',
        hs_ceeb: '110001',
        hs_city: 'Macon',
        hs_country: 'USA',
        hs_country_desc: 'United States',
      },
    });
    const combobox = await openCombobox();
    await userEvent.clear(combobox);
    expect(renderedAnswers()).toMatchObject({
      hs_name: null,
      hs_ceeb: null,
      hs_city: null,
      hs_country: null,
      hs_country_desc: null,
    });
  });

  test('a failed detail lookup puts the label in the main field and keeps it shown as chosen', async () => {
    stubLookups({ recordStatus: 500 });
    renderWidgets(nodesForKind('autocomplete'), { answers: { hs_city: 'Old town' } });
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'Cent');
    await userEvent.click(await screen.findByRole('option', { name: /Central Prep Academy/ }));
    await waitFor(() => expect(renderedAnswers().hs_name).toBe('Central Prep Academy'));
    expect(renderedAnswers().hs_city).toBeNull();
    expect((combobox as HTMLInputElement).value).toBe('Central Prep Academy');
  });

  test('a failed suggestion request silently gives no options', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    renderWidgets(nodesForKind('autocomplete'));
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'Cent');
    expect(await screen.findByText('No options')).toBeTruthy();
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Use: Cent']);
  });

  test('suggestions that arrive while an option is highlighted leave the highlight on that option', async () => {
    // Every search waits until released: the list first holds only 'Use: Cent'.
    const release: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        () =>
          new Promise((resolve) => {
            release.push(() =>
              resolve(
                new Response(JSON.stringify(SUGGESTIONS), {
                  headers: { 'content-type': 'application/json' },
                }),
              ),
            );
          }),
      ),
    );
    renderWidgets(nodesForKind('autocomplete'), { answers: { hs_ceeb: '1', hs_city: 'Macon' } });
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'Cent');
    await userEvent.keyboard('{ArrowDown}');
    const highlighted = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted()?.textContent).toBe('Use: Cent');

    await waitFor(() => expect(release.length).toBeGreaterThan(0));
    for (const resolve of release) resolve();
    await screen.findByRole('option', { name: /Central High School/ });
    expect(highlighted()?.textContent).toBe('Use: Cent');
    await userEvent.keyboard('{Enter}');
    expect(renderedAnswers()).toMatchObject({ hs_name: 'Cent', hs_ceeb: null, hs_city: null });
  });

  test('text typed and left is the applicant’s own entry', async () => {
    stubLookups({ suggestions: [] });
    renderWidgets(nodesForKind('autocomplete'));
    const combobox = await openCombobox();
    await userEvent.type(combobox, 'Riverside');
    await userEvent.tab();
    expect(renderedAnswers().hs_name).toBe('Riverside');
  });
});

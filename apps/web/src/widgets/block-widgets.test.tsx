import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { sentBodies } from '../testing/account-fixtures';
import { stubApi } from '../testing/render-app';
import { axeViolations, renderedAnswers, renderWidgets } from './testing/render-widgets';
import {
  ADD_ANOTHER_FIXTURE,
  CONDITION_GROUP_FIXTURE,
  CONDITIONAL_FIXTURE,
  CONFIRM_FIXTURE,
  GROUP_FIXTURES,
  RADIO_DRIVEN_FIXTURE,
  TABS_FIXTURE,
} from './testing/widget-fixtures';

describe('every block, in both modes, passes axe', () => {
  const blocks = {
    conditional: CONDITIONAL_FIXTURE,
    conditionGroup: CONDITION_GROUP_FIXTURE,
    confirmToContinue: [CONFIRM_FIXTURE],
    radioDriven: [RADIO_DRIVEN_FIXTURE],
    addAnother: [ADD_ANOTHER_FIXTURE],
    tabs: [TABS_FIXTURE],
    groups: GROUP_FIXTURES,
  };
  test.each(
    Object.entries(blocks).flatMap(([name, nodes]) =>
      (['edit', 'print'] as const).map((mode) => [name, mode, nodes] as const),
    ),
  )('%s in %s mode', async (_name, mode, nodes) => {
    const view = renderWidgets(nodes, {
      mode,
      loggedIn: true,
      answers: { mailing_addr_same_as_perm_addr: 'N', state: 'GA', grad_hs: 'Y' },
    });
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('conditional blocks', () => {
  test('a conditional block hides while its condition holds, and its keys are cleared', async () => {
    renderWidgets(CONDITIONAL_FIXTURE);
    expect(screen.queryByLabelText('Mailing City')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.type(screen.getByLabelText('Mailing City'), 'Macon');
    expect(renderedAnswers().mailing_city).toBe('Macon');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByLabelText('Mailing City')).toBeNull();
    expect(renderedAnswers().mailing_city).toBeNull();
  });

  test('a condition group shows the first true branch and clears the others', async () => {
    renderWidgets(CONDITION_GROUP_FIXTURE, { answers: { state: 'GA', georgia_county: 'Bibb' } });
    expect(screen.getByLabelText('Georgia county')).toBeTruthy();
    const state = screen.getByLabelText('State code');
    await userEvent.clear(state);
    await userEvent.type(state, 'AL');
    expect(screen.queryByLabelText('Georgia county')).toBeNull();
    expect(screen.getByLabelText('Alabama county')).toBeTruthy();
    expect(renderedAnswers().georgia_county).toBeNull();
  });

  test('confirm to continue shows "after" on the button press and moves focus into it', async () => {
    renderWidgets([CONFIRM_FIXTURE]);
    expect(screen.getByText('These questions are optional.')).toBeTruthy();
    expect(screen.queryByLabelText('What is your gender identity?')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Answer questions about gender identity' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('What is your gender identity?')),
    );
  });

  test('confirm to continue is open when one of its questions is answered', () => {
    renderWidgets([CONFIRM_FIXTURE], { answers: { gender_iden: 'WOMAN' } });
    expect(screen.getByLabelText('What is your gender identity?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer questions about gender identity' })).toBeNull();
  });

  test('a radio-driven block shows the content of the selected answer and clears the other', async () => {
    renderWidgets([RADIO_DRIVEN_FIXTURE]);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText('High School Name'), 'Central');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('High School Name')).toBeNull();
    expect(screen.getByLabelText('GED Month')).toBeTruthy();
    expect(renderedAnswers()).toMatchObject({ grad_hs: 'N', grad_hs_desc: 'No', hs_name: null });
  });
});

describe('Add Another', () => {
  test('anonymous visitors get one component and no button', () => {
    renderWidgets([ADD_ANOTHER_FIXTURE]);
    expect(screen.getByRole('heading', { name: 'College 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Another' })).toBeNull();
  });

  test('a logged-in student adds components up to the maximum, each saved as the count', async () => {
    const fetchMock = stubApi({ 'PUT /api/add-another': { status: 200, body: { message: 'ok' } } });
    renderWidgets([ADD_ANOTHER_FIXTURE], { loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    const heading = await screen.findByRole('heading', { name: 'College 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    await screen.findByRole('heading', { name: 'College 3' });
    expect(screen.queryByRole('button', { name: 'Add Another' })).toBeNull();
    expect(sentBodies(fetchMock, 'PUT', '/api/add-another')).toEqual([
      { button_id: 'prior_colleges', num_components: 2 },
      { button_id: 'prior_colleges', num_components: 3 },
    ]);
  });

  test('a saved count shows that many components; a failure toasts and adds none', async () => {
    stubApi({ 'PUT /api/add-another': { status: 500, body: { message: 'down' } } });
    renderWidgets([ADD_ANOTHER_FIXTURE], { loggedIn: true, addAnother: { prior_colleges: 2 } });
    expect(screen.getByRole('heading', { name: 'College 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(await screen.findByText('Error adding another College 3')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'College 3' })).toBeNull();
  });
});

describe('Add Another: Remove (issue 14)', () => {
  test('an empty last component is removed at once: the count saved one lower, focus on the one above', async () => {
    const fetchMock = stubApi({ 'PUT /api/add-another': { status: 200, body: { message: 'ok' } } });
    renderWidgets([ADD_ANOTHER_FIXTURE], { loggedIn: true, addAnother: { prior_colleges: 2 } });
    expect(screen.queryByRole('button', { name: 'Remove College 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove College 2' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'College 2' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'College 1' })),
    );
    expect(sentBodies(fetchMock, 'PUT', '/api/add-another')).toEqual([
      { button_id: 'prior_colleges', num_components: 1 },
    ]);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  test('a last component with answers asks first: Cancel keeps it, Remove deletes it and its answers', async () => {
    const fetchMock = stubApi({ 'PUT /api/add-another': { status: 200, body: { message: 'ok' } } });
    renderWidgets([ADD_ANOTHER_FIXTURE], {
      loggedIn: true,
      addAnother: { prior_colleges: 2 },
      answers: { college_2_name: 'Second College' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove College 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove College 2?' });
    expect(dialog.textContent).toContain('The answers you gave for College 2 will be deleted.');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'College 2' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/add-another')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove College 2' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove College 2?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'College 2' })).toBeNull());
    expect(renderedAnswers().college_2_name ?? null).toBeNull();
    expect(sentBodies(fetchMock, 'PUT', '/api/add-another')).toEqual([
      { button_id: 'prior_colleges', num_components: 1 },
    ]);
  });
});

describe('tabs', () => {
  test('anonymous visitors see only the default tab', () => {
    renderWidgets([TABS_FIXTURE]);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Home Phone')).toBeTruthy();
  });

  test('a logged-in student switches tabs: saved, and the other tab is cleared', async () => {
    const fetchMock = stubApi({ 'PUT /api/tabs': { status: 200, body: { message: 'ok' } } });
    renderWidgets([TABS_FIXTURE], { loggedIn: true, answers: { phone_home: '(202) 555-0123' } });
    const list = screen.getByRole('tablist', { name: 'Where is your phone number?' });
    const us = within(list).getByRole('tab', { name: 'U.S. Phone Numbers' });
    expect(us.getAttribute('aria-selected')).toBe('true');
    // Arrows move the focus only (manual activation); Enter chooses.
    us.focus();
    await userEvent.keyboard('{ArrowRight}');
    const international = within(list).getByRole('tab', { name: 'International Phone Number' });
    expect(document.activeElement).toBe(international);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(international.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'International Phone Number' })).toBeTruthy();
    expect(renderedAnswers().phone_home).toBeNull();
    expect(sentBodies(fetchMock, 'PUT', '/api/tabs')).toEqual([
      { tab_id: 'phone_numbers', chosen_tab: 'international_phone' },
    ]);
  });

  test('a failed switch toasts and keeps the tab and its answers', async () => {
    stubApi({ 'PUT /api/tabs': { status: 500, body: { message: 'down' } } });
    renderWidgets([TABS_FIXTURE], { loggedIn: true, answers: { phone_home: '(202) 555-0123' } });
    await userEvent.click(screen.getByRole('tab', { name: 'International Phone Number' }));
    expect(await screen.findByText('Error handling tabs for International Phone Number')).toBeTruthy();
    expect(renderedAnswers().phone_home).toBe('(202) 555-0123');
  });
});

describe('field groups', () => {
  test('month and year are two labelled dropdowns in one fieldset', async () => {
    renderWidgets(GROUP_FIXTURES);
    const group = screen.getByRole('group', { name: 'When did you graduate?' });
    await userEvent.selectOptions(within(group).getByLabelText('Graduation Month'), 'June');
    expect(renderedAnswers()).toMatchObject({ grad_month: '6', grad_month_desc: 'June' });
    expect(
      within(within(group).getByLabelText('Graduation Year')).getAllByRole('option')[0]?.textContent,
    ).toBe('--');
  });

  test('the phone block has its SMS opt-in checkbox; the check group its checkboxes', async () => {
    renderWidgets(GROUP_FIXTURES);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me text message updates.' }));
    const race = screen.getByRole('group', { name: 'Which of these describe your race?' });
    await userEvent.click(within(race).getByRole('checkbox', { name: 'Asian' }));
    expect(renderedAnswers()).toMatchObject({ optin_sms_ind: true, race_asian: true });
    expect(screen.getByText('Test State University welcomes you.')).toBeTruthy();
  });
});

test('a block whose heading just above says the same keeps its legend for screen readers only', () => {
  renderWidgets([
    {
      type: 'address',
      id: 'permanent_address_block',
      legend: 'Permanent Address',
      legendHidden: true,
      children: [{ kind: 'text', key: 'city', label: 'City' }],
    },
  ]);
  const group = screen.getByRole('group', { name: 'Permanent Address' });
  expect(group.querySelector('legend')?.className).toContain('visually-hidden');
});

test('the print leaves out an empty optional block, and keeps one answered or required', () => {
  const block = (required: boolean) => ({
    type: 'address' as const,
    id: 'college_1_block',
    legend: 'College or University',
    children: [
      {
        kind: 'text' as const,
        key: 'college_1_city',
        label: 'City',
        ...(required ? { required: true as const } : {}),
      },
    ],
  });
  const empty = renderWidgets([block(false)], { mode: 'print' });
  expect(screen.queryByText('College or University')).toBeNull();
  empty.unmount();
  const answered = renderWidgets([block(false)], { mode: 'print', answers: { college_1_city: 'Macon' } });
  expect(screen.getByText('Macon')).toBeTruthy();
  answered.unmount();
  renderWidgets([block(true)], { mode: 'print' });
  expect(screen.getByText('College or University')).toBeTruthy();
});

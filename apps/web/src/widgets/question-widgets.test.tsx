import { MESSAGES, QUESTION_KINDS, type QuestionKind } from '@portico/application';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { readDateDraft } from '../session/date-drafts';
import { axeViolations, renderedAnswers, renderedStore, renderWidgets } from './testing/render-widgets';
import { nodesForKind, QUESTION_FIXTURES } from './testing/widget-fixtures';

/** An answer for each kind's fixture, as a student would have saved it. */
const FILLED: { [K in QuestionKind]: Record<string, string | boolean> } = {
  text: { first_name: 'Ada' },
  textarea: { conviction_comment: 'A parking matter.' },
  email: { counselor_email_address: 'c@example.edu' },
  phone: { phone_home: '(202) 555-0123' },
  ssn: { ssn: '123-45-6789' },
  number: { hs_gpa: '3.45' },
  dateOfBirth: { birth_date: '2007-03-27' },
  select: { gpa_scale: '4', gpa_scale_desc: '4.0' },
  radio: { gender: 'F', gender_desc: 'Female' },
  conditionalSelect: { country: 'USA', country_desc: 'United States', state: 'GA', state_desc: 'Georgia' },
  checkbox: { legal_agree: true },
  autocomplete: { hs_name: 'Central High School', hs_ceeb: '110001' },
  fileUpload: {},
};

describe.each(QUESTION_KINDS)('the %s widget', (kind) => {
  test.each(['edit', 'print'] as const)(
    'renders its fixture in %s mode, empty and filled, with no axe violations',
    async (mode) => {
      const empty = renderWidgets(nodesForKind(kind), { mode });
      expect(await axeViolations(empty.container)).toEqual([]);
      empty.unmount();
      const filled = renderWidgets(nodesForKind(kind), { mode, answers: FILLED[kind] });
      expect(await axeViolations(filled.container)).toEqual([]);
    },
  );

  test('its input is found by its label, and its id is the answer key', () => {
    renderWidgets(nodesForKind(kind), { answers: FILLED[kind] });
    const question = QUESTION_FIXTURES[kind];
    const target = document.getElementById(question.key);
    expect(target, `an element with id ${question.key}`).not.toBeNull();
    if (kind === 'fileUpload') {
      expect(screen.getByRole('group', { name: question.label })).toBeTruthy();
      return;
    }
    const named =
      kind === 'radio'
        ? screen.getByRole('radio', { name: 'Male' })
        : screen.getAllByLabelText(kind === 'dateOfBirth' ? 'Month' : question.label)[0];
    expect(named).toBe(target);
  });
});

test('an optional question says (optional) beside its label, read out as its description', () => {
  const optional = renderWidgets(nodesForKind('select'));
  const select = screen.getByLabelText('GPA Scale');
  expect(select.getAttribute('aria-describedby')).toBe('gpa_scale-optional');
  expect(document.getElementById('gpa_scale-optional')?.textContent).toBe(MESSAGES.optionalMark);
  optional.unmount();
  renderWidgets(nodesForKind('text'));
  expect(screen.queryByText(MESSAGES.optionalMark)).toBeNull();
});

test('a refused answer is said at the question as soon as it is chosen, with where to go instead', async () => {
  renderWidgets([
    {
      kind: 'radio',
      key: 'deferred_action',
      label: 'Do you have DACA?',
      options: { list: 'yesNo' },
      refuse: { values: ['N'], message: MESSAGES.internationalApplication, link: 'internationalApplication' },
    },
  ]);
  expect(screen.queryByText(MESSAGES.internationalApplication)).toBeNull();
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(screen.getByText(MESSAGES.internationalApplication)).toBeTruthy();
  const link = screen.getByRole('link', { name: /International Application/ });
  expect(link.getAttribute('href')).toBe('https://test.example.edu/international');
  expect(await axeViolations(document.body)).toEqual([]);
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(screen.queryByText(MESSAGES.internationalApplication)).toBeNull();
});

describe('what widgets commit', () => {
  test('text commits as it is typed', async () => {
    renderWidgets(nodesForKind('text'));
    await userEvent.type(screen.getByLabelText('Legal First Name'), 'Ada');
    expect(renderedAnswers().first_name).toBe('Ada');
    expect(screen.getByLabelText('Legal First Name').getAttribute('aria-describedby')).toBe(
      'first_name-hint',
    );
    expect(screen.getByLabelText('Legal First Name').getAttribute('maxlength')).toBe('45');
  });

  test('a select stores the value and its label in _desc', async () => {
    renderWidgets(nodesForKind('select'));
    await userEvent.selectOptions(screen.getByLabelText('GPA Scale'), '4.0');
    expect(renderedAnswers()).toMatchObject({ gpa_scale: '4', gpa_scale_desc: '4.0' });
    await userEvent.selectOptions(screen.getByLabelText('GPA Scale'), '--');
    expect(renderedAnswers()).toMatchObject({ gpa_scale: '', gpa_scale_desc: '' });
  });

  test('a radio list is a fieldset named by the question, storing the value and _desc', async () => {
    renderWidgets(nodesForKind('radio'));
    const group = screen.getByRole('group', { name: 'Legal Sex' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Female' }));
    expect(renderedAnswers()).toMatchObject({ gender: 'F', gender_desc: 'Female' });
  });

  test('a checkbox stores a boolean', async () => {
    renderWidgets(nodesForKind('checkbox'));
    const box = screen.getByRole('checkbox', { name: 'I certify that this is accurate.' });
    await userEvent.click(box);
    expect(renderedAnswers().legal_agree).toBe(true);
    await userEvent.click(box);
    expect(renderedAnswers().legal_agree).toBe(false);
  });

  test('the text area commits on blur and counts characters against its limit', async () => {
    renderWidgets(nodesForKind('textarea'));
    const area = screen.getByLabelText('Tell us what happened.');
    expect(area.getAttribute('rows')).toBe('6');
    await userEvent.type(area, 'Hello');
    expect(screen.getByText('Character count: 5 / 20')).toBeTruthy();
    expect(renderedAnswers().conviction_comment).toBeUndefined();
    await userEvent.tab();
    expect(renderedAnswers().conviction_comment).toBe('Hello');
  });

  test('the phone input reformats as it is typed into (999) 999-9999', async () => {
    renderWidgets(nodesForKind('phone'));
    const phone = screen.getByLabelText('Home Phone');
    await userEvent.type(phone, '2025550123');
    expect((phone as HTMLInputElement).value).toBe('(202) 555-0123');
    expect(renderedAnswers().phone_home).toBe('(202) 555-0123');
  });

  test('the SSN input takes 3-2-4 digits with hyphens', async () => {
    renderWidgets(nodesForKind('ssn'));
    await userEvent.type(screen.getByLabelText('What is your Social Security number?'), '123456789');
    expect(renderedAnswers().ssn).toBe('123-45-6789');
  });

  test('the date of birth commits only a valid date, otherwise clears the stored value', async () => {
    renderWidgets(nodesForKind('dateOfBirth'), { answers: { birth_date: '2007-03-27' } });
    const group = screen.getByRole('group', { name: 'Date of Birth' });
    const day = within(group).getByLabelText('Day');
    expect((day as HTMLInputElement).value).toBe('27');
    await userEvent.clear(day);
    await userEvent.type(day, '31');
    await userEvent.clear(within(group).getByLabelText('Month'));
    await userEvent.type(within(group).getByLabelText('Month'), '2');
    expect(renderedAnswers().birth_date).toBeNull();
    expect((day as HTMLInputElement).value).toBe('31');
    await userEvent.clear(day);
    await userEvent.type(day, '28');
    expect(renderedAnswers().birth_date).toBe('2007-02-28');
  });

  test('the date of birth asks Month, Day, Year, says when the boxes hold no real date, and keeps them through a reload', async () => {
    const view = renderWidgets(nodesForKind('dateOfBirth'));
    const group = screen.getByRole('group', { name: 'Date of Birth' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((box) => box.id),
    ).toEqual(['birth_date', 'birth_date-day', 'birth_date-year']);
    expect(group.textContent).toContain('For example, 3 27 2007');
    await userEvent.type(within(group).getByLabelText('Month'), '2');
    await userEvent.type(within(group).getByLabelText('Day'), '31');
    expect(within(group).queryByText(MESSAGES.birthDateInvalid)).toBeNull();
    await userEvent.type(within(group).getByLabelText('Year'), '2008');
    expect(renderedAnswers().birth_date ?? null).toBeNull();
    expect(within(group).getByText(MESSAGES.birthDateInvalid)).toBeTruthy();
    expect(within(group).getByLabelText('Month').getAttribute('aria-invalid')).toBe('true');

    // A reload of the tab: the boxes hold what was typed, and still say what is wrong.
    view.unmount();
    renderWidgets(nodesForKind('dateOfBirth'));
    const again = screen.getByRole('group', { name: 'Date of Birth' });
    expect(
      within(again)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['2', '31', '2008']);
    expect(within(again).getByText(MESSAGES.birthDateInvalid)).toBeTruthy();
    await userEvent.clear(within(again).getByLabelText('Day'));
    await userEvent.type(within(again).getByLabelText('Day'), '29');
    expect(renderedAnswers().birth_date).toBe('2008-02-29');
    expect(within(again).queryByText(MESSAGES.birthDateInvalid)).toBeNull();
    expect(readDateDraft('birth_date')).toBeUndefined();
  });

  test('a date of birth left half typed says what is wrong once the focus leaves it', async () => {
    renderWidgets(nodesForKind('dateOfBirth'));
    const group = screen.getByRole('group', { name: 'Date of Birth' });
    await userEvent.type(within(group).getByLabelText('Month'), '13');
    await userEvent.tab();
    expect(within(group).queryByText(MESSAGES.birthDateInvalid)).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(group).getByText(MESSAGES.birthDateInvalid)).toBeTruthy();
  });

  test('a conditional dropdown offers the options of the controlling answer and clears when it changes', async () => {
    renderWidgets(nodesForKind('conditionalSelect'));
    expect(screen.queryByLabelText('State/Province')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'USA');
    await userEvent.selectOptions(screen.getByLabelText('State/Province'), 'GA');
    expect(renderedAnswers()).toMatchObject({ state: 'GA', state_desc: 'Georgia' });
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CAN');
    expect(renderedAnswers()).toMatchObject({ country: 'CAN', state: null, state_desc: null });
    expect(
      within(screen.getByLabelText('State/Province')).getByRole('option', { name: 'Ontario' }),
    ).toBeTruthy();
  });

  test('the file upload tells an anonymous visitor that an account comes first', () => {
    renderWidgets(nodesForKind('fileUpload'));
    const group = screen.getByRole('group', { name: 'Upload your transcript' });
    expect(within(group).getByText(MESSAGES.anonymousUpload)).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});

describe('print mode', () => {
  test('shows plain values, checkboxes as [X] or [ ], a masked SSN and radio lists of more than 2 in columns', () => {
    renderWidgets(
      [
        QUESTION_FIXTURES.checkbox,
        QUESTION_FIXTURES.ssn,
        QUESTION_FIXTURES.radio,
        {
          kind: 'radio',
          key: 'citizenship_type',
          label: 'Citizenship',
          options: { list: 'citizenshipTypes' },
        },
      ],
      {
        mode: 'print',
        answers: { legal_agree: true, ssn: '123-45-6789', gender: 'F', citizenship_type: '1' },
      },
    );
    expect(screen.getByText(/\[X\] I certify/)).toBeTruthy();
    expect(screen.getByText('***-**-6789')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByText(/\[X\] U.S. Citizen/)).toBeTruthy();
    expect(screen.getAllByText(/\[ \]/)).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

test('a widget shows its validation messages, tied to it and marked invalid', () => {
  renderWidgets(nodesForKind('text'));
  act(() => renderedStore()?.setErrors({ first_name: ['Legal First Name', 'Legal First Name'] }));
  const input = screen.getByLabelText('Legal First Name');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe('first_name-hint first_name-error');
  expect(document.getElementById('first_name-error')?.textContent).toBe('Legal First Name');
});

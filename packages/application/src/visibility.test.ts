import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWER } from './answers';
import type { FormState } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import type { FormNode } from './block.schema';
import { APPLICATION } from './definition/application';
import { indexDefinition } from './form-tree';
import { fixedOptions } from './options/option-source';
import { rememberedVisibility } from './remembered-visibility';
import {
  clearHiddenAnswers,
  keysToClear,
  resolveVisibility,
  visibilityInputs,
  visibleQuestions,
} from './visibility';

const yesNo = (key: string, extra: object = {}): FormNode => ({
  kind: 'radio',
  key,
  label: key,
  options: { list: 'yesNo' },
  ...extra,
});
const text = (key: string, extra: object = {}): FormNode => ({ kind: 'text', key, label: key, ...extra });
const onePage = (...children: FormNode[]): ApplicationDefinition => ({
  pages: [{ id: 'about', sections: [{ id: 'section', title: 'Section', children }] }],
});
const shown = (definition: ApplicationDefinition, state: FormState) =>
  visibleQuestions(definition, 'about', state).map((question) => question.key);

describe('conditional blocks', () => {
  const definition = onePage(yesNo('same'), {
    type: 'conditional',
    id: 'details',
    hideWhen: { key: 'same', op: 'notEquals', target: 'N' },
    children: [text('street'), yesNo('kind')],
  });

  it('are hidden while their condition holds, and their keys are cleared', () => {
    const state = { answers: { same: 'Y', street: '1 Main St', kind: 'Y', kind_desc: 'Yes' } };
    expect(shown(definition, state)).toEqual(['same']);
    expect(keysToClear(definition, state).sort()).toEqual(['kind', 'kind_desc', 'street']);
    expect(clearHiddenAnswers(definition, state)).toEqual({
      same: 'Y',
      street: EMPTY_ANSWER,
      kind: EMPTY_ANSWER,
      kind_desc: EMPTY_ANSWER,
    });
  });

  it('show their questions and keep their answers otherwise', () => {
    const state = { answers: { same: 'N', street: '1 Main St' } };
    expect(shown(definition, state)).toEqual(['same', 'street', 'kind']);
    expect(keysToClear(definition, state)).toEqual([]);
    expect(clearHiddenAnswers(definition, state)).toEqual(state.answers);
  });

  it('leave empty hidden answers and unknown keys alone', () => {
    expect(keysToClear(definition, { answers: { street: '', external_id: 'A1' } })).toEqual([]);
  });
});

describe('condition groups', () => {
  const definition = onePage(text('state'), {
    type: 'conditionGroup',
    id: 'residency',
    branches: [
      {
        id: 'georgia',
        condition: { key: 'state', op: 'equals', target: 'GA' },
        children: [text('county_ga')],
      },
      {
        id: 'south',
        condition: { key: 'state', op: 'in', target: ['GA', 'AL'] },
        children: [text('county_south')],
      },
    ],
  });

  it('keep the keys of the first true condition and clear the others', () => {
    const state = { answers: { state: 'GA', county_ga: 'Clarke', county_south: 'Old' } };
    expect(shown(definition, state)).toEqual(['state', 'county_ga']);
    expect(keysToClear(definition, state)).toEqual(['county_south']);
    const alabama = { answers: { state: 'AL', county_ga: 'Clarke', county_south: 'Calhoun' } };
    expect(shown(definition, alabama)).toEqual(['state', 'county_south']);
    expect(keysToClear(definition, alabama)).toEqual(['county_ga']);
  });

  it('clear every branch when no condition holds', () => {
    expect(
      keysToClear(definition, { answers: { state: 'TX', county_ga: 'a', county_south: 'b' } }).sort(),
    ).toEqual(['county_ga', 'county_south']);
  });
});

describe('questions shown by a condition', () => {
  it('hide and clear with their showIf, and so does whatever depends on them', () => {
    const definition = onePage(
      yesNo('employed'),
      text('employer', { showIf: { key: 'employed', op: 'equals', target: 'Y' } }),
      text('employer_city', { showIf: { key: 'employer', op: 'answered' } }),
    );
    const state = { answers: { employed: 'N', employer: 'Acme', employer_city: 'Rome' } };
    expect(shown(definition, state)).toEqual(['employed']);
    expect(keysToClear(definition, state).sort()).toEqual(['employer', 'employer_city']);
    expect(shown(definition, { answers: { employed: 'Y', employer: 'Acme' } })).toEqual([
      'employed',
      'employer',
      'employer_city',
    ]);
  });

  it('read a hidden answer as empty, even when the question that reads it comes first', () => {
    const definition = onePage(
      text('note', { showIf: { key: 'detail', op: 'answered' } }),
      yesNo('flag'),
      text('detail', { showIf: { key: 'flag', op: 'equals', target: 'Y' } }),
    );
    const state = { answers: { flag: 'N', detail: 'old', note: 'kept?' } };
    expect(shown(definition, state)).toEqual(['flag']);
    expect(keysToClear(definition, state).sort()).toEqual(['detail', 'note']);
  });

  it('show again what a cleared answer stops hiding', () => {
    const definition = onePage(
      yesNo('flag'),
      text('blocker', { showIf: { key: 'flag', op: 'equals', target: 'Y' } }),
      {
        type: 'conditional',
        id: 'late',
        hideWhen: { key: 'blocker', op: 'answered' },
        children: [text('late_answer')],
      },
    );
    const state = { answers: { flag: 'N', blocker: 'stale', late_answer: 'keep me' } };
    expect(shown(definition, state)).toEqual(['flag', 'late_answer']);
    expect(keysToClear(definition, state)).toEqual(['blocker']);
  });
});

describe('conditional dropdowns', () => {
  const definition = onePage(
    { kind: 'select', key: 'country', label: 'Country', options: { list: 'countries' } },
    {
      kind: 'conditionalSelect',
      key: 'state',
      label: 'State',
      category: 'displayAndOptions',
      controllingKey: 'country',
      optionsByValue: { USA: { list: 'usPostalStates' }, CAN: { list: 'canadianProvinces' } },
    },
    {
      kind: 'conditionalSelect',
      key: 'region',
      label: 'Region',
      category: 'displayOnly',
      controllingKey: 'country',
      matches: ['UK'],
      options: { inline: [{ value: 'SCT', label: 'Scotland' }] },
    },
  );

  it('show while the controlling answer has options, and clear with their _desc otherwise', () => {
    expect(shown(definition, { answers: { country: 'CAN' } })).toEqual(['country', 'state']);
    expect(shown(definition, { answers: { country: 'UK' } })).toEqual(['country', 'region']);
    expect(shown(definition, { answers: {} })).toEqual(['country']);
    expect(
      keysToClear(definition, { answers: { country: 'MEX', state: 'ON', state_desc: 'Ontario' } }).sort(),
    ).toEqual(['state', 'state_desc']);
  });

  it('clear an answer the controlling answer no longer offers, and keep offering the dropdown', () => {
    const state = { answers: { country: 'CAN', state: 'GA', state_desc: 'Georgia' } };
    expect(shown(definition, state)).toEqual(['country', 'state']);
    expect(keysToClear(definition, state).sort()).toEqual(['state', 'state_desc']);
    expect(keysToClear(definition, { answers: { country: 'CAN', state: 'ON' } })).toEqual([]);
  });
});

describe('radio-driven blocks', () => {
  const definition = onePage({
    type: 'radioDriven',
    id: 'completion',
    question: { kind: 'radio', key: 'grad', label: 'Graduated?', options: { list: 'yesNo' } },
    branches: [
      { value: 'Y', children: [text('school')] },
      { value: 'N', children: [text('ged')] },
    ],
  });

  it('show the content of the selected answer and clear the rest', () => {
    expect(shown(definition, { answers: { grad: 'Y' } })).toEqual(['grad', 'school']);
    expect(shown(definition, { answers: { grad: 'N' } })).toEqual(['grad', 'ged']);
    expect(shown(definition, { answers: {} })).toEqual(['grad']);
    expect(keysToClear(definition, { answers: { grad: 'N', school: 'Central High', ged: 'Y' } })).toEqual([
      'school',
    ]);
  });
});

describe('add-another, tabs and confirm-to-continue', () => {
  const definition = onePage(
    {
      type: 'addAnother',
      id: 'colleges',
      maxNumberOfComponents: 3,
      components: [1, 2, 3].map((number) => ({ label: `College ${number}`, children: [text(`c${number}`)] })),
    },
    {
      type: 'tabs',
      id: 'phones',
      label: 'Phone',
      defaultTab: 'us',
      tabs: [
        { id: 'us', label: 'U.S.', children: [text('home')] },
        { id: 'world', label: 'International', children: [text('international')] },
      ],
    },
    {
      type: 'confirmToContinue',
      id: 'optional',
      control: 'button',
      confirmLabel: 'Answer more',
      before: [{ type: 'content', id: 'intro', paragraphs: ['Optional questions follow.'] }],
      after: [text('pronoun')],
    },
  );

  it('show one component by default, the saved count, never more than the maximum', () => {
    expect(shown(definition, { answers: {} })).toEqual(['c1', 'home']);
    expect(shown(definition, { answers: {}, addAnother: { colleges: 2 } })).toEqual(['c1', 'c2', 'home']);
    expect(shown(definition, { answers: {}, addAnother: { colleges: 12 } })).toEqual([
      'c1',
      'c2',
      'c3',
      'home',
    ]);
    expect(shown(definition, { answers: {}, addAnother: { colleges: 0 } })).toEqual(['c1', 'home']);
  });

  it('show the chosen tab (the default when none is saved) and clear the others', () => {
    const state = {
      answers: { home: '(706) 555-0142', international: '+44 20 7946 0958' },
      tabs: { phones: 'world' },
    };
    expect(shown(definition, state)).toEqual(['c1', 'international']);
    expect(keysToClear(definition, state)).toEqual(['home']);
    expect(keysToClear(definition, { ...state, tabs: { phones: 'nonsense' } })).toEqual(['international']);
  });

  it('open after confirmation in the browser, or when an answer is there to keep', () => {
    expect(shown(definition, { answers: {} })).not.toContain('pronoun');
    expect(shown(definition, { answers: {}, confirmed: { optional: true } })).toContain('pronoun');
    expect(shown(definition, { answers: { pronoun: 'they/them' } })).toContain('pronoun');
  });
});

describe('the application', () => {
  it('reveals the mailing address on N and clears it on Y', () => {
    const mailing = {
      mailing_city: 'Athens',
      mailing_country: 'USA',
      mailing_state: 'GA',
      mailing_state_desc: 'Georgia',
    };
    const no = resolveVisibility(APPLICATION, {
      answers: { mailing_addr_same_as_perm_addr: 'N', ...mailing },
    });
    expect(no.visibleKeys.has('mailing_address_line_1')).toBe(true);
    expect(no.keysToClear).toEqual([]);
    const yes = resolveVisibility(APPLICATION, {
      answers: { mailing_addr_same_as_perm_addr: 'Y', ...mailing },
    });
    expect(yes.keysToClear.sort()).toEqual([
      'mailing_city',
      'mailing_country',
      'mailing_state',
      'mailing_state_desc',
    ]);
  });

  it('asks the Georgia questions for a Georgia address only', () => {
    const georgia = { country: 'USA', state: 'GA', georgia_county: 'Y', certify_address: true };
    expect(keysToClear(APPLICATION, { answers: georgia })).toEqual([]);
    expect(keysToClear(APPLICATION, { answers: { ...georgia, country: 'CAN' } }).sort()).toEqual([
      'certify_address',
      'georgia_county',
      'state',
    ]);
  });

  it('shows the citizenship questions by citizen type', () => {
    const keys = (answers: Record<string, string>) =>
      visibleQuestions(APPLICATION, 'about', { answers })
        .map((question) => question.key)
        .filter((key) => ['deferred_action', 'immigrant_category', 'citizenship', 'ssn'].includes(key));
    expect(keys({})).toEqual([]);
    expect(keys({ citizenship_type: '1' })).toEqual(['ssn']);
    expect(keys({ citizenship_type: '2' })).toEqual(['citizenship', 'ssn']);
    expect(keys({ citizenship_type: '3', deferred_action: 'Y' })).toEqual([
      'deferred_action',
      'immigrant_category',
      'citizenship',
      'ssn',
    ]);
    expect(
      keysToClear(APPLICATION, {
        answers: { citizenship_type: '1', deferred_action: 'Y', immigrant_category: 'DACA' },
      }).sort(),
    ).toEqual(['deferred_action', 'immigrant_category']);
  });
});

describe('the engine on many answer sets', () => {
  /** A small deterministic generator, so that a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }

  const questions = [...indexDefinition(APPLICATION).byKey.values()].map(({ question }) => question);
  const inputs = visibilityInputs(APPLICATION);

  /** Answers to about 60% of the questions, drawn from `next`; `only` narrows the questions. */
  function randomAnswers(next: () => number, only: (key: string) => boolean = () => true) {
    const answers: Record<string, string | boolean> = {};
    for (const question of questions) {
      if (!only(question.key) || next() < 0.4) continue;
      if (question.kind === 'checkbox') answers[question.key] = next() < 0.5;
      else if ('options' in question) {
        const options = fixedOptions(question.options) ?? [{ value: 'X', label: 'X' }];
        answers[question.key] = options[Math.floor(next() * options.length)]?.value ?? '';
      } else answers[question.key] = next() < 0.5 ? 'some text' : '';
    }
    for (const key of ['country', 'mailing_country', 'hs_country'])
      if (only(key) && next() < 0.6) answers[key] = next() < 0.5 ? 'USA' : 'CAN';
    return answers;
  }

  function randomState(seed: number) {
    const next = random(seed);
    return {
      answers: randomAnswers(next),
      tabs: { phone_numbers: next() < 0.5 ? 'us_phone' : 'international_phone' },
      addAnother: { prior_colleges: 1 + Math.floor(next() * 9) },
    };
  }

  // 600 resolutions of the whole application: about 2 s alone, over 5 s on a loaded machine.
  it(
    'settles: clearing what it says to clear leaves nothing more to clear, and shows the same questions',
    { timeout: 30_000 },
    () => {
      for (let seed = 1; seed <= 200; seed += 1) {
        const state = randomState(seed);
        const first = resolveVisibility(APPLICATION, state);
        const second = resolveVisibility(APPLICATION, { ...state, answers: first.answers });
        // The visibility inputs alone decide what is hidden: the other answers change nothing.
        const inputsOnly = resolveVisibility(APPLICATION, {
          ...state,
          answers: Object.fromEntries(Object.entries(first.answers).filter(([key]) => inputs.has(key))),
        });
        expect([...inputsOnly.hiddenKeys].sort()).toEqual([...second.hiddenKeys].sort());
        expect({ seed, keysToClear: second.keysToClear }).toEqual({ seed, keysToClear: [] });
        expect([...second.visibleKeys].sort()).toEqual([...first.visibleKeys].sort());
        for (const key of first.keysToClear) expect(first.answers[key]).toBe(EMPTY_ANSWER);
      }
    },
  );

  // The server's saves remember what is shown by the answers that decide it (D-PRF-16): a state that
  // differs from a remembered one only in the other answers must get what the engine gives it, its
  // own answers to clear included.
  it(
    'remembered by the deciding answers alone: a state with other answers gets what the engine gives it',
    { timeout: 30_000 },
    () => {
      for (let seed = 1; seed <= 60; seed += 1) {
        const state = randomState(seed);
        rememberedVisibility(APPLICATION, state);
        const retyped = {
          ...state,
          answers: {
            ...Object.fromEntries(Object.entries(state.answers).filter(([key]) => inputs.has(key))),
            ...randomAnswers(random(seed + 1_000), (key) => !inputs.has(key)),
          },
        };
        const remembered = rememberedVisibility(APPLICATION, retyped);
        const fresh = resolveVisibility(APPLICATION, retyped);
        expect(remembered.answers).toEqual(fresh.answers);
        expect([...remembered.keysToClear].sort()).toEqual([...fresh.keysToClear].sort());
        expect([...remembered.hiddenKeys].sort()).toEqual([...fresh.hiddenKeys].sort());
        expect([...remembered.visibleKeys].sort()).toEqual([...fresh.visibleKeys].sort());
        const keysOf = (visibility: typeof fresh) =>
          [...visibility.visibleQuestions].map(([page, shown]) => [
            page,
            shown.map((question) => question.key),
          ]);
        expect(keysOf(remembered)).toEqual(keysOf(fresh));
      }
    },
  );
});

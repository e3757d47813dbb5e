import { describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from './application-definition.schema';
import type { FormNode } from './block.schema';
import { checkApplicationDefinition } from './check-definition';
import { APPLICATION } from './definition/application';
import type { FieldType } from './tenant-data-model';
import { SPEC_FIELDS } from './testing/spec-fields';
import type { CrossFieldRule } from './validation/cross-field-rule';

const TENANT: Record<string, FieldType> = {
  first_name: 'string',
  agree: 'boolean',
  hs_name: 'string',
  hs_ceeb: 'string',
  hs_city: 'string',
  college_name: 'string',
  college_2_name: 'string',
  done: 'string',
};

/** A small sound definition: the three pages, a few keys, every key in TENANT. */
function sound(): ApplicationDefinition {
  return {
    pages: [
      {
        id: 'about',
        sections: [
          {
            id: 'personal',
            title: 'Personal',
            children: [
              { kind: 'text', key: 'first_name', label: 'First name' },
              {
                kind: 'checkbox',
                key: 'agree',
                label: 'I agree',
                showIf: { key: 'first_name', op: 'answered' },
              },
            ],
          },
        ],
      },
      {
        id: 'education',
        sections: [
          {
            id: 'school',
            title: 'School',
            children: [
              {
                type: 'schoolSearch',
                id: 'hs_search',
                legend: 'High school',
                prefix: 'hs',
                children: [
                  {
                    kind: 'autocomplete',
                    key: 'hs_name',
                    label: 'Search for Your School',
                    category: 'hs_ceeb',
                    codeKey: 'hs_ceeb',
                    fills: { city: 'hs_city' },
                  },
                  { kind: 'text', key: 'hs_city', label: 'City' },
                ],
              },
              {
                type: 'addAnother',
                id: 'colleges',
                maxNumberOfComponents: 2,
                components: [
                  {
                    label: 'College 1',
                    prefix: 'college',
                    children: [{ kind: 'text', key: 'college_name', label: 'Name' }],
                  },
                  {
                    label: 'College 2',
                    prefix: 'college_2',
                    children: [{ kind: 'text', key: 'college_2_name', label: 'Name' }],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'final-steps',
        sections: [
          { id: 'final', title: 'Final', children: [{ kind: 'text', key: 'done', label: 'Done?' }] },
        ],
      },
    ],
  };
}

const check = (definition: unknown, rules: CrossFieldRule[] = []) =>
  checkApplicationDefinition(definition, { tenantFields: TENANT, rules });

/** The sound definition with a change made to it. */
function broken(change: (definition: ApplicationDefinition) => void): ApplicationDefinition {
  const definition = sound();
  change(definition);
  return definition;
}
const children = (definition: ApplicationDefinition, page: number) =>
  definition.pages[page]!.sections[0]!.children;
const colleges = (definition: ApplicationDefinition) => {
  const block = children(definition, 1)[1];
  if (!block || !('type' in block) || block.type !== 'addAnother')
    throw new Error('expected the add-another block');
  return block;
};

const schoolAutocomplete = (definition: ApplicationDefinition) => {
  const search = children(definition, 1)[0];
  const autocomplete =
    search && 'type' in search && search.type === 'schoolSearch' ? search.children[0] : undefined;
  if (autocomplete?.kind !== 'autocomplete') throw new Error('expected the school search autocomplete');
  return autocomplete;
};

describe('checkApplicationDefinition', () => {
  it('finds no problem in the application, against its own declarations and against the spec', () => {
    expect(checkApplicationDefinition(APPLICATION)).toEqual([]);
    expect(checkApplicationDefinition(APPLICATION, { tenantFields: SPEC_FIELDS })).toEqual([]);
  });

  it('names a key an autocomplete fills that no question declares, with the model the questions declare', () => {
    const definition = sound();
    schoolAutocomplete(definition).fills = { city: 'hs_town' };
    expect(checkApplicationDefinition(definition, { rules: [] })).toEqual([
      'Autocomplete "hs_name" fills the unknown field key "hs_town".',
    ]);
  });

  it('finds no problem in the small sound definition', () => {
    expect(check(sound())).toEqual([]);
  });

  it('reports a missing or malformed configuration', () => {
    expect(check(undefined)).toEqual(['The application definition is missing.']);
    expect(check({ pages: [{ id: 'about', sections: [] }] })[0]).toMatch(
      /^The definition is malformed at pages\.0\.sections/,
    );
    expect(check(broken((definition) => definition.pages.splice(2, 1)))).toEqual([
      'Page "final-steps" has no configuration.',
      'Data-model key "done" is on no page.',
    ]);
  });

  it('reports a key on more than one page, or twice on one page', () => {
    const twoPages = broken((definition) =>
      children(definition, 2).push({ kind: 'text', key: 'first_name', label: 'Again' }),
    );
    expect(check(twoPages)).toContain('Key "first_name" is on more than one page: about, final-steps.');
    const samePage = broken((definition) =>
      children(definition, 0).push({ kind: 'text', key: 'first_name', label: 'Again' }),
    );
    expect(check(samePage)).toContain('Key "first_name" is declared more than once on page "about".');
  });

  it('reports a second secret question, and a secret one inside a repeated component', () => {
    const two = broken((definition) => {
      for (const node of [children(definition, 0)[0], children(definition, 2)[0]]) {
        if (node && !('type' in node)) node.secret = true;
      }
    });
    expect(check(two)).toContain('Only one question may be secret: first_name, done.');
    const repeated = broken((definition) => {
      const name = colleges(definition).components[0]!.children[0];
      if (name && !('type' in name)) name.secret = true;
    });
    expect(check(repeated)).toContain('The secret question "college_name" may not be repeated or prefixed.');
    expect(check(sound())).toEqual([]);
  });

  it('reports keys absent from the data model, data-model keys on no page, and mismatched types', () => {
    const unknown = broken((definition) =>
      children(definition, 0).push({ kind: 'text', key: 'favourite_colour', label: 'Colour' }),
    );
    expect(check(unknown)).toEqual(['Key "favourite_colour" on page "about" is not in the data model.']);
    const missing = broken((definition) =>
      children(definition, 2).splice(0, 1, { type: 'content', id: 'note', paragraphs: ['Thanks.'] }),
    );
    expect(check(missing)).toEqual(['Data-model key "done" is on no page.']);
    const mistyped = broken(
      (definition) => (children(definition, 2)[0] = { kind: 'checkbox', key: 'done', label: 'Done' }),
    );
    expect(check(mistyped)).toEqual([
      'Key "done" is a checkbox question but the data model stores a string.',
    ]);
    const descriptionOnly = broken((definition) =>
      children(definition, 2).push({
        kind: 'email',
        key: 'email_address',
        label: 'E-mail',
        invalidMessage: 'Bad e-mail.',
      }),
    );
    expect(check(descriptionOnly)).toEqual(['Key "email_address" is description-only and cannot be asked.']);
  });

  it('reports unknown field keys in autocomplete blocks', () => {
    const fillsUnknown = broken((definition) => {
      schoolAutocomplete(definition).fills = { city: 'hs_town' };
      schoolAutocomplete(definition).codeKey = 'hs_code';
    });
    expect(check(fillsUnknown)).toEqual([
      'Autocomplete "hs_name" fills the unknown field key "hs_town".',
      'Autocomplete "hs_name" has the unknown code key "hs_code".',
      'Data-model key "hs_ceeb" is on no page.',
    ]);
    const fillsElsewhere = broken((definition) => {
      schoolAutocomplete(definition).fills = { city: 'first_name' };
    });
    expect(check(fillsElsewhere)).toEqual([
      'Autocomplete "hs_name" fills "first_name", which is not a question on page "education".',
    ]);
  });

  it('reports unknown field keys in add-another blocks', () => {
    const definition = broken((definition) => {
      colleges(definition).components[1]!.children.push({
        kind: 'text',
        key: 'college_2_city',
        label: 'City',
      });
    });
    expect(check(definition)).toEqual([
      'Add-another block "colleges" has the unknown field key "college_2_city".',
    ]);
  });

  it('reports maxNumberOfComponents above 10, and components that do not match it', () => {
    const tooMany = broken((definition) => {
      colleges(definition).maxNumberOfComponents = 11;
    });
    expect(check(tooMany)).toEqual([
      'Add-another block "colleges" has maxNumberOfComponents 11, above 10.',
      'Add-another block "colleges" declares 2 components for maxNumberOfComponents 11.',
    ]);
  });

  it('reports a prefix that is not part of its keys', () => {
    const component = broken((definition) => {
      colleges(definition).components[1]!.prefix = 'college_3';
    });
    expect(check(component)).toEqual([
      'Key "college_2_name" in component "College 2" of block "colleges" does not start with its prefix "college_3_".',
    ]);
    const section = broken((definition) => {
      definition.pages[0]!.sections[0]!.prefix = 'parent';
    });
    expect(check(section)).toEqual([
      'Key "first_name" in section "personal" does not start with its prefix "parent_".',
      'Key "agree" in section "personal" does not start with its prefix "parent_".',
    ]);
  });

  it('reports extra schema keys: a validation rule naming a key that is not on its page', () => {
    const rule: CrossFieldRule = {
      id: 'phones',
      page: 'about',
      keys: ['first_name', 'phone_home'],
      check: () => [],
    };
    expect(check(sound(), [rule])).toEqual([
      'Validation rule "phones" names the key "phone_home", which is not a question on page "about".',
    ]);
    const elsewhere: CrossFieldRule = {
      id: 'names',
      page: 'education',
      keys: ['first_name'],
      check: () => [],
    };
    expect(check(sound(), [elsewhere])).toEqual([
      'Validation rule "names" names the key "first_name", which is not a question on page "education".',
    ]);
  });

  it('reports conditions on unknown keys or on their own answers', () => {
    const unknown = broken((definition) => {
      const agree = children(definition, 0)[1];
      if (agree && 'kind' in agree) agree.showIf = { key: 'first_nam', op: 'answered' };
    });
    expect(check(unknown)).toEqual(['A condition of question "agree" reads the unknown key "first_nam".']);
    const own = broken((definition) => {
      const agree = children(definition, 0)[1];
      if (agree && 'kind' in agree) agree.showIf = { key: 'agree', op: 'answered' };
    });
    expect(check(own)).toEqual(['Question "agree" is shown by a condition on its own answer.']);
    const hidesOnItself = broken((definition) => {
      const inner = children(definition, 2).splice(0, 1) as FormNode[];
      children(definition, 2).push({
        type: 'conditional',
        id: 'wrap',
        hideWhen: { key: 'done', op: 'answered' },
        children: inner,
      });
    });
    expect(check(hidesOnItself)).toEqual(['Conditional block "wrap" hides on "done", which it holds.']);
  });

  it('reports ids used twice or equal to an answer key, tabs without their default, and branches for answers not offered', () => {
    const ids = broken((definition) => {
      children(definition, 2).push({ type: 'content', id: 'colleges', paragraphs: ['x'] });
      children(definition, 2).push({ type: 'content', id: 'first_name', paragraphs: ['x'] });
    });
    expect(check(ids)).toEqual([
      'The id "colleges" is used more than once.',
      'The id "first_name" is also an answer key.',
    ]);
    const blocks = broken((definition) => {
      const [done] = children(definition, 2).splice(0, 1) as FormNode[];
      children(definition, 2).push({
        type: 'tabs',
        id: 'choice',
        label: 'Choice',
        defaultTab: 'third',
        tabs: [
          { id: 'first', label: 'First', children: [done!] },
          {
            id: 'second',
            label: 'Second',
            children: [{ type: 'content', id: 'nothing', paragraphs: ['-'] }],
          },
        ],
      });
      children(definition, 0).push({
        type: 'radioDriven',
        id: 'driven',
        question: { kind: 'radio', key: 'first_name', label: 'x', options: { list: 'yesNo' } },
        branches: [{ value: 'MAYBE', children: [{ type: 'content', id: 'maybe', paragraphs: ['-'] }] }],
      });
    });
    expect(check(blocks)).toEqual(
      expect.arrayContaining([
        'Tabs "choice" have the default tab "third", which is not one of their tabs.',
        'Radio-driven block "driven" has a branch for "MAYBE", which "first_name" does not offer.',
      ]),
    );
  });

  it('reports unknown text tokens, and tokens in validation messages', () => {
    const definition = broken((definition) => {
      children(definition, 2)[0] = {
        kind: 'text',
        key: 'done',
        label: 'Done at {institution}?',
        required: true,
        hint: 'See {campus}.',
      };
    });
    expect(check(definition)).toEqual([
      'The text of question "done" uses the unknown token {campus}.',
      'A validation message of question "done" uses a {token}: "Done at {institution}?".',
    ]);
  });
});

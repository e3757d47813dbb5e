import { formatAnswerKey } from '../answers';
import type { Section } from '../application-definition.schema';
import type { Condition } from '../condition.schema';
import { EDUCATION_LEVEL_OTHER } from '../options/answer-choices';
import type { ApplicationText } from './application-text';
import { addressBlock, yesNo } from './field-groups';

/** Parent 2's e-mail and phone are checked when parent_communication_preference is 2. */
const CONTACT_BOTH_PARENTS: Condition = { key: 'parent_communication_preference', op: 'equals', target: '2' };

/**
 * A parent or guardian: parent 1 has the prefix parent, parent 2 parent_2. Parent
 * 1's e-mail and phone are checked only when given; parent 2's are required and checked when the
 * applicant asks us to contact both parents, since we could not otherwise reach parent 2.
 */
export function parentSection(text: ApplicationText, number: 1 | 2): Section {
  const d = text.definition;
  const prefix = number === 1 ? 'parent' : 'parent_2';
  const key = (field: string) => formatAnswerKey(prefix, field);
  const messages =
    number === 1
      ? { email: text.messages.parent1EmailInvalid, phone: text.messages.parent1PhoneInvalid }
      : { email: text.messages.parent2EmailInvalid, phone: text.messages.parent2PhoneInvalid };
  // Empty, a required field says what is missing; given, the spec's message says it is invalid.
  const checkedWhenContacted = (missing: string) =>
    number === 2
      ? { validateWhen: CONTACT_BOTH_PARENTS, required: true as const, requiredMessage: missing }
      : {};
  return {
    id: `${prefix}_section`,
    title: d('Parent/Guardian {number}', { number }),
    prefix,
    ...(number === 2
      ? { description: d('Leave this part blank if you have only one parent or guardian to list.') }
      : {}),
    children: [
      {
        kind: 'select',
        key: key('relationship'),
        label: d('Relationship to You'),
        options: { list: 'relationships' },
      },
      { kind: 'select', key: key('prefix'), label: d('Prefix'), options: { list: 'namePrefixes' } },
      { kind: 'text', key: key('first_name'), label: d('First Name') },
      { kind: 'text', key: key('last_name'), label: d('Last Name') },
      {
        kind: 'email',
        key: key('email_address'),
        label: d('Email Address'),
        invalidMessage: messages.email,
        ...checkedWhenContacted(text.messages.parent2EmailMissing),
      },
      {
        kind: 'phone',
        key: key('phone'),
        label: d('Phone Number'),
        invalidMessage: messages.phone,
        ...checkedWhenContacted(text.messages.parent2PhoneMissing),
      },
      { kind: 'select', key: key('phone_type'), label: d('Phone Type'), options: { list: 'phoneTypes' } },
      {
        kind: 'select',
        key: key('education'),
        label: d('Highest Level of Education'),
        options: { list: 'educationLevels' },
      },
      {
        kind: 'text',
        key: key('education_other'),
        label: d('Describe their education'),
        showIf: { key: key('education'), op: 'equals', target: EDUCATION_LEVEL_OTHER },
      },
      yesNo(key('alumnus'), d('Did this parent or guardian attend {institution}?')),
      yesNo(key('addr_same_as_stu_perm'), d('Does this parent or guardian live at your permanent address?')),
      {
        type: 'conditional',
        id: `${prefix}_address_details`,
        hideWhen: { key: key('addr_same_as_stu_perm'), op: 'notEquals', target: 'N' },
        children: [
          addressBlock(text, {
            id: `${prefix}_address`,
            legend: d('Parent/Guardian {number} Address', { number }),
            prefix,
          }),
        ],
      },
    ],
  };
}

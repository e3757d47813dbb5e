import { formatAnswerKey } from '../answers';
import type { Section } from '../application-definition.schema';
import type { Condition } from '../condition.schema';
import { MESSAGES } from '../messages';
import { EDUCATION_LEVEL_OTHER } from '../options/answer-choices';
import { addressBlock, yesNo } from './field-groups';

/** Parent 2's e-mail and phone are checked when parent_communication_preference is 2. */
const CONTACT_BOTH_PARENTS: Condition = { key: 'parent_communication_preference', op: 'equals', target: '2' };

/**
 * A parent or guardian: parent 1 has the prefix parent, parent 2 parent_2. Parent
 * 1's e-mail and phone are checked only when given; parent 2's are required and checked when the
 * applicant asks us to contact both parents, since we could not otherwise reach parent 2.
 */
export function parentSection(number: 1 | 2): Section {
  const prefix = number === 1 ? 'parent' : 'parent_2';
  const key = (field: string) => formatAnswerKey(prefix, field);
  const messages =
    number === 1
      ? { email: MESSAGES.parent1EmailInvalid, phone: MESSAGES.parent1PhoneInvalid }
      : { email: MESSAGES.parent2EmailInvalid, phone: MESSAGES.parent2PhoneInvalid };
  // Empty, a required field says what is missing; given, the spec's message says it is invalid.
  const checkedWhenContacted = (missing: string) =>
    number === 2
      ? { validateWhen: CONTACT_BOTH_PARENTS, required: true as const, requiredMessage: missing }
      : {};
  return {
    id: `${prefix}_section`,
    title: `Parent/Guardian ${number}`,
    prefix,
    ...(number === 2
      ? { description: 'Leave this part blank if you have only one parent or guardian to list.' }
      : {}),
    children: [
      {
        kind: 'select',
        key: key('relationship'),
        label: 'Relationship to You',
        options: { list: 'relationships' },
      },
      { kind: 'select', key: key('prefix'), label: 'Prefix', options: { list: 'namePrefixes' } },
      { kind: 'text', key: key('first_name'), label: 'First Name' },
      { kind: 'text', key: key('last_name'), label: 'Last Name' },
      {
        kind: 'email',
        key: key('email_address'),
        label: 'Email Address',
        invalidMessage: messages.email,
        ...checkedWhenContacted(MESSAGES.parent2EmailMissing),
      },
      {
        kind: 'phone',
        key: key('phone'),
        label: 'Phone Number',
        invalidMessage: messages.phone,
        ...checkedWhenContacted(MESSAGES.parent2PhoneMissing),
      },
      { kind: 'select', key: key('phone_type'), label: 'Phone Type', options: { list: 'phoneTypes' } },
      {
        kind: 'select',
        key: key('education'),
        label: 'Highest Level of Education',
        options: { list: 'educationLevels' },
      },
      {
        kind: 'text',
        key: key('education_other'),
        label: 'Describe their education',
        showIf: { key: key('education'), op: 'equals', target: EDUCATION_LEVEL_OTHER },
      },
      yesNo(key('alumnus'), 'Did this parent or guardian attend {institution}?'),
      yesNo(key('addr_same_as_stu_perm'), 'Does this parent or guardian live at your permanent address?'),
      {
        type: 'conditional',
        id: `${prefix}_address_details`,
        hideWhen: { key: key('addr_same_as_stu_perm'), op: 'notEquals', target: 'N' },
        children: [
          addressBlock({ id: `${prefix}_address`, legend: `Parent/Guardian ${number} Address`, prefix }),
        ],
      },
    ],
  };
}

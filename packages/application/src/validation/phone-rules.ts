import { hasText } from '../answers';
import { MESSAGES, type Messages } from '../messages';
import type { CrossFieldRule, FieldMessage } from './cross-field-rule';
import type { PhoneMessages } from './phone-rules.schema';

/** The applicant's phone messages, from a catalogue's messages. */
export function applicantPhoneMessages(messages: Messages): PhoneMessages {
  return {
    validHome: messages.phoneHomeInvalid,
    validMobile: messages.phoneMobileInvalid,
    oneRequired: messages.phoneOneRequired,
    optIn: messages.phoneOptIn,
  };
}

/** An international number: an optional +, then 7 to 15 digits with spaces, dots, hyphens or brackets. */
export function isInternationalPhone(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * The applicant's phone rules, beyond each number's own pattern (validHome and
 * validMobile sit on the phone questions): with no cell number, a home number is required unless
 * SMS opt-in is on, or (the international variant) an international number is given; opting in
 * needs a cell number. When the applicant chose the international tab, the home and cell numbers
 * are hidden, so that tab's number is the one required (wording in docs/decisions.md, read from
 * `text`, English unless a catalogue's messages are given).
 */
export function phoneRule(messages: PhoneMessages, text: Messages = MESSAGES): CrossFieldRule {
  return {
    id: 'applicant_phone',
    page: 'about',
    keys: ['phone_home', 'phone_mobile', 'optin_sms_ind', 'phone_international'],
    check(answers, isShown) {
      const found: FieldMessage[] = [];
      const international = answers['phone_international'];
      if (!hasText(answers['phone_mobile'])) {
        if (answers['optin_sms_ind'] === true) {
          found.push({ key: 'phone_mobile', message: messages.optIn });
        } else if (!hasText(answers['phone_home']) && !hasText(international)) {
          found.push(
            isShown('phone_home')
              ? { key: 'phone_home', message: messages.oneRequired }
              : { key: 'phone_international', message: text.phoneInternationalRequired },
          );
        }
      }
      if (hasText(international) && !isInternationalPhone(international)) {
        found.push({ key: 'phone_international', message: text.phoneInternationalInvalid });
      }
      return found;
    },
  };
}

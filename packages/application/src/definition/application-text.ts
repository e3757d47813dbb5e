import type { Catalogue } from '../catalogue';
import { formatMessage, MESSAGES } from '../messages';
import { DEFINITION_TEXT_EN } from './definition-text.en';

/**
 * What the definition and the validator read from a catalogue: the messages (a label that is also
 * a required message, the phone and SSN messages, the validator's own), the parametrised messages and
 * the definition's words. Any `Catalogue` is one; the English one is assembled here without the
 * e-mails, so that the browser's first visit carries only the words it shows.
 */
export type ApplicationText = Pick<Catalogue, 'messages' | 'format' | 'definition'>;

export const EN_APPLICATION_TEXT: ApplicationText = {
  messages: MESSAGES,
  format: formatMessage,
  definition: DEFINITION_TEXT_EN,
};

import type { Catalogue } from './catalogue';
import { CHECK_ANSWERS_MESSAGES_ES } from './check-answers.es';
import { DEFINITION_TEXT_ES } from './definition/definition-text.es';
import { FOOTER_MESSAGES_ES } from './footer-messages.es';
import { TYPED_HERE_MESSAGES_ES } from './typed-here-messages.es';
import { MAIL_TEXT_ES } from './mail-text.es';
import { FORMAT_MESSAGE_ES, MESSAGES_ES } from './messages.es';
import { SERVER_MESSAGES_ES } from './server-messages.es';
import { FORMAT_STATUS_ES, STATUS_MESSAGES_ES } from './status-messages.es';
import { STEP_PROGRESS_MESSAGES_ES } from './step-progress.es';

/**
 * Every text an applicant reads, in Spanish (issue 32): the same parts as `EN` (catalogue.ts), in
 * the terms of docs/glossary-es.md. The package's `./catalogue-es` entry, which the web app imports
 * only when Spanish is chosen (`import('@portico/application/catalogue-es')`): nothing the first
 * visit loads imports it. Countries, states and provinces stay English reference data.
 */
export const ES: Catalogue = {
  locale: 'es-US',
  messages: MESSAGES_ES,
  pages: { about: 'Sobre usted', education: 'Sus estudios académicos', 'final-steps': 'Pasos finales' },
  server: SERVER_MESSAGES_ES,
  format: FORMAT_MESSAGE_ES,
  definition: DEFINITION_TEXT_ES,
  mail: MAIL_TEXT_ES,
  status: STATUS_MESSAGES_ES,
  formatStatus: FORMAT_STATUS_ES,
  checkAnswers: CHECK_ANSWERS_MESSAGES_ES,
  stepProgress: STEP_PROGRESS_MESSAGES_ES,
  footer: FOOTER_MESSAGES_ES,
  typedHere: TYPED_HERE_MESSAGES_ES,
};

/** The session dialogs' words, which no catalogue holds (they load with the dialogs' chunk). */
export { SESSION_MESSAGES_ES } from './session-messages.es';

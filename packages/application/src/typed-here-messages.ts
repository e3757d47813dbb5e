import type { CatalogueOf } from './catalogue-of';

/**
 * The words of the panel of answers typed on this computer (issues 14 and 27): those offered at
 * login, and the way for the next person to clear them. Apart from MESSAGES, so that the first
 * visit does not carry them (docs/decisions.md D-WEB-10): only the panel's chunk imports this
 * module, and a second language reads them from its catalogue (`useTranslated`).
 */
export const TYPED_HERE_MESSAGES = {
  offeredAnswersTitle: 'Answers typed on this computer',
  offeredAnswersBody:
    'These answers were typed on this computer before you logged in, and differ from your saved application. Your saved answers have not changed.',
  offeredAnswersAdd: 'Add these to my application',
  offeredAnswersDiscard: 'Discard',
  offeredAnswersAdded: 'The answers typed on this computer have been added to your application.',
  offeredAnswersDiscarded: 'The answers typed on this computer have been discarded.',
  clearAnswersHere: 'Not you? Clear the answers on this computer',
  clearAnswersHereNote:
    'Answers typed before you create an account are kept in this tab until you close it, for 2 hours at most.',
  answersClearedHere: 'The answers on this computer have been cleared.',
} as const;

/** The panel's words in any language: the shape of the English ones. */
export type TypedHereMessages = CatalogueOf<typeof TYPED_HERE_MESSAGES>;

import type { ApplicationDefinition } from './application-definition.schema';
import { questionsIn } from './form-tree';
import type { QuestionOfKind } from './question';

/**
 * The sections whose answers an applicant may still change once the application is submitted
 * (issue 28): how the office reaches them. Only their text-like questions (a phone number, an
 * e-mail address, a line of text); a choice from a list is not a contact detail.
 */
export const CONTACT_SECTIONS: readonly string[] = ['contact'];

export type ContactQuestion = QuestionOfKind<'phone' | 'email' | 'text'>;

/** The contact questions of the definition, in page order, whether or not they are shown. */
export function contactQuestions(definition: ApplicationDefinition): ContactQuestion[] {
  return definition.pages
    .flatMap((page) => page.sections)
    .filter((section) => CONTACT_SECTIONS.includes(section.id))
    .flatMap((section) => questionsIn(section.children))
    .filter(
      (question): question is ContactQuestion =>
        question.kind === 'phone' || question.kind === 'email' || question.kind === 'text',
    );
}

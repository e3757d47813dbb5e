import { useAnswer, useFormSession } from '../session/form-session';
import { useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';

/**
 * What an input reads of its question: its label and hint in the site's words, its errors, its
 * answer as a string ('' before there is one), and the store that takes the next answer.
 */
export function useQuestion(question: { key: string; label: string; hint?: string | undefined }) {
  const text = useSiteText();
  const { store } = useFormSession();
  const value = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  return {
    store,
    errors,
    label: text(question.label),
    hint: question.hint && text(question.hint),
    current: typeof value === 'string' ? value : '',
  };
}

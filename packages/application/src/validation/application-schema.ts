import { ZFormState } from '../answers.schema';
import type { PageId } from '../pages';
import { validateApplication, type ValidateOptions } from './validate-application';

/**
 * The validation schema of one page or the whole application, for code that takes a zod schema
 * (request bodies, forms). It runs the same `validateApplication`; each message is an issue at
 * ['answers', key].
 */
export function applicationSchema(target: PageId | 'all', options: ValidateOptions) {
  return ZFormState.superRefine((state, context) => {
    const errors = validateApplication(target, state, options);
    for (const [key, messages] of Object.entries(errors)) {
      for (const message of messages) context.addIssue({ code: 'custom', path: ['answers', key], message });
    }
  });
}

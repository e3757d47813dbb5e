import type { ApplicationDefinition } from '../application-definition.schema';
import { APPLICATION } from '../definition/application';
import { indexDefinition } from '../form-tree';
import { pagePath } from '../pages';
import type { ValidationErrors } from './validate-application';

export interface ErrorSummaryItem {
  message: string;
  key: string;
  /** '/{page}#{question key}'; absent for a key on no page, which renders as unlinked text. */
  href?: string;
}

/**
 * The validation summary's list: every message once, in page order, each linking
 * to the first question that has it.
 */
export function summarizeErrors(
  errors: ValidationErrors,
  definition: ApplicationDefinition = APPLICATION,
): ErrorSummaryItem[] {
  const byKey = indexDefinition(definition).byKey;
  const order = new Map([...byKey.keys()].map((key, index) => [key, index]));
  const keys = Object.keys(errors).sort(
    (left, right) =>
      (order.get(left) ?? Number.MAX_SAFE_INTEGER) - (order.get(right) ?? Number.MAX_SAFE_INTEGER),
  );
  const seen = new Set<string>();
  const items: ErrorSummaryItem[] = [];
  for (const key of keys) {
    for (const message of errors[key] ?? []) {
      if (seen.has(message)) continue;
      seen.add(message);
      const pageId = byKey.get(key)?.page;
      const path = pageId && pagePath(pageId);
      items.push(path ? { message, key, href: `${path}#${key}` } : { message, key });
    }
  }
  return items;
}

/** Whether there is nothing to fix. */
export function hasNoErrors(errors: ValidationErrors): boolean {
  return Object.values(errors).every((messages) => messages.length === 0);
}

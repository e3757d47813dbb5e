import type { QuestionKind, QuestionOfKind } from '@portico/application';

/**
 * How a widget renders (STYLE 5): `edit` for the applicant, `print` for the service user's
 * read-only view, from one component, so what is printed is exactly what was answered.
 */
export type WidgetMode = 'edit' | 'print';

export type QuestionWidgetProps<K extends QuestionKind> = {
  question: QuestionOfKind<K>;
  mode: WidgetMode;
};

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

/**
 * Where the applicant is in an autocomplete's plain input, kept as they type, so that the combobox
 * that replaces it carries on there (autocomplete-widget.tsx).
 */
export type TypingPlace = { focused: boolean; start: number | null; end: number | null };

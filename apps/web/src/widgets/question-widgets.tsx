import { isQuestionShown, type Question, type QuestionKind } from '@portico/application';
import { createElement, useCallback, type ComponentType } from 'react';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';
import { AutocompleteWidget } from './autocomplete-widget';
import { CheckboxWidget } from './checkbox-widget';
import { ConditionalSelectWidget } from './conditional-select-widget';
import { DateOfBirthWidget } from './date-of-birth-widget';
import { LaterPart } from './later-part';
import { PhoneWidget } from './phone-widget';
import { RadioWidget } from './radio-widget';
import { SelectWidget } from './select-widget';
import { TextWidget } from './text-widget';
import { TextAreaWidget } from './textarea-widget';
import type { QuestionWidgetProps, WidgetMode } from './widget-props';
import { lazy } from '../ui/lazy';

// Only Your Academics and Final Steps ask for files: their widget is fetched when a page shows one.
const FileUploadWidget = lazy(async () => ({
  default: (await import('./file-upload-widget')).FileUploadWidget,
}));

function FileUploadQuestion(props: QuestionWidgetProps<'fileUpload'>) {
  return (
    <LaterPart mode={props.mode}>
      <FileUploadWidget {...props} />
    </LaterPart>
  );
}

/**
 * The widget of each question kind (STYLE 1). Exhaustive by type: a kind added to the
 * application's QuestionKind without a widget here does not compile.
 */
export const QUESTION_WIDGETS: { [K in QuestionKind]: ComponentType<QuestionWidgetProps<K>> } = {
  text: TextWidget,
  email: TextWidget,
  number: TextWidget,
  ssn: TextWidget,
  textarea: TextAreaWidget,
  phone: PhoneWidget,
  dateOfBirth: DateOfBirthWidget,
  select: SelectWidget,
  radio: RadioWidget,
  conditionalSelect: ConditionalSelectWidget,
  checkbox: CheckboxWidget,
  autocomplete: AutocompleteWidget,
  fileUpload: FileUploadQuestion,
};

/** The widget for a question of any kind. */
export function widgetFor(question: Question): ComponentType<{ question: Question; mode: WidgetMode }> {
  // Indexing a mapped type by a union loses the link between kind and props; the registry's type
  // above is what guarantees that each kind gets its own widget.
  return QUESTION_WIDGETS[question.kind] as ComponentType<{ question: Question; mode: WidgetMode }>;
}

/** A question, while its own rules show it (showIf, a conditional dropdown's controlling answer). */
export function QuestionNode({ question, mode }: { question: Question; mode: WidgetMode }) {
  const shown = useAnswersSelector(
    useCallback((current: AnswersState) => isQuestionShown(question, current.answers), [question]),
  );
  if (!shown) return null;
  return createElement(widgetFor(question), { question, mode });
}

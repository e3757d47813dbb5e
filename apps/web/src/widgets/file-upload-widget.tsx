import { MESSAGES, type QuestionOfKind } from '@portico/application';
import { FieldGroup, PrintValue } from './field';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/**
 * A labelled place for a document upload. The upload itself (presigned URL, conversion, polling)
 * comes with the documents issue; until then the question says where it will be.
 */
export function FileUploadWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'fileUpload'>;
  mode: WidgetMode;
}) {
  const text = useSiteText();
  const label = text(question.label);
  if (mode === 'print') return <PrintValue label={label} value="" />;
  return (
    <FieldGroup legend={label} hint={question.hint && text(question.hint)} hintKey={question.key}>
      <p id={question.key} className="field__placeholder" tabIndex={-1}>
        {MESSAGES.fileUploadComingSoon}
      </p>
    </FieldGroup>
  );
}

import { type QuestionOfKind } from '@portico/application';
import { Suspense, use } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { useFormDocumentAnswers, useFormSignedIn } from '../session/form-session';
import { FieldGroup, Hint, hintId, PrintValue } from './field';
import { DocumentLinkContext } from './print-audience';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';
import { lazy } from '../ui/lazy';

// Only a signed-in applicant uploads: the upload, its dialog (Radix) and its calls are fetched then,
// and stay out of the first visit's JavaScript (an anonymous visitor on /about; bench/first-visit-js).
const DocumentUpload = lazy(async () => ({
  default: (await import('./file-upload/document-upload')).DocumentUpload,
}));

/**
 * A file question. A signed-in applicant uploads, replaces and deletes
 * the document (DocumentUpload); an anonymous visitor is told that an account comes first; the
 * print view (and a submitted application) says whether a document is attached.
 */
export function FileUploadWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'fileUpload'>;
  mode: WidgetMode;
}) {
  const { messages } = useCatalogue();
  const text = useSiteText();
  const isLoggedIn = useFormSignedIn();
  const label = text(question.label);
  const hint = question.hint && text(question.hint);
  if (mode === 'print') return <PrintDocument answerKey={question.key} label={label} />;
  if (!isLoggedIn) {
    return (
      <FieldGroup legend={label} hint={hint} hintKey={question.key}>
        <p id={question.key} className="field__placeholder" tabIndex={-1}>
          {messages.anonymousUpload}
        </p>
      </FieldGroup>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="field">
          <p className="field__label">{label}</p>
          {hint && <Hint id={hintId(question.key)}>{hint}</Hint>}
        </div>
      }
    >
      <DocumentUpload answerKey={question.key} label={label} hint={hint} />
    </Suspense>
  );
}

/**
 * 'Document attached for "{field}"' when the question has a document, else the usual empty value.
 * The print view's session holds the document answers of its snapshot; only a signed-in
 * applicant's (submitted) application asks the API.
 */
function PrintDocument({ answerKey, label }: { answerKey: string; label: string }) {
  const { messages, format } = useCatalogue();
  const document = useFormDocumentAnswers()?.[answerKey];
  const link = use(DocumentLinkContext);
  if (document?.status !== 'ANSWERED') return <PrintValue label={label} value="" />;
  return (
    <PrintValue
      label={label}
      value={
        <>
          {format.documentAttached(label)}
          {link && (
            <>
              {' '}
              <a href={link(answerKey)} download>
                {messages.downloadDocumentPdf}{' '}
                <span className="visually-hidden">{format.documentPdfOf(document.file_name)}</span>
              </a>
            </>
          )}
        </>
      }
    />
  );
}

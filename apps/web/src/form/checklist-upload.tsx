import { ACCEPTED_FILE_TYPES, fileProblem, STATUS_MESSAGES } from '@portico/application';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { useCatalogue, useTranslated } from '../i18n/language-store';
import { describedBy, errorId, FieldErrors, Hint, hintId } from '../widgets/field';
import { useDocumentUpload } from '../widgets/file-upload/use-document-upload';

const rulesId = (key: string) => `${key}-rules`;
const statusId = (key: string) => `${key}-status`;

/**
 * A missing checklist item's document, uploaded after the submit (issue 28) through the form's
 * own upload flow (useDocumentUpload: a signed form, the file, its conversion, polled), which the
 * server allows only for a missing item. Once converted the item is received: the status is read
 * again and this control gives way to 'Received'.
 *
 * As on the form, the status ('Uploading …', 'Converting…') and the errors sit in polite live
 * regions present from the start, so that screen readers announce their changes.
 */
export function ChecklistUpload({ answerKey, label }: { answerKey: string; label: string }) {
  const statusText = useTranslated(STATUS_MESSAGES, (t) => t.catalogue.status);
  const { messages, format } = useCatalogue();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useDocumentUpload(answerKey, label, {
    onFailure: () => {
      if (inputRef.current) inputRef.current.value = '';
    },
  });
  const busy = upload.sending !== null || upload.converting;
  const { completed } = upload;
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: applicationStatusQueryOptions.queryKey });
  }, [completed, queryClient]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || busy) return;
    const problem = fileProblem(file, messages);
    if (problem) {
      input.value = '';
      upload.setError(problem);
      return;
    }
    upload.start(file);
  };

  const errors = upload.error ? [upload.error] : [];
  const status = upload.sending
    ? format.fileUploading(upload.sending.fileName)
    : upload.converting || completed
      ? messages.fileConverting
      : '';
  return (
    <div
      className={['field', 'status-upload', errors.length > 0 && 'field--invalid'].filter(Boolean).join(' ')}
    >
      <label className="field__label" htmlFor={answerKey}>
        {label}
      </label>
      <Hint id={hintId(answerKey)}>{statusText.missingUpload}</Hint>
      <Hint id={rulesId(answerKey)}>{messages.fileUploadRules}</Hint>
      <div aria-live="polite">
        <FieldErrors id={errorId(answerKey)} errors={errors} />
      </div>
      <input
        ref={inputRef}
        id={answerKey}
        type="file"
        className="status-upload__input"
        accept={ACCEPTED_FILE_TYPES.join(',')}
        aria-describedby={describedBy(
          hintId(answerKey),
          rulesId(answerKey),
          errors.length > 0 && errorId(answerKey),
        )}
        aria-invalid={errors.length > 0 || undefined}
        // Not `disabled`: that would drop a keyboard user's focus mid-upload (as on the form).
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        onChange={onChange}
      />
      <p id={statusId(answerKey)} role="status" className="status-upload__status">
        {status}
      </p>
      {upload.sending && (
        <progress
          aria-labelledby={statusId(answerKey)}
          max={1}
          value={upload.sending.progress ?? undefined}
        />
      )}
    </div>
  );
}

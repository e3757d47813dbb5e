import { ACCEPTED_FILE_TYPES, fileProblem } from '@portico/application';
import { documentPdfPath } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { UnauthorizedError } from '../../api/api-error';
import { deleteDocumentAnswer } from '../../api/delete-document-answer';
import { documentAnswersQueryOptions, useDocumentAnswers } from '../../api/get-document-answers';
import { conversionQueryOptions, NO_CONVERSION } from '../../api/get-document-conversion';
import { useCatalogue } from '../../i18n/language-store';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import {
  describedBy,
  errorId,
  FieldErrors,
  Hint,
  hintId,
  labelId,
  OptionalMark,
  optionalId,
  useQuestionErrors,
} from '../field';
import { DeleteFileDialog } from './delete-file-dialog';
import { deleteDocumentMutationKey } from './document-busy';
import { formatFileSize } from './format-file-size';
import { mayShrink, shrinkPhoto } from './shrink-photo';
import { useOptional } from '../../session/form-session';
import { useDocumentUpload } from './use-document-upload';
import './file-upload.css';

const rulesId = (key: string) => `${key}-rules`;
const statusId = (key: string) => `${key}-status`;
const shrunkId = (key: string) => `${key}-shrunk`;

/**
 * A signed-in applicant's file question: a labelled file input until a document is there, then the
 * file's name and size with a Delete button.
 *
 * The element with the question key as id (the validation summary's link target) is the input, or
 * the file's name once answered. Focus is never left on a removed element: after a delete it goes to
 * the file input, and after an upload to the file's name, read out as the new content.
 *
 * The status ('Uploading …', 'Converting…') is a polite live region present from the start, so that
 * screen readers announce its changes (NVDA and VoiceOver ignore a live region inserted with its
 * text). The errors sit in one too: a refused file is otherwise silent, as focus stays on the input.
 * So does what was done to a photo made smaller (issue 27: big.png became big.jpg unsaid), said as
 * it is sent, with the name and size chosen and sent, and kept until the next file; the file's name
 * that then takes the focus is described by it, so that it is heard again before the applicant
 * moves on.
 */
export function DocumentUpload({
  answerKey,
  label,
  hint,
}: {
  answerKey: string;
  label: string;
  hint: string | undefined;
}) {
  const { messages, format, locale } = useCatalogue();
  const queryClient = useQueryClient();
  const toast = useToast();
  const documents = useDocumentAnswers({ enabled: true, throwOnError: false });
  const stored = documents.data?.[answerKey];
  const inputRef = useRef<HTMLInputElement | null>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const dialogFocusRef = useRef<HTMLElement | null>(null);
  const focusOnMount = useRef<'input' | 'file' | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** A photo being made smaller, then what was sent in its place (said until the next file). */
  const [shrinking, setShrinking] = useState(false);
  const [shrunk, setShrunk] = useState<{ chosen: File; sent: File } | null>(null);
  const upload = useDocumentUpload(answerKey, label, {
    // FAILED clears the field.
    onFailure: () => {
      if (inputRef.current) inputRef.current.value = '';
    },
  });
  const storeErrors = useQuestionErrors(answerKey);
  const errors = upload.error ? [upload.error, ...storeErrors] : storeErrors;

  const remove = useMutation({
    mutationKey: deleteDocumentMutationKey(answerKey),
    mutationFn: () => deleteDocumentAnswer(answerKey),
    onSuccess: async () => {
      queryClient.setQueryData(documentAnswersQueryOptions.queryKey, (current) => {
        if (!current) return current;
        const { [answerKey]: _deleted, ...others } = current;
        return others;
      });
      queryClient.setQueryData(conversionQueryOptions(answerKey).queryKey, (current) =>
        current ? NO_CONVERSION : current,
      );
      // Deleting refreshes the cached document answers.
      await queryClient.invalidateQueries({ queryKey: documentAnswersQueryOptions.queryKey });
    },
  });

  const busy = shrinking || upload.sending !== null || upload.converting || remove.isPending;
  const converting = upload.converting || (upload.completed && !stored && documents.isFetching);
  const status = shrinking
    ? messages.photoShrinking
    : upload.sending
      ? format.fileUploading(upload.sending.fileName)
      : converting
        ? messages.fileConverting
        : '';

  const send = (input: HTMLInputElement, file: File, chosen?: File) => {
    const problem = fileProblem(file, messages);
    if (problem) {
      input.value = '';
      upload.setError(problem);
      return;
    }
    focusOnMount.current = 'file';
    if (chosen) setShrunk({ chosen, sent: file });
    upload.start(file);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || busy) return;
    setShrunk(null);
    if (!mayShrink(file)) {
      send(input, file);
      return;
    }
    setShrinking(true);
    void shrinkPhoto(file)
      .catch(() => undefined)
      .then((smaller) => {
        setShrinking(false);
        // Not small enough (or not an image a browser can read): refused as too large, as before.
        if (smaller) send(input, smaller, file);
        else send(input, file);
      });
  };

  const confirmDelete = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        focusOnMount.current = 'input';
        dialogFocusRef.current = inputRef.current;
        setConfirming(false);
      },
      onError: (failure) => {
        dialogFocusRef.current = deleteButtonRef.current;
        setConfirming(false);
        if (!(failure instanceof UnauthorizedError)) toast.error(failure.message);
      },
    });
  };

  const optional = useOptional(answerKey);
  const invalid = errors.length > 0;
  const summary = stored
    ? format.fileSummary(stored.file_name, formatFileSize(stored.file_size, locale))
    : '';
  const shrunkShown = shrunk !== null && !upload.error;
  return (
    <div className={['field', 'file-upload', invalid && 'field--invalid'].filter(Boolean).join(' ')}>
      {stored ? (
        <p id={labelId(answerKey)} className="field__label">
          {label}
        </p>
      ) : (
        <label id={labelId(answerKey)} className="field__label" htmlFor={answerKey}>
          {label}
        </label>
      )}
      {optional && <OptionalMark id={optionalId(answerKey)} />}
      {hint && <Hint id={hintId(answerKey)}>{hint}</Hint>}
      {!stored && <Hint id={rulesId(answerKey)}>{messages.fileUploadRules}</Hint>}
      <div aria-live="polite">
        <FieldErrors id={errorId(answerKey)} errors={errors} />
        {shrunkShown && (
          <p id={shrunkId(answerKey)} className="field__hint">
            {format.photoShrunk(
              shrunk.chosen.name,
              formatFileSize(shrunk.chosen.size, locale),
              shrunk.sent.name,
              formatFileSize(shrunk.sent.size, locale),
            )}
          </p>
        )}
      </div>
      {stored ? (
        <div className="file-upload__file" role="group" aria-labelledby={labelId(answerKey)}>
          <p
            id={answerKey}
            ref={(element) => {
              if (!element || focusOnMount.current !== 'file') return;
              focusOnMount.current = null;
              // The input that had the focus is gone; a user who has moved on keeps their place.
              const active = element.ownerDocument.activeElement;
              if (!active || active === element.ownerDocument.body) element.focus();
            }}
            className="file-upload__name"
            // Read again with the name that takes the focus: the photo sent is not the one chosen.
            aria-describedby={shrunkShown ? shrunkId(answerKey) : undefined}
            tabIndex={-1}
          >
            {summary}
          </p>
          {/* The converted PDF, as the application will hold it. The file's name completes the link's
              name, "Download PDF of transcript.png", whose start is the visible text (WCAG 2.5.3). */}
          <a className="file-upload__download" href={documentPdfPath(answerKey)} download>
            {messages.downloadDocumentPdf}{' '}
            <span className="visually-hidden">{format.documentPdfOf(stored.file_name)}</span>
          </a>
          <Button
            ref={deleteButtonRef}
            variant="secondary"
            onClick={() => {
              dialogFocusRef.current = deleteButtonRef.current;
              setConfirming(true);
            }}
          >
            {/* The file's name completes the button's name: "Delete transcript.pdf" (WCAG 2.4.6). */}
            {messages.deleteFile} <span className="visually-hidden">{stored.file_name}</span>
          </Button>
          <DeleteFileDialog
            open={confirming}
            fileSummary={summary}
            deleting={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={confirmDelete}
            finalFocusRef={dialogFocusRef}
          />
        </div>
      ) : (
        <input
          ref={(element) => {
            inputRef.current = element;
            if (!element || focusOnMount.current !== 'input') return;
            focusOnMount.current = null;
            element.focus();
          }}
          id={answerKey}
          type="file"
          className="file-upload__input"
          accept={ACCEPTED_FILE_TYPES.join(',')}
          aria-describedby={describedBy(
            optional && optionalId(answerKey),
            hint && hintId(answerKey),
            rulesId(answerKey),
            invalid && errorId(answerKey),
          )}
          aria-invalid={invalid || undefined}
          // Not `disabled`: that would drop the focus of a keyboard user mid-upload. The picker
          // simply does not open while a file is on its way.
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          onChange={onChange}
        />
      )}
      <p id={statusId(answerKey)} role="status" className="file-upload__status">
        {status}
      </p>
      {upload.sending && (
        <progress
          className="file-upload__progress"
          aria-labelledby={statusId(answerKey)}
          max={1}
          value={upload.sending.progress ?? undefined}
        />
      )}
    </div>
  );
}

import { isJobPending, JOB_STATUS } from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ServerError, UnauthorizedError } from '../../api/api-error';
import { createPresignedUrl } from '../../api/create-presigned-url';
import { deleteDocumentConversion } from '../../api/delete-document-conversion';
import { documentAnswersQueryOptions } from '../../api/get-document-answers';
import {
  conversionQueryOptions,
  NO_CONVERSION,
  type ConversionResponse,
} from '../../api/get-document-conversion';
import { requestDocumentConversion } from '../../api/request-document-conversion';
import { uploadFile } from '../../api/upload-file';
import { useCatalogue } from '../../i18n/language-store';
import { useFormSession } from '../../session/form-session';
import { useToast } from '../../ui/toast';
import { uploadDocumentMutationKey } from './document-busy';

/** A file on its way to the store: its name and the fraction sent (null when unknown). */
export type Sending = { fileName: string; progress: number | null };

export type DocumentUpload = {
  /** Starts the upload of a file that passed the browser's checks. */
  start: (file: File) => void;
  /** The file being sent, until the store has it. */
  sending: Sending | null;
  /** The conversion is UNPROCESSED or IN_PROGRESS (polled meanwhile). */
  converting: boolean;
  /** The conversion COMPLETED in this page; the document answers are being refreshed. */
  completed: boolean;
  /** The last failure's message, shown as the field's error until the next file. */
  error: string | null;
  setError: (message: string | null) => void;
};

/**
 * The upload flow for one question:
 * 1. in parallel, save the student's answers and ask for a presigned URL;
 * 2. upload the file to it (uploadFile, with progress);
 * 3. request the conversion;
 * 4. poll its status every 2 seconds while UNPROCESSED or IN_PROGRESS (conversionQueryOptions).
 * COMPLETED refreshes the document answers, which then hold the file. FAILED, or a failure of
 * steps 1 to 3, shows the message as the field's error and toasts 'Error uploading file for
 * {field}'; when that toast goes (its reset) a conversion left FAILED is deleted,
 * so that the error is seen once.
 *
 * Steps 1 to 3 are one mutation keyed by the question and the polling is the conversion query,
 * so that a tabs block can tell from the query client that a file is on its way.
 */
export function useDocumentUpload(
  answerKey: string,
  fieldLabel: string,
  { onFailure }: { onFailure: () => void },
): DocumentUpload {
  const { messages, format } = useCatalogue();
  const queryClient = useQueryClient();
  const { saver } = useFormSession();
  const toast = useToast();
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const conversion = useQuery(conversionQueryOptions(answerKey));
  const status = conversion.data?.status;
  // A conversion this page is waiting for, including one started before the widget was last shown.
  const awaiting = useRef(isJobPending(status));

  const { mutate: cancelConversion } = useMutation({
    mutationFn: () => deleteDocumentConversion(answerKey),
    onSuccess: () => {
      queryClient.setQueryData(conversionQueryOptions(answerKey).queryKey, NO_CONVERSION);
    },
  });

  const fail = (message: string, { converted }: { converted: boolean }) => {
    setError(message);
    onFailure();
    toast.error(format.uploadError(fieldLabel), undefined, {
      onClose: converted ? () => cancelConversion() : undefined,
    });
  };

  const { mutate: upload } = useMutation({
    mutationKey: uploadDocumentMutationKey(answerKey),
    mutationFn: async (file: File) => {
      const [presigned] = await Promise.all([createPresignedUrl(answerKey), saver.saveNow()]);
      await uploadFile(presigned, file, (progress) => setSending({ fileName: file.name, progress }));
      const fileKey = presigned.fields.key;
      if (!fileKey) throw new ServerError(0, messages.unexpectedError);
      return requestDocumentConversion(answerKey, { fileKey, fileName: file.name });
    },
    onSuccess: (response) => {
      awaiting.current = true;
      queryClient.setQueryData(conversionQueryOptions(answerKey).queryKey, response);
    },
    onError: (failure) => {
      // A 401 ends the session (the query client's handler); there is nobody left to tell.
      if (failure instanceof UnauthorizedError) return;
      fail(failure.message, { converted: false });
    },
    onSettled: () => setSending(null),
  });

  const settle = useEffectEvent((settled: ConversionResponse) => {
    if (settled.status === JOB_STATUS.COMPLETED) {
      void queryClient.invalidateQueries({ queryKey: documentAnswersQueryOptions.queryKey });
    } else if (settled.status === JOB_STATUS.FAILED) {
      fail(settled.message || messages.unexpectedError, { converted: true });
    }
    // NOT_ANSWERED: cancelled elsewhere (a tab switch, another browser tab); nothing to say.
  });
  const settled = conversion.data && !isJobPending(conversion.data.status) ? conversion.data : null;
  useEffect(() => {
    if (!settled || !awaiting.current) return;
    awaiting.current = false;
    settle(settled);
    // The time too: a second upload may settle with an answer equal to the first one's.
  }, [settled, conversion.dataUpdatedAt]);

  return {
    start: (file) => {
      setError(null);
      setSending({ fileName: file.name, progress: 0 });
      upload(file);
    },
    sending,
    converting: isJobPending(status),
    completed: status === JOB_STATUS.COMPLETED,
    error,
    setError,
  };
}

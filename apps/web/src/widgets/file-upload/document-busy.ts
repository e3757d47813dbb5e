import type { QueryClient } from '@tanstack/react-query';
import { isJobPending } from '@portico/contracts';
import { conversionQueryOptions } from '../../api/get-document-conversion';
import { documentAnswersQueryOptions } from '../../api/get-document-answers';

/** The mutation keys of a question's document: the upload (steps 1 to 3), the delete. */
export const uploadDocumentMutationKey = (answerKey: string) => ['upload-document', answerKey] as const;
export const deleteDocumentMutationKey = (answerKey: string) => ['delete-document', answerKey] as const;

/**
 * Whether a question's document is on its way (Tabs): its conversion UNPROCESSED
 * or IN_PROGRESS, or an upload, a delete or a fetch of its state running. Read from the query
 * client, so that a tabs block can ask without knowing the widgets inside it.
 */
export function isDocumentBusy(queryClient: QueryClient, answerKey: string): boolean {
  const conversion = conversionQueryOptions(answerKey);
  return (
    isJobPending(queryClient.getQueryData(conversion.queryKey)?.status) ||
    queryClient.isMutating({ mutationKey: uploadDocumentMutationKey(answerKey) }) > 0 ||
    queryClient.isMutating({ mutationKey: deleteDocumentMutationKey(answerKey) }) > 0 ||
    queryClient.isFetching({ queryKey: conversion.queryKey }) > 0 ||
    queryClient.isFetching({ queryKey: documentAnswersQueryOptions.queryKey }) > 0
  );
}

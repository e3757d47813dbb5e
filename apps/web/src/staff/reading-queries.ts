import type { RequestOf } from '@portico/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../api/staff-client';
import { STAFF, staffMeta, type ApplicationsQuery } from './staff-queries';

export type ReviewRequest = RequestOf<'staffSaveReview'>['body'];

/** The signed-in member's review of an application, whether they may save one, and (admins) the others'. */
export function reviewsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [STAFF, 'review', id],
    queryFn: () => callStaffApi('staffReview', { params: { id } }),
    meta: staffMeta,
    staleTime: 0,
  });
}

/** Saves the signed-in member's review; what the server kept replaces their own in the cache. */
export function useSaveReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) => callStaffApi('staffSaveReview', { params: { id }, body }),
    meta: staffMeta,
    onSuccess: ({ review }) =>
      queryClient.setQueryData(reviewsQueryOptions(id).queryKey, (reviews) =>
        reviews ? { ...reviews, own: review } : reviews,
      ),
  });
}

export function notesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [STAFF, 'notes', id],
    queryFn: () => callStaffApi('staffNotes', { params: { id } }),
    meta: staffMeta,
    // Colleagues add notes while one reads: each opening asks again.
    staleTime: 0,
  });
}

/** Adds a note; the notes are then asked again, so that colleagues' new ones show with it. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'staffAddNote'>['body']) =>
      callStaffApi('staffAddNote', { params: { id }, body }),
    meta: staffMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions(id).queryKey }),
  });
}

/** The filters of the list a reader came from, as the list keeps them in the address. */
export type QueueFilters = Omit<ApplicationsQuery, 'after' | 'limit'>;

/** Pages of the list read for the queue: its first 1,000 applications, in the list's order. */
const QUEUE_PAGES = 10;
const QUEUE_PAGE_SIZE = 100;

/**
 * The queue a reader moves through: the ids of the list they came from, with its filters, read
 * once when the reading starts and kept while they read (staleTime Infinity), so that Previous and
 * Next follow the list as it was opened even as reading changes a file's activity or status. Its
 * first 1,000 applications: a reader's queue is a few hundred in a season.
 */
export function queueQueryOptions(filters: QueueFilters) {
  return queryOptions({
    queryKey: [STAFF, 'queue', filters],
    queryFn: async () => {
      const ids: string[] = [];
      let after: string | undefined;
      for (let page = 0; page < QUEUE_PAGES; page += 1) {
        const query = { ...filters, limit: QUEUE_PAGE_SIZE, ...(after ? { after } : {}) };
        const { applications, next } = await callStaffApi('staffApplications', { query });
        ids.push(...applications.map((row) => row.id));
        if (!next) break;
        after = next;
      }
      return ids;
    },
    meta: staffMeta,
    staleTime: Infinity,
  });
}

import {
  STAFF_SORTS,
  STAFF_STATUSES,
  type RequestOf,
  type SortOrder,
  type StaffSort,
  type StaffStatus,
} from '@portico/contracts';
import { searchOf, valuesIn } from './filters-in-address';

/** What selects the list's applications (contracts' ZStaffApplicationsFilter). */
export type ListFilters = {
  q?: string;
  status?: StaffStatus;
  term?: string;
  major?: string;
  reader?: string;
};
/** The list as its address holds it: the filters, and the column it is sorted by each way. */
export type ListAddress = { filters: ListFilters; sort: StaffSort; order: SortOrder };
/** What a saved view holds: the address's filters, and its sort unless it is the default. */
export type ViewQuery = RequestOf<'staffSaveView'>['body']['query'];

/** Newest activity first, as the server lists without a sort. */
export const DEFAULT_SORT: { sort: StaffSort; order: SortOrder } = { sort: 'activity', order: 'desc' };

/** A reader filter the server takes: 'me', 'none' or a staff member's id. */
const READER_VALUE = /^(me|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The list's filters and sort from its address (?q=&status=&term=&major=&reader=&sort=&order=),
 * so that Back from an application keeps them and a view can be linked and saved; a status, a
 * reader or a sort the server would refuse is left out rather than sent.
 */
export function listAddressOf(search: string): ListAddress {
  const { status, reader, sort, order, ...given } = valuesIn(search, [
    'q',
    'term',
    'major',
    'status',
    'reader',
    'sort',
    'order',
  ] as const);
  const knownStatus = STAFF_STATUSES.find((candidate) => candidate === status);
  const knownSort = STAFF_SORTS.find((candidate) => candidate === sort);
  return {
    filters: {
      ...given,
      ...(knownStatus ? { status: knownStatus } : {}),
      ...(reader && READER_VALUE.test(reader) ? { reader } : {}),
    },
    sort: knownSort ?? DEFAULT_SORT.sort,
    order: knownSort && (order === 'asc' || order === 'desc') ? order : DEFAULT_SORT.order,
  };
}

/** The sort as an address or a view holds it: nothing for the default. */
export function sortValues({ sort, order }: Pick<ListAddress, 'sort' | 'order'>): ViewQuery {
  return sort === DEFAULT_SORT.sort && order === DEFAULT_SORT.order ? {} : { sort, order };
}

/** The address's query for a list: its filters and its sort. */
export function listSearch(address: ListAddress): string {
  return searchOf({ ...address.filters, ...sortValues(address) });
}

/** Whether any filter selects: the empty list then offers 'Clear filters'. */
export function isFiltered(filters: ListFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** An application's id as a page's address holds it. */
export const APPLICATION_ID = /^[0-9a-f-]{36}$/;

/** The reading screen of an application, with the list it was opened from in its query: its queue. */
export function readingPath(id: string, search: string): string {
  return `/staff/applications/${id}/read${search}`;
}

import { STAFF_MESSAGES } from '@portico/application';
import { STAFF_STATUSES_IN_USE, type StaffStatus } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import { Link, useLocation } from '../navigation/router';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { staffFileUrl } from '../api/staff-client';
import { useSubmitToAddress, valuesIn } from './filters-in-address';
import { TableScroll } from './table-scroll';
import { Pager, useKeysetPages } from './keyset-pages';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import { lastPageOf, staffStatusLabel, useFormatTime } from './staff-format';
import { applicationsQueryOptions } from './staff-queries';
import '../ui/text-input.css';

type Filters = { q?: string; status?: StaffStatus; term?: string; major?: string };

/**
 * The filters of the address (?q=&status=&term=&major=), so that Back from an application keeps
 * them; a status the server does not know is left out rather than refused.
 */
function filtersOf(search: string): Filters {
  const { status, ...given } = valuesIn(search, ['q', 'term', 'major', 'status'] as const);
  const known = STAFF_STATUSES_IN_USE.find((candidate) => candidate === status);
  return known ? { ...given, status: known } : given;
}

/**
 * /staff: every application, newest activity first, a page at a time as the server pages them (by
 * keyset: 'Next' follows the server's cursor, 'Previous' goes back along the cursors followed).
 * Search and filters live in the address; 'Export CSV' and 'Export JSON' download what they select.
 */
export function StaffApplicationsScreen() {
  const { search } = useLocation();
  const filters = filtersOf(search);
  const filtersKey = JSON.stringify(filters);
  const pages = useKeysetPages(filtersKey);
  const { after } = pages;
  const list = useQuery({
    ...applicationsQueryOptions({ ...filters, ...(after ? { after } : {}) }),
    placeholderData: keepPreviousData,
  });
  useSignOutWhenUnauthorized(list.error);
  const formatTime = useFormatTime();
  const captionId = useId();

  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.applicationsHeader}</ScreenHeading>
      <FilterForm key={filtersKey} filters={filters} />
      <p className="staff-exports">
        <a className="staff-button-link" href={staffFileUrl('staffExportCsv', { query: filters })} download>
          {STAFF_MESSAGES.exportCsv}
        </a>
        <a className="staff-button-link" href={staffFileUrl('staffExportJson', { query: filters })} download>
          {STAFF_MESSAGES.exportJson}
        </a>
      </p>
      {!list.data ? (
        <Spinner />
      ) : list.data.applications.length === 0 ? (
        <p role="status">{STAFF_MESSAGES.noApplications}</p>
      ) : (
        <TableScroll labelledBy={captionId}>
          <table className="staff-table" aria-busy={list.isPlaceholderData || undefined}>
            <caption id={captionId} className="visually-hidden">
              {STAFF_MESSAGES.applicationsHeader}
            </caption>
            <thead>
              <tr>
                <th scope="col">{STAFF_MESSAGES.columnName}</th>
                <th scope="col">{STAFF_MESSAGES.columnEmail}</th>
                <th scope="col">{STAFF_MESSAGES.columnStatus}</th>
                <th scope="col">{STAFF_MESSAGES.columnLastPage}</th>
                <th scope="col">{STAFF_MESSAGES.columnLastActivity}</th>
                <th scope="col">{STAFF_MESSAGES.columnSubmittedAt}</th>
                <th scope="col">{STAFF_MESSAGES.columnReference}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.applications.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/staff/applications/${row.id}`}>{row.name || STAFF_MESSAGES.unnamed}</Link>
                  </th>
                  <td>{row.email}</td>
                  <td>{staffStatusLabel(row.staff_status)}</td>
                  <td>{lastPageOf(row)}</td>
                  <td>{formatTime(row.last_activity)}</td>
                  <td>{formatTime(row.submitted_at)}</td>
                  <td>{row.reference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager pages={pages} next={list.data?.next} />
    </div>
  );
}

/** The search box and filters; applied on submit, into the address. */
function FilterForm({ filters }: { filters: Filters }) {
  const { entryTerms, majors } = useSiteConfig();
  const hintId = useId();
  const onSubmit = useSubmitToAddress('/staff');
  return (
    <form className="staff-filters" role="search" onSubmit={onSubmit}>
      <div className="staff-field staff-field--wide">
        <label htmlFor={`${hintId}-q`}>{STAFF_MESSAGES.searchLabel}</label>
        <p className="staff-field__hint" id={hintId}>
          {STAFF_MESSAGES.searchHint}
        </p>
        <input
          className="text-input"
          id={`${hintId}-q`}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ''}
          aria-describedby={hintId}
        />
      </div>
      <FilterSelect
        name="status"
        value={filters.status}
        options={STAFF_STATUSES_IN_USE.map((status) => ({ value: status, label: staffStatusLabel(status) }))}
      />
      <FilterSelect name="term" value={filters.term} options={entryTerms} />
      <FilterSelect name="major" value={filters.major} options={majors} />
      <Button type="submit">{STAFF_MESSAGES.applyFilters}</Button>
    </form>
  );
}

/** Each dropdown filter's label and its first choice, which filters nothing. */
const FILTER_SELECT_TEXT = {
  status: { label: STAFF_MESSAGES.statusFilter, all: STAFF_MESSAGES.allStatuses },
  term: { label: STAFF_MESSAGES.termFilter, all: STAFF_MESSAGES.allTerms },
  major: { label: STAFF_MESSAGES.majorFilter, all: STAFF_MESSAGES.allMajors },
};

function FilterSelect({
  name,
  value,
  options,
}: {
  name: keyof typeof FILTER_SELECT_TEXT;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const { label, all } = FILTER_SELECT_TEXT[name];
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <select className="text-input" id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

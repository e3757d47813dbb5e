import { STAFF_MESSAGES } from '@portico/application';
import { STAFF_STATUSES } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { staffFileUrl } from '../api/staff-client';
import { useSiteConfig } from '../config/site-config-context';
import { Link, useLocation, useNavigate } from '../navigation/router';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { useSubmitToAddress } from './filters-in-address';
import { Pager, useKeysetPages } from './keyset-pages';
import { isFiltered, listAddressOf, listSearch, sortValues, type ListAddress } from './list-address';
import { SortHeader } from './sort-header';
import { BulkBar, bulkActionsOf } from './staff-bulk-actions';
import { lastPageOf, staffStatusLabel, useFormatTime } from './staff-format';
import type { StaffScreenProps } from './staff-pages';
import {
  applicationCountQueryOptions,
  applicationsQueryOptions,
  assignableMembersQueryOptions,
  assignmentCountsQueryOptions,
} from './staff-queries';
import { SavedViews } from './staff-saved-views';
import { TableScroll } from './table-scroll';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';

/**
 * /staff: every application, newest activity first unless a column's header sorts it otherwise, a
 * page at a time as the server pages them (by keyset: 'Next' follows the server's cursor,
 * 'Previous' goes back along the cursors followed), with how many match. Search, filters and sort
 * live in the address (list-address.ts), and a staff member saves them as a view of their own;
 * 'Export CSV' and 'Export JSON' download what they select. An admin ticks applications (each, the
 * page, or all that match) and acts on them from the bar above the table.
 */
export function StaffApplicationsScreen({ member }: StaffScreenProps) {
  const isAdmin = member.role === 'admin';
  const actions = bulkActionsOf(member);
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = listAddressOf(search);
  const { filters, sort, order } = address;
  const listKey = JSON.stringify(address);
  const pages = useKeysetPages(listKey);
  const { after } = pages;
  const list = useQuery({
    ...applicationsQueryOptions({ ...filters, sort, order, ...(after ? { after } : {}) }),
    placeholderData: keepPreviousData,
  });
  useSignOutWhenUnauthorized(list.error);
  const count = useQuery({ ...applicationCountQueryOptions(filters), placeholderData: keepPreviousData });
  useSignOutWhenUnauthorized(count.error);
  const formatTime = useFormatTime();
  const { decisions } = useSiteConfig();
  const captionId = useId();
  /** The applications ticked, by id: kept across pages and sorts, cleared by a change of the filters. */
  const filtersKey = JSON.stringify(filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedFor, setSelectedFor] = useState(filtersKey);
  if (selectedFor !== filtersKey) {
    setSelectedFor(filtersKey);
    setSelected(new Set());
  }
  const pageIds = list.data?.applications.map((row) => row.id) ?? [];
  const selecting = actions.length > 0;
  const decisionLabel = (key: string | null) =>
    key === null ? '' : (decisions.find((option) => option.key === key)?.label ?? key);

  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.applicationsHeader}</ScreenHeading>
      {isAdmin && <AssignmentCounts />}
      <SavedViews address={address} />
      <FilterForm key={filtersKey} address={address} isAdmin={isAdmin} />
      <div className="staff-list-summary">
        <p className="staff-count" role="status">
          {count.data ? STAFF_MESSAGES.matches(count.data.total) : ''}
        </p>
        <p className="staff-exports">
          <a className="staff-button-link" href={staffFileUrl('staffExportCsv', { query: filters })} download>
            {STAFF_MESSAGES.exportCsv}
          </a>
          <a
            className="staff-button-link"
            href={staffFileUrl('staffExportJson', { query: filters })}
            download
          >
            {STAFF_MESSAGES.exportJson}
          </a>
        </p>
      </div>
      {selecting && (
        <BulkBar
          actions={actions}
          filters={filters}
          total={count.data?.total}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      {!list.data ? (
        <Spinner />
      ) : list.data.applications.length === 0 ? (
        isFiltered(filters) ? (
          <div className="staff-empty">
            <p role="status">{STAFF_MESSAGES.noMatches}</p>
            <Button
              variant="secondary"
              onClick={() =>
                navigate({ pathname: '/staff', search: listSearch({ ...address, filters: {} }) })
              }
            >
              {STAFF_MESSAGES.clearFilters}
            </Button>
          </div>
        ) : (
          <p role="status">{STAFF_MESSAGES.noApplications}</p>
        )
      ) : (
        <TableScroll labelledBy={captionId}>
          <table className="staff-table" aria-busy={list.isPlaceholderData || undefined}>
            <caption id={captionId} className="visually-hidden">
              {STAFF_MESSAGES.applicationsHeader}
            </caption>
            <thead>
              <tr>
                {selecting && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={STAFF_MESSAGES.selectPage}
                      checked={pageIds.length > 0 && pageIds.every((id) => selected.has(id))}
                      onChange={(event) => {
                        const next = new Set(selected);
                        for (const id of pageIds) {
                          if (event.currentTarget.checked) next.add(id);
                          else next.delete(id);
                        }
                        setSelected(next);
                      }}
                    />
                  </td>
                )}
                <SortHeader sort="name" label={STAFF_MESSAGES.columnName} />
                <th scope="col">{STAFF_MESSAGES.columnEmail}</th>
                <SortHeader sort="status" label={STAFF_MESSAGES.columnStatus} />
                <SortHeader sort="reader" label={STAFF_MESSAGES.columnReader} />
                <SortHeader sort="decision" label={STAFF_MESSAGES.columnDecision} />
                <th scope="col">{STAFF_MESSAGES.columnLastPage}</th>
                <SortHeader sort="activity" label={STAFF_MESSAGES.columnLastActivity} />
                <SortHeader sort="submitted" label={STAFF_MESSAGES.columnSubmittedAt} />
                <th scope="col">{STAFF_MESSAGES.columnReference}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.applications.map((row) => (
                <tr key={row.id}>
                  {selecting && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={STAFF_MESSAGES.selectApplication(row.name || row.email)}
                        checked={selected.has(row.id)}
                        onChange={(event) => {
                          const next = new Set(selected);
                          if (event.currentTarget.checked) next.add(row.id);
                          else next.delete(row.id);
                          setSelected(next);
                        }}
                      />
                    </td>
                  )}
                  <th scope="row">
                    <Link to={`/staff/applications/${row.id}${search}`}>
                      {row.name || STAFF_MESSAGES.unnamed}
                    </Link>
                  </th>
                  <td>{row.email}</td>
                  <td>{staffStatusLabel(row.staff_status)}</td>
                  <td>{row.reader_email ?? ''}</td>
                  <td>{decisionLabel(row.decision)}</td>
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

/** Admins: how many submitted applications no one is assigned, and each staff member's count. */
function AssignmentCounts() {
  const counts = useQuery(assignmentCountsQueryOptions);
  const headingId = useId();
  if (!counts.data) return null;
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.assignmentCountsHeading}</h2>
      <p>{STAFF_MESSAGES.assignmentCounts(counts.data.unassigned)}</p>
      <ul className="staff-counts">
        {counts.data.readers.map((reader) => (
          <li key={reader.id}>{STAFF_MESSAGES.readerCount(reader.email, reader.assigned)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The active staff members an admin assigns to (the staff members list is theirs alone). */
function useAssignableMembers(enabled: boolean) {
  const members = useQuery({ ...assignableMembersQueryOptions, enabled });
  return (members.data?.members ?? []).filter((member) => member.status !== 'disabled');
}

/** The search box and filters; applied on submit, into the address, the sort kept. */
function FilterForm({ address, isAdmin }: { address: ListAddress; isAdmin: boolean }) {
  const { filters } = address;
  const { entryTerms, majors } = useSiteConfig();
  const members = useAssignableMembers(isAdmin);
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
        options={STAFF_STATUSES.map((status) => ({ value: status, label: staffStatusLabel(status) }))}
      />
      <FilterSelect
        name="reader"
        value={filters.reader}
        options={[
          { value: 'me', label: STAFF_MESSAGES.assignedToMe },
          { value: 'none', label: STAFF_MESSAGES.noReader },
          ...members.map((member) => ({ value: member.id, label: member.email })),
        ]}
      />
      <FilterSelect name="term" value={filters.term} options={entryTerms} />
      <FilterSelect name="major" value={filters.major} options={majors} />
      {Object.entries(sortValues(address)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit">{STAFF_MESSAGES.applyFilters}</Button>
    </form>
  );
}

/** Each dropdown filter's label and its first choice, which filters nothing. */
const FILTER_SELECT_TEXT = {
  status: { label: STAFF_MESSAGES.statusFilter, all: STAFF_MESSAGES.allStatuses },
  reader: { label: STAFF_MESSAGES.readerFilter, all: STAFF_MESSAGES.allReaders },
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

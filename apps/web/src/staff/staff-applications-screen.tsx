import { STAFF_MESSAGES } from '@portico/application';
import { STAFF_STATUSES, type StaffStatus } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@portico/application';
import { ApiError } from '../api/api-error';
import { useToast } from '../ui/toast';
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
import {
  applicationsQueryOptions,
  assignmentCountsQueryOptions,
  assignableMembersQueryOptions,
  useAssignApplications,
  type StaffMember,
} from './staff-queries';
import '../ui/text-input.css';

type Filters = { q?: string; status?: StaffStatus; term?: string; major?: string; reader?: string };

/** A reader filter the server takes: 'me', 'none' or a staff member's id. */
const READER_VALUE = /^(me|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The filters of the address (?q=&status=&term=&major=), so that Back from an application keeps
 * them; a status the server does not know is left out rather than refused.
 */
function filtersOf(search: string): Filters {
  const { status, reader, ...given } = valuesIn(search, ['q', 'term', 'major', 'status', 'reader'] as const);
  const known = STAFF_STATUSES.find((candidate) => candidate === status);
  return {
    ...given,
    ...(known ? { status: known } : {}),
    ...(reader && READER_VALUE.test(reader) ? { reader } : {}),
  };
}

/**
 * /staff: every application, newest activity first, a page at a time as the server pages them (by
 * keyset: 'Next' follows the server's cursor, 'Previous' goes back along the cursors followed).
 * Search and filters live in the address; 'Export CSV' and 'Export JSON' download what they select.
 */
export function StaffApplicationsScreen({ member }: { member: StaffMember }) {
  const isAdmin = member.role === 'admin';
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
  const assignFormId = useId();
  const toast = useToast();
  const assign = useAssignApplications();
  useSignOutWhenUnauthorized(assign.error);
  /** The applications ticked, by id: kept across pages, cleared by a change of the filters or an assignment. */
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedFor, setSelectedFor] = useState(filtersKey);
  if (selectedFor !== filtersKey) {
    setSelectedFor(filtersKey);
    setSelected(new Set());
  }
  const pageIds = list.data?.applications.map((row) => row.id) ?? [];
  const onAssign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assign.isPending) return;
    const readerId = new FormData(event.currentTarget).get('assign_to');
    assign.mutate(
      {
        application_ids: [...selected],
        reader_id: typeof readerId === 'string' && readerId ? readerId : null,
      },
      {
        onSuccess: ({ message }) => {
          setSelected(new Set());
          toast.success(message);
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError),
      },
    );
  };

  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.applicationsHeader}</ScreenHeading>
      {isAdmin && <AssignmentCounts />}
      <FilterForm key={filtersKey} filters={filters} isAdmin={isAdmin} />
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
        <form id={assignFormId} onSubmit={onAssign}>
          {isAdmin && <AssignControls count={selected.size} busy={assign.isPending} />}
          <TableScroll labelledBy={captionId}>
            <table className="staff-table" aria-busy={list.isPlaceholderData || undefined}>
              <caption id={captionId} className="visually-hidden">
                {STAFF_MESSAGES.applicationsHeader}
              </caption>
              <thead>
                <tr>
                  {isAdmin && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={STAFF_MESSAGES.selectPage}
                        checked={pageIds.length > 0 && pageIds.every((id) => selected.has(id))}
                        onChange={(event) =>
                          setSelected(event.currentTarget.checked ? new Set(pageIds) : new Set())
                        }
                      />
                    </td>
                  )}
                  <th scope="col">{STAFF_MESSAGES.columnName}</th>
                  <th scope="col">{STAFF_MESSAGES.columnEmail}</th>
                  <th scope="col">{STAFF_MESSAGES.columnStatus}</th>
                  <th scope="col">{STAFF_MESSAGES.columnReader}</th>
                  <th scope="col">{STAFF_MESSAGES.columnLastPage}</th>
                  <th scope="col">{STAFF_MESSAGES.columnLastActivity}</th>
                  <th scope="col">{STAFF_MESSAGES.columnSubmittedAt}</th>
                  <th scope="col">{STAFF_MESSAGES.columnReference}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.applications.map((row) => (
                  <tr key={row.id}>
                    {isAdmin && (
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
                    <td>{lastPageOf(row)}</td>
                    <td>{formatTime(row.last_activity)}</td>
                    <td>{formatTime(row.submitted_at)}</td>
                    <td>{row.reference ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </form>
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

/** Admins: whom to assign the ticked applications to, and the button that says how many. */
function AssignControls({ count, busy }: { count: number; busy: boolean }) {
  const members = useAssignableMembers(true);
  const id = useId();
  return (
    <div className="staff-filters">
      <div className="staff-field">
        <label htmlFor={id}>{STAFF_MESSAGES.assignTo}</label>
        <select className="text-input" id={id} name="assign_to" defaultValue="">
          <option value="">{STAFF_MESSAGES.assignToNoOne}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" aria-busy={busy || undefined}>
        {STAFF_MESSAGES.assignSelected(count)}
      </Button>
    </div>
  );
}

/** The search box and filters; applied on submit, into the address. */
function FilterForm({ filters, isAdmin }: { filters: Filters; isAdmin: boolean }) {
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

import { STAFF_MESSAGES } from '@portico/application';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiError } from '../api/api-error';
import { Link, useLocation } from '../navigation/router';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { useSubmitToAddress, valuesIn } from './filters-in-address';
import { useSiteConfig } from '../config/site-config-context';
import { useFormatTime } from './staff-format';
import { auditQueryOptions, type StaffMember } from './staff-queries';
import { TableScroll } from './table-scroll';
import { Pager, useKeysetPages } from './keyset-pages';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';
import { AdminsOnly } from './admins-only';

const FILTERS = ['staff', 'applicant'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
const FILTER_LABELS = {
  staff: STAFF_MESSAGES.auditStaffFilter,
  applicant: STAFF_MESSAGES.auditApplicantFilter,
};

/**
 * /staff/audit (admins): who did what, about which applicant, when and from where, newest first,
 * filtered by staff member and applicant. A reader is told they cannot see it; the server refuses
 * them in any case (403).
 */
export function StaffAuditScreen({ member }: { member: StaffMember }) {
  if (member.role !== 'admin') return <AdminsOnly header={STAFF_MESSAGES.auditHeader} />;
  return <AuditTable />;
}

function AuditTable() {
  const { search } = useLocation();
  const filters: Filters = valuesIn(search, FILTERS);
  const filtersKey = JSON.stringify(filters);
  const pages = useKeysetPages(filtersKey);
  const { after } = pages;
  const audit = useQuery({
    ...auditQueryOptions({ ...filters, ...(after ? { after } : {}) }),
    placeholderData: keepPreviousData,
    // A refusal (the role changed meanwhile) is this screen's to say.
    throwOnError: (error) => !(error instanceof ApiError && [401, 403].includes(error.status)),
  });
  useSignOutWhenUnauthorized(audit.error);
  const formatTime = useFormatTime();
  const { checklist } = useSiteConfig();
  /** A checklist item named as the configuration labels it; its key if no longer configured. */
  const itemLabel = (key: string) => checklist.find((item) => item.key === key)?.label ?? key;
  const captionId = useId();
  const refused = audit.error instanceof ApiError && audit.error.status === 403;

  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.auditHeader}</ScreenHeading>
      <AuditFilters key={filtersKey} filters={filters} />
      {refused ? (
        <p role="alert" className="staff-alert">
          {STAFF_MESSAGES.adminsOnly}
        </p>
      ) : !audit.data ? (
        <Spinner />
      ) : audit.data.events.length === 0 ? (
        <p role="status">{STAFF_MESSAGES.noAuditEvents}</p>
      ) : (
        <TableScroll labelledBy={captionId}>
          <table className="staff-table" aria-busy={audit.isPlaceholderData || undefined}>
            <caption id={captionId} className="visually-hidden">
              {STAFF_MESSAGES.auditHeader}
            </caption>
            <thead>
              <tr>
                <th scope="col">{STAFF_MESSAGES.columnAt}</th>
                <th scope="col">{STAFF_MESSAGES.columnAction}</th>
                <th scope="col">{STAFF_MESSAGES.columnStaff}</th>
                <th scope="col">{STAFF_MESSAGES.columnApplicant}</th>
                <th scope="col">{STAFF_MESSAGES.columnFrom}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.events.map((event) => (
                <tr key={event.id}>
                  <td>{formatTime(event.at)}</td>
                  <td>
                    {event.method
                      ? STAFF_MESSAGES.actionBy(
                          STAFF_MESSAGES.actions[event.action],
                          STAFF_MESSAGES.signInMethods[event.method],
                        )
                      : event.detail
                        ? STAFF_MESSAGES.actionBy(
                            STAFF_MESSAGES.actions[event.action],
                            itemLabel(event.detail),
                          )
                        : STAFF_MESSAGES.actions[event.action]}
                  </td>
                  <td>
                    {[
                      // A system's credential acts where no staff member does (issue 28).
                      event.staff_email ?? event.system_credential,
                      event.email && event.email !== event.staff_email ? event.email : null,
                    ]
                      .filter(Boolean)
                      .join(' → ')}
                  </td>
                  <td>
                    {event.applicant_id && (
                      <Link to={`/staff/applications/${event.applicant_id}`}>
                        {event.applicant_name ?? event.applicant_email ?? event.applicant_id}
                      </Link>
                    )}
                  </td>
                  <td>{event.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager pages={pages} next={audit.data?.next} />
    </div>
  );
}

function AuditFilters({ filters }: { filters: Filters }) {
  const id = useId();
  const onSubmit = useSubmitToAddress('/staff/audit');
  return (
    <form className="staff-filters" role="search" onSubmit={onSubmit}>
      <p className="staff-field__hint staff-filters__hint" id={`${id}-hint`}>
        {STAFF_MESSAGES.auditFilterHint}
      </p>
      {FILTERS.map((name) => (
        <div className="staff-field" key={name}>
          <label htmlFor={`${id}-${name}`}>{FILTER_LABELS[name]}</label>
          <input
            className="text-input"
            id={`${id}-${name}`}
            name={name}
            type="search"
            maxLength={254}
            defaultValue={filters[name] ?? ''}
            aria-describedby={`${id}-hint`}
          />
        </div>
      ))}
      <Button type="submit">{STAFF_MESSAGES.applyFilters}</Button>
    </form>
  );
}

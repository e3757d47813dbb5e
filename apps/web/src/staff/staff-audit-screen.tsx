import { fixedOptions, STAFF_MESSAGES, type Option } from '@portico/application';
import type { AuditAction } from '@portico/contracts';
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
import { auditQueryOptions } from './staff-queries';
import { TableScroll } from './table-scroll';
import { Pager, useKeysetPages } from './keyset-pages';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';

const FILTERS = ['staff', 'applicant'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
const FILTER_LABELS = {
  staff: STAFF_MESSAGES.auditStaffFilter,
  applicant: STAFF_MESSAGES.auditApplicantFilter,
};

/** The audit's events whose detail is a decision's key. */
const DECISION_ACTIONS: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'decision.recorded',
  'decisions.released',
  'release.created',
  'release.cancelled',
]);

/**
 * /staff/audit (admins): who did what, about which applicant, when and from where, newest first,
 * filtered by staff member and applicant. A reader is told they cannot see it (staff-pages.tsx);
 * the server refuses them in any case (403).
 */
export function StaffAuditScreen() {
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
  const { checklist, decisions, rubric } = useSiteConfig();
  /**
   * What an event was about, as the configuration labels it (a decision, a review's
   * recommendation, a checklist item); its key if no longer configured, or the detail itself (a
   * reader's address).
   */
  const detailLabel = (action: AuditAction, key: string) => {
    const labels: readonly Option[] = DECISION_ACTIONS.has(action)
      ? decisions.map((decision) => ({ value: decision.key, label: decision.label }))
      : action === 'review.saved'
        ? (fixedOptions(rubric.recommendation.options) ?? [])
        : checklist.map((item) => ({ value: item.key, label: item.label }));
    return labels.find((entry) => entry.value === key)?.label ?? key;
  };
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
                            detailLabel(event.action, event.detail),
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

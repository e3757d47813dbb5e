import { STAFF_MESSAGES } from '@portico/application';
import { WEB_STATUSES } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { useLocation, useNavigate } from '../navigation/router';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { formatCount, formatDay, formatShare, pageLabel, statusLabel } from './staff-format';
import { stuckQueryOptions, type StuckQuery, type StuckReport } from './staff-queries';
import { TableScroll } from './table-scroll';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';

const PERIOD_FIELDS = ['from', 'to'] as const;
type PeriodField = (typeof PERIOD_FIELDS)[number];

/** The period of the address (?from=&to=), as given: the server checks it and fills in the rest. */
function periodOf(search: string): StuckQuery {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    PERIOD_FIELDS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * /staff/stuck: for a period of days, how many applications are started, validating and submitted,
 * the page where those not submitted stopped, and the ten messages they meet most (from what their
 * browsers report, POST /api/validations). Readers see it too. The period lives in the address; a
 * period the server refuses (400) is said beside its field and above the report.
 */
export function StaffStuckScreen() {
  const { search } = useLocation();
  const period = periodOf(search);
  const report = useQuery({
    ...stuckQueryOptions(period),
    placeholderData: keepPreviousData,
    // A refused period is this screen's to say.
    throwOnError: (error) => !(error instanceof ApiError && [400, 401].includes(error.status)),
  });
  useSignOutWhenUnauthorized(report.error);
  const refused = report.error instanceof ApiError && report.error.status === 400 ? report.error : undefined;
  const shown = refused ? undefined : report.data;

  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.stuckHeader}</ScreenHeading>
      <p>{STAFF_MESSAGES.stuckIntro}</p>
      <PeriodForm
        // New defaults from the server, or a new address, start the fields again from them.
        key={`${search}|${shown?.from ?? ''}|${shown?.to ?? ''}`}
        values={{ from: period.from ?? shown?.from, to: period.to ?? shown?.to }}
        errors={refused?.errors}
      />
      {refused ? (
        <p role="alert" className="staff-alert">
          {[...new Set(Object.values(refused.errors ?? {}).flat())].join(' ') || refused.message}
        </p>
      ) : !shown ? (
        <Spinner />
      ) : (
        <Report report={shown} busy={report.isPlaceholderData} />
      )}
    </div>
  );
}

/** The two days of the period and Apply; applied on submit, into the address. */
function PeriodForm({
  values,
  errors,
}: {
  values: Record<PeriodField, string | undefined>;
  errors: Record<string, string[]> | undefined;
}) {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
    }
    navigate({ pathname: '/staff/stuck', search: params.size > 0 ? `?${params}` : '' });
  };
  const labels = { from: STAFF_MESSAGES.periodFrom, to: STAFF_MESSAGES.periodTo };
  return (
    <form className="staff-filters" aria-labelledby={`${id}-legend`} onSubmit={onSubmit}>
      <p className="staff-filters__hint">
        <strong id={`${id}-legend`}>{STAFF_MESSAGES.periodLabel}</strong>{' '}
        <span className="staff-field__hint" id={`${id}-hint`}>
          {STAFF_MESSAGES.periodHint}
        </span>
      </p>
      {PERIOD_FIELDS.map((name) => {
        const error = errors?.[name]?.join(' ');
        const errorId = `${id}-${name}-error`;
        return (
          <div className={error ? 'staff-field staff-field--invalid' : 'staff-field'} key={name}>
            <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
            {error && (
              <p className="staff-field__error" id={errorId}>
                {error}
              </p>
            )}
            <input
              className="text-input"
              id={`${id}-${name}`}
              name={name}
              type="date"
              defaultValue={values[name] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
            />
          </div>
        );
      })}
      <Button type="submit">{STAFF_MESSAGES.applyFilters}</Button>
    </form>
  );
}

function Report({ report, busy }: { report: StuckReport; busy: boolean }) {
  const total = WEB_STATUSES.reduce((sum, status) => sum + report.statuses[status], 0);
  return (
    <div aria-busy={busy || undefined}>
      <p>
        <strong>{STAFF_MESSAGES.periodShown(formatDay(report.from), formatDay(report.to))}</strong>
      </p>
      {total === 0 ? (
        <p role="status">{STAFF_MESSAGES.noStuckApplications}</p>
      ) : (
        <>
          <Statuses report={report} total={total} />
          <Stops report={report} />
          <Messages report={report} />
        </>
      )}
    </div>
  );
}

/** A section of the report: its heading, what it means, and its table (captioned). */
function Section({ heading, note, children }: { heading: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {note && <p>{note}</p>}
      {children}
    </section>
  );
}

/** A table of the report, named by its caption, sideways-scrollable on a narrow screen. */
function ReportTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId}>
      <table className="staff-table">
        <caption id={captionId} className="staff-table__caption">
          {caption}
        </caption>
        {children}
      </table>
    </TableScroll>
  );
}

function Statuses({ report, total }: { report: StuckReport; total: number }) {
  return (
    <Section heading={STAFF_MESSAGES.stuckStatusesHeader}>
      <ReportTable caption={STAFF_MESSAGES.stuckStatusesCaption}>
        <thead>
          <tr>
            <th scope="col">{STAFF_MESSAGES.columnStatus}</th>
            <th scope="col" className="staff-table__figure">
              {STAFF_MESSAGES.columnApplications}
            </th>
            <th scope="col" className="staff-table__figure">
              {STAFF_MESSAGES.columnShare}
            </th>
          </tr>
        </thead>
        <tbody>
          {WEB_STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row">{statusLabel(status)}</th>
              <td className="staff-table__figure">{formatCount(report.statuses[status])}</td>
              <td className="staff-table__figure">{formatShare(report.statuses[status], total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{STAFF_MESSAGES.totalRow}</th>
            <td className="staff-table__figure">{formatCount(total)}</td>
            <td className="staff-table__figure">{formatShare(total, total)}</td>
          </tr>
        </tfoot>
      </ReportTable>
    </Section>
  );
}

function Stops({ report }: { report: StuckReport }) {
  const notSubmitted = report.stops.reduce((sum, stop) => sum + stop.started + stop.validating, 0);
  return (
    <Section heading={STAFF_MESSAGES.stuckStopsHeader} note={STAFF_MESSAGES.stuckStopsNote}>
      <ReportTable caption={STAFF_MESSAGES.stuckStopsCaption}>
        <thead>
          <tr>
            <th scope="col">{STAFF_MESSAGES.columnPage}</th>
            <th scope="col" className="staff-table__figure">
              {STAFF_MESSAGES.statuses.started}
            </th>
            <th scope="col" className="staff-table__figure">
              {STAFF_MESSAGES.statuses.validating}
            </th>
            <th scope="col" className="staff-table__figure">
              {STAFF_MESSAGES.columnNotSubmitted}
            </th>
            <th scope="col" className="staff-table__figure">
              {STAFF_MESSAGES.columnShare}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.stops.map((stop) => (
            <tr key={stop.page ?? ''}>
              <th scope="row">{stop.page ? pageLabel(stop.page) : STAFF_MESSAGES.noPageRecorded}</th>
              <td className="staff-table__figure">{formatCount(stop.started)}</td>
              <td className="staff-table__figure">{formatCount(stop.validating)}</td>
              <td className="staff-table__figure">{formatCount(stop.started + stop.validating)}</td>
              <td className="staff-table__figure">
                {formatShare(stop.started + stop.validating, notSubmitted)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{STAFF_MESSAGES.totalRow}</th>
            <td className="staff-table__figure">{formatCount(report.statuses.started)}</td>
            <td className="staff-table__figure">{formatCount(report.statuses.validating)}</td>
            <td className="staff-table__figure">{formatCount(notSubmitted)}</td>
            <td className="staff-table__figure">{formatShare(notSubmitted, notSubmitted)}</td>
          </tr>
        </tfoot>
      </ReportTable>
    </Section>
  );
}

function Messages({ report }: { report: StuckReport }) {
  return (
    <Section heading={STAFF_MESSAGES.stuckMessagesHeader} note={STAFF_MESSAGES.stuckMessagesNote}>
      {report.messages.length === 0 ? (
        <p role="status">{STAFF_MESSAGES.noStuckMessages}</p>
      ) : (
        <ReportTable caption={STAFF_MESSAGES.stuckMessagesCaption}>
          <thead>
            <tr>
              <th scope="col">{STAFF_MESSAGES.columnMessage}</th>
              <th scope="col">{STAFF_MESSAGES.columnQuestion}</th>
              <th scope="col">{STAFF_MESSAGES.columnPage}</th>
              <th scope="col" className="staff-table__figure">
                {STAFF_MESSAGES.columnApplications}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.messages.map((row) => (
              <tr key={`${row.key}|${row.message}`}>
                <th scope="row">{row.message}</th>
                <td>{row.question}</td>
                <td>{pageLabel(row.page)}</td>
                <td className="staff-table__figure">{formatCount(row.applications)}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
    </Section>
  );
}

import { STAFF_MESSAGES } from '@portico/application';
import { WEB_STATUSES } from '@portico/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { TextField } from '../auth/auth-field';
import { useLocation } from '../navigation/router';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { useSubmitToAddress, valuesIn } from './filters-in-address';
import { formatCount, formatDay, formatShare, pageLabel, statusLabel } from './staff-format';
import { stuckQueryOptions, type StuckQuery, type StuckReport } from './staff-queries';
import { TableScroll } from './table-scroll';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';

const PERIOD_FIELDS = ['from', 'to'] as const;
type PeriodField = (typeof PERIOD_FIELDS)[number];

/**
 * /staff/stuck: for a period of days, how many applications are started, validating and submitted,
 * the page where those not submitted stopped, and the ten messages they meet most (from what their
 * browsers report, POST /api/validations). Readers see it too. The period lives in the address; a
 * period the server refuses (400) is said beside its field and above the report.
 */
export function StaffStuckScreen() {
  const { search } = useLocation();
  // The period as given: the server checks it and fills in the rest.
  const period: StuckQuery = valuesIn(search, PERIOD_FIELDS);
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
  const id = useId();
  const onSubmit = useSubmitToAddress('/staff/stuck');
  const labels = { from: STAFF_MESSAGES.periodFrom, to: STAFF_MESSAGES.periodTo };
  return (
    <form className="staff-filters" aria-labelledby={`${id}-legend`} onSubmit={onSubmit}>
      <p className="staff-filters__hint">
        <strong id={`${id}-legend`}>{STAFF_MESSAGES.periodLabel}</strong>{' '}
        <span className="staff-field__hint" id={`${id}-hint`}>
          {STAFF_MESSAGES.periodHint}
        </span>
      </p>
      {PERIOD_FIELDS.map((name) => (
        // The account cards' field (its error tied to the input), as the staff cards use it.
        <TextField
          key={name}
          className="staff-field"
          label={labels[name]}
          name={name}
          type="date"
          defaultValue={values[name] ?? ''}
          error={errors?.[name]?.join(' ')}
          describedBy={`${id}-hint`}
        />
      ))}
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

/** A column of a report's table: its heading, and whether it holds figures (aligned by their digits). */
type Column = { label: string; figures?: true };
/** A row: its header (the first column's cell) and its other cells, in the columns' order. */
type Row = { key: string; header: string; cells: string[] };

/**
 * A table of the report, named by its caption, sideways-scrollable on a narrow screen: a header
 * per row and per column (WCAG 1.3.1), and the total, when there is one, as its foot.
 */
function ReportTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: Column[];
  rows: Row[];
  total?: Row;
}) {
  const captionId = useId();
  const line = (row: Row) => (
    <tr key={row.key}>
      <th scope="row">{row.header}</th>
      {row.cells.map((cell, at) => (
        <td key={at} className={columns[at + 1]?.figures && 'staff-table__figure'}>
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    <TableScroll labelledBy={captionId}>
      <table className="staff-table">
        <caption id={captionId} className="staff-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.figures && 'staff-table__figure'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(line)}</tbody>
        {total && <tfoot>{line(total)}</tfoot>}
      </table>
    </TableScroll>
  );
}

const FIGURES = { figures: true } as const;

function Statuses({ report, total }: { report: StuckReport; total: number }) {
  const row = (key: string, header: string, count: number): Row => ({
    key,
    header,
    cells: [formatCount(count), formatShare(count, total)],
  });
  return (
    <Section heading={STAFF_MESSAGES.stuckStatusesHeader}>
      <ReportTable
        caption={STAFF_MESSAGES.stuckStatusesCaption}
        columns={[
          { label: STAFF_MESSAGES.columnStatus },
          { label: STAFF_MESSAGES.columnApplications, ...FIGURES },
          { label: STAFF_MESSAGES.columnShare, ...FIGURES },
        ]}
        rows={WEB_STATUSES.map((status) => row(status, statusLabel(status), report.statuses[status]))}
        total={row('all', STAFF_MESSAGES.totalRow, total)}
      />
    </Section>
  );
}

function Stops({ report }: { report: StuckReport }) {
  const notSubmitted = report.stops.reduce((sum, stop) => sum + stop.started + stop.validating, 0);
  const row = (key: string, header: string, started: number, validating: number): Row => ({
    key,
    header,
    cells: [
      formatCount(started),
      formatCount(validating),
      formatCount(started + validating),
      formatShare(started + validating, notSubmitted),
    ],
  });
  return (
    <Section heading={STAFF_MESSAGES.stuckStopsHeader} note={STAFF_MESSAGES.stuckStopsNote}>
      <ReportTable
        caption={STAFF_MESSAGES.stuckStopsCaption}
        columns={[
          { label: STAFF_MESSAGES.columnPage },
          { label: STAFF_MESSAGES.statuses.started, ...FIGURES },
          { label: STAFF_MESSAGES.statuses.validating, ...FIGURES },
          { label: STAFF_MESSAGES.columnNotSubmitted, ...FIGURES },
          { label: STAFF_MESSAGES.columnShare, ...FIGURES },
        ]}
        rows={report.stops.map((stop) =>
          row(
            stop.page ?? '',
            stop.page ? pageLabel(stop.page) : STAFF_MESSAGES.noPageRecorded,
            stop.started,
            stop.validating,
          ),
        )}
        total={row('all', STAFF_MESSAGES.totalRow, report.statuses.started, report.statuses.validating)}
      />
    </Section>
  );
}

function Messages({ report }: { report: StuckReport }) {
  return (
    <Section heading={STAFF_MESSAGES.stuckMessagesHeader} note={STAFF_MESSAGES.stuckMessagesNote}>
      {report.messages.length === 0 ? (
        <p role="status">{STAFF_MESSAGES.noStuckMessages}</p>
      ) : (
        <ReportTable
          caption={STAFF_MESSAGES.stuckMessagesCaption}
          columns={[
            { label: STAFF_MESSAGES.columnMessage },
            { label: STAFF_MESSAGES.columnQuestion },
            { label: STAFF_MESSAGES.columnPage },
            { label: STAFF_MESSAGES.columnApplications, ...FIGURES },
          ]}
          rows={report.messages.map((row) => ({
            key: `${row.key}|${row.message}`,
            header: row.message,
            cells: [row.question, pageLabel(row.page), formatCount(row.applications)],
          }))}
        />
      )}
    </Section>
  );
}

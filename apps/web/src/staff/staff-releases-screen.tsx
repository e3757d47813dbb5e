import { MESSAGES, STAFF_MESSAGES } from '@portico/application';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { useSiteConfig } from '../config/site-config-context';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/toast';
import { useSchemaForm } from '../ui/use-schema-form';
import { AdminsOnly } from './admins-only';
import { futureInstant } from './institution-time';
import { useFormatTime } from './staff-format';
import {
  releasePreviewQueryOptions,
  releasesQueryOptions,
  useReleaseChange,
  type Release,
  type StaffMember,
} from './staff-queries';
import { TableScroll } from './table-scroll';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';

/**
 * /staff/releases (admins, issue 28): a release of recorded decisions, one decision (and an entry
 * term, or every one) at a time, now or at a set time in the institution's time zone; the count
 * the selection holds is shown as it is chosen, and the confirmation states it again. Below, the
 * releases made, with their progress while the job publishes them and the e-mails go out.
 */
export function StaffReleasesScreen({ member }: { member: StaffMember }) {
  if (member.role !== 'admin') return <AdminsOnly header={STAFF_MESSAGES.releasesHeader} />;
  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.releasesHeader}</ScreenHeading>
      <p>{STAFF_MESSAGES.releasesIntro}</p>
      <ReleaseForm />
      <ReleasesList />
    </div>
  );
}

/** The form's own values: the time as typed, in the institution's zone; made an instant on sending. */
const ZReleaseForm = z.object({
  decision: z.string().min(1, STAFF_MESSAGES.decisionChoose),
  term: z.string(),
  when: z.enum(['now', 'later']),
  local_time: z.string(),
});
type ReleaseForm = z.infer<typeof ZReleaseForm>;

interface Confirming {
  count: number;
  label: string;
  body: { decision: string; term?: string; release_at?: string };
  when: string | null;
}

function ReleaseForm() {
  const { decisions, entryTerms, institution } = useSiteConfig();
  const formatTime = useFormatTime();
  const ids = useId();
  const { register, handleSubmit, watch, setError, formState, reset } = useSchemaForm<ReleaseForm>(
    ZReleaseForm,
    { decision: '', term: '', when: 'now', local_time: '' },
    'onSubmit',
  );
  const decision = watch('decision');
  const term = watch('term');
  const later = watch('when') === 'later';
  const preview = useQuery({
    ...releasePreviewQueryOptions({ decision, ...(term ? { term } : {}) }),
    enabled: decision !== '',
  });
  useSignOutWhenUnauthorized(preview.error);
  const change = useReleaseChange();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const timeZone = institution.timeZone.replace('_', ' ');

  const onSubmit = handleSubmit((values) => {
    const option = decisions.find((candidate) => candidate.key === values.decision);
    const count = preview.data?.count;
    if (!option || count === undefined) return;
    let releaseAt: Date | null = null;
    if (values.when === 'later') {
      releaseAt = futureInstant(values.local_time, institution.timeZone);
      if (!releaseAt) {
        setError('local_time', { message: STAFF_MESSAGES.releaseAtInvalid }, { shouldFocus: true });
        return;
      }
    }
    if (count === 0) {
      toast.error(STAFF_MESSAGES.releaseNothing);
      return;
    }
    setConfirming({
      count,
      label: option.label,
      when: releaseAt && formatTime(releaseAt.toISOString()),
      body: {
        decision: values.decision,
        ...(values.term ? { term: values.term } : {}),
        ...(releaseAt ? { release_at: releaseAt.toISOString() } : {}),
      },
    });
  });

  const release = (request: Confirming) => {
    if (change.isPending) return;
    change.mutate(
      { name: 'staffCreateRelease', body: request.body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setConfirming(null);
          reset();
        },
        onError: (error) => {
          toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
          setConfirming(null);
        },
      },
    );
  };

  const timeError = formState.errors.local_time?.message;
  const decisionError = formState.errors.decision?.message;
  return (
    <form className="staff-decision" noValidate onSubmit={onSubmit}>
      <fieldset
        className="staff-roles"
        aria-labelledby={`${ids}-decision`}
        aria-describedby={decisionError ? `${ids}-decision-error` : undefined}
      >
        <legend id={`${ids}-decision`}>{STAFF_MESSAGES.releaseDecision}</legend>
        {decisionError && (
          <p className="staff-field__error" id={`${ids}-decision-error`}>
            {decisionError}
          </p>
        )}
        {decisions.map((option) => (
          <label key={option.key}>
            <input type="radio" value={option.key} {...register('decision')} /> {option.label}
          </label>
        ))}
      </fieldset>
      <div className="staff-field">
        <label htmlFor={`${ids}-term`}>{STAFF_MESSAGES.releaseTerm}</label>
        <select className="text-input" id={`${ids}-term`} {...register('term')}>
          <option value="">{STAFF_MESSAGES.releaseAllTerms}</option>
          {entryTerms.map((entryTerm) => (
            <option key={entryTerm.value} value={entryTerm.value}>
              {entryTerm.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" aria-busy={preview.isFetching || undefined}>
        {decision !== '' && preview.data?.message}
      </p>
      <fieldset className="staff-roles" aria-labelledby={`${ids}-when`}>
        <legend id={`${ids}-when`}>{STAFF_MESSAGES.releaseWhen}</legend>
        <label>
          <input type="radio" value="now" {...register('when')} /> {STAFF_MESSAGES.releaseNow}
        </label>
        <label>
          <input type="radio" value="later" {...register('when')} /> {STAFF_MESSAGES.releaseLater}
        </label>
      </fieldset>
      {later && (
        <div className="staff-field">
          <label htmlFor={`${ids}-time`}>{STAFF_MESSAGES.releaseAtLabel(timeZone)}</label>
          <p className="staff-field__hint" id={`${ids}-time-hint`}>
            {STAFF_MESSAGES.releaseAtHint}
          </p>
          {timeError && (
            <p className="staff-field__error" id={`${ids}-time-error`}>
              {timeError}
            </p>
          )}
          <input
            className="text-input"
            id={`${ids}-time`}
            type="datetime-local"
            aria-describedby={timeError ? `${ids}-time-hint ${ids}-time-error` : `${ids}-time-hint`}
            aria-invalid={timeError ? true : undefined}
            {...register('local_time')}
          />
        </div>
      )}
      <Button ref={submitButton} type="submit">
        {STAFF_MESSAGES.releaseSubmit}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={STAFF_MESSAGES.releaseConfirmTitle(confirming.count, confirming.label)}
          description={
            confirming.when
              ? STAFF_MESSAGES.releaseConfirmLater(`${confirming.when} (${timeZone} time)`)
              : STAFF_MESSAGES.releaseConfirmNow
          }
          confirmLabel={STAFF_MESSAGES.releaseConfirm}
          cancelLabel={STAFF_MESSAGES.cancel}
          busy={change.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => release(confirming)}
          returnFocusRef={submitButton}
        />
      )}
    </form>
  );
}

function ReleasesList() {
  const { decisions, entryTerms } = useSiteConfig();
  const formatTime = useFormatTime();
  const captionId = useId();
  const headingId = useId();
  const releases = useQuery(releasesQueryOptions);
  useSignOutWhenUnauthorized(releases.error);
  const change = useReleaseChange();
  const toast = useToast();
  const selectionText = ({ selection }: Release) =>
    STAFF_MESSAGES.releaseSelection(
      decisions.find((option) => option.key === selection.decision)?.label ?? selection.decision,
      selection.term
        ? (entryTerms.find((term) => term.value === selection.term)?.label ?? selection.term)
        : null,
      selection.application_ids ? selection.application_ids.length : null,
    );
  const cancel = (release: Release) => {
    if (change.isPending) return;
    change.mutate(
      { name: 'staffCancelRelease', id: release.id },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError),
      },
    );
  };
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.releasesListHeader}</h2>
      {!releases.data ? (
        <Spinner />
      ) : releases.data.releases.length === 0 ? (
        <p>{STAFF_MESSAGES.noReleases}</p>
      ) : (
        <TableScroll labelledBy={captionId}>
          <table className="staff-table" aria-busy={change.isPending || undefined}>
            <caption id={captionId} className="visually-hidden">
              {STAFF_MESSAGES.releasesListCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{STAFF_MESSAGES.columnReleaseSelection}</th>
                <th scope="col">{STAFF_MESSAGES.columnReleaseAt}</th>
                <th scope="col">{STAFF_MESSAGES.columnReleaseBy}</th>
                <th scope="col">{STAFF_MESSAGES.columnStatus}</th>
                <th scope="col">{STAFF_MESSAGES.columnReleaseProgress}</th>
                <th scope="col">{STAFF_MESSAGES.columnMemberActions}</th>
              </tr>
            </thead>
            <tbody>
              {releases.data.releases.map((release) => (
                <tr key={release.id}>
                  <th scope="row">{selectionText(release)}</th>
                  <td>{formatTime(release.release_at)}</td>
                  <td>{release.created_by_email ?? ''}</td>
                  <td>{STAFF_MESSAGES.releaseStates[release.state]}</td>
                  <td>
                    {STAFF_MESSAGES.releaseProgress(
                      release.released,
                      release.mails_sent,
                      release.mails_failed,
                    )}
                  </td>
                  <td>
                    {release.state === 'scheduled' && (
                      <Button variant="secondary" onClick={() => cancel(release)}>
                        {STAFF_MESSAGES.cancelRelease}{' '}
                        <span className="visually-hidden">
                          {STAFF_MESSAGES.forRelease(selectionText(release))}
                        </span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

import { STAFF_MESSAGES, type DecisionOption } from '@portico/application';
import { ZStaffDecisionRequest, type RequestOf } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useSiteConfig } from '../config/site-config-context';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { useSchemaForm } from '../ui/use-schema-form';
import { useFormatTime } from './staff-format';
import {
  decisionQueryOptions,
  useRecordDecision,
  type StaffDecision,
  type StaffMember,
} from './staff-queries';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import { useStaffFormErrors } from './use-staff-form-errors';

type DecisionRequest = RequestOf<'staffRecordDecision'>['body'];

/**
 * The application's decision (issue 28): as it is recorded, by whom and when, with its reasons, and
 * whether it is released (the applicant sees nothing of it before). Admins and deciders record it,
 * or record another while it is unreleased; readers see it only. Released, it is fixed.
 */
export function StaffDecision({ id, member }: { id: string; member: StaffMember }) {
  const headingId = useId();
  const decision = useQuery(decisionQueryOptions(id));
  useSignOutWhenUnauthorized(decision.error);
  const recorded = decision.data?.decision ?? null;
  const mayDecide = member.role === 'admin' || member.role === 'decider';
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.decisionHeading}</h2>
      {decision.data && (
        <>
          <RecordedDecision recorded={recorded} />
          {mayDecide && !recorded?.released_at && <DecisionForm id={id} recorded={recorded} />}
        </>
      )}
    </section>
  );
}

function RecordedDecision({ recorded }: { recorded: StaffDecision }) {
  const { decisions } = useSiteConfig();
  const formatTime = useFormatTime();
  if (!recorded) return <p>{STAFF_MESSAGES.decisionNone}</p>;
  const option = decisions.find((candidate) => candidate.key === recorded.decision);
  const reasons = recorded.reasons.map(
    (key) => option?.reasons.find((reason) => reason.key === key)?.label ?? key,
  );
  return (
    <>
      <p>
        {STAFF_MESSAGES.decisionRecordedBy(
          option?.label ?? recorded.decision,
          formatTime(recorded.recorded_at),
          recorded.recorded_by_email,
        )}{' '}
        {reasons.length > 0 && STAFF_MESSAGES.decisionReasons(reasons.join('; '))}
      </p>
      <p>
        {recorded.released_at
          ? `${STAFF_MESSAGES.decisionReleasedOn(formatTime(recorded.released_at))} ${STAFF_MESSAGES.decisionReleasedFixed}`
          : STAFF_MESSAGES.decisionNotReleased}
      </p>
    </>
  );
}

/**
 * The decision as a radio group and its reasons as checkboxes, those of the decision chosen only
 * (choosing another clears them: a reason belongs to one decision).
 */
function DecisionForm({ id, recorded }: { id: string; recorded: StaffDecision }) {
  const { decisions } = useSiteConfig();
  const legendId = useId();
  const reasonsId = useId();
  const { register, handleSubmit, watch, setValue, setError, control, formState } =
    useSchemaForm<DecisionRequest>(
      ZStaffDecisionRequest,
      { decision: recorded?.decision ?? '', reasons: recorded?.reasons ?? [] },
      'onSubmit',
    );
  const record = useRecordDecision(id);
  const toast = useToast();
  const card = useStaffFormErrors(STAFF_MESSAGES.decisionHeading, ['decision', 'reasons'], setError);
  const chosen = decisions.find((option) => option.key === watch('decision'));
  const onSubmit = handleSubmit((values) =>
    card.send(record, values, ({ message }) => toast.success(message)),
  );
  const decisionError = formState.errors.decision && STAFF_MESSAGES.decisionChoose;
  return (
    <form className="staff-decision" noValidate onSubmit={onSubmit} aria-busy={record.isPending || undefined}>
      <fieldset
        className="staff-roles"
        aria-labelledby={legendId}
        aria-describedby={decisionError ? `${legendId}-error` : undefined}
      >
        <legend id={legendId}>{STAFF_MESSAGES.decisionLegend}</legend>
        {decisionError && (
          <p className="staff-field__error" id={`${legendId}-error`}>
            {decisionError}
          </p>
        )}
        {decisions.map((option) => (
          <label key={option.key}>
            <input
              type="radio"
              value={option.key}
              {...register('decision', { onChange: () => setValue('reasons', []) })}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {chosen && (
        <Controller
          control={control}
          name="reasons"
          render={({ field }) => (
            <Reasons
              id={reasonsId}
              option={chosen}
              value={field.value}
              onChange={(reasons) => field.onChange(reasons)}
            />
          )}
        />
      )}
      <Button type="submit" aria-busy={record.isPending || undefined}>
        {STAFF_MESSAGES.recordDecision}
      </Button>
    </form>
  );
}

function Reasons({
  id,
  option,
  value,
  onChange,
}: {
  id: string;
  option: DecisionOption;
  value: string[];
  onChange: (reasons: string[]) => void;
}) {
  if (option.reasons.length === 0) return <p>{STAFF_MESSAGES.reasonsNone}</p>;
  return (
    <fieldset className="staff-roles" aria-labelledby={id}>
      <legend id={id}>{STAFF_MESSAGES.reasonsLegend(option.label)}</legend>
      {option.reasons.map((reason) => (
        <label key={reason.key}>
          <input
            type="checkbox"
            value={reason.key}
            checked={value.includes(reason.key)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...value, reason.key]
                  : value.filter((key) => key !== reason.key),
              )
            }
          />{' '}
          {reason.label}
        </label>
      ))}
    </fieldset>
  );
}

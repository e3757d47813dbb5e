import { STAFF_MESSAGES } from '@portico/application';
import { ZStaffInviteRequest, type RequestOf } from '@portico/contracts';
import { useId } from 'react';
import { AuthCard } from '../auth/auth-card';
import { EmailField } from '../auth/auth-field';
import { trimmed } from '../auth/field-options';
import { SubmitButton } from '../auth/submit-button';
import { useToast } from '../ui/toast';
import { useStaffInvite } from './staff-queries';
import { useStaffFormErrors } from './use-staff-form-errors';
import { useSchemaForm } from '../ui/use-schema-form';

type Invitation = NonNullable<RequestOf<'staffInvite'>['body']>;

/**
 * /staff/invite (admins): an invitation by e-mail, as `npm run cli -- create-staff` sends, with
 * its role. A reader is told they cannot (staff-pages.tsx); the server refuses them in any case
 * (403).
 */
export function StaffInviteScreen() {
  const { register, handleSubmit, reset, setError, formState } = useSchemaForm<Invitation>(
    ZStaffInviteRequest,
    { email: '', role: 'reader' },
    'onSubmit',
  );
  const { errors } = formState;
  const invite = useStaffInvite();
  const toast = useToast();
  const card = useStaffFormErrors(STAFF_MESSAGES.inviteHeader, ['email', 'role'], setError);
  const roleLegend = useId();
  const onSubmit = handleSubmit((values) =>
    card.send(invite, values, ({ message }) => {
      toast.success(message);
      reset();
    }),
  );
  return (
    <AuthCard header={STAFF_MESSAGES.inviteHeader}>
      <p>{STAFF_MESSAGES.inviteIntro}</p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email?.message} {...register('email', trimmed)} />
        <fieldset className="staff-roles" aria-labelledby={roleLegend}>
          <legend id={roleLegend}>{STAFF_MESSAGES.inviteRole}</legend>
          <label>
            <input type="radio" value="reader" {...register('role')} /> {STAFF_MESSAGES.roleReader}
          </label>
          <label>
            <input type="radio" value="decider" {...register('role')} /> {STAFF_MESSAGES.roleDecider}
          </label>
          <label>
            <input type="radio" value="admin" {...register('role')} /> {STAFF_MESSAGES.roleAdmin}
          </label>
        </fieldset>
        <SubmitButton pending={invite.isPending} />
      </form>
    </AuthCard>
  );
}
